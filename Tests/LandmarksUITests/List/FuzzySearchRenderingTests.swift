import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing

/// The search as drawn: a fuzzy word's letters marked where they matched, the mode in the field and
/// Ctrl-R's hint offering the other.
@Suite struct FuzzySearchRenderingTests {
    @Test func aFuzzyWordsLettersAreMarkedWhereTheyMatchedAndCtrlRSearchesExactly() throws {
        let (presenter, view) = Fixtures.listScreen(try Fixtures.library())
        view.handle(.list(.startSearch))
        _ = view.insertText("tlrk")
        var surface = Surface(width: 80, height: 6)
        view.draw(in: &surface)
        #expect(
            surface.lines == [
                " Landmarks › “tlrk”                                                  1 / 1 of 3 ",
                "  [ ] Favorites only                                                            ",
                "> Turtle Rock                    Joshua Tree National Park      California     ★",
                "                                                                                ",
                "                                                                                ",
                " / tlrk▏                 ↑↓ move  Enter open  Tab list  Esc clear  Ctrl-R exact ",
            ])
        // T, l, R and k (columns 2, 6, 9 and 12): the best alignment, r at Rock's start rather than Turtle's r.
        let marked = (2...12).filter { surface[$0, 2].style == Theme.match(true) }
        #expect(marked == [2, 6, 9, 12])
        #expect(surface[3, 2].style == Theme.styles.selection)
        view.handle(.list(.matchExactly))
        surface = Surface(width: 80, height: 6)
        view.draw(in: &surface)
        #expect(presenter.searchMode == .exact)
        #expect(
            surface.lines == [
                " Landmarks › exact “tlrk”                                      0 of 3 landmarks ",
                "> [ ] Favorites only                                                            ",
                "                                                                                ",
                "  No landmarks match “tlrk”. Esc clears the search.                             ",
                "                                                                                ",
                " exact / tlrk▏           ↑↓ move  Enter open  Tab list  Esc clear  Ctrl-R fuzzy ",
            ])
    }

    /// The keys of the field offer the mode it is not in; an exact search marks every occurrence.
    @Test func anExactSearchMarksEveryOccurrence() throws {
        let (presenter, view) = Fixtures.listScreen(try Fixtures.library())
        view.handle(.list(.startSearch))
        view.handle(.list(.matchExactly))
        _ = view.insertText("r")
        var surface = Surface(width: 80, height: 6)
        view.draw(in: &surface)
        #expect(surface.lines[2] == "> Turtle Rock                    Joshua Tree National Park      California     ★")
        #expect((2...12).filter { surface[$0, 2].style == Theme.match(true) } == [4, 9])
        view.handle(.list(.matchFuzzily))
        surface = Surface(width: 80, height: 6)
        view.draw(in: &surface)
        #expect(presenter.searchMode == .fuzzy)
        // Fuzzily the one letter's best place: Rock's start.
        #expect((2...12).filter { surface[$0, 2].style == Theme.match(true) } == [9])
        #expect(surface.lines[5].hasPrefix(" / r▏"))
    }
}

/// Beside the preview pane at 100 columns the list has no State column: a row listed for its state
/// says so in the park's column, as one listed for its city does.
@Suite struct StateMatchRenderingTests {
    @Test func aRowListedForItsStateShowsItWhereTheStateHasNoColumn() throws {
        let (presenter, view) = Fixtures.listScreen(try Fixtures.bundledLibrary())
        presenter.perform(.startSearch)
        presenter.setSearchText("alask")
        presenter.perform(.keepSearch)
        var surface = Surface(width: 100, height: 24)
        view.draw(in: &surface)
        #expect(
            surface.lines[1...9].map { String($0.prefix(61)) } == [
                "  Name                   Park                   Photos      │",
                "  [ ] Favorites only                                        │",
                "> Silver Salmon Creek    in Alaska              2 photos    │",
                "  Chilkoot Trail         in Alaska              4 photos  ★ │",
                "  Twin Lake              in Alaska              3 photos    │",
                "  Charley Rivers         in Alaska              2 photos    │",
                "  Icy Bay                in Alaska              4 photos    │",
                "  Rainbow Lake           in Alaska              2 photos    │",
                "                                                            │",
            ])
        // "Alask" marked after "in " (columns 28–32), on the selected row too; the "a" after it is not.
        #expect((28...32).allSatisfy { surface[$0, 3].style == Theme.match(true) })
        #expect(surface[33, 3].style == Theme.styles.selection)
        // With the pane off the State column shows, and the park's column keeps the park.
        view.handle(.list(.togglePreviewPane))
        #expect(
            Fixtures.render(view, width: 100, height: 24)[3]
                == "> Silver Salmon Creek  Lake Clark National Park and Pres…  Alaska         Lakes      2 photos       ")
    }
}
