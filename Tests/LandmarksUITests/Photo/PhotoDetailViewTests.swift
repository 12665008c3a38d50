import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing

@Suite struct PhotoDetailViewTests {
    private func photoScreen(rating: Int = 4) throws -> (LandmarkLibrary, PhotoDetailView) {
        let library = try Fixtures.library(photos: [Fixtures.photo(7, of: 2, rating: rating, title: "Tower at dusk")])
        let presenter = PhotoDetailPresenter(library: library, photoIndex: 0, dates: Fixtures.utc)
        let view = PhotoDetailView(presenter: presenter) {}
        presenter.output = view
        presenter.viewDidLoad()
        return (library, view)
    }

    @Test func drawsTheRatingCellAndTheFactCells() throws {
        let (_, view) = try photoScreen()
        #expect(Fixtures.render(view, width: 56, height: 11) == [
            " Landmarks › 東京タワー › Tower at dusk                 ",
            "                                                        ",
            "  Title       Tower at dusk                             ",
            "  Rating      ★★★★☆  4 of 5                             ",
            "  Author      Zoë Marsh (@zoe)                          ",
            "  Taken       May 21, 2023 at 1:12\u{202F}PM (UTC)             ",
            "  Dimensions  240 × 160 pixels                          ",
            "  File        photos/7.png · missing file               ",
            "                                                        ",
            "                                                        ",
            " ↑↓ scroll  0-5 rate  +- ±1  Esc back  q quit  ? help   ",
        ])
    }

    @Test func ratingKeysRedrawTheStars() throws {
        let (library, view) = try photoScreen(rating: 1)
        view.handle(.changeRating(1))
        #expect(Fixtures.render(view, width: 40, height: 8)[3] == "  Rating      ★★☆☆☆  2 of 5             ")
        view.handle(.setRating(0))
        #expect(Fixtures.render(view, width: 40, height: 8)[3] == "  Rating      ☆☆☆☆☆  0 of 5             ")
        #expect(library.photos[0].rating == 0)
    }

    @Test func filledStarsAreColouredAndAMissingFileIsAWarning() throws {
        let (_, view) = try photoScreen(rating: 2)
        var surface = Surface(width: 56, height: 11)
        view.draw(in: &surface)
        #expect(surface[14, 3].style == Theme.favorite)
        #expect(surface[16, 3].style == Theme.secondaryText)
        #expect(surface[14, 7].style == Theme.styles.warning)
    }
}
