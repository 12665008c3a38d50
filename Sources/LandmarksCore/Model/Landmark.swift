import Foundation

/// A landmark in the SwiftUI Landmarks tutorial's JSON schema.
package struct Landmark: Codable, Equatable, Sendable, Identifiable {
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

    package init(
        id: Int, name: String, park: String, city: String, state: String, category: Category,
        isFeatured: Bool, isFavorite: Bool, coordinates: Coordinates, description: String,
        imageName: String
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
    }

    /// The kind of landscape a landmark shows.
    package enum Category: String, Codable, Sendable, CaseIterable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"

        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let raw = try container.decode(String.self)
            guard let category = Category(rawValue: raw) else {
                let allowed = Category.allCases.map(\.rawValue).joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\"\(raw)\" is not one of \(allowed)")
            }
            self = category
        }
    }
}

/// A position on Earth in decimal degrees.
package struct Coordinates: Codable, Equatable, Sendable {
    package var latitude: Double
    package var longitude: Double

    package init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The position as people read it, e.g. `34.0113° N, 116.1669° W`.
    package var displayText: String {
        func degrees(_ value: Double, positive: String, negative: String) -> String {
            String(format: "%.4f° %@", abs(value), value < 0 ? negative : positive)
        }
        return degrees(latitude, positive: "N", negative: "S") + ", "
            + degrees(longitude, positive: "E", negative: "W")
    }
}

// MARK: - ValidatedRecord

extension Landmark: ValidatedRecord {
    static let fileContents = "an array of landmarks"

    func validate(record: Int, file: String) throws {
        guard (-90...90).contains(coordinates.latitude) else {
            throw DataFileError(
                file: file, place: .record(record, field: "coordinates.latitude"),
                problem: "\(coordinates.latitude) is outside -90...90")
        }
        guard (-180...180).contains(coordinates.longitude) else {
            throw DataFileError(
                file: file, place: .record(record, field: "coordinates.longitude"),
                problem: "\(coordinates.longitude) is outside -180...180")
        }
    }
}
