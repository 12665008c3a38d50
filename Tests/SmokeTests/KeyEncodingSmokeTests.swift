import Foundation
import Testing
import ToolSupport

/// Keys as terminals really send them, whatever TERM says: tmux sends `ESC [ 1 ~` for Home while
/// many users' tmux configuration sets TERM=xterm-256color, whose description expects `ESC O H`.
@Suite struct KeyEncodingSmokeTests {
    private let top = "> [ ] Favorites only"
    private let bottom = "> Lake Umbagog"

    @Test func homeAndEndWorkUnderAMismatchedTerm() throws {
        let terminal = try TmuxTerminal(arguments: [], term: "xterm-256color")
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("End")
        try terminal.waitForText(bottom)
        try terminal.send("Home")
        try terminal.waitForText(top)
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test(arguments: [("[1~", "[4~"), ("[7~", "[8~"), ("[H", "[F"), ("OH", "OF")])
    func everyEncodingOfHomeAndEndIsUnderstood(home: String, end: String) throws {
        for term in ["xterm-256color", "tmux-256color"] {
            let terminal = try TmuxTerminal(arguments: [], term: term)
            try terminal.waitForText("Lake Umbagog")
            try terminal.type("\u{1B}" + end)
            try terminal.waitForText(bottom)
            try terminal.type("\u{1B}" + home)
            let screen = try terminal.waitForText(top)
            #expect(!screen.contains { $0.contains("[") && $0.contains("~") && !$0.contains("[ ]") })
            try terminal.send("q")
            #expect(try terminal.waitForExit().status == 0)
        }
    }

    @Test func pageKeysAndDeleteInTheirOtherEncodings() throws {
        let terminal = try TmuxTerminal(arguments: [], width: 80, height: 8, term: "xterm-256color")
        let first = "> Turtle Rock"  // selected at the start
        try terminal.waitForText(first)
        try terminal.type("\u{1B}[6~")
        let paged = try terminal.waitForScreen("a page down") { !$0.contains { $0.hasPrefix(first) } }
        #expect(paged.contains { $0.hasPrefix("> ") })
        try terminal.type("\u{1B}[5~")
        try terminal.waitForText(first)
        // Delete (ESC [ 3 ~) removes a favourite in Favorites only, as d does: Turtle Rock, the first.
        try terminal.send("F")
        try terminal.waitForText("1 / 3 of 12")
        try terminal.type("\u{1B}[3~")
        try terminal.waitForText("1 / 2 of 12")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    /// F1, Insert, Ctrl-Left and mouse reports without a click are keys the app has no use for; they
    /// must be ignored, not taken for the terminal hanging up.
    @Test func keysAndMouseReportsTheAppDoesNotUseAreIgnored() throws {
        for term in ["xterm-256color", "tmux-256color"] {
            let terminal = try TmuxTerminal(arguments: [], term: term)
            try terminal.waitForText("Lake Umbagog")
            try terminal.send("F1", "F5", "IC", "C-Left", "S-Up", "M-Up", "C-NPage")
            try terminal.type("\u{1B}[<0;10;10m\u{1B}[<35;10;10M")
            try terminal.send("End")
            try terminal.waitForText(bottom)
            try terminal.send("/", "t", "C-Left", "F2")
            try terminal.waitForText("/ t")
            // Escape and q sent together are Alt-q, which nothing uses: one, then the other.
            try terminal.send("Escape")
            try terminal.waitForScreen("the search closed") { !$0.contains { $0.hasPrefix(" / ") } }
            try terminal.send("q")
            #expect(try terminal.waitForExit().status == 0)
        }
    }

    /// A terminal that answers the start's queries late (a slow link, a terminal still opening its window)
    /// sends its answers as input: none of them is a key, in the list (where `f` and `j` are commands) or
    /// in the search field. Recorded from kitty 0.26.5 and xterm 379.
    @Test func lateAnswersOfTheTerminalAreNoKeys() throws {
        let answers = [
            "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;20;9t\u{1B}[?62;c",
            "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;16;22;28c",
        ]
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        // The list's rows, the selection's mark aside: no favourite, filter or search changed.
        func rows(_ screen: [String]) -> [String] { screen.dropFirst().dropLast().map { $0.hasPrefix(">") ? " " + $0.dropFirst() : $0 } }
        let first = try terminal.waitForScreen("the list") { _ in true }
        for answer in answers { try terminal.type(answer) }
        try terminal.send("End")
        let end = try terminal.waitForScreen("the last landmark selected") { $0.contains { $0.hasPrefix("> Lake Umbagog") } }
        #expect(rows(end) == rows(first), "nothing the answers hold was taken for a command")
        try terminal.send("/", "t")
        for answer in answers { try terminal.type(answer) }
        try terminal.send("e")
        let searched = try terminal.waitForScreen("the search field") { $0.contains { $0.hasPrefix(" / te") } }
        #expect(searched.filter { $0.contains("kitty") || $0.contains("rgb") || $0.contains("XTerm") }.isEmpty)
        try terminal.send("Escape")
        try terminal.waitForScreen("the list again") { !$0.contains { $0.hasPrefix(" / ") } }
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
