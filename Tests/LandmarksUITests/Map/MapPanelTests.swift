import Foundation
import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing
import WorldMap

/// The landmark screen's map panel, drawn with the bundled outlines.
@Suite struct MapPanelTests {
    /// The bundled outlines, read once for every test.
    static let outlines = Result { try OutlineIndex(MapOutlines.load(from: mapURL)) }
    static let mapURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/world.map")

    private func detailScreen(_ library: LandmarkLibrary, index: Int = 0) -> (LandmarkDetailPresenter, LandmarkDetailView) {
        let presenter = LandmarkDetailPresenter(library: library, storeIndex: index, dates: Fixtures.utc)
        let view = LandmarkDetailView(
            presenter: presenter, pictures: ImmediatePictures.drawing(), worldMap: WorldMapSource(try! Self.outlines.get()),
            onShowPhoto: { _ in },
            onClose: {})
        presenter.output = view
        presenter.viewDidLoad()
        return (presenter, view)
    }

    @Test func turtleRockHasTheCoastToItsWestAndItsMarkerInTheMiddle() throws {
        let (_, view) = detailScreen(try Fixtures.library())
        // The marker at the panel's centre cell (column 53 + 36 / 2, row 2 + 15 / 2); the Pacific coast
        // west of it, state borders east of it; the facts keep the left.
        #expect(
            Fixtures.render(view, width: 90, height: 20) == [
                " Landmarks › Turtle Rock                                                       ★ Favorite ",
                "                                                                                          ",
                "  Turtle Rock                                                         ⠈⠢⡀     ⢀⠖⠒⢆⠜       ",
                "  Joshua Tree National Park                                             ⠈⠑⢄    ⡇          ",
                "                                                                           ⠑⢄  ⡇          ",
                "  Location     Twentynine Palms, California                                  ⠉⠢⣸          ",
                "  Category     Rivers                                                          ⢸          ",
                "  Coordinates  34.0113° N, 116.1669° W                                          ⢣         ",
                "  Featured     Yes                                   ⠢⡀                          ⢉⠆       ",
                "  Favorite     ★ Yes                                  ⠈⠑⠒⠒⢆            ◆        ⡰⠁        ",
                "                                                          ⠘⠒⠢⡀                  ⡇         ",
                "  Turtle Rock is a granite formation in Joshua Tree      ⠐⣶⡀ ⠈⠑⢄               ⡖⠁         ",
                "  National Park, named for its rounded, shell-like       ⢀      ⢣              ⢇⡀         ",
                "  shape.                                                  ⠓     ⠸⡀         ⢀⣀⣀⣀⣀⠇         ",
                "                                                                 ⠸⡒⠒⠒⠉⠉⠉⠉⠉⠉⠁  ⠼⣀          ",
                "                                                                  ⠱⡀            ⠉⠑⠒⠤⣀⡀    ",
                "                                                                   ⠑⡄        ⠠⣄⣀     ⠈⠉⠒⠤ ",
                "                                                                600 km · +/- zoom · m map ",
                "  No photos of this landmark.                                                             ",
                " ↑↓ move  f favorite  Esc back  q quit  ? help                                            ",
            ])
    }

    @Test func plusAndMinusZoomThePanelWithinItsLimits() throws {
        let (_, view) = detailScreen(try Fixtures.library())
        func caption() -> String { Fixtures.render(view, width: 90, height: 20)[17].trimmingCharacters(in: .whitespaces) }
        view.handle(StandardKeyMaps.landmark.action(for: .character("+"))!)
        #expect(caption() == "300 km · +/- zoom · m map")
        for _ in 0..<5 { view.handle(.zoom(1)) }
        #expect(caption() == "75 km · +/- zoom · m map")
        for _ in 0..<10 { view.handle(StandardKeyMaps.landmark.action(for: .character("-"))!) }
        #expect(caption() == "4,800 km · +/- zoom · m map")
        // With the photos in focus, + and - rate the photo instead.
        #expect(StandardKeyMaps.landmarkPhotos.action(for: .character("+")) == .changeRating(1))
    }

    @Test func aBadMapFileSaysSoInThePanelAndTheLandmarksStillShow() throws {
        let presenter = LandmarkDetailPresenter(library: try Fixtures.library(), storeIndex: 2, dates: Fixtures.utc)
        let view = LandmarkDetailView(
            presenter: presenter, pictures: ImmediatePictures.drawing(),
            worldMap: WorldMapSource(url: URL(fileURLWithPath: "/nonexistent/world.map")), onShowPhoto: { _ in }, onClose: {})
        presenter.output = view
        presenter.viewDidLoad()
        let lines = Fixtures.render(view, width: 90, height: 20)
        #expect(lines[2].hasSuffix("no map: world.map: cannot read it    "))
        #expect(lines[9].contains("◆"))
    }
}
