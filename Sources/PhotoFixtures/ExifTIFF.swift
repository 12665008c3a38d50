/// Builds the TIFF structure inside an APP1 Exif segment by hand: IFD0, then the Exif and GPS IFDs.
///
/// Deliberately not libexif: the app reads EXIF with libexif, and a reader tested against files its
/// own library wrote would share that library's mistakes. The layout is TIFF 6.0 / Exif 2.32:
/// an 8-byte header, then each IFD as a count, 12-byte entries sorted by tag, a next-IFD offset of 0,
/// and the values longer than 4 bytes right after it (each at an even offset).
enum ExifTIFF {
    /// TIFF field types used here.
    enum FieldType: UInt16 {
        case byte = 1
        case ascii = 2
        case short = 3
        case long = 4
        case rational = 5
        case undefined = 7
    }

    /// One IFD entry with its value already in the file's byte order.
    struct Entry {
        let tag: UInt16
        let type: FieldType
        let count: UInt32
        let value: [UInt8]
    }

    /// The bytes one value of a type takes.
    static func unitSize(_ type: FieldType) -> Int {
        switch type {
        case .byte, .ascii, .undefined: 1
        case .short: 2
        case .long: 4
        case .rational: 8
        }
    }

    /// Where IFD0 starts, right after the header.
    static let firstIFDOffset = 8

    static let exifIFDPointerTag: UInt16 = 0x8769
    static let gpsIFDPointerTag: UInt16 = 0x8825

    /// The TIFF bytes (header and IFDs) for the fields.
    static func encode(_ fields: ExifFields) -> [UInt8] {
        let order = ByteOrder(bigEndian: fields.bigEndian)
        let exifEntries = exifIFD(fields, order)
        let gpsEntries = gpsIFD(fields, order)
        // The pointers' values do not change IFD0's size, so it can be measured with placeholders.
        var ifd0 = ifd0Entries(fields, order)
        if !exifEntries.isEmpty { ifd0.append(Entry(tag: exifIFDPointerTag, type: .long, count: 1, value: order.long(0))) }
        if !gpsEntries.isEmpty { ifd0.append(Entry(tag: gpsIFDPointerTag, type: .long, count: 1, value: order.long(0))) }
        let exifOffset = firstIFDOffset + size(of: ifd0)
        let gpsOffset = exifOffset + (exifEntries.isEmpty ? 0 : size(of: exifEntries))
        ifd0 = ifd0.map { entry in
            switch entry.tag {
            case exifIFDPointerTag: Entry(tag: entry.tag, type: .long, count: 1, value: order.long(UInt32(exifOffset)))
            case gpsIFDPointerTag: Entry(tag: entry.tag, type: .long, count: 1, value: order.long(UInt32(gpsOffset)))
            default: entry
            }
        }

        var bytes: [UInt8] = fields.bigEndian ? Array("MM".utf8) : Array("II".utf8)
        bytes += order.short(42) + order.long(UInt32(firstIFDOffset))
        append(ifd0, at: firstIFDOffset, to: &bytes, order)
        if !exifEntries.isEmpty { append(exifEntries, at: exifOffset, to: &bytes, order) }
        if !gpsEntries.isEmpty { append(gpsEntries, at: gpsOffset, to: &bytes, order) }
        return bytes
    }

    /// Degrees as whole degrees, whole minutes and hundredths of a second (0.01″ ≈ 0.3 m).
    static func sexagesimal(_ degrees: Double) -> (degrees: UInt32, minutes: UInt32, centiseconds: UInt32) {
        // Rounding the total first carries 59.995″ into the next minute instead of writing 60.00″.
        let total = UInt32((abs(degrees) * 360_000).rounded())
        return (total / 360_000, total % 360_000 / 6000, total % 6000)
    }

    // MARK: - The three IFDs

    private static func ifd0Entries(_ fields: ExifFields, _ order: ByteOrder) -> [Entry] {
        var entries: [Entry] = []
        if let make = fields.make { entries.append(ascii(0x010F, make)) }
        if let model = fields.model { entries.append(ascii(0x0110, model)) }
        if let orientation = fields.orientation {
            entries.append(Entry(tag: 0x0112, type: .short, count: 1, value: order.short(UInt16(truncatingIfNeeded: orientation))))
        }
        return entries
    }

    private static func exifIFD(_ fields: ExifFields, _ order: ByteOrder) -> [Entry] {
        var entries: [Entry] = []
        if let date = fields.dateTimeOriginal { entries.append(ascii(0x9003, date)) }
        if let offset = fields.offsetTimeOriginal { entries.append(ascii(0x9011, offset)) }
        guard !entries.isEmpty else { return [] }
        // ExifVersion is mandatory in an Exif IFD; "0232" is Exif 2.32, which defined the offset tags' use.
        return [Entry(tag: 0x9000, type: .undefined, count: 4, value: Array("0232".utf8))] + entries
    }

    private static func gpsIFD(_ fields: ExifFields, _ order: ByteOrder) -> [Entry] {
        var entries: [Entry] = []
        if let latitude = fields.latitude {
            entries.append(ascii(0x0001, latitude < 0 ? "S" : "N"))
            entries.append(position(0x0002, latitude, order))
        }
        if let longitude = fields.longitude {
            entries.append(ascii(0x0003, longitude < 0 ? "W" : "E"))
            entries.append(position(0x0004, longitude, order))
        }
        guard !entries.isEmpty else { return [] }
        // GPSVersionID 2.3.0.0, as phones write it.
        return [Entry(tag: 0x0000, type: .byte, count: 4, value: [2, 3, 0, 0])] + entries
    }

    private static func ascii(_ tag: UInt16, _ text: String) -> Entry {
        let bytes = Array(text.utf8) + [0]
        return Entry(tag: tag, type: .ascii, count: UInt32(bytes.count), value: bytes)
    }

    private static func position(_ tag: UInt16, _ degrees: Double, _ order: ByteOrder) -> Entry {
        let parts = sexagesimal(degrees)
        let value =
            order.long(parts.degrees) + order.long(1) + order.long(parts.minutes) + order.long(1)
            + order.long(parts.centiseconds) + order.long(100)
        return Entry(tag: tag, type: .rational, count: 3, value: value)
    }

    // MARK: - Layout

    /// An IFD's size with its out-of-line values.
    private static func size(of entries: [Entry]) -> Int {
        2 + 12 * entries.count + 4 + entries.reduce(0) { $0 + outOfLineSize($1) }
    }

    private static func outOfLineSize(_ entry: Entry) -> Int {
        entry.value.count > 4 ? (entry.value.count + 1) & ~1 : 0
    }

    private static func append(_ entries: [Entry], at offset: Int, to bytes: inout [UInt8], _ order: ByteOrder) {
        precondition(bytes.count == offset, "IFDs are written in the order they were laid out")
        let sorted = entries.sorted { $0.tag < $1.tag }
        var valueOffset = offset + 2 + 12 * sorted.count + 4
        var values: [UInt8] = []
        bytes += order.short(UInt16(sorted.count))
        for entry in sorted {
            bytes += order.short(entry.tag) + order.short(entry.type.rawValue) + order.long(entry.count)
            if entry.value.count <= 4 {
                // Short values sit in the entry itself, left-justified.
                bytes += entry.value + [UInt8](repeating: 0, count: 4 - entry.value.count)
            } else {
                bytes += order.long(UInt32(valueOffset))
                values += entry.value
                if entry.value.count % 2 == 1 { values.append(0) }
                valueOffset += outOfLineSize(entry)
            }
        }
        bytes += order.long(0)
        bytes += values
    }
}
