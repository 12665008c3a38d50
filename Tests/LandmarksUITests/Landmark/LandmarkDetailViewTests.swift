import Foundation
import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing

@Suite final class LandmarkDetailViewTests {
    private var openedPhotos: [PhotoKey] = []

    private func detailScreen(_ library: LandmarkLibrary, index: Int = 0) -> (LandmarkDetailPresenter, LandmarkDetailView) {
        let presenter = LandmarkDetailPresenter(library: library, storeIndex: index, dates: Fixtures.utc)
        let view = LandmarkDetailView(
            presenter: presenter, pictures: ImmediatePictures.drawing(), onShowPhoto: { self.openedPhotos.append($0) },
            onClose: {})
        presenter.output = view
        presenter.viewDidLoad()
        return (presenter, view)
    }

    @Test func showsFactsAndTheDescriptionWrappedToTheWidth() throws {
        let (_, view) = detailScreen(try Fixtures.library())
        #expect(
            Fixtures.render(view, width: 44, height: 16) == [
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
                "  rounded, shell-like shape.               ↓",  // more below: the cue
                "  No photos of this landmark.               ",
                " ↑↓ move  f favorite  Esc back  ? help      ",
            ])
    }

    @Test func rewrapsWhenTheWidthChangesAndScrolls() throws {
        let (_, view) = detailScreen(try Fixtures.library())
        _ = Fixtures.render(view, width: 44, height: 16)
        _ = Fixtures.render(view, width: 30, height: 6)
        view.handle(.moveToLast)
        #expect(
            Fixtures.render(view, width: 30, height: 6) == [
                " Landmarks › Turt… ★ Favorite ",
                "  its rounded, shell-like    ↑",
                "  shape.                      ",
                "                              ",
                "  No photos of this landmark. ",
                " ↑↓ move  f favorite  ? help  ",
            ])
    }

    @Test func favoriteKeyUpdatesTheScreen() throws {
        let library = try Fixtures.library()
        let store = library.landmarks
        let (_, view) = detailScreen(library, index: 1)
        view.handle(.toggleFavorite)
        let lines = Fixtures.render(view, width: 44, height: 12)
        #expect(lines[0] == " Landmarks › 東京タワー          ★ Favorite ")
        #expect(lines[9] == "  Favorite     ★ Yes                       ↓")
        #expect(store.landmark(at: 1).isFavorite)
    }

    private func photoLibrary() throws -> LandmarkLibrary {
        try Fixtures.library(photos: [
            Fixtures.photo(1, of: 1, rating: 2, title: "Granite at noon"),
            Fixtures.photo(2, of: 1, rating: 5, title: "Evening glow over the rocks"),
            Fixtures.photo(3, of: 1, rating: 0, title: "東京の写真"),
            Fixtures.photo(4, of: 2),
        ])
    }

    @Test func listsThePhotosNewestFirstBelowTheFacts() throws {
        let (_, view) = detailScreen(try photoLibrary())
        #expect(
            Fixtures.render(view, width: 70, height: 12) == [
                " Landmarks › Turtle Rock                                   ★ Favorite ",
                "                                                                      ",
                "  Turtle Rock                                                         ",
                "  Joshua Tree National Park                                           ",
                "                                                                      ",
                "  Location     Twentynine Palms, California                           ",
                "  Category     Rivers                                                ↓",
                "  Photos · 3                                                          ",
                "  東京の写真 [missing file]    May 17, 2023  Zoë Marsh           ☆☆☆☆☆",
                "  Evening glo… [missing file]  May 16, 2023  Zoë Marsh           ★★★★★",
                "  Granite at… [missing file]   May 15, 2023  Zoë Marsh           ★★☆☆☆",
                " ↑↓ move  Tab photos  f favorite  Esc back  q quit  ? help            ",
            ])
    }

    @Test func tabOrMovingPastTheFactsFocusesThePhotosAndEnterOpensOne() throws {
        let (_, view) = detailScreen(try photoLibrary())
        _ = Fixtures.render(view, width: 70, height: 12)
        view.handle(.switchFocus)
        let focused = Fixtures.render(view, width: 70, height: 12)
        #expect(focused[8].hasPrefix("> 東京の写真"))
        // The keys follow the focus: the footer says what Tab and Enter do now.
        #expect(focused[11] == " ↑↓ move  Tab facts  Enter open  0-5 rate  +- ±1  f favorite  ? help  ")
        view.handle(.moveDown)
        view.handle(.activate)
        #expect(openedPhotos == [.catalog(1)])
        view.handle(.switchFocus)  // back to the facts: no photo highlighted, keys scroll
        #expect(!Fixtures.render(view, width: 70, height: 12).contains { $0.hasPrefix(">") })
        for _ in 0..<30 { view.handle(.moveDown) }  // to the end of the facts, then on through the photos
        #expect(Fixtures.render(view, width: 70, height: 12)[10].hasPrefix("> Granite"))
        for _ in 0..<3 { view.handle(.moveUp) }  // up past the first photo: the facts again
        #expect(!Fixtures.render(view, width: 70, height: 12).contains { $0.hasPrefix(">") })
    }

    @Test func aLandmarkWithoutPhotosKeepsTheFocusOnTheFacts() throws {
        let (_, view) = detailScreen(try photoLibrary(), index: 2)
        view.handle(.switchFocus)
        view.handle(.activate)
        let lines = Fixtures.render(view, width: 40, height: 10)
        #expect(lines[8] == "  No photos of this landmark.           ")
        #expect(!lines.contains { $0.hasPrefix(">") })
        #expect(openedPhotos.isEmpty)
    }

    @Test func aClickOnAPhotoSelectsItAndADoubleClickOpensIt() throws {
        let (_, view) = detailScreen(try photoLibrary())
        _ = Fixtures.render(view, width: 70, height: 12)
        view.handle(MouseEvent(.click, x: 10, y: 9))
        #expect(Fixtures.render(view, width: 70, height: 12)[9].hasPrefix("> Evening glo"))
        view.handle(MouseEvent(.doubleClick, x: 10, y: 10))
        #expect(openedPhotos == [.catalog(0)])
        view.handle(MouseEvent(.click, x: 10, y: 3))  // the facts take the focus back
        #expect(!Fixtures.render(view, width: 70, height: 12).contains { $0.hasPrefix(">") })
    }
}

@Suite struct LandmarkPictureTests {
    @Test func theNewestPhotoIsBesideTheFactsOnAWidePage() throws {
        let pictures = ImmediatePictures()
        let library = try Fixtures.library(photos: [Fixtures.photo(1, of: 1), Fixtures.photo(2, of: 1)])
        let presenter = LandmarkDetailPresenter(library: library, storeIndex: 0, dates: Fixtures.utc)
        let view = LandmarkDetailView(
            presenter: presenter, pictures: ImmediatePictures.drawing(pictures), onShowPhoto: { _ in }, onClose: {})
        presenter.output = view
        presenter.viewDidLoad()
        var wide = Surface(width: 90, height: 30)
        view.draw(in: &wide)
        let request = try #require(pictures.requests.last)
        #expect(request.path == "photos/2.png" && request.columns == 30 && request.rows == 10)
        // The facts keep the left 59 columns; the picture sits at the top right, from the second line.
        #expect(wide.lines[5] == "  Location     Twentynine Palms, California" + String(repeating: " ", count: 47))
        #expect(
            wide.lines { $0.style.background == ImmediatePictures.colour ? "#" : "." }[2]
                == String(repeating: ".", count: 59) + String(repeating: "#", count: 30) + ".")
        let count = pictures.requests.count
        _ = Fixtures.render(view, width: 79, height: 30)
        #expect(pictures.requests.count == count)  // too narrow: no picture asked for
        // A large page gives the picture all the rows but the photos list's three and a blank line
        // above and below it (43), and as many columns as they take at 3:2; the facts keep the other 68.
        var tall = Surface(width: 200, height: 50)
        view.draw(in: &tall)
        let big = try #require(pictures.requests.last)
        #expect(big.rows == 43 && big.columns == 129)
    }

    /// At 120 × 40 the page is two columns: the facts, and below them the map in the rows they leave;
    /// the newest photo as large as the 48 columns the facts keep leave it (69 × 23), and the photos
    /// below it. The picture is `#` here; the map has no outlines (no map file), only its marker.
    @Test func aLargePageIsTwoColumnsWithThePictureAsLargeAsTheRowsAllow() throws {
        let pictures = ImmediatePictures()
        let library = try Fixtures.library(photos: [
            Fixtures.photo(1, of: 1, rating: 2, title: "Granite at noon"),
            Fixtures.photo(2, of: 1, rating: 5, title: "Evening glow over the rocks"),
            Fixtures.photo(3, of: 1, rating: 0, title: "東京の写真"),
        ])
        let presenter = LandmarkDetailPresenter(library: library, storeIndex: 0, dates: Fixtures.utc)
        let view = LandmarkDetailView(
            presenter: presenter, pictures: ImmediatePictures.drawing(pictures), onShowPhoto: { _ in }, onClose: {})
        presenter.output = view
        presenter.viewDidLoad()
        var surface = Surface(width: 120, height: 40)
        view.draw(in: &surface)
        #expect(pictures.requests.last.map { [$0.columns, $0.rows] } == [69, 23])
        #expect(
            surface.lines { $0.style.background == ImmediatePictures.colour ? "#" : $0.grapheme } == [
                " Landmarks › Turtle Rock                                                                                     ★ Favorite ",
                "                                                                                                                        ",
                "  Turtle Rock                                     ##################################################################### ",
                "  Joshua Tree National Park                       ##################################################################### ",
                "                                                  ##################################################################### ",
                "  Location     Twentynine Palms, California       ##################################################################### ",
                "  Category     Rivers                             ##################################################################### ",
                "  Coordinates  34.0113° N, 116.1669° W            ##################################################################### ",
                "  Featured     Yes                                ##################################################################### ",
                "  Favorite     ★ Yes                              ##################################################################### ",
                "                                                  ##################################################################### ",
                "  Turtle Rock is a granite formation in Joshua    ##################################################################### ",
                "  Tree National Park, named for its rounded,      ##################################################################### ",
                "  shell-like shape.                               ##################################################################### ",
                "                                                  ##################################################################### ",
                "  no map: world.map: not found                    ##################################################################### ",
                "                                                  ##################################################################### ",
                "                                                  ##################################################################### ",
                "                                                  ##################################################################### ",
                "                                                  ##################################################################### ",
                "                                                  ##################################################################### ",
                "                                                  ##################################################################### ",
                "                                                  ##################################################################### ",
                "                                                  ##################################################################### ",
                "                                                  ##################################################################### ",
                "                                                                                                                        ",
                "                        ◆                         Photos · 3                                                            ",
                "                                                  東京の写真 [missing file]      May 17, 2023  Zoë Marsh           ☆☆☆☆☆",
                "                                                  Evening glow… [missing file]   May 16, 2023  Zoë Marsh           ★★★★★",
                "                                                  Granite at no… [missing file]  May 15, 2023  Zoë Marsh           ★★☆☆☆",
                "                                                                                                                        ",
                "                                                                                                                        ",
                "                                                                                                                        ",
                "                                                                                                                        ",
                "                                                                                                                        ",
                "                                                                                                                        ",
                "                                                                                                                        ",
                "                                                                                                                        ",
                "                      600 km · +/- zoom · m map                                                                         ",
                " ↑↓ move  Tab photos  f favorite  Esc back  q quit  ? help                                                              ",
            ])
        // The photos keep their keys where they are drawn: Tab focuses them, a click selects one.
        view.handle(.switchFocus)
        view.draw(in: &surface)
        #expect(surface.lines[27].hasPrefix(String(repeating: " ", count: 48) + "> 東京の写真"))
        view.handle(MouseEvent(.click, x: 60, y: 29))
        view.draw(in: &surface)
        #expect(surface.lines[29].hasPrefix(String(repeating: " ", count: 48) + "> Granite"))
    }
}

@Suite struct PhotoListRatingTests {
    @Test func digitsRateTheFocusedPhotoInTheList() throws {
        let library = try Fixtures.library(photos: [Fixtures.photo(1, of: 1, rating: 2), Fixtures.photo(2, of: 1, rating: 2)])
        let presenter = LandmarkDetailPresenter(library: library, storeIndex: 0, dates: Fixtures.utc)
        let view = LandmarkDetailView(
            presenter: presenter, pictures: ImmediatePictures.drawing(), onShowPhoto: { _ in }, onClose: {})
        presenter.output = view
        presenter.viewDidLoad()
        #expect(view.action(for: .character("5")) == nil)  // the facts have the focus: digits do nothing
        view.handle(.switchFocus)
        view.handle(.moveDown)  // the older photo, id 1
        #expect(view.action(for: .character("5")) == .setRating(5))
        view.handle(.setRating(5))
        view.handle(.changeRating(-1))
        #expect(library.photos.photos.map(\.rating) == [4, 2])
        let lines = Fixtures.render(view, width: 70, height: 14)
        #expect(lines.contains { $0.hasPrefix("> ") && $0.hasSuffix("★★★★☆") })
    }
}
