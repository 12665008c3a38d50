/// Finds the first JSON syntax error in a document and says where it is.
///
/// Foundation's decoder only says that a document is not valid JSON; this scanner finds the line and
/// column. It builds no values, and limits nesting so that hostile input cannot exhaust the stack.
package struct JSONSyntaxLocator {
    /// A syntax error: 1-based line and column (in characters) and what was expected.
    package struct SyntaxError: Equatable, Sendable {
        package let line: Int
        package let column: Int
        package let message: String

        package init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }
    }

    static let maximumDepth = 512
    private static let notUTF8 = "text is not valid UTF-8"

    private let bytes: [UInt8]
    private var offset = 0
    /// Whether the scanner looked for a byte past the last one.
    private var reachedTheEnd = false
    /// Whether a comma may come last in an array or object (`[1,]`), as Foundation's decoder allows.
    private let allowsTrailingCommas: Bool
    /// Whether the document is values one after another, blanks between (JSON lines).
    private let isSequence: Bool

    private init(_ bytes: [UInt8], allowsTrailingCommas: Bool, isSequence: Bool) {
        self.bytes = bytes
        self.allowsTrailingCommas = allowsTrailingCommas
        self.isSequence = isSequence
    }

    /// The first syntax error in `bytes`, or nil when the document is well-formed JSON.
    package static func firstError(in bytes: [UInt8]) -> SyntaxError? {
        firstFailure(in: bytes)?.error
    }

    /// The first syntax error in `bytes`, or nil when the document is well-formed JSON; and whether
    /// finding it took the scanner to the end of `bytes`, so that more bytes after them (of a document
    /// still arriving) could make it another error, or none. `isSequence`: values one after another,
    /// blanks between, make a document (JSON lines).
    package static func firstFailure(
        in bytes: [UInt8], allowsTrailingCommas: Bool = false, isSequence: Bool = false
    ) -> (error: SyntaxError, reachedTheEnd: Bool)? {
        var scanner = JSONSyntaxLocator(bytes, allowsTrailingCommas: allowsTrailingCommas, isSequence: isSequence)
        do {
            try scanner.scanDocument()
            return nil
        } catch {
            // Bytes that are not UTF-8 near the end may be a character cut in two; elsewhere they are
            // the mistake, wherever the scanner went.
            let reachedTheEnd = error.message == Self.notUTF8 ? error.offset + 4 > bytes.count : scanner.reachedTheEnd
            return (scanner.locate(error), reachedTheEnd)
        }
    }

    private struct Failure: Error {
        let offset: Int
        let message: String
    }

    private mutating func scanDocument() throws(Failure) {
        // Checked in place: a String of a 400 MB document would be another 400 MB. Bytes that are not
        // UTF-8 are the mistake when they come before the first syntax error (inside a string the
        // scanner takes any byte).
        let invalid = firstInvalidUTF8Offset()
        let notUTF8 = Failure(offset: invalid, message: Self.notUTF8)
        do throws(Failure) {
            offset = contentStart
            skipWhitespace()
            try scanValue(depth: 0)
            while isSequence, offset < bytes.count {
                let end = offset
                skipWhitespace()
                guard offset < bytes.count else { break }
                guard offset > end else { throw Failure(offset: offset, message: "expected a line break before the next value") }
                try scanValue(depth: 0)
            }
            skipWhitespace()
            if offset < bytes.count {
                throw Failure(offset: offset, message: "unexpected text after the end of the document")
            }
        } catch {
            throw invalid <= error.offset && invalid < bytes.count ? notUTF8 : error
        }
        if invalid < bytes.count { throw notUTF8 }
    }

    private mutating func scanValue(depth: Int) throws(Failure) {
        guard depth < Self.maximumDepth else {
            throw Failure(offset: offset, message: "nesting deeper than \(Self.maximumDepth) levels")
        }
        guard let byte = peek() else { throw endOfFile() }
        switch byte {
        case UInt8(ascii: "{"): try scanObject(depth: depth + 1)
        case UInt8(ascii: "["): try scanArray(depth: depth + 1)
        case UInt8(ascii: "\""): try scanString()
        case UInt8(ascii: "t"): try scanLiteral("true")
        case UInt8(ascii: "f"): try scanLiteral("false")
        case UInt8(ascii: "n"): try scanLiteral("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
        default: throw Failure(offset: offset, message: "expected a value")
        }
    }

    private mutating func scanObject(depth: Int) throws(Failure) {
        offset += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return
        }
        while true {
            guard let byte = peek() else { throw endOfFile() }
            guard byte == UInt8(ascii: "\"") else {
                throw Failure(offset: offset, message: "expected a quoted key")
            }
            try scanString()
            skipWhitespace()
            try expect(":", message: "expected ':' after the key")
            skipWhitespace()
            try scanValue(depth: depth)
            guard try scanSeparator(closing: "}") else { return }
        }
    }

    private mutating func scanArray(depth: Int) throws(Failure) {
        offset += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return
        }
        while true {
            try scanValue(depth: depth)
            guard try scanSeparator(closing: "]") else { return }
        }
    }

    /// Reads what follows a member: a comma (true, another member follows) or `closing` (false).
    private mutating func scanSeparator(closing: Unicode.Scalar) throws(Failure) -> Bool {
        skipWhitespace()
        guard let next = peek() else { throw endOfFile() }
        switch next {
        case UInt8(ascii: ","):
            offset += 1
            skipWhitespace()
            if allowsTrailingCommas, peek() == UInt8(ascii: closing) {
                offset += 1
                return false
            }
            return true
        case UInt8(ascii: closing):
            offset += 1
            return false
        default:
            throw Failure(offset: offset, message: "expected ',' or '\(closing)'")
        }
    }

    private mutating func scanString() throws(Failure) {
        offset += 1
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return
            case UInt8(ascii: "\\"):
                offset += 1
                guard let escaped = peek() else { throw endOfFile() }
                switch escaped {
                case UInt8(ascii: "u"):
                    for _ in 0..<4 {
                        offset += 1
                        guard let hex = peek() else { throw endOfFile() }
                        guard isHexDigit(hex) else {
                            throw Failure(offset: offset, message: "expected four hex digits after \\u")
                        }
                    }
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                    UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                default:
                    throw Failure(offset: offset, message: "invalid escape in a string")
                }
                offset += 1
            case 0..<0x20:
                throw Failure(offset: offset, message: "control character inside a string")
            default:
                offset += 1
            }
        }
        throw endOfFile()
    }

    private mutating func scanNumber() throws(Failure) {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        if peek() == UInt8(ascii: "0") {
            offset += 1
        } else if try scanDigits() == 0 {
            throw Failure(offset: start, message: "invalid number")
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            if try scanDigits() == 0 { throw Failure(offset: start, message: "invalid number") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            if try scanDigits() == 0 { throw Failure(offset: start, message: "invalid number") }
        }
    }

    private mutating func scanDigits() throws(Failure) -> Int {
        var count = 0
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            offset += 1
            count += 1
        }
        return count
    }

    private mutating func scanLiteral(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard let byte = peek() else { throw endOfFile() }
            guard byte == expected else { throw Failure(offset: offset, message: "expected a value") }
            offset += 1
        }
    }

    private mutating func expect(_ character: Unicode.Scalar, message: String) throws(Failure) {
        guard let byte = peek() else { throw endOfFile() }
        guard byte == UInt8(character.value) else { throw Failure(offset: offset, message: message) }
        offset += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek(),
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        {
            offset += 1
        }
    }

    /// Where the document starts: after a byte-order mark, if there is one (Foundation accepts one,
    /// and it takes no column).
    private var contentStart: Int {
        bytes.starts(with: CatalogInput.byteOrderMark) ? CatalogInput.byteOrderMark.count : 0
    }

    private mutating func peek() -> UInt8? {
        guard offset < bytes.count else {
            reachedTheEnd = true
            return nil
        }
        return bytes[offset]
    }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }

    private func endOfFile() -> Failure {
        Failure(offset: bytes.count, message: "unexpected end of file")
    }

    private func firstInvalidUTF8Offset() -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var position = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            position += UTF8.width(scalar)
        }
        return position
    }

    /// Turns a byte offset into a 1-based line and a 1-based column counted in characters.
    private func locate(_ failure: Failure) -> SyntaxError {
        var line = 1
        let end = min(failure.offset, bytes.count)
        var lineStart = min(contentStart, end)
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = bytes[lineStart..<end].reduce(into: 1) { count, byte in
            if byte & 0xC0 != 0x80 { count += 1 }
        }
        return SyntaxError(line: line, column: column, message: failure.message)
    }
}
