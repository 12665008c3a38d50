import Foundation

/// A line of JSON written a piece at a time, as `JSONEncoder` writes it with sorted keys and slashes
/// as they are (doubles in their shortest form without `.0`), and its strings escaped as
/// `JSONLinesListing.line(encoding:)` escapes them: a million places written straight take a fraction
/// of the encoder's time.
struct JSONText {
    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(256)
    }

    /// The line written.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Adds JSON as it is: punctuation and keys.
    mutating func add(_ json: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: json.utf8Start, count: json.utf8CodeUnitCount))
    }

    mutating func add(integer value: Int) {
        bytes += String(value).utf8
    }

    /// Adds `value` as `JSONEncoder` writes a double: its shortest form, without a `.0`.
    mutating func add(number value: Double) {
        let text = value.description
        bytes += text.hasSuffix(".0") ? text.utf8.dropLast(2) : text.utf8[...]
    }

    /// Adds an object of strings, its keys in the order of their bytes as the encoder sorts them (not
    /// as `String` compares them, canonically).
    mutating func add(object: [String: String]) {
        add("{")
        for (index, key) in object.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
            if index > 0 { add(",") }
            add(string: key)
            add(":")
            add(string: object[key]!)
        }
        add("}")
    }

    /// Adds `text` as a JSON string: runs of bytes that need nothing as they are.
    mutating func add(string text: String) {
        bytes.append(0x22)
        var text = text
        text.withUTF8 { text in
            var (start, index) = (0, 0)
            func escape(_ scalar: Unicode.Scalar, length: Int) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
                if let letter = Self.shortEscapes[scalar.value] {
                    bytes += [0x5C, letter]
                } else {
                    bytes += Self.unicodeEscapes(of: scalar).utf8
                }
                index += length
                start = index
            }
            while index < text.count {
                let byte = text[index]
                switch Self.byteKinds[Int(byte)] {
                case .plain:
                    index += 1
                case .escaped:
                    escape(Unicode.Scalar(byte), length: 1)
                case .leadOfEscapable:
                    let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                    var decoder = UTF8()
                    var scalarBytes = UnsafeBufferPointer(rebasing: text[index..<min(index + length, text.count)]).makeIterator()
                    if case .scalarValue(let scalar) = decoder.decode(&scalarBytes), JSONLinesListing.escapes(scalar) {
                        escape(scalar, length: length)
                    } else {
                        index += 1
                    }
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<text.count]))
        }
        bytes.append(0x22)
    }

    /// `scalar` as JSON's `\uXXXX` (a pair of them beyond U+FFFF), the digits in lower case as
    /// `JSONEncoder` writes them.
    static func unicodeEscapes(of scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { String(format: "\\u%04x", $0) }.joined()
    }

    /// Whether `byte` may start a scalar escaped beyond what JSON escapes (DEL, C1 controls, format
    /// characters, line and paragraph separators).
    static func mayStartEscapedScalar(_ byte: UInt8) -> Bool {
        byte == 0x7F || byteKinds[Int(byte)] == .leadOfEscapable
    }

    /// What JSON writes for a quote, a backslash and five controls, after a backslash.
    private static let shortEscapes: [UInt32: UInt8] = [
        0x22: 0x22, 0x5C: 0x5C, 0x0A: UInt8(ascii: "n"), 0x0D: UInt8(ascii: "r"), 0x09: UInt8(ascii: "t"),
        0x08: UInt8(ascii: "b"), 0x0C: UInt8(ascii: "f"),
    ]

    /// What a byte of a text is to a JSON string.
    private enum ByteKind {
        /// Written as it is.
        case plain
        /// Escaped: a control, DEL, a quote or a backslash.
        case escaped
        /// The lead byte of scalars `JSONLinesListing.escapes` may take: C2 for the C1 controls and the
        /// soft hyphen, D8–DC and E0 for Arabic and Syriac marks, E1–E2, EF, F0 and F3 for the rest.
        case leadOfEscapable
    }

    /// The kind of each byte, by its value (looked up for every byte written).
    private static let byteKinds: [ByteKind] = (0...255).map { (byte: Int) in
        if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return .escaped }
        return [0xC2, 0xD8, 0xDB, 0xDC, 0xE0, 0xE1, 0xE2, 0xEF, 0xF0, 0xF3].contains(byte) ? .leadOfEscapable : .plain
    }
}
