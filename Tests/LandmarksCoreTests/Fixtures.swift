import Foundation
import LandmarksCore

/// Landmarks and files for tests.
enum Fixtures {
    /// The repository's bundled data file.
    static let bundledFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/landmarks.json")

    static func landmark(_ id: Int, _ name: String, favorite: Bool = false, state: String = "Alaska") -> Landmark {
        Landmark(
            id: id, name: name, park: "\(name) Park", city: "Town", state: state, category: .lakes,
            isFeatured: false, isFavorite: favorite,
            coordinates: Coordinates(latitude: 60.5, longitude: -150.25), description: "About \(name).",
            imageName: name.lowercased())
    }

    /// Five landmarks, B and D favourites.
    static func store() throws -> LandmarkStore {
        try LandmarkStore(landmarks: [
            landmark(1, "A"), landmark(2, "B", favorite: true), landmark(3, "C"),
            landmark(4, "D", favorite: true), landmark(5, "E"),
        ])
    }

    /// Writes `text` to a new temporary file and returns its URL.
    static func file(_ text: String, name: String = "landmarks.json") throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("landmarks-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// One record in the tutorial's key order, with `fields` replacing or adding keys.
    static func record(id: Int = 1001, name: String = "Turtle Rock", extra: String = "") -> String {
        """
            {
                "name": "\(name)",
                "category": "Rivers",
                "city": "Twentynine Palms",
                "state": "California",
                "id": \(id),
                "isFeatured": true,
                "isFavorite": true,
                "park": "Joshua Tree National Park",
                "coordinates": {
                    "longitude": -116.166868,
                    "latitude": 34.011286
                },
                "description": "A rock.",\(extra)
                "imageName": "turtlerock"
            }
        """
    }
}
