import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing

@Suite struct PhotoDetailViewTests {
    private func photoScreen(rating: Int = 4) throws -> (LandmarkLibrary, PhotoDetailView) {
        let library = try Fixtures.library(photos: [Fixtures.photo(7, of: 2, rating: rating, title: "Tower at dusk")])
        let presenter = PhotoDetailPresenter(library: library, photo: .catalog(0), dates: Fixtures.utc)
        let view = PhotoDetailView(presenter: presenter, pictures: ImmediatePictures.drawing()) { _ in }
        presenter.output = view
        presenter.viewDidLoad()
        return (library, view)
    }

    @Test func drawsTheRatingCellAndTheFactCells() throws {
        let (_, view) = try photoScreen()
        #expect(
            Fixtures.render(view, width: 56, height: 11) == [
                " Landmarks › 東京タワー › Tower at dusk          1 of 1 ",
                "                                                        ",
                "  Title       Tower at dusk                             ",
                "  Rating      ★★★★☆  4 of 5                             ",
                "  Author      Zoë Marsh (@zoe)                          ",
                "  Taken       May 21, 2023 at 1:12\u{202F}PM (UTC)             ",
                "  Dimensions  240 × 160 pixels                          ",
                "  File        photos/7.png · missing file               ",
                "                                                        ",
                "                                                        ",
                // The facts fit: no scrolling is offered.
                " 0-5 rate  +- ±1  n/N next  Esc back  v alone  ? help   ",
            ])
        // Where they do not fit, it is.
        #expect(Fixtures.render(view, width: 56, height: 6).last?.hasPrefix(" ↑↓ scroll  0-5 rate") == true)
    }

    @Test func aPictureAKMZCarriesShowsNoEmptyAuthorRow() throws {
        let carried = Photo(
            id: 9, landmarkId: 2, title: "turtle", author: .init(username: "", firstName: "", lastName: ""), takenAt: nil, rating: 0,
            file: "trip/files/turtle.jpg", width: 0, height: 0)
        let library = try Fixtures.library(photos: [carried])
        let presenter = PhotoDetailPresenter(library: library, photo: .catalog(0), dates: Fixtures.utc)
        let view = PhotoDetailView(presenter: presenter, pictures: ImmediatePictures.drawing()) { _ in }
        presenter.output = view
        presenter.viewDidLoad()
        #expect(
            Array(Fixtures.render(view, width: 56, height: 11).prefix(8)) == [
                " Landmarks › 東京タワー › turtle                 1 of 1 ",
                "                                                        ",
                "  Title       turtle                                    ",
                "  Rating      ☆☆☆☆☆  0 of 5                             ",
                "  Taken       undated                                   ",
                "  Dimensions  unknown                                   ",
                "  File        trip/files/turtle.jpg · missing file      ",
                "                                                        ",
            ])
    }

    /// `v` gives the picture the whole page, and again the facts their rows.
    @Test func vShowsThePictureAloneAndAgainWithItsFacts() throws {
        let (_, view) = try photoScreen()
        view.handle(.togglePictureAlone)
        let alone = Fixtures.render(view, width: 56, height: 11)
        #expect(!alone.contains { $0.contains("Title") || $0.contains("Rating") })
        #expect(alone[0].hasPrefix(" Landmarks › 東京タワー › Tower at dusk"))
        view.handle(.togglePictureAlone)
        #expect(Fixtures.render(view, width: 56, height: 11)[2] == "  Title       Tower at dusk                             ")
    }

    @Test func ratingKeysRedrawTheStars() throws {
        let (library, view) = try photoScreen(rating: 1)
        view.handle(.changeRating(1))
        #expect(Fixtures.render(view, width: 40, height: 8)[3] == "  Rating      ★★☆☆☆  2 of 5             ")
        view.handle(.setRating(0))
        #expect(Fixtures.render(view, width: 40, height: 8)[3] == "  Rating      ☆☆☆☆☆  0 of 5             ")
        #expect(library.photos.photo(at: 0).rating == 0)
    }

    @Test func filledStarsAreColouredAndAMissingFileIsAWarning() throws {
        let (_, view) = try photoScreen(rating: 2)
        var surface = Surface(width: 56, height: 11)
        view.draw(in: &surface)
        #expect(surface[14, 3].style == Theme.favorite)
        #expect(surface[16, 3].style == Theme.secondaryText)
        #expect(surface[14, 7].style == Theme.styles.warning)
    }

    @Test func thePictureTakesTheRoomAboveTheFactsAndBesideThemWhenLow() throws {
        let pictures = ImmediatePictures()
        let library = try Fixtures.library(photos: [Fixtures.photo(7, of: 2, title: "Tower at dusk")])
        let presenter = PhotoDetailPresenter(library: library, photo: .catalog(0), dates: Fixtures.utc)
        let view = PhotoDetailView(presenter: presenter, pictures: ImmediatePictures.drawing(pictures)) { _ in }
        presenter.output = view
        presenter.viewDidLoad()
        var tall = Surface(width: 60, height: 24)
        view.draw(in: &tall)
        // 22 rows of content: 7 of facts below, 15 for the picture above them, the whole width.
        let request = try #require(pictures.requests.last)
        #expect(request.path == "photos/7.png" && request.columns == 60 && request.rows == 15)
        #expect(tall[0, 1].style.background == ImmediatePictures.colour)
        #expect(tall.lines[17] == "  Title       Tower at dusk" + String(repeating: " ", count: 33))
        var wide = Surface(width: 160, height: 20)
        view.draw(in: &wide)
        // Low and wide: the facts go beside the picture, in a third of the width (53 of 160 columns).
        let beside = try #require(pictures.requests.last)
        #expect(beside.columns == 107 && beside.rows == 18)
        #expect(wide.lines[2].hasPrefix(String(repeating: " ", count: 107) + "  Title       Tower at dusk"))
        var narrower = Surface(width: 120, height: 16)
        view.draw(in: &narrower)
        // At 120 columns a third would be 40: the facts keep their 48.
        #expect(try #require(pictures.requests.last).columns == 72)
    }

    @Test func nAndShiftNMoveAmongTheLandmarksPhotosNewestFirst() throws {
        let photos = [Fixtures.photo(1, of: 2, title: "Old"), Fixtures.photo(2, of: 2, title: "New"), Fixtures.photo(3, of: 1)]
        let library = try Fixtures.library(photos: photos)
        let presenter = PhotoDetailPresenter(library: library, photo: .catalog(1), dates: Fixtures.utc)
        var closedOn: [PhotoKey] = []
        let view = PhotoDetailView(presenter: presenter, pictures: ImmediatePictures.drawing()) { closedOn.append($0) }
        presenter.output = view
        presenter.viewDidLoad()
        let title = { Fixtures.render(view, width: 60, height: 8)[0] }
        #expect(title() == " Landmarks › 東京タワー › New                        1 of 2 ")
        view.handle(.otherPhoto(1))
        #expect(title() == " Landmarks › 東京タワー › Old                        2 of 2 ")
        // From the last, the first again; before the first, the last.
        view.handle(.otherPhoto(1))
        #expect(title() == " Landmarks › 東京タワー › New                        1 of 2 ")
        view.handle(.otherPhoto(-1))
        #expect(title() == " Landmarks › 東京タワー › Old                        2 of 2 ")
        view.handle(.otherPhoto(-1))
        view.handle(.otherPhoto(1))
        view.handle(.back)
        #expect(closedOn == [.catalog(0)])  // the photo shown last, Old, at catalog index 0
    }
}
