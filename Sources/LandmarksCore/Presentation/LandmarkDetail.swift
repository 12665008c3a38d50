/// Everything the detail screen shows of a landmark, already formatted.
public struct LandmarkDetail: Equatable, Sendable {
    /// A labelled fact such as `Category: Rivers`.
    public struct Fact: Equatable, Sendable {
        public let label: String
        public let value: String

        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    public let title: String
    public let name: String
    public let park: String
    public let facts: [Fact]
    public let description: String
    public let isFavorite: Bool
    /// The landmark's photos, newest first.
    public let photos: [PhotoSummary]

    public init(_ landmark: Landmark, photos: [PhotoSummary] = []) {
        title = "Landmarks › \(landmark.name)"
        name = landmark.name
        park = landmark.park
        facts = [
            Fact("Location", "\(landmark.city), \(landmark.state)"),
            Fact("Category", landmark.category.rawValue),
            Fact("Coordinates", landmark.coordinates.displayText),
            Fact("Featured", landmark.isFeatured ? "Yes" : "No"),
            Fact("Favorite", landmark.isFavorite ? "★ Yes" : "No"),
        ]
        description = landmark.description
        isFavorite = landmark.isFavorite
        self.photos = photos
    }
}
