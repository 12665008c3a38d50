import CCSV
import CJSONRecords
import Glibc

/// The rows of a delimited text (CSV, TSV, GeoNames) as its bytes arrive, split by libcsv: RFC 4180
/// quoting (a quoted field may hold delimiters, line breaks and doubled quotes), any line ends, blank
/// lines skipped; blanks around unquoted fields are kept (a tab is data in TSV, a space in a name).
/// Lenient inside a row, as spreadsheets are (`a"b` is a field); a quoted field still open at the end is
/// a mistake.
final class CSVRows {
    private var parser = csv_parser()
    /// The rows split from the piece read last (and the start of a row it ended in), from `taken` on
    /// not yet taken; behind a pointer, which libcsv's callbacks are handed and Swift checks no access of.
    private let split = UnsafeMutablePointer<SplitRows>.allocate(capacity: 1)
    private var taken = 0
    private let input: CatalogInput
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var isAtEnd = false
    /// Without quotes every line is split by `take`, never by libcsv.
    private let quotes: Bool
    /// The start of a line a piece ended in, waiting for the next piece.
    private var pendingLine: [UInt8] = []
    /// How many rows were taken (the next row's number is one more).
    private(set) var rowsTaken = 0

    /// Splits `input` at `delimiter`; `quotes` false takes `"` as any other character (GeoNames).
    private let delimiter: UInt8

    init(_ input: CatalogInput, delimiter: UInt8, quotes: Bool = true) {
        self.delimiter = delimiter
        self.input = input
        self.quotes = quotes
        split.initialize(to: SplitRows())
        // csv_init fails only for options it does not know.
        _ = csv_init(&parser, 0)
        csv_set_delim(&parser, delimiter)
        // No quote character: NUL, the one byte no text holds.
        if !quotes { csv_set_quote(&parser, 0) }
        // No character is a blank to trim: the field is what the file holds.
        csv_set_space_func(&parser) { _ in 0 }
        // A long field grows its buffer by this much at a time (libcsv's 128 bytes make a 100 MB field crawl).
        csv_set_blk_size(&parser, 1 << 20)
    }

    deinit {
        csv_free(&parser)
        split.deinitialize(count: 1)
        split.deallocate()
    }

    /// The next row's fields; nil at the end. The row shares its bytes with the rest of its piece's,
    /// which are made anew for the next piece: a row kept past it costs its piece's bytes, no copy.
    ///
    /// - Parameter beforeReading: called when the rows split are all taken, before more of the input
    ///   is read, which may wait (a pipe's): a reader hands on what it read.
    /// - Throws: a quoted field that never closes, the input's own mistake, or `beforeReading`'s.
    func next(beforeReading: () throws(DataFileError) -> Void = {}) throws(DataFileError) -> CSVRow? {
        if taken == split.pointee.rowCount { try beforeReading() }
        while taken == split.pointee.rowCount && !isAtEnd {
            split.pointee.dropRows()
            taken = 0
            try splitPiece()
        }
        guard taken < split.pointee.rowCount else { return nil }
        rowsTaken += 1
        taken += 1
        return split.pointee.row(taken - 1)
    }

    /// Splits the input's next piece (or finishes at its end) into `split`'s rows.
    private func splitPiece() throws(DataFileError) {
        let count = try input.read(into: &buffer)
        guard count == 0 else {
            buffer.withUnsafeBytes { cutLines(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            return
        }
        isAtEnd = true
        if !pendingLine.isEmpty {
            pendingLine.withUnsafeBytes { take($0) }
            pendingLine = []
        }
        guard quotes else { return }
        // libcsv says so only when strict about quotes inside a row as well: its state does (a
        // quoted field begun, libcsv's FIELD_BEGUN, 2).
        let isInQuotes = parser.pstate == 2 && parser.quoted != 0
        guard !isInQuotes, csv_fini(&parser, Self.addField, Self.endRow, split) == 0 else {
            throw DataFileError(
                file: input.name, place: .row(rowsTaken + split.pointee.rowCount - taken + 1, column: nil),
                problem: "a quoted field never ends (a \" is missing)")
        }
    }

    /// Cuts a piece into lines at line feeds, for `take`; the start of a line the piece ends in waits
    /// in `pendingLine` for the next piece (or goes to libcsv, when inside a row it has begun).
    private func cutLines(_ piece: UnsafeRawBufferPointer) {
        guard let base = piece.baseAddress else { return }
        var start = 0
        while start < piece.count {
            guard let feed = memchr(base + start, 0x0A, piece.count - start) else {
                let rest = UnsafeRawBufferPointer(rebasing: piece[start...])
                if isBetweenRows { pendingLine.append(contentsOf: rest) } else { parse(rest) }
                // A line longer than this (a file whose lines end in carriage returns alone, a huge
                // field) is streamed through libcsv rather than kept whole.
                if quotes && pendingLine.count > 1 << 20 {
                    pendingLine.withUnsafeBytes { parse($0) }
                    pendingLine.removeAll(keepingCapacity: false)
                }
                return
            }
            let end = base.distance(to: UnsafeRawPointer(feed)) + 1
            let line = UnsafeRawBufferPointer(rebasing: piece[start..<end])
            if pendingLine.isEmpty {
                take(line)
            } else {
                pendingLine.append(contentsOf: line)
                pendingLine.withUnsafeBytes { take($0) }
                pendingLine.removeAll(keepingCapacity: true)
            }
            start = end
        }
    }

    /// Splits a whole line (with its line feed, unless it is the input's last): itself when it has no
    /// carriage return but at its end and its quotes open and close fields within it (most lines of most
    /// files, which libcsv, a byte at a time and a call back for each field, splits 3 times slower); else
    /// by libcsv (a quoted field over several lines, a quote inside a field, bytes that are not UTF-8).
    private func take(_ line: UnsafeRawBufferPointer) {
        var text = line
        if text.last == 0x0A { text = UnsafeRawBufferPointer(rebasing: text.dropLast()) }
        if text.last == 0x0D { text = UnsafeRawBufferPointer(rebasing: text.dropLast()) }
        guard quotes else { return split.pointee.addPlainLine(text, delimiter: delimiter) }
        let holds = { (byte: Int32) in memchr(text.baseAddress!, byte, text.count) != nil }
        guard isBetweenRows, text.isEmpty || !holds(0x0D) else { return parse(line) }
        if text.isEmpty || !holds(0x22) {
            split.pointee.addPlainLine(text, delimiter: delimiter)
        } else if !split.pointee.addQuotedLine(text, delimiter: delimiter) {
            parse(line)
        }
    }

    /// Whether libcsv is between rows (its ROW_NOT_BEGUN, 0): a line can be split without it.
    private var isBetweenRows: Bool { parser.pstate == 0 }

    /// Hands `bytes` to libcsv, which adds the fields and rows it ends to `split`.
    private func parse(_ bytes: UnsafeRawBufferPointer) {
        _ = csv_parse(&parser, bytes.baseAddress, bytes.count, Self.addField, Self.endRow, split)
    }

    private static let addField: @convention(c) (UnsafeMutableRawPointer?, Int, UnsafeMutableRawPointer?) -> Void = {
        field, length, context in
        context!.assumingMemoryBound(to: SplitRows.self).pointee.append(
            UnsafeRawBufferPointer(start: field, count: field == nil ? 0 : length))
    }

    private static let endRow: @convention(c) (Int32, UnsafeMutableRawPointer?) -> Void = { _, context in
        context!.assumingMemoryBound(to: SplitRows.self).pointee.endRow()
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

    /// Adds a field to the row begun; bytes that are not UTF-8 are repaired (as `String(decoding:)`
    /// does), so that what the columns keep, search and show is text.
    mutating func append(_ field: UnsafeRawBufferPointer) {
        if let base = field.baseAddress, !jr_is_utf8(base.assumingMemoryBound(to: CChar.self), field.count) {
            bytes.append(contentsOf: String(decoding: field, as: UTF8.self).utf8)
        } else {
            bytes.append(contentsOf: field)
        }
        endField()
    }

    /// Ends the field whose bytes were appended last.
    private mutating func endField() {
        fieldEnds.append(bytes.count)
        bytes.append(0)
    }

    /// Ends the row begun.
    mutating func endRow() {
        rowEnds.append(fieldEnds.count)
    }

    /// Adds the fields of a line without quotes or line ends as a row; a blank line is skipped, as
    /// libcsv skips it. A line that is UTF-8 has fields that are (the delimiter is ASCII), so it is
    /// checked once; one that is not has each field repaired.
    mutating func addPlainLine(_ line: UnsafeRawBufferPointer, delimiter: UInt8) {
        guard let base = line.baseAddress, !line.isEmpty else { return }
        let isText = jr_is_utf8(base.assumingMemoryBound(to: CChar.self), line.count)
        var start = 0
        let offset = bytes.count
        if isText {
            bytes.append(contentsOf: line)
            bytes.append(0)
        }
        while true {
            let found = memchr(base + start, Int32(delimiter), line.count - start)
            let end = found.map { base.distance(to: UnsafeRawPointer($0)) } ?? line.count
            if isText {
                fieldEnds.append(offset + end)
            } else {
                append(UnsafeRawBufferPointer(rebasing: line[start..<end]))
            }
            guard found != nil else { break }
            start = end + 1
        }
        endRow()
    }

    /// Adds the fields of a line without line ends whose quoted fields (RFC 4180's: a quote at the
    /// field's start, quotes inside doubled) each end within it, followed by the delimiter or the line's
    /// end, and whose other fields hold no quote; false, adding nothing, for any other line, or one
    /// that is not UTF-8 (libcsv's to split).
    mutating func addQuotedLine(_ line: UnsafeRawBufferPointer, delimiter: UInt8) -> Bool {
        guard let base = line.baseAddress, jr_is_utf8(base.assumingMemoryBound(to: CChar.self), line.count) else { return false }
        let (byteCount, fieldCount) = (bytes.count, fieldEnds.count)
        func refuse() -> Bool {
            bytes.removeSubrange(byteCount...)
            fieldEnds.removeSubrange(fieldCount...)
            return false
        }
        let find = { (byte: UInt8, start: Int) in
            memchr(base + start, Int32(byte), line.count - start).map { base.distance(to: UnsafeRawPointer($0)) }
        }
        var start = 0
        while true {
            if start < line.count, line[start] == 0x22 {
                var from = start + 1
                while true {
                    guard let quote = find(0x22, from) else { return refuse() }
                    bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[from..<quote]))
                    guard quote + 1 < line.count, line[quote + 1] == 0x22 else {
                        start = quote + 1
                        break
                    }
                    bytes.append(0x22)
                    from = quote + 2
                }
                endField()
                if start == line.count { break }
                guard line[start] == delimiter else { return refuse() }
                start += 1
            } else {
                let end = find(delimiter, start) ?? line.count
                if memchr(base + start, 0x22, end - start) != nil { return refuse() }
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[start..<end]))
                endField()
                if end == line.count { break }
                start = end + 1
            }
        }
        endRow()
        return true
    }
}
