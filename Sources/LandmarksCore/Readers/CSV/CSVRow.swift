/// One row of a delimited text: its fields' bytes one after the other, and where each ends (no array
/// for each field, as a million rows of a dozen fields would cost).
struct CSVRow {
    private(set) var bytes: [UInt8] = []
    private var ends: [Int] = []

    /// An empty row with room for a row like `previous`, so that its buffers need not grow field by field.
    init(like previous: CSVRow? = nil) {
        guard let previous else { return }
        bytes.reserveCapacity(previous.bytes.count + previous.bytes.count / 4)
        ends.reserveCapacity(previous.ends.count)
    }

    /// How many fields the row has.
    var count: Int { ends.count }

    /// The bytes of field `index`; none past the row's last field.
    subscript(index: Int) -> ArraySlice<UInt8> {
        guard index < ends.count else { return [] }
        return bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }

    /// Where field `index` lies in `bytes`, without the ASCII blanks at its ends; empty past the last field.
    func trimmedRange(_ index: Int) -> Range<Int> {
        guard index < ends.count else { return 0..<0 }
        var (start, end) = (index == 0 ? 0 : ends[index - 1], ends[index])
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        return start..<end
    }

    /// Adds a field; bytes that are not UTF-8 are repaired (as `String(decoding:)` does), so that what
    /// the columns keep, search and show is text.
    mutating func append(_ field: UnsafeRawBufferPointer) {
        if field.contains(where: { $0 >= 0x80 }), String(validating: field, as: UTF8.self) == nil {
            bytes.append(contentsOf: String(decoding: field, as: UTF8.self).utf8)
        } else {
            bytes.append(contentsOf: field)
        }
        ends.append(bytes.count)
    }
}
