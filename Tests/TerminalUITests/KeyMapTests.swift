import LandmarksCore
import TerminalUI
import Testing

@Suite struct KeyMapTests {
    private let keyMap = KeyMap.standard

    @Test func mapsTheDocumentedKeysToIntentsOnTheList() {
        let expected: [(Key, Intent)] = [
            (.up, .moveUp), (.character("k"), .moveUp), (.down, .moveDown), (.character("j"), .moveDown),
            (.pageUp, .pageUp), (.pageDown, .pageDown), (.home, .moveToFirst), (.character("g"), .moveToFirst),
            (.end, .moveToLast), (.character("G"), .moveToLast), (.enter, .activate), (.right, .activate),
            (.character("l"), .activate), (.character(" "), .flipSwitch), (.character("F"), .toggleFavoritesOnly),
            (.character("f"), .toggleFavorite), (.character("q"), .quit), (.escape, .back),
            (.character("?"), .showHelp),
        ]
        for (key, intent) in expected {
            #expect(keyMap.intent(for: key, on: .list) == intent, "\(key)")
        }
        #expect(keyMap.intent(for: .character("x"), on: .list) == nil)
        // Ctrl-C is SIGINT (exit 130), never a key that quits with 0.
        #expect(keyMap.intent(for: .control("c"), on: .list) == nil)
    }

    @Test func detailGoesBackWithEscLeftHAndBackspace() {
        for key in [Key.escape, .left, .character("h"), .backspace] {
            #expect(keyMap.intent(for: key, on: .detail) == .back)
        }
        #expect(keyMap.intent(for: .character("f"), on: .detail) == .toggleFavorite)
        #expect(keyMap.intent(for: .character("q"), on: .detail) == .quit)
    }

    @Test func footerHintsComeFromTheBindings() {
        #expect(keyMap.footerHints(for: .list).map { "\($0.keys) \($0.action)" } == [
            "↑↓ move", "Enter open", "F favorites only", "f favorite", "/ search", "s sort", "q quit", "? help",
        ])
        #expect(keyMap.footerHints(for: .search).map { "\($0.keys) \($0.action)" } == ["↑↓ move", "Enter keep", "Esc clear"])
        // Typing goes to the search field: no letter is a key there.
        #expect(keyMap.intent(for: .character("q"), on: .search) == nil)
        #expect(keyMap.intent(for: .character("?"), on: .search) == nil)
        #expect(keyMap.footerHints(for: .detail).map { "\($0.keys) \($0.action)" } == [
            "↑↓ move", "Tab photos", "f favorite", "Esc back", "q quit", "? help",
        ])
        #expect(keyMap.footerHints(for: .photo).map { "\($0.keys) \($0.action)" } == [
            "↑↓ scroll", "0-5 rate", "+- ±1", "Esc back", "q quit", "? help",
        ])
    }

    @Test func everyIntentOfAScreenHasAHelpLine() {
        let lines = keyMap.helpLines(for: .list)
        #expect(lines.count == keyMap.bindings[.list]?.count)
        #expect(lines.first.map { "\($0.keys): \($0.action)" } == "↑ k: move up")
    }
}
