/// Writes and reads TIFF's 16- and 32-bit numbers in one byte order.
struct ByteOrder {
    let bigEndian: Bool

    func short(_ value: UInt16) -> [UInt8] {
        let bytes = [UInt8(value & 0xFF), UInt8(value >> 8)]
        return bigEndian ? bytes.reversed() : bytes
    }

    func long(_ value: UInt32) -> [UInt8] {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        return bigEndian ? bytes.reversed() : bytes
    }

    func readShort(_ bytes: [UInt8], at index: Int) -> UInt16 {
        UInt16(read(bytes, at: index, count: 2))
    }

    func readLong(_ bytes: [UInt8], at index: Int) -> UInt32 {
        read(bytes, at: index, count: 4)
    }

    private func read(_ bytes: [UInt8], at index: Int, count: Int) -> UInt32 {
        let slice = bytes[index..<index + count]
        let mostSignificantFirst = bigEndian ? Array(slice) : slice.reversed()
        return mostSignificantFirst.reduce(0) { $0 << 8 | UInt32($1) }
    }
}
