import Foundation

/// Reads places from CSV and TSV with a header (spreadsheets, Wikidata query exports, QGIS and GDAL
/// exports): each row is a place, its columns known by their header's names (`CSVColumns`); the
/// delimiter (`,` `;` or tab) is the one the header uses most; RFC 4180 quoting, UTF-8 with or without
/// a byte-order mark. A row without a position that reads (empty, not a number, out of range) is left
/// out and counted. Ids: the `id` column's whole numbers, else stable ones from its text, else from
/// name and position.
package enum CSVReader: CatalogReader {
    package static let formatName = "csv"

    package static func recognition(ofHead head: [UInt8], fileExtension: String) -> CatalogRecognition {
        let isNamedSo = ["csv", "tsv", "tab"].contains(fileExtension)
        guard let first = head.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return .undecided }
        // JSON and XML are others' (a CSV whose first name starts so is not worth the doubt).
        if [UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "<")].contains(first) { return .no }
        guard let line = headerLine(ofHead: head) else { return head.count < 4096 ? .undecided : .no }
        let names = fields(ofLine: line, delimiter: delimiter(ofHeaderLine: line, fileExtension: fileExtension))
        guard names.count >= 2 else { return isNamedSo ? .possibly : .no }
        let givesPosition = (try? CSVColumns(header: names, file: "")) != nil
        return givesPosition ? .surely : isNamedSo ? .possibly : .no
    }

    package static func read(
        _ input: CatalogInput, leavingLongTextsIn longTexts: LongTextFile?,
        receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        // A byte-order mark is no part of the first name, quoted or not.
        input.skip(prefix: CatalogInput.byteOrderMark)
        let fileExtension = (input.name as NSString).pathExtension.lowercased()
        // A header without its line's end is the head's whole (all of a file of a header alone).
        let delimiter = delimiter(ofHeaderLine: headerLine(ofHead: input.head + [0x0A]) ?? [], fileExtension: fileExtension)
        let rows = CSVRows(input, delimiter: delimiter)
        guard let header = try rows.next() else { return }
        let columns = try CSVColumns(header: (0..<header.count).map { Array(header[$0]) }, file: input.name)
        let factColumns = columns.factColumns
        let headerNames = columns.names.map { Array($0.utf8) }
        // One buffer for every row's facts.
        var facts: [UInt8] = []
        try PlaceBatches.read(receive: receive) { (places: inout PlaceBatches) throws(DataFileError) in
            while let row = try rows.next(beforeReading: { () throws(DataFileError) in try places.finish(receive: receive) }) {
                let position: Coordinates?
                if let latitude = columns.latitude, let longitude = columns.longitude {
                    let field = { (column: Int) in row[column] }
                    position = CSVPosition.degrees(field(latitude), decimalComma: delimiter == UInt8(ascii: ";")).flatMap { latitude in
                        CSVPosition.degrees(field(longitude), decimalComma: delimiter == UInt8(ascii: ";")).map {
                            Coordinates(latitude: latitude, longitude: $0)
                        }
                    }
                } else {
                    position = columns.position.flatMap { $0 < row.count ? CSVPosition.position(Array(row[$0])) : nil }
                }
                guard let position, (-90...90).contains(position.latitude), (-180...180).contains(position.longitude) else {
                    let decimalComma = delimiter == UInt8(ascii: ";")
                    let reason =
                        if let latitude = columns.latitude, let longitude = columns.longitude {
                            CSVPosition.problem(latitude: row[latitude], longitude: row[longitude], decimalComma: decimalComma)
                        } else {
                            columns.position.map { CSVPosition.problem(position: $0 < row.count ? Array(row[$0]) : []) } ?? "no position"
                        }
                    places.skip(.row(rows.rowsTaken, column: nil), reason: reason)
                    continue
                }
                // The fields straight from the row's bytes: no string for each.
                let range = { (column: Int?) in column.map { row.trimmedRange($0) } ?? 0..<0 }
                let idBytes = row.bytes[range(columns.id)]
                let fileID =
                    CSVPosition.integer(idBytes)
                    ?? (idBytes.isEmpty ? nil : Array(idBytes).withUnsafeBytes { StablePlaceID.of(fileID: $0) })
                facts.removeAll(keepingCapacity: true)
                for column in factColumns {
                    let value = row.bytes[range(column)]
                    if !value.isEmpty { LandmarkFact.append(name: headerNames[column], value: value, to: &facts) }
                }
                row.bytes.withUnsafeBytes { bytes in
                    facts.withUnsafeBytes { facts in
                        let text = { (column: Int?) in UnsafeRawBufferPointer(rebasing: bytes[range(column)]) }
                        var fields = LandmarkFields()
                        fields.id = fileID ?? 0
                        fields.name = text(columns.name)
                        (fields.park, fields.city, fields.state) = (text(columns.address), text(columns.city), text(columns.region))
                        (fields.category, fields.description) = (text(columns.category), text(columns.description))
                        fields.facts = facts
                        fields.coordinates = position
                        places.append(fields, hasFileID: fileID != nil)
                    }
                }
            }
        }
    }

    /// The first line of `head` that is not blank (the header: blank lines before it are skipped, as
    /// all blank lines are), without a byte-order mark; nil when no line ends within `head`.
    private static func headerLine(ofHead head: [UInt8]) -> [UInt8]? {
        let lineEnds: [UInt8] = [0x0A, 0x0D]
        let mark = CatalogInput.byteOrderMark
        let text = head.starts(with: mark) ? head.dropFirst(mark.count) : head[...]
        let start = text.firstIndex { !lineEnds.contains($0) } ?? text.endIndex
        guard let end = text[start...].firstIndex(where: { lineEnds.contains($0) }) else { return nil }
        return Array(text[start..<end])
    }

    /// The delimiter a header line uses most among `,` `;` and tab (outside quotes); a tie goes to tab
    /// for a `.tsv` or `.tab` file, else to the comma.
    static func delimiter(ofHeaderLine line: [UInt8], fileExtension: String) -> UInt8 {
        var counts: [UInt8: Int] = [:]
        var isQuoted = false
        for byte in line {
            if byte == UInt8(ascii: "\"") { isQuoted.toggle() }
            if !isQuoted { counts[byte, default: 0] += 1 }
        }
        let candidates: [UInt8] =
            ["tsv", "tab"].contains(fileExtension)
            ? [0x09, UInt8(ascii: ","), UInt8(ascii: ";")] : [UInt8(ascii: ","), 0x09, UInt8(ascii: ";")]
        var best = candidates[0]
        for candidate in candidates where counts[candidate, default: 0] > counts[best, default: 0] { best = candidate }
        return best
    }

    /// The fields of one line (for recognising a header), quotes taken off.
    private static func fields(ofLine line: [UInt8], delimiter: UInt8) -> [[UInt8]] {
        var fields: [[UInt8]] = [[]]
        var isQuoted = false
        for byte in line {
            if byte == UInt8(ascii: "\"") {
                isQuoted.toggle()
            } else if byte == delimiter && !isQuoted {
                fields.append([])
            } else {
                fields[fields.count - 1].append(byte)
            }
        }
        return fields
    }

    package static func longTexts(ofRecord record: UnsafeRawBufferPointer, id: Int) -> LongTexts? {
        // A CSV's texts stay in memory, as GPX's do.
        nil
    }
}
