import LandmarksCore
import TerminalUI

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

    /// A list presenter and view wired as the app wires them.
    static func listScreen(_ store: LandmarkStore) -> (LandmarkListPresenter, LandmarkListView) {
        let presenter = LandmarkListPresenter(store: store)
        let view = LandmarkListView(presenter: presenter, keyMap: .standard) { _ in }
        presenter.output = view
        presenter.viewDidLoad()
        return (presenter, view)
    }

    static func render(_ screen: any Screen, width: Int, height: Int) -> [String] {
        var surface = Surface(width: width, height: height)
        screen.draw(in: &surface)
        return surface.lines
    }
}
