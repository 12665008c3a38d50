import Foundation
import LandmarksCore
import LandmarksUI
import TerminalKit

/// Landmarks with awkward names for rendering tests.
enum Fixtures {
    static func store() throws -> LandmarkStore {
        try LandmarkStore(landmarks: [
            Landmark(
                id: 1, name: "Turtle Rock", park: "Joshua Tree National Park", city: "Twentynine Palms",
                state: "California", category: .rivers, isFeatured: true, isFavorite: true,
                coordinates: Coordinates(latitude: 34.011286, longitude: -116.166868),
                description: "Turtle Rock is a granite formation in Joshua Tree National Park, named for its rounded, shell-like shape.",
                imageName: "turtlerock"),
            Landmark(
                id: 2, name: "東京タワー", park: "Shiba Park", city: "Tokyo", state: "Tokyo", category: .mountains,
                isFeatured: false, isFavorite: false, coordinates: Coordinates(latitude: 35.6586, longitude: 139.7454),
                description: "A tower.", imageName: "tower"),
            Landmark(
                id: 3, name: "A very long landmark name that goes on", park: "Park", city: "Errol",
                state: "New Hampshire", category: .lakes, isFeatured: false, isFavorite: true,
                coordinates: Coordinates(latitude: 44.7, longitude: -71.0), description: "A lake.", imageName: "lake"),
        ])
    }

    /// The landmarks above with `photos`, changes kept in memory or saved to `stateFile`.
    static func library(
        _ store: LandmarkStore? = nil, photos: [Photo] = [], stateFile: StateFile? = nil
    ) throws -> LandmarkLibrary {
        LandmarkLibrary(
            landmarks: try store ?? Fixtures.store(), photos: try PhotoCatalog(photos: photos),
            settings: stateFile.map { $0.load().settings } ?? Settings(), stateFile: stateFile)
    }

    /// The repository's bundled catalog and its photos, as the app opens them without `--data`.
    static func bundledLibrary() throws -> LandmarkLibrary {
        let resources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources")
        let store = try LandmarkStore.load(from: resources.appendingPathComponent("landmarks.json"))
        let photos = try PhotoCatalog(
            data: Data(contentsOf: resources.appendingPathComponent("photos.json")), folder: resources.path, file: "photos.json")
        return LandmarkLibrary(landmarks: store, photos: photos, settings: Settings())
    }

    /// The column titles a list screen `width` columns wide shows (on its second line, left of the
    /// preview pane's rule).
    static func columnTitles(_ view: LandmarkListView, width: Int, height: Int = 10) -> [String] {
        let line = render(view, width: width, height: height)[1]
        return line.prefix { $0 != "│" }.split(separator: " ").map(String.init)
    }

    /// A new empty temporary folder.
    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    /// Dates as tests expect them, whatever this machine's locale and time zone.
    static let utc = DateText(locale: Locale(identifier: "en_US_POSIX"))

    /// A photo of landmark `landmarkID` taken on 14 May 2023, whose image file is missing.
    static func photo(_ id: Int, of landmarkID: Int, rating: Int = 4, title: String = "Sunrise") -> Photo {
        Photo(
            id: id, landmarkId: landmarkID, title: title,
            author: .init(username: "zoe", firstName: "Zoë", lastName: "Marsh"),
            takenAt: ZonedDate(date: Date(timeIntervalSince1970: 1_684_069_920 + Double(id) * 86_400), utcOffsetSeconds: 0), rating: rating,
            file: "photos/\(id).png", width: 240, height: 160)
    }

    /// A list presenter and view wired as the app wires them.
    static func listScreen(_ library: LandmarkLibrary) -> (LandmarkListPresenter, LandmarkListView) {
        let presenter = LandmarkListPresenter(library: library)
        let view = LandmarkListView(presenter: presenter, pictures: ImmediatePictures.drawing()) { _ in }
        presenter.output = view
        presenter.viewDidLoad()
        return (presenter, view)
    }

    static func render(_ screen: any Page<Intent>, width: Int, height: Int) -> [String] {
        var surface = Surface(width: width, height: height)
        screen.draw(in: &surface)
        return surface.lines
    }
}
