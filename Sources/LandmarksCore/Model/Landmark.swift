import Foundation

/// A landmark in the SwiftUI Landmarks tutorial's JSON schema.
package struct Landmark: Encodable, Equatable, Sendable, Identifiable {
    package var id: Int
    package var name: String
    package var park: String
    package var city: String
    package var state: String
    package var category: Category
    package var isFeatured: Bool
    package var isFavorite: Bool
    package var coordinates: Coordinates
    package var description: String
    package var imageName: String
    /// What the file says of the place beyond these fields, in its order (none in the tutorial's schema).
    package var facts: [LandmarkFact]

    package init(
        id: Int, name: String, park: String, city: String, state: String, category: Category,
        isFeatured: Bool, isFavorite: Bool, coordinates: Coordinates, description: String,
        imageName: String, facts: [LandmarkFact] = []
    ) {
        self.id = id
        self.name = name
        self.park = park
        self.city = city
        self.state = state
        self.category = category
        self.isFeatured = isFeatured
        self.isFavorite = isFavorite
        self.coordinates = coordinates
        self.description = description
        self.imageName = imageName
        self.facts = facts
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, park, city, state, category, isFeatured, isFavorite, coordinates, description, imageName, facts
    }

    /// The tutorial's schema, and the facts (when there are any) as an object of texts.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(park, forKey: .park)
        try container.encode(city, forKey: .city)
        try container.encode(state, forKey: .state)
        try container.encode(category, forKey: .category)
        try container.encode(isFeatured, forKey: .isFeatured)
        try container.encode(isFavorite, forKey: .isFavorite)
        try container.encode(coordinates, forKey: .coordinates)
        try container.encode(description, forKey: .description)
        try container.encode(imageName, forKey: .imageName)
        guard !facts.isEmpty else { return }
        // A name given twice keeps its first value.
        var object: [String: String] = [:]
        for fact in facts where object[fact.name] == nil { object[fact.name] = fact.value }
        try container.encode(object, forKey: .facts)
    }

    /// The kind of place a landmark is: the tutorial's `Lakes`, `Rivers` and `Mountains`, or any other
    /// name a data file uses (its 2019 version has `Featured`), shown as it is.
    package struct Category: RawRepresentable, Hashable, Encodable, Sendable {
        package let rawValue: String

        package init(rawValue: String) {
            self.rawValue = rawValue
        }

        package static let lakes = Category(rawValue: "Lakes")
        package static let rivers = Category(rawValue: "Rivers")
        package static let mountains = Category(rawValue: "Mountains")
        package static let featured = Category(rawValue: "Featured")

        /// How the category is shown: its name, or `No category` when the file gives none.
        package var title: String { rawValue.isEmpty ? "No category" : rawValue }
    }
}

/// A position on Earth in decimal degrees.
package struct Coordinates: Encodable, Equatable, Sendable {
    package var latitude: Double
    package var longitude: Double

    package init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The position as people read it, e.g. `34.0113° N, 116.1669° W`.
    package var displayText: String {
        func degrees(_ value: Double, positive: String, negative: String) -> String {
            Self.fourDecimals(abs(value)) + "° " + (value < 0 ? negative : positive)
        }
        return degrees(latitude, positive: "N", negative: "S") + ", "
            + degrees(longitude, positive: "E", negative: "W")
    }

    /// `value` to four decimals as `String(format: "%.4f")` writes it, rounded from its exact binary
    /// value, ties to even, with the C library's decimal point (a comma in a German locale once the
    /// app has set it), without Foundation's cost (a preview shows coordinates at every key).
    package static func fourDecimals(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e12 else { return String(format: "%.4f", value) }
        // `scaled + error` is value × 10,000 exactly; the error only decides a rounding that `scaled` leaves at a half.
        let scaled = value * 10_000
        let error = (-scaled).addingProduct(value, 10_000)
        var units = scaled.rounded(.toNearestOrEven)
        if scaled - units == 0.5, error > 0 { units += 1 }
        if units - scaled == 0.5, error < 0 { units -= 1 }
        let whole = Int(units)
        let fraction = String(whole.magnitude % 10_000)
        let sign = whole < 0 || (whole == 0 && value.sign == .minus) ? "-" : ""
        let point = localeconv().map { String(cString: $0.pointee.decimal_point) } ?? "."
        return "\(sign)\(whole.magnitude / 10_000)" + point + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}

extension Landmark {
    /// Checks a landmark's coordinates, the one value the schema bounds.
    static func validate(coordinates: Coordinates, record: Int, file: String, field: String? = nil) throws(DataFileError) {
        guard (-90...90).contains(coordinates.latitude) else {
            throw DataFileError(
                file: file, place: .record(record, field: field ?? "coordinates.latitude"),
                problem: "\(field == nil ? "" : "latitude ")\(coordinates.latitude) is outside -90...90")
        }
        guard (-180...180).contains(coordinates.longitude) else {
            throw DataFileError(
                file: file, place: .record(record, field: field ?? "coordinates.longitude"),
                problem: "\(field == nil ? "" : "longitude ")\(coordinates.longitude) is outside -180...180")
        }
    }
}

extension Landmark {
    /// The name as screens show it: a landmark without one (a blank `name` in the file, or one of
    /// characters that show nothing: U+200D, a soft hyphen, tag characters) is called by its position, so
    /// that no row or title is blank. What `list` writes keeps the file's name.
    package var shownName: String {
        // A visible ASCII character, as most names have, shows something: no Unicode lookups needed.
        if name.utf8.contains(where: { $0 > 0x20 && $0 < 0x7F }) { return name }
        let showsNothing = name.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.properties.generalCategory == .format }
        return showsNothing ? coordinates.displayText : name
    }
}
