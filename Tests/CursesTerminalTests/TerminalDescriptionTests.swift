import CursesTerminal
import TerminalKit
import Testing

/// `landmarks show` colours a picture as the terminal's terminfo description says.
@Suite struct TerminalDescriptionTests {
    @Test(arguments: [("xterm", 8), ("xterm-256color", 256), ("dumb", 0)])
    func colorsComeFromTerminfo(term: String, colors: Int) {
        #expect(TerminalDescription.colors(of: term) == colors)
    }

    @Test func anUnknownTerminalHasNoDescription() {
        #expect(TerminalDescription.colors(of: "no-such-terminal") == nil)
        #expect(ColorDepth(colors: TerminalDescription.colors(of: "dumb") ?? 0) == .none)
    }
}
