import Foundation
import LandmarksCore
import Testing

/// Landmarks and files for tests.
enum Fixtures {
    /// The repository's bundled data file.
    static let bundledFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/landmarks.json")

    static func landmark(
        _ id: Int, _ name: String, favorite: Bool = false, state: String = "Alaska",
        category: Landmark.Category = .lakes, featured: Bool = false
    ) -> Landmark {
        Landmark(
            id: id, name: name, park: "\(name) Park", city: "Town", state: state, category: category,
            isFeatured: featured, isFavorite: favorite,
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

    /// A library over `store` (five landmarks by default) and `photos`, saving to `stateFile` if given.
    static func library(
        _ store: LandmarkStore? = nil, photos: [Photo] = [], stateFile: StateFile? = nil
    ) throws -> LandmarkLibrary {
        let settings = stateFile.map { $0.load().settings } ?? Settings()
        return LandmarkLibrary(
            landmarks: try store ?? Fixtures.store(), photos: try PhotoCatalog(photos: photos), settings: settings,
            stateFile: stateFile)
    }

    /// A photo of landmark `landmarkID`, taken `day` days after 1 January 2024 (UTC), with an image
    /// file name that does not exist.
    static func photo(_ id: Int, of landmarkID: Int, day: Int, rating: Int = 3, title: String? = nil) -> Photo {
        Photo(
            id: id, landmarkId: landmarkID, title: title ?? "Photo \(id)",
            author: .init(username: "zoe", firstName: "Zoë", lastName: "Marsh"),
            takenAt: ZonedDate(date: Date(timeIntervalSince1970: 1_704_067_200 + Double(day) * 86_400), utcOffsetSeconds: 0),
            rating: rating,
            file: "photos/\(id).png", width: 240, height: 160)
    }

    /// A new empty temporary folder.
    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("landmarks-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    /// Writes `text` to a new temporary file and returns its URL.
    /// Expects the file `name` holding `text` to fail with `message` (after its path) whether it is read
    /// a byte, seven bytes or a mebibyte at a time.
    static func expectMistake(in text: String, name: String, message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = try file(text, name: name)
        for piece in [1, 7, 1 << 20] {
            let input = try CatalogInput.open(.file(url))
            input.mostBytesPerRead = piece
            let error = #expect(throws: DataFileError.self, sourceLocation: sourceLocation) {
                try CatalogFormats.standard.read(input) { _ in }
            }
            #expect(error.map { "\($0)" } == "\(url.path): \(message)", "read \(piece) bytes at a time", sourceLocation: sourceLocation)
        }
    }

    /// The names of the places in the file `name` holding `text`, read `piece` bytes at a time, batch by batch.
    static func namesInBatches(of text: String, name: String, piece: Int) throws -> [[String]] {
        let input = try CatalogInput.open(.file(try file(text, name: name)))
        input.mostBytesPerRead = piece
        var batches: [[String]] = []
        try CatalogFormats.standard.read(input) { batches.append($0.map(\.name)) }
        return batches
    }

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
