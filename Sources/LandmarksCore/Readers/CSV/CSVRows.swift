import CJSONRecords
import Glibc

/// The rows of a delimited text (CSV, TSV, GeoNames) as its bytes arrive: RFC 4180 quoting (a quoted
/// field may hold delimiters, line breaks and doubled quotes), line ends of any kind (LF, CRLF, CR),
/// blank lines skipped; blanks around fields are kept (a tab is data in TSV, a space in a name).
/// Lenient as Python's `csv` is, so that a mistake stays in its field: a quote inside an unquoted field
/// is a character (`a"b`), and text after a closing quote belongs to the field (`"a"b` is `ab`). A
/// quoted field still open at the end is a mistake.
final class CSVRows {
    private let input: CatalogInput
    private let delimiter: UInt8
    /// Without quotes `"` is a character as any other (GeoNames).
    private let quotes: Bool
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    /// The rows split from the piece read last (and the start of a row it ended in), from `taken` on
    /// not yet taken.
    private var split = SplitRows()
    private var taken = 0
    private var isAtEnd = false
    /// The start of a line a piece ended in, waiting for the next piece.
    private var pendingLine: [UInt8] = []
    /// A quoted field open at the end: thrown once the rows before it are taken.
    private var mistake: DataFileError?
    /// How many rows were taken (the next row's number is one more).
    private(set) var rowsTaken = 0

    /// Splits `input` at `delimiter`; `quotes` false takes `"` as any other character.
    init(_ input: CatalogInput, delimiter: UInt8, quotes: Bool = true) {
        (self.input, self.delimiter, self.quotes) = (input, delimiter, quotes)
    }

    /// The next row's fields; nil at the end. The row shares its bytes with the rest of its piece's,
    /// which are made anew for the next piece: a row kept past it costs its piece's bytes, no copy.
    ///
    /// - Parameter beforeReading: called when the rows split are all taken, before more of the input
    ///   is read, which may wait (a pipe's): a reader hands on what it read.
    /// - Throws: a quoted field that never closes, the input's own mistake, or `beforeReading`'s.
    func next(beforeReading: () throws(DataFileError) -> Void = {}) throws(DataFileError) -> CSVRow? {
        if taken == split.rowCount { try beforeReading() }
        while taken == split.rowCount && !isAtEnd {
            split.dropRows()
            taken = 0
            try splitPiece()
        }
        guard taken < split.rowCount else {
            if let mistake { throw mistake }
            return nil
        }
        rowsTaken += 1
        taken += 1
        return split.row(taken - 1)
    }

    /// Splits the input's next piece (or finishes at its end) into `split`'s rows.
    private func splitPiece() throws(DataFileError) {
        let count = try input.read(into: &buffer)
        guard count == 0 else {
            buffer.withUnsafeBytes { cutLines(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            return
        }
        isAtEnd = true
        takePendingLine()
        guard split.isInQuotedField else { return }
        mistake = DataFileError(
            file: input.name, place: .row(rowsTaken + split.rowCount - taken + 1, column: nil),
            problem: "a quoted field never ends (a \" is missing)")
    }

    /// Cuts a piece into lines, each with its end (a line feed, a carriage return, or both), for
    /// `take`; the start of a line the piece ends in (or a carriage return a line feed may follow in
    /// the next piece) waits in `pendingLine`.
    private func cutLines(_ piece: UnsafeRawBufferPointer) {
        guard let base = piece.baseAddress else { return }
        let (feed, carriageReturn): (UInt8, UInt8) = (0x0A, 0x0D)
        var start = 0
        if pendingLine.last == carriageReturn {
            let end = piece[0] == feed ? 1 : 0
            pendingLine.append(contentsOf: UnsafeRawBufferPointer(rebasing: piece[..<end]))
            takePendingLine()
            start = end
        }
        // The next line feed from `start` on (the piece's end when there is none), found once for the
        // lines a file of carriage returns alone has before it.
        var nextFeed = -1
        while start < piece.count {
            if nextFeed < start { nextFeed = piece.index(of: feed, from: start) ?? piece.count }
            let end = piece.index(of: carriageReturn, from: start, to: nextFeed) ?? nextFeed
            guard end < piece.count, end + 1 < piece.count || piece[end] == feed else { break }
            let next = piece[end] == carriageReturn && piece[end + 1] == feed ? end + 2 : end + 1
            let line = UnsafeRawBufferPointer(rebasing: piece[start..<next])
            if pendingLine.isEmpty {
                take(line)
            } else {
                pendingLine.append(contentsOf: line)
                takePendingLine()
            }
            start = next
        }
        pendingLine.append(contentsOf: UnsafeRawBufferPointer(rebasing: piece[start...]))
    }

    /// Takes the line waiting in `pendingLine`, if any.
    private func takePendingLine() {
        guard !pendingLine.isEmpty else { return }
        pendingLine.withUnsafeBytes { take($0) }
        pendingLine.removeAll(keepingCapacity: pendingLine.count <= 1 << 20)
    }

    /// Splits a whole line with its end (none for the input's last), its bytes repaired as
    /// `String(decoding:)` does when they are not UTF-8, so that what the columns keep, search and show
    /// is text. A line that is UTF-8 has fields that are: the delimiter and quotes are ASCII.
    private func take(_ line: UnsafeRawBufferPointer) {
        var end = line.count
        if end > 0, line[end - 1] == 0x0A { end -= 1 }
        if end > 0, line[end - 1] == 0x0D { end -= 1 }
        let (text, ending) = (UnsafeRawBufferPointer(rebasing: line[..<end]), UnsafeRawBufferPointer(rebasing: line[end...]))
        guard let base = text.baseAddress, !text.isEmpty, !jr_is_utf8(base.assumingMemoryBound(to: CChar.self), text.count) else {
            return split.add(text, ending: ending, delimiter: delimiter, quotes: quotes)
        }
        Array(String(decoding: text, as: UTF8.self).utf8).withUnsafeBytes {
            split.add($0, ending: ending, delimiter: delimiter, quotes: quotes)
        }
    }
}

/// The rows split from one piece of a delimited text: their fields' bytes one after the other, each
/// followed by one byte that is not its (a delimiter, or 0), where each field ends, and where each
/// row's fields end; then the fields of a row the piece ended in.
private struct SplitRows {
    private var bytes: [UInt8] = []
    private var fieldEnds: [Int] = []
    /// For each row, the index in `fieldEnds` past its last field.
    private var rowEnds: [Int] = []
    /// Whether the last line ended inside a quoted field, which the next line goes on with.
    private(set) var isInQuotedField = false

    var rowCount: Int { rowEnds.count }

    /// Row `index` of those split.
    func row(_ index: Int) -> CSVRow {
        let firstField = index == 0 ? 0 : rowEnds[index - 1]
        return CSVRow(
            bytes: bytes, start: firstField == 0 ? 0 : fieldEnds[firstField - 1] + 1, ends: fieldEnds[firstField..<rowEnds[index]])
    }

    /// Forgets the rows split, keeping the fields of the row begun.
    mutating func dropRows() {
        guard let firstField = rowEnds.last else { return }
        let firstByte = firstField == 0 ? 0 : fieldEnds[firstField - 1] + 1
        bytes.removeSubrange(0..<firstByte)
        fieldEnds.removeSubrange(0..<firstField)
        for index in fieldEnds.indices { fieldEnds[index] -= firstByte }
        rowEnds.removeAll(keepingCapacity: true)
    }

    /// Ends the field whose bytes were appended last.
    private mutating func endField() {
        fieldEnds.append(bytes.count)
        bytes.append(0)
    }

    /// Adds the fields of a line of UTF-8 without its `ending`: a row, unless the line ends inside a
    /// quoted field (then the field holds the ending, and the next line goes on with it). A blank line
    /// between rows is skipped.
    mutating func add(_ line: UnsafeRawBufferPointer, ending: UnsafeRawBufferPointer, delimiter: UInt8, quotes: Bool) {
        let quote = UInt8(ascii: "\"")
        let find = { (byte: UInt8, start: Int) in line.index(of: byte, from: start) }
        var (start, isQuoted) = (0, isInQuotedField)
        if !isQuoted {
            guard !line.isEmpty else { return }
            // Most lines: no quote, the whole line's bytes at once, its delimiters the fields' ends.
            if !quotes || find(quote, 0) == nil {
                bytes.append(contentsOf: line)
                while let end = find(delimiter, start) {
                    fieldEnds.append(bytes.count - line.count + end)
                    start = end + 1
                }
                endField()
                return rowEnds.append(fieldEnds.count)
            }
        }
        isInQuotedField = false
        while true {
            if !isQuoted, start < line.count, line[start] == quote {
                (isQuoted, start) = (true, start + 1)
            }
            if isQuoted {
                // Up to the closing quote, doubled quotes undone; past the line's end, the field goes on.
                while true {
                    guard let end = find(quote, start) else {
                        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[start...]))
                        bytes.append(contentsOf: ending)
                        isInQuotedField = true
                        return
                    }
                    bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[start..<end]))
                    start = end + 1
                    guard start < line.count, line[start] == quote else { break }
                    bytes.append(quote)
                    start += 1
                }
                isQuoted = false
            }
            // An unquoted field, or what follows a closing quote: up to the delimiter, quotes as they are.
            let end = find(delimiter, start) ?? line.count
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[start..<end]))
            endField()
            guard end < line.count else { break }
            start = end + 1
        }
        rowEnds.append(fieldEnds.count)
    }
}

extension UnsafeRawBufferPointer {
    /// Where `byte` is first found from `start` on (up to `end`, else the end), by `memchr`.
    fileprivate func index(of byte: UInt8, from start: Int, to end: Int? = nil) -> Int? {
        guard let base = baseAddress, start < (end ?? count) else { return nil }
        return memchr(base + start, Int32(byte), (end ?? count) - start).map { base.distance(to: UnsafeRawPointer($0)) }
    }
}
