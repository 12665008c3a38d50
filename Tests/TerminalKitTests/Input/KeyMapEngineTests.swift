import TerminalKit
import Testing

/// The generic key engine: bindings, disabled bindings, footer and help from the same source.
@Suite struct KeyMapEngineTests {
    private enum Action: Hashable, Sendable {
        case up, down, open, delete, deleteAll
    }

    private let map = KeyMap<Action>([
        KeyBinding(.up, [.up, .character("k")], "move up", footer: "move"),
        KeyBinding(.down, [.down, .character("j")], "move down", footer: "move"),
        KeyBinding(.open, [.enter], "open it", footer: "open"),
        KeyBinding(.delete, [.character("d")], "delete it", footer: "delete"),
        KeyBinding(.deleteAll, [.character("d")], "delete everything"),
    ])

    @Test func aKeyAsksForTheFirstEnabledBindingThatHasIt() {
        #expect(map.action(for: .character("j")) == .down)
        #expect(map.action(for: .character("d")) == .delete)
        #expect(map.action(for: .character("d")) { $0 != .delete } == .deleteAll)
        #expect(map.action(for: .character("d")) { $0 != .delete && $0 != .deleteAll } == nil)
        #expect(map.action(for: .character("x")) == nil)
    }

    @Test func footerHintsMergeByGroupAndLeaveDisabledBindingsOut() {
        #expect(
            map.footerHints() == [
                KeyHint(keys: "↑↓", action: "move"), KeyHint(keys: "Enter", action: "open"),
                KeyHint(keys: "d", action: "delete"),
            ])
        #expect(map.footerHints { $0 != .open && $0 != .delete } == [KeyHint(keys: "↑↓", action: "move")])
    }

    @Test func helpListsEveryBindingAndMarksTheDisabledOnes() {
        let lines = map.helpLines { $0 != .open }
        #expect(lines.map(\.keys) == ["↑ k", "↓ j", "Enter", "d", "d"])
        #expect(lines.map(\.isEnabled) == [true, true, false, true, true])
    }

    @Test func theHelpOverlayDimsWhatCannotActNow() {
        let styles = StyleSheet()
        var surface = Surface(width: 30, height: 10)
        HelpOverlay(lines: map.helpLines { $0 != .open }, styles: styles).draw(in: &surface)
        let openLine = try! #require(surface.lines.firstIndex { $0.contains("open it") })
        let column =
            surface.lines[openLine].firstIndex(of: "E").map {
                surface.lines[openLine].distance(from: surface.lines[openLine].startIndex, to: $0)
            } ?? 0
        #expect(surface[column, openLine].style.attributes.contains(.dim))
        let upLine = try! #require(surface.lines.firstIndex { $0.contains("move up") })
        #expect(!surface[column, upLine].style.attributes.contains(.dim))
    }
}
