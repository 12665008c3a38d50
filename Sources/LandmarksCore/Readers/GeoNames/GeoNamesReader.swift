/// Reads GeoNames' tab-separated dumps (`cities500.txt`, `allCountries.txt`, a country's `FR.txt`):
/// no header, 19 fixed columns, no quoting. A row is a place: its geonameid as its id, its name, its
/// feature class and code as a readable category (`GeoNamesFeature`), its country code as its region;
/// population, elevation, time zone, other names and the code as facts.
package enum GeoNamesReader: CatalogReader {
    package static let formatName = "geonames"

    /// The columns of a row, as GeoNames' readme lists them.
    private enum Column: Int {
        case id, name, asciiName, alternateNames, latitude, longitude, featureClass, featureCode, country, otherCountries
        case admin1, admin2, admin3, admin4, population, elevation, terrainElevation, timeZone, modified
    }

    private static let columnCount = 19

    /// A dump, surely, when one of its first lines is a GeoNames row (19 columns, a whole number and
    /// a position): a bad first line is left out as any other, not a reason to take the file for another.
    package static func recognition(ofHead head: [UInt8], fileExtension: String) -> CatalogRecognition {
        guard let end = head.lastIndex(of: 0x0A) else { return head.count < 4096 ? .undecided : .no }
        let isNumber = { (field: ArraySlice<UInt8>) in CSVPosition.degrees(field, decimalComma: false) != nil }
        let isWhole = { (field: ArraySlice<UInt8>) in !field.isEmpty && field.allSatisfy { (0x30...0x39).contains($0) } }
        let isRow = { (line: ArraySlice<UInt8>) in
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
            return fields.count == columnCount && isWhole(fields[0]) && isNumber(fields[4]) && isNumber(fields[5])
        }
        let mark = CatalogInput.byteOrderMark
        let lines = head[(head.starts(with: mark) ? mark.count : 0)..<end].split(separator: 0x0A)
        return lines.prefix(8).contains(where: isRow) ? .surely : .no
    }

    package static func read(
        _ input: CatalogInput, leavingLongTextsIn longTexts: LongTextFile?,
        receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        input.skip(prefix: CatalogInput.byteOrderMark)
        let rows = CSVRows(input, delimiter: 0x09, quotes: false)
        // The categories met so far, by class and code (`P.PPLC`) packed in a number: a dump has a few hundred.
        var features: [UInt64: (code: [UInt8], category: [UInt8])] = [:]
        // One buffer for every row's facts.
        var facts: [UInt8] = []
        // Whether a line had GeoNames' columns, and why the first that had not.
        var (isDump, firstMismatch): (Bool, String?) = (false, nil)
        try PlaceBatches.read(receive: receive) { (places: inout PlaceBatches) throws(DataFileError) in
            while let row = try rows.next(beforeReading: { () throws(DataFileError) in try places.finish(receive: receive) }) {
                // A line cut short is left out (a file none of whose lines is a row is a mistake, below).
                guard row.count == Self.columnCount else {
                    let problem =
                        "\(row.count) column\(row.count == 1 ? "" : "s"), where GeoNames' lines have \(Self.columnCount) apart by tabs"
                    firstMismatch = firstMismatch ?? problem
                    places.skip(.line(rows.rowsTaken), reason: problem)
                    continue
                }
                isDump = true
                // The fields straight from the row's bytes, without a reference counted for each.
                try row.bytes.withUnsafeBufferPointer { bytes throws(DataFileError) in
                    let range = { (column: Column) in row.trimmedRange(column.rawValue) }
                    let field = { (column: Column) in UnsafeBufferPointer(rebasing: bytes[range(column)]) }
                    let number = { (column: Column) in CSVPosition.degrees(field(column), decimalComma: false) }
                    guard let latitude = number(.latitude), let longitude = number(.longitude), (-90...90).contains(latitude),
                        (-180...180).contains(longitude)
                    else {
                        let reason = CSVPosition.problem(latitude: field(.latitude), longitude: field(.longitude), decimalComma: false)
                        return places.skip(.line(rows.rowsTaken), reason: reason)
                    }
                    let whole = { (column: Column) in CSVPosition.integer(field(column)) }
                    let feature = Self.feature(of: field(.featureClass), field(.featureCode), in: &features)
                    facts.removeAll(keepingCapacity: true)
                    if let population = whole(.population), population > 0 {
                        LandmarkFact.append(name: Self.population, value: Self.grouped(population), to: &facts)
                    }
                    if let elevation = whole(.elevation) ?? whole(.terrainElevation).flatMap({ $0 == -9999 ? nil : $0 }) {
                        LandmarkFact.append(name: Self.elevation, value: Array("\(elevation) m".utf8), to: &facts)
                    }
                    for (label, column) in [
                        (Self.timeZone, Column.timeZone), (Self.otherNames, .alternateNames), (Self.modified, .modified),
                    ] {
                        let value = field(column)
                        guard !value.isEmpty else { continue }
                        if column == .alternateNames {
                            // Other names are listed `Lutece,Paname`: shown `Lutece, Paname`.
                            LandmarkFact.append(
                                name: label, value: value.split(separator: UInt8(ascii: ",")).joined(separator: [0x2C, 0x20]), to: &facts)
                        } else {
                            LandmarkFact.append(name: label, value: value, to: &facts)
                        }
                    }
                    if !feature.code.isEmpty { LandmarkFact.append(name: Self.featureCodeLabel, value: feature.code, to: &facts) }
                    let id = whole(.id)
                    feature.category.withUnsafeBytes { category in
                        facts.withUnsafeBytes { facts in
                            var fields = LandmarkFields()
                            fields.id = id ?? 0
                            fields.name = UnsafeRawBufferPointer(field(.name))
                            fields.state = UnsafeRawBufferPointer(field(.country))
                            fields.category = category
                            fields.facts = facts
                            fields.coordinates = Coordinates(latitude: latitude, longitude: longitude)
                            places.append(fields, hasFileID: id != nil)
                        }
                    }
                }
            }
            // A file of another kind (read so by `--data-format geonames`): not every line left out, exit 0.
            if !isDump, let firstMismatch { throw DataFileError(file: input.name, place: .line(1), problem: firstMismatch) }
        }
    }

    /// The feature code (`P.PPLC`, empty without a class) and readable category of a row's class and
    /// code, made once for each and kept in `known` by the bytes packed in a number (GeoNames' codes have
    /// at most 5 letters; a longer one is made each time).
    private static func feature(
        of featureClass: some Collection<UInt8>, _ code: some Collection<UInt8>,
        in known: inout [UInt64: (code: [UInt8], category: [UInt8])]
    ) -> (code: [UInt8], category: [UInt8]) {
        let fits = featureClass.count + code.count < 8
        var key: UInt64 = UInt64(featureClass.count)
        if fits {
            for byte in featureClass { key = key << 8 | UInt64(byte) }
            for byte in code { key = key << 8 | UInt64(byte) }
        }
        if fits, let found = known[key] { return found }
        let (feature, codeText) = (String(decoding: featureClass, as: UTF8.self), String(decoding: code, as: UTF8.self))
        let made = (
            code: feature.isEmpty ? [] : Array((codeText.isEmpty ? feature : feature + "." + codeText).utf8),
            category: Array(GeoNamesFeature.category(class: feature, code: codeText).utf8)
        )
        if fits { known[key] = made }
        return made
    }

    /// `number` with its thousands grouped by commas (`2,148,271`), as `CountText` writes it without a locale.
    static func grouped(_ number: Int) -> [UInt8] {
        var digits: [UInt8] = []
        var rest = number.magnitude
        repeat {
            if digits.count % 4 == 3 { digits.append(UInt8(ascii: ",")) }
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        if number < 0 { digits.append(UInt8(ascii: "-")) }
        return digits.reversed()
    }

    private static let population = Array("Population".utf8), elevation = Array("Elevation".utf8)
    private static let timeZone = Array("Time zone".utf8), otherNames = Array("Other names".utf8)
    private static let modified = Array("Modified".utf8), featureCodeLabel = Array("Feature code".utf8)

    package static func longTexts(ofRecord record: UnsafeRawBufferPointer, id: Int) -> LongTexts? {
        nil
    }
}
