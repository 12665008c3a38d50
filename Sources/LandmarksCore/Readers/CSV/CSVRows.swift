import CCSV
import Glibc

/// The rows of a delimited text (CSV, TSV, GeoNames) as its bytes arrive, split by libcsv: RFC 4180
/// quoting (a quoted field may hold delimiters, line breaks and doubled quotes), any line ends, blank
/// lines skipped; blanks around unquoted fields are kept (a tab is data in TSV, a space in a name).
/// Lenient inside a row, as spreadsheets are (`a"b` is a field); a quoted field still open at the end is
/// a mistake.
final class CSVRows {
    private var parser = csv_parser()
    /// The row being split.
    private var row = CSVRow()
    /// Rows split but not yet taken, from `taken` on.
    private var rows: [CSVRow] = []
    private var taken = 0
    private let input: CatalogInput
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var isAtEnd = false
    /// Without quotes: lines and fields are cut here (see `cutPlain`), and the start of a line a piece
    /// ended in waits here for the next.
    private let quotes: Bool
    private var pendingLine: [UInt8] = []
    /// How many rows were taken (the next row's number is one more), and pieces the input handed over.
    private(set) var rowsTaken = 0
    private(set) var piecesRead = 0

    /// Splits `input` at `delimiter`; `quotes` false takes `"` as any other character (GeoNames).
    private let delimiter: UInt8

    init(_ input: CatalogInput, delimiter: UInt8, quotes: Bool = true) {
        self.delimiter = delimiter
        self.input = input
        self.quotes = quotes
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
    }

    /// The next row's fields; nil at the end.
    ///
    /// - Throws: a quoted field that never closes, or the input's own mistake.
    func next() throws(DataFileError) -> CSVRow? {
        while taken == rows.count && !isAtEnd {
            (rows, taken) = ([], 0)
            try split()
        }
        guard taken < rows.count else { return nil }
        rowsTaken += 1
        taken += 1
        return rows[taken - 1]
    }

    /// Splits the input's next piece (or finishes at its end) into `rows`.
    private func split() throws(DataFileError) {
        let count = try input.read(into: &buffer)
        piecesRead += 1
        guard quotes else {
            if count == 0 {
                isAtEnd = true
                if !pendingLine.isEmpty { pendingLine.withUnsafeBytes { addPlainLine($0) } }
            } else {
                buffer.withUnsafeBytes { cutPlain(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            }
            return
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let addField: @convention(c) (UnsafeMutableRawPointer?, Int, UnsafeMutableRawPointer?) -> Void = { field, length, context in
            let rows = Unmanaged<CSVRows>.fromOpaque(context!).takeUnretainedValue()
            rows.row.append(UnsafeRawBufferPointer(start: field, count: field == nil ? 0 : length))
        }
        let endRow: @convention(c) (Int32, UnsafeMutableRawPointer?) -> Void = { _, context in
            let rows = Unmanaged<CSVRows>.fromOpaque(context!).takeUnretainedValue()
            rows.rows.append(rows.row)
            rows.row = CSVRow(like: rows.row)
        }
        if count == 0 {
            isAtEnd = true
            // libcsv says so only when strict about quotes inside a row as well: its state does (a
            // quoted field begun, libcsv's FIELD_BEGUN, 2).
            let isInQuotes = parser.pstate == 2 && parser.quoted != 0
            guard !isInQuotes, csv_fini(&parser, addField, endRow, context) == 0 else {
                throw DataFileError(
                    file: input.name, place: .row(rowsTaken + rows.count - taken + 1, column: nil),
                    problem: "a quoted field never ends (a \" is missing)")
            }
            return
        }
        _ = buffer.withUnsafeBytes { csv_parse(&parser, $0.baseAddress, count, addField, endRow, context) }
    }

    /// Cuts a piece of a text without quotes (GeoNames) into lines at line feeds and fields at the
    /// delimiter, with `memchr`: a million rows of 19 fields would call libcsv back 20 million times.
    /// A line's carriage return at its end goes, and blank lines are skipped, as libcsv does.
    private func cutPlain(_ piece: UnsafeRawBufferPointer) {
        guard let base = piece.baseAddress else { return }
        var start = 0
        while start < piece.count {
            guard let feed = memchr(base + start, 0x0A, piece.count - start) else {
                pendingLine.append(contentsOf: UnsafeRawBufferPointer(rebasing: piece[start...]))
                return
            }
            let end = base.distance(to: UnsafeRawPointer(feed))
            let line = UnsafeRawBufferPointer(rebasing: piece[start..<end])
            if pendingLine.isEmpty {
                addPlainLine(line)
            } else {
                pendingLine.append(contentsOf: line)
                pendingLine.withUnsafeBytes { addPlainLine($0) }
                pendingLine.removeAll(keepingCapacity: true)
            }
            start = end + 1
        }
    }

    /// Adds one line's fields as a row.
    private func addPlainLine(_ line: UnsafeRawBufferPointer) {
        var line = line
        if line.last == 0x0D { line = UnsafeRawBufferPointer(rebasing: line.dropLast()) }
        guard let base = line.baseAddress, !line.isEmpty else { return }
        var start = 0
        while let found = memchr(base + start, Int32(delimiter), line.count - start) {
            let end = base.distance(to: UnsafeRawPointer(found))
            row.append(UnsafeRawBufferPointer(rebasing: line[start..<end]))
            start = end + 1
        }
        row.append(UnsafeRawBufferPointer(rebasing: line[start...]))
        rows.append(row)
        row = CSVRow(like: row)
    }
}
