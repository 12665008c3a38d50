/// One row of a delimited text: where its fields lie in the bytes of every row split from the same
/// piece of the input, which the rows share (no array for each row or field, as a million rows of a
/// dozen fields would cost). Ranges index `bytes` itself.
struct CSVRow {
    /// The bytes of the rows split with this one; its fields lie from `start` on, each followed by a
    /// byte that is not its.
    let bytes: [UInt8]
    private let start: Int
    /// Where each of its fields ends in `bytes`.
    private let ends: ArraySlice<Int>

    init(bytes: [UInt8], start: Int, ends: ArraySlice<Int>) {
        (self.bytes, self.start, self.ends) = (bytes, start, ends)
    }

    /// How many fields the row has.
    var count: Int { ends.count }

    /// The bytes of field `index`; none past the row's last field.
    subscript(index: Int) -> ArraySlice<UInt8> { bytes[range(index)] }

    /// Where field `index` lies in `bytes`; empty past the last field.
    private func range(_ index: Int) -> Range<Int> {
        guard index < ends.count else { return 0..<0 }
        let end = ends.startIndex + index
        return (index == 0 ? start : ends[end - 1] + 1)..<ends[end]
    }

    /// Where field `index` lies in `bytes`, without the ASCII blanks at its ends; empty past the last field.
    func trimmedRange(_ index: Int) -> Range<Int> {
        var (start, end) = (range(index).lowerBound, range(index).upperBound)
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        bytes.withUnsafeBufferPointer { bytes in
            while start < end, isBlank(bytes[start]) { start += 1 }
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        }
        return start..<end
    }
}
