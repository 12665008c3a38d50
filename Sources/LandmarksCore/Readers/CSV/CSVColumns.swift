import Foundation

/// What each column of a delimited text with a header holds, told by its header's name (any case,
/// blanks and `_`/`-` alike): a place's name, its position — latitude and longitude columns, a WKT
/// `POINT(lon lat)` column, or one `lat, lon` column —, category, description, region, id; every other
/// column is a fact.
struct CSVColumns {
    /// The header's names as the file writes them (a byte-order mark and blanks around them dropped).
    let names: [String]
    var name: Int?
    var latitude: Int?
    var longitude: Int?
    /// A column of WKT points or `latitude, longitude` pairs.
    var position: Int?
    var category: Int?
    var description: Int?
    var address: Int?
    var city: Int?
    var region: Int?
    var id: Int?

    /// The names each field is known by, the likeliest first (Wikidata's query service names a label `itemLabel`).
    private static let known: [(WritableKeyPath<CSVColumns, Int?> & Sendable, [String])] = [
        (
            \.name,
            [
                "name", "title", "label", "itemlabel", "placelabel", "place name", "placename", "location name", "place", "nom", "nombre",
                "naam",
            ]
        ),
        (\.latitude, ["latitude", "lat", "y", "lat dd", "decimallatitude", "latitude wgs84"]),
        (\.longitude, ["longitude", "lon", "lng", "long", "x", "lon dd", "decimallongitude", "longitude wgs84"]),
        (
            \.position,
            [
                "wkt", "geometry", "geom", "the geom", "coord", "coords", "coordinates", "location", "position", "point", "latlng",
                "latlon", "lat,lon", "gps",
            ]
        ),
        (\.category, ["category", "type", "class", "kind", "categories", "group"]),
        (\.description, ["description", "desc", "notes", "note", "comment", "comments"]),
        (\.address, ["address", "street address", "addr", "park"]),
        (\.city, ["city", "town", "municipality", "locality"]),
        (\.region, ["state", "region", "province", "county", "country", "country code"]),
        (\.id, ["id", "fid"]),
    ]

    /// The columns `header` names.
    ///
    /// - Throws: when no column gives a position, naming the header's columns.
    init(header: [[UInt8]], file: String) throws(DataFileError) {
        names = header.enumerated().map { index, field in
            var name = String(decoding: field, as: UTF8.self)
            if index == 0, name.hasPrefix("\u{FEFF}") { name.removeFirst() }
            return name.trimmingBlanks
        }
        let folded = names.map { Self.folded($0) }
        for (field, spellings) in Self.known {
            self[keyPath: field] = spellings.lazy.compactMap { folded.firstIndex(of: $0) }.first
        }
        if latitude == nil || longitude == nil {
            (latitude, longitude) = (nil, nil)
            guard position != nil else {
                throw DataFileError(
                    file: file, place: .row(1, column: nil),
                    problem: "no column gives a position (latitude and longitude, a WKT POINT or \"lat, lon\") among: "
                        + names.prefix(12).joined(separator: ", "))
            }
        } else {
            position = nil
        }
    }

    /// A header's name as it is looked up: lowercased, `_` and `-` as blanks.
    private static func folded(_ name: String) -> String {
        name.lowercased().map { $0 == "_" || $0 == "-" ? " " : $0 }.reduce(into: "") { $0.append($1) }
    }

    /// The columns that are facts: those no field took.
    var factColumns: [Int] {
        let taken = Set([name, latitude, longitude, position, category, description, address, city, region, id].compactMap { $0 })
        return names.indices.filter { !taken.contains($0) }
    }
}
