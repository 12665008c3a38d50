import CExif
import PhotoFixtures

/// What libexif, the app's EXIF reader, finds in a JPEG's bytes: the independent check of the fixtures.
struct LibExifReading {
    /// The fields libexif read, in the fixtures' terms; `bigEndian` is libexif's byte order.
    var fields = ExifFields()
    /// The tags present in the GPS IFD.
    var gpsTags: [UInt16] = []
    /// The tags present in each IFD, by libexif's IFD number.
    var tagCounts: [Int] = []
    /// The GPS position's raw rationals as (numerator, denominator), latitude's then longitude's.
    var gpsRationals: [(UInt32, UInt32)] = []
    /// The GPS reference letters, latitude's then longitude's.
    var gpsReferences: [String] = []

    /// libexif's reading, or nil when `exif_data_new_from_data` returns NULL.
    init?(jpeg bytes: [UInt8]) {
        guard
            let data = bytes.withUnsafeBufferPointer({ exif_data_new_from_data($0.baseAddress, UInt32(clamping: $0.count)) })
        else { return nil }
        defer { exif_data_unref(data) }
        let order = exif_data_get_byte_order(data)
        fields.bigEndian = order == EXIF_BYTE_ORDER_MOTOROLA
        tagCounts = (0..<Int(EXIF_IFD_COUNT.rawValue)).map { index in
            Self.content(data, ExifIfd(rawValue: UInt32(index))).map { Int($0.pointee.count) } ?? 0
        }
        fields.make = Self.string(Self.entry(data, EXIF_IFD_0, 0x010F))
        fields.model = Self.string(Self.entry(data, EXIF_IFD_0, 0x0110))
        if let entry = Self.entry(data, EXIF_IFD_0, 0x0112), entry.pointee.format == EXIF_FORMAT_SHORT,
            entry.pointee.size >= 2, let value = entry.pointee.data
        {
            fields.orientation = Int(exif_get_short(value, order))
        }
        fields.dateTimeOriginal = Self.string(Self.entry(data, EXIF_IFD_EXIF, 0x9003))
        fields.offsetTimeOriginal = Self.string(Self.entry(data, EXIF_IFD_EXIF, 0x9011))
        if let gps = Self.content(data, EXIF_IFD_GPS) {
            gpsTags = (0..<Int(gps.pointee.count)).compactMap { gps.pointee.entries[$0].map { UInt16($0.pointee.tag.rawValue) } }
        }
        // The GPS tags are #defines that collide with the interoperability tags 1–4: looked up in the GPS IFD only.
        fields.latitude = position(
            data, order, referenceTag: UInt32(EXIF_TAG_GPS_LATITUDE_REF), tag: UInt32(EXIF_TAG_GPS_LATITUDE), negative: "S")
        fields.longitude = position(
            data, order, referenceTag: UInt32(EXIF_TAG_GPS_LONGITUDE_REF), tag: UInt32(EXIF_TAG_GPS_LONGITUDE), negative: "W")
    }

    private mutating func position(
        _ data: UnsafeMutablePointer<ExifData>, _ order: ExifByteOrder, referenceTag: UInt32, tag: UInt32, negative: String
    ) -> Double? {
        guard let reference = Self.string(Self.entry(data, EXIF_IFD_GPS, UInt16(referenceTag))),
            let entry = Self.entry(data, EXIF_IFD_GPS, UInt16(tag)), entry.pointee.format == EXIF_FORMAT_RATIONAL,
            entry.pointee.components == 3, entry.pointee.size >= 24, let value = entry.pointee.data
        else { return nil }
        gpsReferences.append(reference)
        let parts = (0..<3).map { exif_get_rational(value + 8 * $0, order) }
        gpsRationals += parts.map { ($0.numerator, $0.denominator) }
        guard parts.allSatisfy({ $0.denominator != 0 }) else { return nil }
        let numbers = parts.map { Double($0.numerator) / Double($0.denominator) }
        let degrees = numbers[0] + numbers[1] / 60 + numbers[2] / 3600
        return reference == negative ? -degrees : degrees
    }

    private static func content(_ data: UnsafeMutablePointer<ExifData>, _ ifd: ExifIfd) -> UnsafeMutablePointer<ExifContent>? {
        // ExifData.ifd imports as a tuple; it is indexed through its bytes.
        withUnsafeBytes(of: data.pointee.ifd) { ifds in
            ifds.load(
                fromByteOffset: Int(ifd.rawValue) * MemoryLayout<UnsafeMutablePointer<ExifContent>?>.stride,
                as: UnsafeMutablePointer<ExifContent>?.self)
        }
    }

    private static func entry(_ data: UnsafeMutablePointer<ExifData>, _ ifd: ExifIfd, _ tag: UInt16)
        -> UnsafeMutablePointer<ExifEntry>?
    {
        guard let content = content(data, ifd) else { return nil }
        return exif_content_get_entry(content, ExifTag(rawValue: UInt32(tag)))
    }

    private static func string(_ entry: UnsafeMutablePointer<ExifEntry>?) -> String? {
        guard let entry, entry.pointee.format == EXIF_FORMAT_ASCII, let value = entry.pointee.data else { return nil }
        let bytes = UnsafeBufferPointer(start: value, count: Int(entry.pointee.size))
        return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
}
