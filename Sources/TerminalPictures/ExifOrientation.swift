import CExif

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

    /// The orientation in a JPEG file's EXIF data; `.topLeft` when there is none or it is invalid.
    static func of(jpeg bytes: [UInt8]) -> ExifOrientation {
        // libexif finds the APP1 segment itself, stopping at the first marker that is not APPn or COM.
        guard let data = bytes.withUnsafeBufferPointer({ exif_data_new_from_data($0.baseAddress, UInt32(clamping: $0.count)) })
        else { return .topLeft }
        defer { exif_data_unref(data) }
        guard let ifd0 = data.pointee.ifd.0,
            let entry = exif_content_get_entry(ifd0, EXIF_TAG_ORIENTATION),
            entry.pointee.format == EXIF_FORMAT_SHORT, entry.pointee.components >= 1, entry.pointee.size >= 2,
            let value = entry.pointee.data
        else { return .topLeft }
        return ExifOrientation(rawValue: Int(exif_get_short(value, exif_data_get_byte_order(data)))) ?? .topLeft
    }
}
