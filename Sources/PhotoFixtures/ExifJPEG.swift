/// Made-up JPEG photos with hand-written EXIF metadata, whole or deliberately damaged.
public enum ExifJPEG {
    /// The largest payload one APP1 segment holds (its 16-bit length counts itself).
    public static let maximumPayloadSize = 0xFFFF - 2

    /// JPEG bytes: a small picture from `seed`, with an APP1 Exif segment right after SOI when `exif` is non-nil.
    ///
    /// With EXIF, TurboJPEG's JFIF APP0 segment is left out, as cameras do; without, the file is
    /// TurboJPEG's as it is.
    /// - Parameters:
    ///   - width: The picture's width in pixels, 1 or more.
    ///   - height: The picture's height in pixels, 1 or more.
    ///   - seed: Chooses the picture's colours; the same seed gives the same bytes.
    ///   - exif: The metadata, which must fit in one APP1 segment (strings of a few hundred bytes do).
    public static func make(width: Int, height: Int, seed: UInt64, exif: ExifFields?) -> [UInt8] {
        let picture = FixturePicture.jpeg(width: width, height: height, seed: seed)
        guard let exif else { return picture }
        return inserting(exifPayload(exif), into: picture)
    }

    /// The raw APP1 payload ("Exif\0\0" and the TIFF structure) for the fields, so tests can damage it.
    public static func exifPayload(_ fields: ExifFields) -> [UInt8] {
        let payload = Array("Exif".utf8) + [0, 0] + ExifTIFF.encode(fields)
        precondition(payload.count <= maximumPayloadSize, "EXIF fields too long for one APP1 segment")
        return payload
    }

    /// A JPEG with `payload` as its APP1 segment right after SOI, replacing a JFIF APP0 segment there.
    ///
    /// - Parameters:
    ///   - payload: At most `maximumPayloadSize` bytes, e.g. a damaged `exifPayload(_:)`.
    ///   - jpeg: A JPEG starting with SOI, e.g. from `make(width:height:seed:exif:)` without EXIF.
    public static func inserting(_ payload: [UInt8], into jpeg: [UInt8]) -> [UInt8] {
        precondition(payload.count <= maximumPayloadSize, "payload too long for one APP1 segment")
        return segmentStart(declaredLength: payload.count + 2) + payload + afterSOIAndJFIF(jpeg)
    }

    /// A JPEG whose EXIF is spoiled in the way `damage` says, built from the fields given.
    ///
    /// Damage to IFD0's entries needs fields that IFD0 holds or points to (a camera, an orientation,
    /// a date or a position); with none, `offsetsOutside` and `ifdLoop` leave the data whole.
    public static func makeDamaged(_ damage: ExifDamage, width: Int, height: Int, seed: UInt64, exif: ExifFields)
        -> [UInt8]
    {
        let picture = FixturePicture.jpeg(width: width, height: height, seed: seed)
        var payload = exifPayload(exif)
        switch damage {
        case .truncatedSegment:
            return segmentStart(declaredLength: payload.count + 2) + payload.prefix(payload.count / 2)
        case .segmentLengthBeyondFile:
            return segmentStart(declaredLength: 0xFFFF) + payload + afterSOIAndJFIF(picture)
        case .headerOnly:
            payload = Array(payload.prefix(8))
        case .offsetsOutside:
            let tiffSize = UInt32(payload.count - tiffStart)
            // Values start on the last byte, so a careless reader overruns; IFDs start well past the end.
            patchIFD0(&payload, bigEndian: exif.bigEndian) { tag, valueIsOffset in
                if tag == ExifTIFF.exifIFDPointerTag || tag == ExifTIFF.gpsIFDPointerTag { return tiffSize + 4096 }
                return valueIsOffset ? tiffSize - 1 : nil
            }
        case .entryCountTooLarge:
            payload.replaceSubrange(ifd0Start..<ifd0Start + 2, with: [0xFF, 0xFF])
        case .ifdLoop:
            patchIFD0(&payload, bigEndian: exif.bigEndian) { tag, _ in
                tag == ExifTIFF.exifIFDPointerTag || tag == ExifTIFF.gpsIFDPointerTag
                    ? UInt32(ExifTIFF.firstIFDOffset) : nil
            }
        case .unknownByteOrder:
            payload.replaceSubrange(tiffStart..<tiffStart + 2, with: Array("XX".utf8))
        }
        return inserting(payload, into: picture)
    }

    /// Writes `bytes` to the file at `path`, replacing it.
    /// - Throws: An error naming the path and the system's reason when the file cannot be written.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try FixtureFile.write(bytes, to: path)
    }

    // MARK: - Segments

    /// Where the TIFF header starts in a payload, after "Exif\0\0".
    private static let tiffStart = 6
    private static let ifd0Start = tiffStart + ExifTIFF.firstIFDOffset

    /// SOI, then an APP1 marker and length (the length counts its own two bytes and the payload).
    private static func segmentStart(declaredLength: Int) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE1, UInt8(declaredLength >> 8), UInt8(declaredLength & 0xFF)]
    }

    /// A JPEG's bytes after SOI, without a JFIF APP0 segment right there.
    static func afterSOIAndJFIF(_ jpeg: [UInt8]) -> ArraySlice<UInt8> {
        precondition(jpeg.count >= 2 && jpeg[0] == 0xFF && jpeg[1] == 0xD8, "a JPEG starts with SOI")
        guard jpeg.count >= 6, jpeg[2] == 0xFF, jpeg[3] == 0xE0 else { return jpeg[2...] }
        let end = 4 + (Int(jpeg[4]) << 8 | Int(jpeg[5]))
        return end <= jpeg.count ? jpeg[end...] : jpeg[2...]
    }

    /// Replaces IFD0 entries' values (or value offsets) with what `newValue` returns for them.
    /// - Parameter newValue: Given an entry's tag and whether its value lies outside the entry; nil keeps it.
    private static func patchIFD0(
        _ payload: inout [UInt8], bigEndian: Bool, _ newValue: (_ tag: UInt16, _ valueIsOffset: Bool) -> UInt32?
    ) {
        let order = ByteOrder(bigEndian: bigEndian)
        let count = Int(order.readShort(payload, at: ifd0Start))
        for index in 0..<count {
            let entry = ifd0Start + 2 + 12 * index
            let tag = order.readShort(payload, at: entry)
            let type = ExifTIFF.FieldType(rawValue: order.readShort(payload, at: entry + 2))
            let size = Int(order.readLong(payload, at: entry + 4)) * (type.map(ExifTIFF.unitSize) ?? 1)
            if let value = newValue(tag, size > 4) {
                payload.replaceSubrange(entry + 8..<entry + 12, with: order.long(value))
            }
        }
    }
}
