import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing

@Suite struct StandardKeyMapsTests {
    @Test func mapsTheDocumentedKeysToIntentsOnTheList() {
        let expected: [(Key, Intent)] = [
            (.up, .moveUp), (.character("k"), .moveUp), (.down, .moveDown), (.character("j"), .moveDown),
            (.pageUp, .pageUp), (.pageDown, .pageDown), (.home, .moveToFirst), (.character("g"), .moveToFirst),
            (.end, .moveToLast), (.character("G"), .moveToLast), (.control("d"), .halfPageDown),
            (.control("u"), .halfPageUp), (.control("f"), .pageDown), (.control("b"), .pageUp),
            (.enter, .list(.flipSwitch)), (.character(" "), .list(.flipSwitch)),
            (.character("F"), .list(.toggleFavoritesOnly)), (.character("f"), .list(.toggleFavorite)),
            (.character("q"), .quit), (.escape, .list(.clearSearch)), (.character("?"), .showHelp),
        ]
        for (key, intent) in expected {
            #expect(StandardKeyMaps.list.action(for: key) == intent, "\(key)")
        }
        // Enter flips the switch on its row and opens a landmark on the others.
        for key in [Key.enter, .right, .character("l")] {
            #expect(StandardKeyMaps.list.action(for: key) { $0 != .list(.flipSwitch) } == .activate)
        }
        #expect(StandardKeyMaps.list.action(for: .character("x")) == nil)
        // Ctrl-C is SIGINT (exit 130), never a key that quits with 0.
        #expect(StandardKeyMaps.list.action(for: .control("c")) == nil)
    }

    @Test func aLandmarkGoesBackWithEscLeftHAndBackspace() {
        for key in [Key.escape, .left, .character("h"), .backspace] {
            #expect(StandardKeyMaps.landmark.action(for: key) == .back)
        }
        #expect(StandardKeyMaps.landmark.action(for: .character("f")) == .toggleFavorite)
        #expect(StandardKeyMaps.landmark.action(for: .character("q")) == .quit)
    }

    @Test func footerHintsComeFromTheBindings() {
        func hints(_ map: KeyMap<Intent>) -> [String] { map.footerHints().map { "\($0.keys) \($0.action)" } }
        #expect(
            hints(StandardKeyMaps.list) == [
                "↑↓ move", "Enter flip", "Enter open", "F favorites only", "f favorite", "K/J reorder", "d remove",
                "/ search", "s sort", "m map", "q quit", "? help",
            ])
        // Ctrl-R offers the search mode it is not in: fuzzy by default, so `exact`.
        #expect(
            StandardKeyMaps.search.footerHints { $0 != .list(.matchFuzzily) }.map { "\($0.keys) \($0.action)" } == [
                "↑↓ move", "Enter open", "Tab list", "Esc clear", "Ctrl-R exact",
            ])
        // Typing goes to the search field: no letter is a key there.
        #expect(StandardKeyMaps.search.action(for: .character("q")) == nil)
        #expect(StandardKeyMaps.search.action(for: .character("?")) == nil)
        #expect(hints(StandardKeyMaps.landmark) == ["↑↓ move", "Tab photos", "f favorite", "Esc back", "q quit", "? help"])
        #expect(
            hints(StandardKeyMaps.photo) == ["↑↓ scroll", "0-5 rate", "+- ±1", "n/N next", "Esc back", "v alone", "q quit", "? help"])
    }

    /// fzf's Ctrl-N and Ctrl-P move in the list and while searching; an image viewer's → Space and l
    /// show the next photo.
    @Test func keysUsersOfOtherToolsReachFor() {
        for map in [StandardKeyMaps.list, StandardKeyMaps.search] {
            #expect(map.action(for: .control("n")) == .moveDown)
            #expect(map.action(for: .control("p")) == .moveUp)
        }
        for key in [Key.right, .character(" "), .character("l"), .character("n")] {
            #expect(StandardKeyMaps.photo.action(for: key) == .otherPhoto(1), "\(key)")
        }
    }

    @Test func everyBindingOfAPageHasAHelpLine() {
        let lines = StandardKeyMaps.list.helpLines()
        #expect(lines.count == StandardKeyMaps.list.bindings.count)
        #expect(lines.first.map { "\($0.keys): \($0.help)" } == "↑ k Ctrl-P: move up")
    }

    @Test func listKeysThatCannotActAreDisabledByThePresenter() throws {
        let (_, view) = Fixtures.listScreen(try Fixtures.library())
        view.handle(.moveUp)  // from the first landmark to the switch row
        // On the switch row: Space flips it, K/J/d and clearing a search cannot act.
        #expect(view.action(for: .character(" ")) == .list(.flipSwitch))
        #expect(view.action(for: .character("K")) == nil)
        #expect(view.action(for: .character("d")) == nil)
        #expect(view.action(for: .escape) == nil)
        view.handle(.moveDown)
        // On a landmark, Space marks it for f and d on many.
        #expect(view.action(for: .character(" ")) == .list(.toggleMark))
        view.handle(.list(.toggleFavoritesOnly))
        #expect(view.action(for: .character("K")) == .list(.moveFavoriteUp))
        #expect(view.action(for: .character("d")) == .list(.removeFavorite))
        // The help still lists them, dimmed when they cannot act.
        view.handle(.moveToFirst)
        let disabled = view.keyMap.helpLines(isEnabled: view.isEnabled).filter { !$0.isEnabled }.map(\.keys)
        // Space's mark too (on the switch row Space flips it), and y: no photos of yours (--photos).
        #expect(disabled == ["Space", "Enter → l", "K", "J", "d Delete", "y", "Esc ← h Backspace"])
        // In Favorites only the footer hints at what can be done with them.
        view.handle(.moveDown)
        #expect(view.footerHints.map { "\($0.keys) \($0.action)" }.contains("K/J reorder"))
    }
}
