import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing

@Suite struct LandmarkListViewTests {
    @Test func drawsTitleSwitchRowLandmarksAndFooterAtFullWidth() throws {
        let photos = [Fixtures.photo(1, of: 1), Fixtures.photo(2, of: 1), Fixtures.photo(3, of: 1), Fixtures.photo(4, of: 2)]
        let (presenter, view) = Fixtures.listScreen(try Fixtures.library(photos: photos))
        // Turtle Rock, the first landmark, is selected at the start.
        #expect(
            Fixtures.render(view, width: 80, height: 7) == [
                " Landmarks                                                                1 / 3 ",
                "  [ ] Favorites only                                                            ",
                "> Turtle Rock              Joshua Tree National Pa…  California      3 photos  ★",
                "  東京タワー               Shiba Park                Tokyo           1 photo    ",
                "  A very long landmark n…  Park                      New Hampshire   no photos ★",
                "                                                                                ",
                " ↑↓ move  Enter open  F favorites only  f favorite  / search  s sort  ? help    ",
            ])
    }

    @Test func columnTitlesShowOverTheRowsAndTheSortedColumnAlwaysShows() throws {
        // A photo (of Tokyo Tower) in the catalog: the rows count photos.
        let (presenter, view) = Fixtures.listScreen(try Fixtures.library(photos: [Fixtures.photo(1, of: 2)]))
        let wide = Fixtures.render(view, width: 80, height: 8)
        #expect(wide[1] == "  Name                     Park                      State           Photos     ")
        #expect(wide[3].hasPrefix("> Turtle Rock              Joshua Tree National Pa…  California      no photos"))
        presenter.perform(.cycleSortOrder)
        presenter.perform(.cycleSortOrder)  // by state
        let narrow = Fixtures.render(view, width: 50, height: 8)
        #expect(narrow[0].hasSuffix("1 / 3 · by state "))
        // Too narrow for a state column: the state takes the park's place.
        #expect(narrow[1] == "  Name                    State                   ")
        #expect(narrow[3] == "> Turtle Rock             California             ★")
        presenter.perform(.cycleSortOrder)  // by category: it takes the state's place
        let category = Fixtures.render(view, width: 80, height: 8)
        #expect(category[1] == "  Name                     Park                      Category        Photos     ")
        #expect(category[3] == "  A very long landmark n…  Park                      Lakes           no photos ★")
        // Too low to spare the line: no titles.
        #expect(Fixtures.render(view, width: 80, height: 7)[1].hasPrefix("  [ ] Favorites only"))
    }

    @Test func narrowWidthsKeepTheNameAndTheStarAligned() throws {
        let (_, view) = Fixtures.listScreen(try Fixtures.library())
        #expect(
            Fixtures.render(view, width: 30, height: 7) == [
                " Landmarks              1 / 3 ",
                "  [ ] Favorites only          ",
                "> Turtle Rock                ★",
                "  東京タワー                  ",
                "  A very long landmark name… ★",
                "                              ",
                " ↑↓ move  Enter open  ? help  ",
            ])
    }

    @Test func favoritesOnlyShowsTheSwitchOnAndOnlyFavorites() throws {
        let (presenter, view) = Fixtures.listScreen(try Fixtures.library())
        view.handle(.moveUp)  // from Turtle Rock to the switch
        view.handle(.list(.flipSwitch))
        #expect(
            Fixtures.render(view, width: 40, height: 6) == [
                " Landmarks › Favorites 2 of 3 landmarks ",
                "> [x] Favorites only                    ",
                "  Turtle Rock        Joshua Tree Nati… ★",
                "  A very long land…  Park              ★",
                "                                        ",
                " ↑↓ move  Enter flip  ? help            ",
            ])
    }

    @Test func scrollingKeepsTheSelectionOnScreen() throws {
        let (presenter, view) = Fixtures.listScreen(try Fixtures.library())
        view.handle(.moveToLast)
        #expect(
            Fixtures.render(view, width: 30, height: 4) == [
                " Landmarks              3 / 3 ",
                "  東京タワー                  ",
                "> A very long landmark name… ★",
                " ↑↓ move  Enter open  ? help  ",
            ])
    }

    @Test func theTableDrawsWhereThePresenterSaysTheListIsAndHandsBackItsScroll() throws {
        let (presenter, view) = Fixtures.listScreen(try Fixtures.library())
        view.handle(.moveToLast)
        #expect(presenter.listState == ListState(selected: 3, offset: 0))
        _ = Fixtures.render(view, width: 30, height: 4)
        #expect(presenter.listState == ListState(selected: 3, offset: 2))
        presenter.select(0)  // e.g. the map's selection, or a search: the list follows at the next frame
        #expect(Fixtures.render(view, width: 30, height: 4)[1] == "> [ ] Favorites only          ")
        #expect(presenter.listState == ListState(selected: 0, offset: 0))
    }

    @Test func emptyFavoritesExplainsItself() throws {
        let library = try Fixtures.library()
        library.removeFavorite(landmarkAt: 0)
        library.removeFavorite(landmarkAt: 2)
        let (presenter, view) = Fixtures.listScreen(library)
        view.handle(.list(.toggleFavoritesOnly))
        #expect(
            Fixtures.render(view, width: 40, height: 6) == [
                " Landmarks › Favorites 0 of 3 landmarks ",
                "> [x] Favorites only                    ",
                "                                        ",
                "  No favorites yet. Press F to show all…",
                "                                        ",
                " ↑↓ move  Enter flip  ? help            ",
            ])
    }

    @Test func anEmptyCatalogSelectsTheSwitchRow() throws {
        let (presenter, view) = Fixtures.listScreen(try Fixtures.library(try LandmarkStore(landmarks: [])))
        #expect(presenter.listState.selected == 0)
        #expect(
            Fixtures.render(view, width: 40, height: 5) == [
                " Landmarks                  0 landmarks ",
                "> [ ] Favorites only                    ",
                "                                        ",
                "  No landmarks in this file.            ",
                " ↑↓ move  Enter flip  ? help            ",
            ])
    }

    @Test func theSelectedRowIsDrawnInReverseVideoByTheCell() throws {
        let (_, view) = Fixtures.listScreen(try Fixtures.library())
        var surface = Surface(width: 30, height: 5)
        view.draw(in: &surface)
        // Turtle Rock, the first landmark, is selected; the switch row above it is not.
        #expect((0..<30).allSatisfy { surface[$0, 2].style.attributes.contains(.reverse) })
        #expect(!(0..<30).contains { surface[$0, 1].style.attributes.contains(.reverse) })
    }
}

@Suite final class LandmarkListMouseTests {
    private var opened: [Int] = []

    private func listScreen() throws -> (LandmarkListPresenter, LandmarkListView) {
        let presenter = LandmarkListPresenter(library: try Fixtures.library())
        let view = LandmarkListView(presenter: presenter, pictures: ImmediatePictures.drawing()) { self.opened.append($0) }
        presenter.output = view
        presenter.viewDidLoad()
        _ = Fixtures.render(view, width: 40, height: 6)
        return (presenter, view)
    }

    @Test func aClickSelectsTheRowUnderIt() throws {
        let (presenter, view) = try listScreen()
        view.handle(MouseEvent(.click, x: 5, y: 3))
        #expect(presenter.listState.selected == 2)
        #expect(Fixtures.render(view, width: 40, height: 6)[3].hasPrefix("> 東京タワー"))
        view.handle(MouseEvent(.click, x: 5, y: 5))  // the footer: nothing
        view.handle(MouseEvent(.click, x: 5, y: 0))  // the title bar: nothing
        #expect(presenter.listState.selected == 2)
        #expect(opened.isEmpty)
    }

    @Test func aClickOnTheSwitchFlipsItAndADoubleClickOpens() throws {
        let (presenter, view) = try listScreen()
        view.handle(MouseEvent(.click, x: 30, y: 1))
        #expect(presenter.showFavoritesOnly)
        _ = Fixtures.render(view, width: 40, height: 6)
        view.handle(MouseEvent(.doubleClick, x: 3, y: 3))
        #expect(opened == [2])
    }

    @Test func theWheelMovesThreeRowsANotch() throws {
        let (presenter, view) = try listScreen()
        view.handle(.moveToFirst)  // the switch row
        view.handle(MouseEvent(.scrollDown, x: 0, y: 2))
        #expect(presenter.listState.selected == 3)
        view.handle(MouseEvent(.scrollUp, x: 0, y: 2))
        #expect(presenter.listState.selected == 0)
    }
}

@Suite struct LandmarkListSearchTests {
    @Test func theSearchFieldIsInTheFooterTheFirstMatchIsSelectedAndMatchesAreHighlighted() throws {
        let (presenter, view) = Fixtures.listScreen(try Fixtures.library())
        view.handle(.list(.startSearch))
        #expect(presenter.isEditingSearch)
        for character in "rock" { _ = view.insertText(String(character)) }
        var surface = Surface(width: 70, height: 6)
        view.draw(in: &surface)
        #expect(
            surface.lines == [
                " Landmarks › “rock”                                        1 / 1 of 3 ",
                "  [ ] Favorites only                                                  ",
                "> Turtle Rock                       Joshua Tree National Park        ★",
                "                                                                      ",
                "                                                                      ",
                " / rock▏                     ↑↓ move  Enter open  Tab list  Esc clear ",
            ])
        // "Rock" (columns 9–12) is underlined, on the selected row too; "Turtle " is not.
        #expect((9...12).allSatisfy { surface[$0, 2].style == Theme.match(true) })
        #expect(surface[8, 2].style == Theme.styles.selection)
        view.handle(.list(.finishSearch))
        #expect(!presenter.isEditingSearch)
        #expect(!view.insertText("x"))
    }

    /// In a large catalog the typed letter shows at once, in a frame of its own; the search's frame follows.
    @Test func whereSearchesAreSlowTheLetterShowsBeforeTheMatches() throws {
        let (presenter, view) = Fixtures.listScreen(try Fixtures.library())
        presenter.slowSearchCount = 3
        view.handle(.list(.startSearch))
        _ = view.insertText("r")
        let echoed = Fixtures.render(view, width: 70, height: 4)
        #expect(echoed[0] == " Landmarks                                                      1 / 3 ")
        #expect(echoed[3].hasPrefix(" / r▏ "))
        #expect(presenter.search.text.isEmpty && view.wantsAnotherFrame)
        let searched = Fixtures.render(view, width: 70, height: 4)
        #expect(searched[0] == " Landmarks › “r”                                                1 / 3 ")
        #expect(presenter.search.text == "r" && !view.wantsAnotherFrame)
        // A small catalog searches in the frame that shows the letter.
        presenter.slowSearchCount = 4
        _ = view.insertText("o")
        #expect(Fixtures.render(view, width: 70, height: 4)[0].hasPrefix(" Landmarks › “ro”"))
        #expect(!view.wantsAnotherFrame)
    }

    @Test func theFieldEditsAtItsCursorAndTheListFollowsOnceAFrame() throws {
        let library = try Fixtures.library()
        let presenter = LandmarkListPresenter(library: library)
        let view = LandmarkListView(presenter: presenter, pictures: ImmediatePictures.drawing()) { _ in }
        presenter.output = view
        presenter.viewDidLoad()
        view.handle(.list(.startSearch))
        _ = view.insertText("tokyo tower")
        view.handle(.editSearch(.moveToStart))
        view.handle(.editSearch(.deleteForward))
        _ = view.insertText("T")
        view.handle(.editSearch(.moveToEnd))
        view.handle(.editSearch(.deleteWordBackward))
        #expect(presenter.search.text.isEmpty)  // nothing reached the presenter before the frame
        // Too narrow for every hint: the first one that leaves the field 20 columns; its cursor after "Tokyo ".
        #expect(Fixtures.render(view, width: 40, height: 5)[4] == " / Tokyo ▏" + String(repeating: " ", count: 22) + "↑↓ move ")
        #expect(presenter.search.text == "Tokyo ")
        view.handle(.editSearch(.moveLeft))
        view.handle(.editSearch(.moveLeft))
        var surface = Surface(width: 40, height: 5)
        view.draw(in: &surface)
        // The cursor sits on the "y": shown in reverse, the text around it plain.
        #expect(surface.lines[4].hasPrefix(" / Tokyo "))
        #expect(surface[7, 4].style.attributes.contains(.reverse))
        #expect(!surface[6, 4].style.attributes.contains(.reverse))
    }
}

@Suite struct CategoryViewRenderingTests {
    @Test func sectionsHaveHeadersWithCountsAndTheSelectionSkipsThem() throws {
        let (_, view) = Fixtures.listScreen(try Fixtures.library())
        view.handle(.list(.toggleCategoryView))  // Turtle Rock, selected first, stays selected under Featured
        view.handle(.moveDown)  // past Turtle Rock: the Lakes header is skipped
        // The title places the row in its section and counts the landmarks once (Turtle Rock is listed twice).
        #expect(
            Fixtures.render(view, width: 44, height: 11) == [
                " Landmarks › Cat… Lakes 1 / 1 · 3 landmarks ",
                "  Name                 Park                 ",
                "  [ ] Favorites only                        ",
                "  Featured · 1 ─────────────────────────────",
                "  Turtle Rock          Joshua Tree Nation… ★",
                "  Lakes · 1 ────────────────────────────────",
                "> A very long landma…  Park                ★",
                "  Mountains · 1 ────────────────────────────",
                "  東京タワー           Shiba Park           ",
                "  Rivers · 1 ───────────────────────────────",
                " ↑↓ move  Enter open  ? help                ",
            ])
    }
}

@Suite struct TinySurfaceTests {
    @Test func tinySurfacesDrawWithoutCrashing() throws {
        let (_, view) = Fixtures.listScreen(try Fixtures.library())
        for (width, height) in [(0, 0), (1, 1), (2, 1), (1, 3), (5, 2)] {
            #expect(Fixtures.render(view, width: width, height: height).count == height)
        }
    }
}
