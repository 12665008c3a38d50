import CImageMetadata

/// How a camera stored a picture relative to upright: EXIF tag 0x0112, values 1–8.
///
/// The names say where the stored picture's first row and first column belong when upright.
enum ExifOrientation: Int, CaseIterable, Sendable {
    case topLeft = 1
    case topRight = 2
    case bottomRight = 3
    case bottomLeft = 4
    case leftTop = 5
    case rightTop = 6
    case rightBottom = 7
    case leftBottom = 8

    /// Whether upright the picture's width and height trade places (the quarter turns).
    var swapsAxes: Bool { rawValue >= 5 }

    /// The orientation in a file's EXIF data, read with exiv2; `.topLeft` when there is none or it is invalid.
    static func of(bytes: [UInt8]) -> ExifOrientation {
        of(bytes.withUnsafeBufferPointer { im_metadata_open_bytes($0.baseAddress, $0.count, nil, 0) })
    }

    private static func of(_ metadata: OpaquePointer?) -> ExifOrientation {
        guard let metadata else { return .topLeft }
        defer { im_metadata_free(metadata) }
        var value: Int64 = 0
        var denominator: Int64 = 0
        guard im_metadata_rational(metadata, "Exif.Image.Orientation", 0, &value, &denominator) != 0, denominator == 1 else {
            return .topLeft
        }
        return ExifOrientation(rawValue: Int(value)) ?? .topLeft
    }
}
