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
