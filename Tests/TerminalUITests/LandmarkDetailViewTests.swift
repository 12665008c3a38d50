import LandmarksCore
import TerminalUI
import Testing

@Suite struct LandmarkDetailViewTests {
    private func detailScreen(_ store: LandmarkStore, index: Int = 0) -> (LandmarkDetailPresenter, LandmarkDetailView) {
        let presenter = LandmarkDetailPresenter(store: store, storeIndex: index)
        let view = LandmarkDetailView(presenter: presenter, keyMap: .standard) {}
        presenter.output = view
        presenter.viewDidLoad()
        return (presenter, view)
    }

    @Test func showsFactsAndTheDescriptionWrappedToTheWidth() throws {
        let (_, view) = detailScreen(try Fixtures.store())
        #expect(Fixtures.render(view, width: 44, height: 16) == [
            " Landmarks › Turtle Rock         ★ Favorite ",
            "                                            ",
            "  Turtle Rock                               ",
            "  Joshua Tree National Park                 ",
            "                                            ",
            "  Location     Twentynine Palms, California ",
            "  Category     Rivers                       ",
            "  Coordinates  34.0113° N, 116.1669° W      ",
            "  Featured     Yes                          ",
            "  Favorite     ★ Yes                        ",
            "                                            ",
            "  Turtle Rock is a granite formation in     ",
            "  Joshua Tree National Park, named for its  ",
            "  rounded, shell-like shape.                ",
            "                                            ",
            " ↑↓ scroll  f favorite  Esc back  q quit    ",
        ])
    }

    @Test func rewrapsWhenTheWidthChangesAndScrolls() throws {
        let (_, view) = detailScreen(try Fixtures.store())
        _ = Fixtures.render(view, width: 44, height: 16)
        _ = Fixtures.render(view, width: 30, height: 6)
        view.handle(.moveToLast)
        #expect(Fixtures.render(view, width: 30, height: 6) == [
            " Landmarks › Turt… ★ Favorite ",
            "  formation in Joshua Tree    ",
            "  National Park, named for    ",
            "  its rounded, shell-like     ",
            "  shape.                      ",
            " ↑↓ scroll  f favorite        ",
        ])
    }

    @Test func favoriteKeyUpdatesTheScreen() throws {
        let store = try Fixtures.store()
        let (_, view) = detailScreen(store, index: 1)
        view.handle(.toggleFavorite)
        let lines = Fixtures.render(view, width: 44, height: 12)
        #expect(lines[0] == " Landmarks › 東京タワー          ★ Favorite ")
        #expect(lines[9] == "  Favorite     ★ Yes                        ")
        #expect(store[1].isFavorite)
    }
}
