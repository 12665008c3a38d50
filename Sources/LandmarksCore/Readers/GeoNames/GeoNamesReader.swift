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
        while let row = try rows.next() {
            func text(_ column: Column) -> String {
                column.rawValue < row.count ? String(decoding: row[column.rawValue], as: UTF8.self) : ""
            }
            func number(_ column: Column) -> Double? {
                column.rawValue < row.count ? CSVPosition.degrees(row[column.rawValue], decimalComma: false) : nil
            }
            guard let latitude = number(.latitude), let longitude = number(.longitude), (-90...90).contains(latitude),
                (-180...180).contains(longitude)
            else {
                places.skip(.line(rows.rowsTaken))
                continue
            }
            var place = PlaceRecord()
            place.id = Int(text(.id))
            place.coordinates = Coordinates(latitude: latitude, longitude: longitude)
            place.name = text(.name)
            let (featureClass, code) = (text(.featureClass), text(.featureCode))
            place.category = GeoNamesFeature.category(class: featureClass, code: code)
            place.state = text(.country)
            if let population = Int(text(.population)), population > 0 { place.facts.append(("Population", grouped(population))) }
            let elevation = Int(text(.elevation)) ?? Int(text(.terrainElevation)).flatMap { $0 == -9999 ? nil : $0 }
            if let elevation { place.facts.append(("Elevation", "\(elevation) m")) }
            for (label, column) in [("Time zone", Column.timeZone), ("Other names", .alternateNames), ("Modified", .modified)] {
                let value = text(column)
                if !value.isEmpty {
                    place.facts.append((label, column == .alternateNames ? value.split(separator: ",").joined(separator: ", ") : value))
                }
            }
            if !featureClass.isEmpty { place.facts.append(("Feature code", code.isEmpty ? featureClass : featureClass + "." + code)) }
            try places.add(place, piece: rows.piecesRead, receive: receive)
        }
        try places.finish(receive: receive)
    }

    /// A whole number with its thousands apart (`2,138,551`).
    private static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }

    package static func longTexts(ofRecord record: UnsafeRawBufferPointer, id: Int) -> LongTexts? {
        nil
    }
}
