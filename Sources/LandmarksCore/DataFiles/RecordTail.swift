import Foundation
import Glibc

/// What simdjson leaves to the careful decoder: the input from just after the last record it vouched
/// for. Read alone, it keeps a bad file's error from costing the whole file in memory (a 400 MB file
/// cut short fails in its last record), and a catalog on a pipe from being kept whole in case of one.
package struct RecordTail: Equatable, Sendable {
    /// Where the tail starts in the input (0: at its start, nothing vouched for).
    let offset: UInt64
    /// The tail of an input that cannot be read again (a pipe); nil: read it from the file.
    let bytes: Data?
    /// The line and column of `offset`, counted as the bytes before it went by; nil: count them in the file.
    let place: TextPlace?

    /// The records of the tail (after `recordsBefore` vouched for), each error placed in the whole
    /// input as the careful decoder would place it there; nil when the tail cannot be read alone (no
    /// comma follows the last record vouched for), and the whole input must be.
    func decode<Record: ValidatedRecord>(
        _ type: Record.Type, recordsBefore: Int, url: URL?, file: String
    ) throws -> [Record]? {
        guard offset > 0 else { return nil }
        var tail = try bytes ?? url.map { try Self.read($0, from: offset) } ?? Data()
        var place = try place ?? url.map { try Self.place(of: offset, in: $0) } ?? TextPlace()
        guard let comma = tail.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), tail[comma] == UInt8(ascii: ",")
        else {
            // No next record (a missing comma, the end cut off, text after the `]`): the syntax error
            // there, found after a stand-in for the records vouched for, as in the whole input.
            let document = Array("[0".utf8) + tail
            if let error = JSONSyntaxLocator.firstError(in: document) {
                throw DataFileError(
                    file: file, place: place.shifted(.position(line: error.line, column: error.column), after: 2),
                    problem: error.message)
            }
            return nil
        }
        // The comma after the last record vouched for, and the blanks around it, go; a `[` stands for them.
        place.advance(over: tail[...comma])
        tail.removeSubrange(...comma)
        tail.insert(UInt8(ascii: "["), at: tail.startIndex)
        do {
            return try JSONRecordDecoding.decode(Record.self, from: tail, file: file)
        } catch let error as DataFileError {
            var shifted = place.shifted(error.place, after: 1)
            if case .record(let record, let field) = shifted { shifted = .record(record + recordsBefore, field: field) }
            throw DataFileError(file: error.file, place: shifted, problem: error.problem)
        }
    }

    /// The bytes of the file at `url` from `offset` on.
    private static func read(_ url: URL, from offset: UInt64) throws -> Data {
        var data = Data()
        try forEachPiece(of: url, from: offset, to: nil) { data.append(contentsOf: $0) }
        return data
    }

    /// The line and column of `offset` in the file at `url`.
    private static func place(of offset: UInt64, in url: URL) throws -> TextPlace {
        var place = TextPlace()
        try forEachPiece(of: url, from: 0, to: offset) { place.advance(over: $0) }
        return place
    }

    /// Reads the file at `url` from `start` to `end` (nil: its end) a mebibyte at a time.
    private static func forEachPiece(of url: URL, from start: UInt64, to end: UInt64?, _ body: (ArraySlice<UInt8>) -> Void) throws {
        let descriptor = try DataFileReader.open(url)
        defer { close(descriptor) }
        var piece = [UInt8](repeating: 0, count: 1 << 20)
        var position = start
        while end.map({ position < $0 }) ?? true {
            let wanted = end.map { Int(min(UInt64(piece.count), $0 - position)) } ?? piece.count
            let count = piece.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(position)) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw DataFileError(file: url.relativePath, place: .open, problem: "cannot be read") }
            if count == 0 {
                // The file ended before `end`: it changed since it was read.
                if end != nil { throw DataFileError(file: url.relativePath, place: .open, problem: "cannot be read") }
                return
            }
            body(piece[0..<count])
            position += UInt64(count)
        }
    }
}

/// A line and column in a text, both from 1, columns counted in characters (UTF-8 lead bytes), as
/// `JSONSyntaxLocator` counts them.
package struct TextPlace: Equatable, Sendable {
    private(set) var line = 1
    private(set) var column = 1

    /// Moves past `bytes`: line breaks found with `memchr`, characters counted after the last one.
    mutating func advance(over bytes: some Collection<UInt8>) {
        let counted: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            guard let start = buffer.baseAddress else { return }
            var lineStart = start
            let end = start + buffer.count
            while lineStart < end, let lineBreak = memchr(lineStart, 0x0A, end - lineStart) {
                line += 1
                column = 1
                lineStart = UnsafePointer(lineBreak.assumingMemoryBound(to: UInt8.self)) + 1
            }
            column += UnsafeBufferPointer(start: lineStart, count: end - lineStart).reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        }
        if counted == nil { advance(over: Array(bytes)) }
    }

    /// A position in a tail read as a document of its own (`prefix` characters, then the tail, which
    /// starts here) as a position in the whole input: its first line continues this one.
    func shifted(_ place: DataFileError.Place, after prefix: Int) -> DataFileError.Place {
        guard case .position(let tailLine, let tailColumn) = place else { return place }
        return tailLine == 1
            ? .position(line: line, column: column + tailColumn - 1 - prefix)
            : .position(line: line + tailLine - 1, column: tailColumn)
    }
}
