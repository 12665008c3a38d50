/// Everything the detail screen shows of a landmark, already formatted.
package struct LandmarkDetail: Equatable, Sendable {
    /// A labelled fact such as `Category: Rivers`.
    package struct Fact: Equatable, Sendable {
        package let label: String
        package let value: String

        package init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    package let title: String
    package let name: String
    package let park: String
    package let facts: [Fact]
    package let description: String
    package let isFavorite: Bool
    /// The landmark's photos, newest first.
    package let photos: [PhotoSummary]
    /// The newest photo's image file, shown at the top; nil when there is no photo.
    package let picturePath: String?
    /// Whether the photos are still being read (a big catalog is read while the app runs).
    package let photosArePending: Bool
    /// Where the landmark is, and the other landmarks near it, for its map.
    package let position: Coordinates
    package let nearby: [Coordinates]
    /// Where your own photos of it were taken.
    package let yourPhotoPositions: [Coordinates]

    package init(
        _ landmark: Landmark, photos: [PhotoSummary] = [], picturePath: String? = nil, photosArePending: Bool = false,
        nearby: [Coordinates] = [], yourPhotoPositions: [Coordinates] = []
    ) {
        title = "Landmarks › \(landmark.shownName)"
        name = landmark.shownName
        park = landmark.park
        facts =
            Self.whereAndWhat(landmark) + [
                Fact("Featured", landmark.isFeatured ? "Yes" : "No"),
                Fact("Favorite", landmark.isFavorite ? "★ Yes" : "No"),
            ] + landmark.facts.map { Fact($0.name, $0.value) }
        description = landmark.description
        isFavorite = landmark.isFavorite
        self.photos = photos
        self.picturePath = picturePath
        self.photosArePending = photosArePending
        position = landmark.coordinates
        self.nearby = nearby
        self.yourPhotoPositions = yourPhotoPositions
    }

    /// Where `landmark` is and what it is: its location, category and coordinates, the facts that the
    /// detail and the preview pane both show (a location the file does not give is left out, not shown empty).
    static func whereAndWhat(_ landmark: Landmark) -> [Fact] {
        [
            Fact("Location", [landmark.city, landmark.state].filter { !$0.isEmpty }.joined(separator: ", ")),
            Fact("Category", landmark.category.title),
            Fact("Coordinates", landmark.coordinates.displayText),
        ].filter { !$0.value.isEmpty }
    }
}
