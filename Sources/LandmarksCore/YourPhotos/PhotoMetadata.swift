import CExif
import Foundation

/// What a photo file says of itself: its kind and size in pixels and, from its EXIF data, where and
/// when it was taken, with what camera and which way up.
package struct PhotoMetadata: Equatable, Sendable {
    /// The picture formats the app reads.
    package enum Kind: String, Sendable {
        case jpeg, png
    }

    /// A file the app cannot take as a photo, and why, e.g. `not a JPEG or PNG picture`.
    package struct Unusable: Error, Equatable, Sendable {
        package let reason: String
    }

    package var kind: Kind
    /// The stored picture's size in pixels, when the start of the file tells it.
    package var width: Int?
    package var height: Int?
    /// Where it was taken; nil without GPS data, at 0° 0° (a camera's way of saying "unknown") or out of range.
    package var location: Coordinates?
    /// When it was taken, on the clock of the place; nil when the file does not say.
    package var taken: ZonedDate?
    /// Whether `taken` carries the place's UTC offset (EXIF `OffsetTimeOriginal`); without it the
    /// clock time is right and the offset unknown (written as UTC).
    package var takenOffsetIsKnown: Bool
    /// Make and model, e.g. `Apple iPhone 12`.
    package var camera: String?
    /// The EXIF orientation, 1 (upright) to 8.
    package var orientation: Int

    package init(
        kind: Kind, width: Int? = nil, height: Int? = nil, location: Coordinates? = nil, taken: ZonedDate? = nil,
        takenOffsetIsKnown: Bool = false, camera: String? = nil, orientation: Int = 1
    ) {
        self.kind = kind
        self.width = width
        self.height = height
        self.location = location
        self.taken = taken
        self.takenOffsetIsKnown = takenOffsetIsKnown
        self.camera = camera
        self.orientation = orientation
    }

    /// How many bytes from the start of a file `read(start:fileSize:)` wants: a JPEG's EXIF segment
    /// holds at most 64 KiB, and comes before the picture.
    package static let bytesNeeded = 72 * 1024

    /// Reads the metadata from the first bytes of a file of `fileSize` bytes.
    ///
    /// - Throws: `Unusable` for a file that is neither JPEG nor PNG, or whose EXIF data is cut short or
    ///   not EXIF at all.
    package static func read(start bytes: [UInt8], fileSize: Int) throws(Unusable) -> PhotoMetadata {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // IHDR is the first chunk: its width and height follow the 8-byte signature and chunk header.
            guard bytes.count >= 24 else { throw Unusable(reason: "a PNG file cut short") }
            // PNG allows 1 to 2³¹ − 1 pixels a side; anything else, or another chunk first, is no size to trust.
            let (width, height) = (Int(bigEndian32(bytes, at: 16)), Int(bigEndian32(bytes, at: 20)))
            guard bytes[12..<16].elementsEqual("IHDR".utf8), (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height)
            else { throw Unusable(reason: "a PNG file without a valid header") }
            return PhotoMetadata(kind: .png, width: width, height: height)
        }
        guard bytes.starts(with: [0xFF, 0xD8, 0xFF]) else { throw Unusable(reason: "not a JPEG or PNG picture") }
        var metadata = PhotoMetadata(kind: .jpeg)
        let segments = JPEGSegments(bytes)
        if let frame = segments.frame {
            (metadata.width, metadata.height) = (frame.width, frame.height)
        }
        if let exif = segments.exif {
            guard exif.upperBound <= bytes.count || bytes.count >= fileSize && exif.upperBound <= fileSize else {
                throw bytes.count >= fileSize
                    ? Unusable(reason: "EXIF data cut short") : Unusable(reason: "EXIF data beyond the first 72 KB")
            }
            try ExifFields(Array(bytes[exif])).fill(&metadata)
        }
        return metadata
    }

    static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

/// Where a JPEG's EXIF segment and frame header are among the bytes read from its start.
private struct JPEGSegments {
    /// The APP1 segment's payload (`Exif\0\0` and the TIFF structure), which may run past the bytes read.
    var exif: Range<Int>?
    var frame: (width: Int, height: Int)?

    init(_ bytes: [UInt8]) {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                offset += 2
                continue
            }
            if marker == 0xD9 || marker == 0xDA { return }  // the end, or the picture's data
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2 else { return }
            let payload = offset + 4..<offset + 2 + length
            if marker == 0xE1, exif == nil, bytes.count >= offset + 10,
                bytes[payload.lowerBound..<payload.lowerBound + 6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0])
            {
                exif = payload
            }
            // SOF0–SOF15, less DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), payload.lowerBound + 5 <= bytes.count {
                let start = payload.lowerBound
                frame = (Int(bytes[start + 3]) << 8 | Int(bytes[start + 4]), Int(bytes[start + 1]) << 8 | Int(bytes[start + 2]))
                return
            }
            offset = payload.upperBound
        }
    }
}

/// The fields of one EXIF segment, read with libexif.
private struct ExifFields {
    let payload: [UInt8]

    init(_ payload: [UInt8]) {
        self.payload = payload
    }

    /// Sets what the segment holds on `metadata`.
    ///
    /// - Throws: `Unusable` when the segment has no TIFF header, or its first directory lies outside it.
    func fill(_ metadata: inout PhotoMetadata) throws(PhotoMetadata.Unusable) {
        let tiff = payload.dropFirst(6)
        // The segment is whole (`read` saw to it): a TIFF header shorter than 8 bytes is not one, not a cut.
        guard tiff.count >= 8 else { throw .init(reason: "EXIF data without a TIFF header") }
        let header = Array(tiff.prefix(8))
        let littleEndian = header.starts(with: [0x49, 0x49, 0x2A, 0x00])
        guard littleEndian || header.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) else {
            throw .init(reason: "EXIF data without a TIFF header")
        }
        let firstDirectory =
            littleEndian
            ? header[4...].reversed().reduce(0) { $0 << 8 | Int($1) } : header[4...].reduce(0) { $0 << 8 | Int($1) }
        guard firstDirectory >= 8, firstDirectory + 2 <= tiff.count else {
            throw .init(reason: "EXIF data whose first directory lies outside it")
        }
        guard let data = exif_data_new() else { return }
        defer { exif_data_unref(data) }
        // Without this libexif "fixes" the data, adding entries (such as a date) the file never had.
        exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
        payload.withUnsafeBufferPointer { exif_data_load_data(data, $0.baseAddress, UInt32(clamping: $0.count)) }
        let reader = ExifEntryReader(data: data)
        metadata.orientation = reader.short(EXIF_TAG_ORIENTATION, in: EXIF_IFD_0).flatMap { (1...8).contains($0) ? $0 : nil } ?? 1
        metadata.camera = Self.camera(make: reader.text(EXIF_TAG_MAKE, in: EXIF_IFD_0), model: reader.text(EXIF_TAG_MODEL, in: EXIF_IFD_0))
        metadata.location = reader.location
        if let clock = reader.text(EXIF_TAG_DATE_TIME_ORIGINAL, in: EXIF_IFD_EXIF) {
            let offset = reader.text(ExifTag(rawValue: 0x9011), in: EXIF_IFD_EXIF).flatMap(Self.offsetSeconds)
            if let taken = Self.moment(clock, utcOffsetSeconds: offset ?? 0) {
                metadata.taken = taken
                metadata.takenOffsetIsKnown = offset != nil
            }
        }
    }

    /// `Apple iPhone 12` from make `Apple` and model `iPhone 12`; a model that names its make stays as it is.
    static func camera(make: String?, model: String?) -> String? {
        guard let model else { return make }
        guard let make, !model.lowercased().hasPrefix(make.lowercased().split(separator: " ").first ?? "") else { return model }
        return "\(make) \(model)"
    }

    /// The seconds east of UTC in `+02:00` or `-05:30`.
    static func offsetSeconds(_ text: String) -> Int? {
        let characters = Array(text.utf8)
        guard characters.count == 6, characters[0] == 0x2B || characters[0] == 0x2D, characters[3] == 0x3A,
            let hours = Int(String(text.dropFirst().prefix(2))), let minutes = Int(String(text.suffix(2))),
            hours <= 14, minutes < 60
        else { return nil }
        return (characters[0] == 0x2D ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// The moment of an EXIF clock time `2024:05:14 18:03:22` at `utcOffsetSeconds`; nil for a blank
    /// (`0000:00:00 00:00:00`) or impossible one.
    static func moment(_ text: String, utcOffsetSeconds: Int) -> ZonedDate? {
        let digits = text.split(whereSeparator: { $0 == ":" || $0 == " " }).compactMap { Int($0) }
        guard text.utf8.count == 19, digits.count == 6, (1...9999).contains(digits[0]), (1...12).contains(digits[1]),
            (1...31).contains(digits[2]), digits[3] < 24, digits[4] < 60, digits[5] < 61
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let components = DateComponents(
            year: digits[0], month: digits[1], day: digits[2], hour: digits[3], minute: digits[4], second: digits[5])
        // The calendar rolls 30 February over into March: a day the month lacks is no date.
        guard let clock = calendar.date(from: components),
            calendar.dateComponents([.year, .month, .day], from: clock) == DateComponents(year: digits[0], month: digits[1], day: digits[2])
        else { return nil }
        return ZonedDate(date: clock.addingTimeInterval(Double(-utcOffsetSeconds)), utcOffsetSeconds: utcOffsetSeconds)
    }
}

/// Reads typed entries out of libexif's data, checking each entry's format and length.
private struct ExifEntryReader {
    let data: UnsafeMutablePointer<ExifData>

    private func entry(_ tag: ExifTag, in ifd: ExifIfd) -> ExifEntry? {
        let content = withUnsafeBytes(of: data.pointee.ifd) { directories in
            directories.load(
                fromByteOffset: Int(ifd.rawValue) * MemoryLayout<UnsafeMutablePointer<ExifContent>?>.stride,
                as: UnsafeMutablePointer<ExifContent>?.self)
        }
        guard let content, let entry = exif_content_get_entry(content, tag), entry.pointee.data != nil else { return nil }
        return entry.pointee
    }

    private var byteOrder: ExifByteOrder { exif_data_get_byte_order(data) }

    func short(_ tag: ExifTag, in ifd: ExifIfd) -> Int? {
        guard let entry = entry(tag, in: ifd), entry.format == EXIF_FORMAT_SHORT, entry.components >= 1, entry.size >= 2
        else { return nil }
        return Int(exif_get_short(entry.data, byteOrder))
    }

    /// An ASCII entry up to its first NUL, blanks trimmed; nil when empty.
    func text(_ tag: ExifTag, in ifd: ExifIfd) -> String? {
        guard let entry = entry(tag, in: ifd), entry.format == EXIF_FORMAT_ASCII else { return nil }
        let bytes = UnsafeBufferPointer(start: entry.data, count: Int(entry.size)).prefix { $0 != 0 }
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }

    /// Degrees from three rationals (degrees, minutes, seconds); nil if any has a zero denominator.
    private func degrees(_ tag: ExifTag) -> Double? {
        guard let entry = entry(tag, in: EXIF_IFD_GPS), entry.format == EXIF_FORMAT_RATIONAL, entry.components >= 3,
            entry.size >= 24
        else { return nil }
        var total = 0.0
        for (part, scale) in [1.0, 60.0, 3600.0].enumerated() {
            let value = exif_get_rational(entry.data + part * 8, byteOrder)
            guard value.denominator != 0 else { return nil }
            total += Double(value.numerator) / Double(value.denominator) / scale
        }
        return total
    }

    /// The GPS position, negated for the south and west; nil at 0° 0° or out of range.
    var location: Coordinates? {
        // The GPS tag numbers are #defines that collide with the interoperability tags 1–4.
        func tag(_ number: Int32) -> ExifTag { ExifTag(rawValue: UInt32(number)) }
        guard let latitude = degrees(tag(EXIF_TAG_GPS_LATITUDE)), let longitude = degrees(tag(EXIF_TAG_GPS_LONGITUDE)),
            let north = text(tag(EXIF_TAG_GPS_LATITUDE_REF), in: EXIF_IFD_GPS).map({ $0.uppercased() }),
            let east = text(tag(EXIF_TAG_GPS_LONGITUDE_REF), in: EXIF_IFD_GPS).map({ $0.uppercased() }),
            ["N", "S"].contains(north), ["E", "W"].contains(east)
        else { return nil }
        let place = Coordinates(latitude: north == "S" ? -latitude : latitude, longitude: east == "W" ? -longitude : longitude)
        guard abs(place.latitude) <= 90, abs(place.longitude) <= 180, place.latitude != 0 || place.longitude != 0 else { return nil }
        return place
    }
}
