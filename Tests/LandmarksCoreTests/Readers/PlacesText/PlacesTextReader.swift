import LandmarksCore

/// A second catalog format, made up for the tests to show that a format plugs in as one folder: a
/// text file that starts with `# places`, then a place a line, `name<TAB>latitude<TAB>longitude`,
/// and a description after another tab if it has one. Blank lines and lines starting with `#` are
/// skipped; a place's id is its line number.
enum PlacesTextReader: CatalogReader {
    static let formatName = "places-text"

    private static let signature = Array("# places\n".utf8)

    static func recognition(ofHead head: [UInt8], fileExtension: String) -> CatalogRecognition {
        if head.starts(with: signature) { return .surely }
        if signature.starts(with: head) { return .undecided }
        return fileExtension == "places" ? .possibly : .no
    }

    static func read(
        _ input: CatalogInput, leavingLongTextsIn longTexts: LongTextFile?, receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        var piece = [UInt8](repeating: 0, count: 1 << 16)
        // The bytes of a line not yet ended, where it starts in the input, and its number.
        var line: [UInt8] = []
        var lineStart: UInt64 = 0
        var lineNumber = 1
        while true {
            let count = try input.read(into: &piece)
            var batch = LandmarkColumns(leavingLongTextsIn: longTexts)
            for byte in piece[0..<count] {
                guard byte == UInt8(ascii: "\n") else {
                    line.append(byte)
                    continue
                }
                try take(line, number: lineNumber, start: lineStart, file: input.name, into: &batch)
                lineStart += UInt64(line.count + 1)
                lineNumber += 1
                line = []
            }
            if count == 0 { try take(line, number: lineNumber, start: lineStart, file: input.name, into: &batch) }
            if !batch.isEmpty { try receive(batch) }
            if count == 0 { return }
        }
    }

    static func longTexts(ofRecord record: UnsafeRawBufferPointer, id: Int) -> LongTexts? {
        let line = Array(record)
        return (try? place(line, number: id, file: "")).map {
            LongTexts(description: String(decoding: line[$0.description], as: UTF8.self))
        }
    }

    /// The place on line `number`, if it holds one.
    private static func take(_ line: [UInt8], number: Int, start: UInt64, file: String, into batch: inout LandmarkColumns)
        throws(DataFileError)
    {
        guard !line.isEmpty, line.first != UInt8(ascii: "#") else { return }
        let place = try place(line, number: number, file: file)
        line.withUnsafeBytes { bytes in
            var fields = LandmarkFields()
            fields.id = number
            fields.coordinates = place.coordinates
            fields.name = UnsafeRawBufferPointer(rebasing: bytes[place.name])
            fields.description = UnsafeRawBufferPointer(rebasing: bytes[place.description])
            _ = batch.append(fields, record: RecordRange(offset: start, length: UInt32(line.count)))
        }
    }

    /// The name's and the description's bytes in `line`, and the place's coordinates.
    private static func place(_ line: [UInt8], number lineNumber: Int, file: String) throws(DataFileError) -> (
        name: Range<Int>, description: Range<Int>, coordinates: Coordinates
    ) {
        let tabs = line.indices.filter { line[$0] == UInt8(ascii: "\t") }
        func fail(_ column: Int, _ problem: String) -> DataFileError {
            DataFileError(file: file, place: .position(line: lineNumber, column: column), problem: problem)
        }
        guard tabs.count >= 2 else { throw fail(line.count + 1, "expected a tab, then the \(tabs.isEmpty ? "latitude" : "longitude")") }
        func number(from start: Int, to end: Int, within range: ClosedRange<Double>) throws(DataFileError) -> Double {
            guard let value = Double(String(decoding: line[start..<end], as: UTF8.self)), range.contains(value) else {
                throw fail(start + 1, "expected a number in \(Int(range.lowerBound))...\(Int(range.upperBound))")
            }
            return value
        }
        let latitude = try number(from: tabs[0] + 1, to: tabs[1], within: -90...90)
        let longitude = try number(from: tabs[1] + 1, to: tabs.count > 2 ? tabs[2] : line.count, within: -180...180)
        return (
            0..<tabs[0], tabs.count > 2 ? tabs[2] + 1..<line.count : line.count..<line.count,
            Coordinates(latitude: latitude, longitude: longitude)
        )
    }
}
