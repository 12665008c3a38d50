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

    package static func recognition(ofHead head: [UInt8], fileExtension: String) -> CatalogRecognition {
        guard let end = head.firstIndex(of: 0x0A) else { return head.count < 4096 ? .undecided : .no }
        let fields = head[..<end].split(separator: 0x09, omittingEmptySubsequences: false)
        guard fields.count == 19 else { return .no }
        let isNumber = { (field: ArraySlice<UInt8>) in CSVPosition.degrees(field, decimalComma: false) != nil }
        let isWhole = { (field: ArraySlice<UInt8>) in !field.isEmpty && field.allSatisfy { (0x30...0x39).contains($0) } }
        return isWhole(fields[0]) && isNumber(fields[4]) && isNumber(fields[5]) ? .surely : .no
    }

    package static func read(
        _ input: CatalogInput, leavingLongTextsIn longTexts: LongTextFile?,
        receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        let rows = CSVRows(input, delimiter: 0x09, quotes: false)
        var places = PlaceBatches()
        // The categories met so far, by class and code (`P.PPLC`): a dump has a few hundred.
        var categories: [String: [UInt8]] = [:]
        while let row = try rows.next() {
            let range = { (column: Column) in row.trimmedRange(column.rawValue) }
            let field = { (column: Column) in row.bytes[range(column)] }
            let number = { (column: Column) in CSVPosition.degrees(field(column), decimalComma: false) }
            guard let latitude = number(.latitude), let longitude = number(.longitude), (-90...90).contains(latitude),
                (-180...180).contains(longitude)
            else {
                places.skip(.line(rows.rowsTaken))
                continue
            }
            try places.begin(piece: rows.piecesRead, receive: receive)
            let whole = { (column: Column) in Int(String(decoding: field(column), as: UTF8.self)) }
            let feature = String(decoding: field(.featureClass), as: UTF8.self)
            let code = String(decoding: field(.featureCode), as: UTF8.self)
            let featureCode = code.isEmpty ? feature : feature + "." + code
            let category =
                categories[featureCode]
                ?? {
                    let category = Array(GeoNamesFeature.category(class: feature, code: code).utf8)
                    categories[featureCode] = category
                    return category
                }()
            var facts: [(name: [UInt8], value: [UInt8])] = []
            if let population = whole(.population), population > 0 {
                facts.append((Self.population, Array(CountText(locale: nil).number(population).utf8)))
            }
            if let elevation = whole(.elevation) ?? whole(.terrainElevation).flatMap({ $0 == -9999 ? nil : $0 }) {
                facts.append((Self.elevation, Array("\(elevation) m".utf8)))
            }
            for (label, column) in [(Self.timeZone, Column.timeZone), (Self.otherNames, .alternateNames), (Self.modified, .modified)] {
                let value = field(column)
                guard !value.isEmpty else { continue }
                // Other names are listed `Lutece,Paname`: shown `Lutece, Paname`.
                facts.append(
                    (
                        label,
                        column == .alternateNames
                            ? Array(value.split(separator: UInt8(ascii: ",")).joined(separator: [0x2C, 0x20])) : Array(value)
                    ))
            }
            if !feature.isEmpty { facts.append((Self.featureCodeLabel, Array(featureCode.utf8))) }
            let encodedFacts = LandmarkFact.encoded(facts)
            let id = whole(.id)
            row.bytes.withUnsafeBytes { bytes in
                category.withUnsafeBytes { category in
                    encodedFacts.withUnsafeBytes { facts in
                        var fields = LandmarkFields()
                        fields.id = id ?? 0
                        fields.name = UnsafeRawBufferPointer(rebasing: bytes[range(.name)])
                        fields.state = UnsafeRawBufferPointer(rebasing: bytes[range(.country)])
                        fields.category = category
                        fields.facts = facts
                        fields.coordinates = Coordinates(latitude: latitude, longitude: longitude)
                        places.append(fields, hasFileID: id != nil)
                    }
                }
            }
        }
        try places.finish(receive: receive)
    }

    private static let population = Array("Population".utf8), elevation = Array("Elevation".utf8)
    private static let timeZone = Array("Time zone".utf8), otherNames = Array("Other names".utf8)
    private static let modified = Array("Modified".utf8), featureCodeLabel = Array("Feature code".utf8)

    package static func longTexts(ofRecord record: UnsafeRawBufferPointer, id: Int) -> LongTexts? {
        nil
    }
}
