/// Reads LEB128 varints (zigzag for signed ones) from a byte array, failing at its end.
package struct VarintReader {
    package struct Problem: Error {
        package let text: String
    }

    package let bytes: [UInt8]
    package private(set) var offset: Int

    package init(bytes: [UInt8], offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    package var isAtEnd: Bool { offset == bytes.count }

    package func failure(_ text: String) -> Problem {
        Problem(text: "\(text) at byte \(offset)")
    }

    package mutating func byte() throws(Problem) -> UInt8 {
        guard offset < bytes.count else { throw failure("ends too soon") }
        defer { offset += 1 }
        return bytes[offset]
    }

    package mutating func next() throws(Problem) -> Int {
        var value = 0
        var shift = 0
        while true {
            guard shift < 56 else { throw failure("number too long") }
            let byte = try byte()
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
    }

    package mutating func nextSigned() throws(Problem) -> Int {
        let value = try next()
        return (value >> 1) ^ -(value & 1)
    }
}

extension VarintReader {
    /// A count of things to come, at most `limit` (a damaged file cannot ask for more).
    package mutating func count(atMost limit: Int) throws(Problem) -> Int {
        let count = try next()
        guard count <= limit, count <= bytes.count - offset else { throw failure("count \(count) too large") }
        return count
    }

    /// The next `count` bytes.
    package mutating func bytes(count: Int) throws(Problem) -> ArraySlice<UInt8> {
        guard count <= bytes.count - offset else { throw failure("ends too soon") }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    /// A length, then that many bytes of UTF-8.
    package mutating func text() throws(Problem) -> String {
        String(decoding: try bytes(count: try count(atMost: bytes.count)), as: UTF8.self)
    }
}
