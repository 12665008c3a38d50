import Foundation
import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing

@Suite struct HelpOverlayTests {
    /// The box leaves the page's first and last lines, its title and footer, in view.
    @Test func listsEveryKeyOfThePageFromTheKeyMapInAFrame() {
        var surface = Surface(width: 50, height: 27)
        HelpOverlay(lines: StandardKeyMaps.landmark.helpLines(), styles: Theme.styles).draw(in: &surface)
        #expect(
            surface.lines == [
                "                                                  ",
                "     ┌──────────────────────────────────────┐     ",
                "     │ Keys                                 │     ",
                "     │ ↑ k Ctrl-P         move up           │     ",
                "     │ ↓ j Ctrl-N         move down         │     ",
                "     │ PgUp Ctrl-B        page up           │     ",
                "     │ PgDn Ctrl-F        page down         │     ",
                "     │ Home g             go to the top     │     ",
                "     │ End G              go to the bottom  │     ",
                "     │ Ctrl-U             half a page up    │     ",
                "     │ Ctrl-D             half a page down  │     ",
                "     │ Tab Shift-Tab      facts or photos   │     ",
                "     │ Enter → l          go to the photos  │     ",
                "     │ + =                zoom the map in   │     ",
                "     │ -                  zoom the map out  │     ",
                "     │ m                  map of the list   │     ",
                "     │ f                  mark favorite     │     ",
                "     │ Esc ← h Backspace  back              │     ",
                "     │ u                  undo              │     ",
                "     │ Ctrl-R             redo              │     ",
                "     │ q                  quit              │     ",
                "     │ Ctrl-L             redraw the screen │     ",
                "     │ ?                  show this help    │     ",
                "     │                                      │     ",
                "     │ Press any key to close               │     ",
                "     └──────────────────────────────────────┘     ",
                "                                                  ",
            ])
        #expect(surface[7, 3].style == Theme.styles.footer)
    }

    @Test func clipsToATinyTerminalWithoutCrashing() {
        for (width, height) in [(0, 0), (8, 0), (1, 1), (5, 2), (20, 5)] {
            var surface = Surface(width: width, height: height)
            HelpOverlay(lines: StandardKeyMaps.list.helpLines(), styles: Theme.styles).draw(in: &surface)
            #expect(surface.lines.count == height)
        }
    }

    @Test func tooSmallTerminalsSaySoCentred() {
        var surface = Surface(width: 19, height: 5)
        #expect(!MinimumSize.fits(surface))
        MinimumSize.drawMessage(in: &surface, style: Theme.styles.notice)
        #expect(
            surface.lines == [
                "                   ", "                   ", "Terminal too small ", "                   ", "                   ",
            ])
        var narrow = Surface(width: 15, height: 4)
        MinimumSize.drawMessage(in: &narrow, style: Theme.styles.notice)
        #expect(narrow.lines == ["               ", " Terminal too  ", "     small     ", "               "])
        var tiny = Surface(width: 6, height: 1)
        MinimumSize.drawMessage(in: &tiny, style: Theme.styles.notice)
        #expect(tiny.lines == ["Termin"])
        #expect(MinimumSize.fits(Surface(width: 20, height: 5)))
    }
}

@Suite struct HelpOverlayColumnsTests {
    /// At 80 columns the list's box is 79 wide: the column beside it is blanked on its rows, so that
    /// the list's stars at the right edge do not show against its frame.
    @Test func whatThePageShowsBesideTheBoxIsBlanked() throws {
        let (_, view) = Fixtures.listScreen(try Fixtures.library())
        var surface = Surface(width: 80, height: 24)
        view.draw(in: &surface)
        #expect(surface[79, 3].grapheme == "★" && surface[79, 5].grapheme == "★")
        HelpOverlay(lines: StandardKeyMaps.list.helpLines(), styles: Theme.styles).draw(in: &surface)
        #expect(surface.lines[2] == "┌" + String(repeating: "─", count: 77) + "┐ ")
        #expect(surface.lines[3] == "│ Keys" + String(repeating: " ", count: 72) + "│ ")
        #expect((2...21).allSatisfy { surface[78, $0].grapheme != " " && surface[79, $0].grapheme == " " })
        #expect(surface[79, 3].style == Theme.styles.text)
        // Above and below the box the page shows as it was.
        #expect(surface.lines[1].hasPrefix("  Name"))
    }

    @Test func atEightyColumnsTheListsKeysFlowIntoTwoColumnsWithNothingCut() {
        var surface = Surface(width: 80, height: 24)
        HelpOverlay(lines: StandardKeyMaps.list.helpLines(), styles: Theme.styles).draw(in: &surface)
        let lines = surface.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(lines.contains("│ ↑ k Ctrl-P   move up                d Delete           remove favorite      │"))
        #expect(lines.contains("│ Space        mark for f and d       Esc ← h Backspace  clear marks, search  │"))
        #expect(lines.contains { $0.contains("Press any key to close") })
        #expect(StandardKeyMaps.list.helpLines().allSatisfy { line in lines.contains { $0.contains(line.help) } })
        #expect(!lines.contains { $0.contains("…") })
    }

    @Test func whenTheKeysCannotFitTheyScrollInOneColumn() {
        let help = HelpOverlay(lines: StandardKeyMaps.list.helpLines(), styles: Theme.styles)
        #expect(help.maximumOffset(width: 100, height: 19) == StandardKeyMaps.list.bindings.count - 12)
        var surface = Surface(width: 100, height: 19)
        HelpOverlay(lines: StandardKeyMaps.list.helpLines(), styles: Theme.styles, offset: 3).draw(in: &surface)
        // Framed, between the page's title and footer, which stay in view.
        let lines = surface.lines.map { $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "│"))) }
        #expect(lines[3] == "PgDn Ctrl-F        page down")  // the fourth line first
        #expect(lines[lines.count - 3] == "↑↓ scroll, any other key closes")
        #expect(lines.first == "" && lines.last == "")
        #expect(help.maximumOffset(width: 80, height: 24) == 0)
    }
}
