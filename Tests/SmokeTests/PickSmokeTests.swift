import Foundation
import Testing
import ToolSupport

/// `landmarks pick`: the browser as a picker for scripts, drawn on the terminal while its standard output
/// is a pipe into a variable, as `id=$(landmarks pick)` has it.
@Suite struct PickSmokeTests {
    /// A terminal running `landmarks pick ARGUMENTS > choice`, which then prints its exit status.
    static func picker(_ arguments: [String]) throws -> (TmuxTerminal, URL) {
        var choice: URL?
        let terminal = try TmuxTerminal(width: 100, height: 30) { folder in
            choice = folder.appendingPathComponent("choice")
            let command = ([ProcessRunner.landmarksBinary.path, "pick"] + arguments).map(TmuxTerminal.shellQuoted).joined(separator: " ")
            let state = TmuxTerminal.shellQuoted(folder.appendingPathComponent("state").path)
            return [
                "/bin/sh", "-c",
                "export TERM=tmux-256color XDG_STATE_HOME=\(state); \(command) > \(TmuxTerminal.shellQuoted(choice!.path)); "
                    + "printf 'picked=%s\\n' \"$?\"; exec sleep 600",
            ]
        }
        return (terminal, choice!)
    }

    @Test func enterOnAMatchPrintsItsIdAndEndsWithStatus0() throws {
        let (terminal, choice) = try Self.picker(["--search", "lake"])
        let screen = try terminal.waitForText("St. Mary Lake")
        #expect(screen.first?.hasPrefix(" Landmarks › “lake”") == true, "the search typed first")
        try terminal.send("Down", "Enter")
        try terminal.waitForText("picked=0")
        #expect(try String(contentsOf: choice, encoding: .utf8) == "1004\n")
    }

    /// The search typed first is fuzzy, as the app's is; `--exact` finds its words as typed in this run.
    @Test func theSearchIsFuzzyUnlessExactIsGiven() throws {
        let (fuzzy, choice) = try Self.picker(["--search", "icbay"])
        let found = try fuzzy.waitForText("1 / 1 of 12")
        #expect(found.contains { $0.hasPrefix("> Icy Bay") })
        try fuzzy.send("Enter")
        try fuzzy.waitForText("picked=0")
        #expect(try String(contentsOf: choice, encoding: .utf8) == "1008\n")
        let (exact, _) = try Self.picker(["--search", "icbay", "--exact"])
        let none = try exact.waitForText("No landmarks match “icbay”")
        #expect(none.first?.hasPrefix(" Landmarks › exact “icbay”") == true)
        #expect(none.last?.hasPrefix(" exact / icbay▏") == true)
        try exact.send("q")  // typed in the field
        try exact.waitForText("No landmarks match “icbayq”")
    }

    @Test func jsonPrintsTheLandmarksLine() throws {
        let (terminal, choice) = try Self.picker(["--json"])
        try terminal.waitForText("Turtle Rock")
        try terminal.send("Enter")  // on the first landmark, selected at the start as in fzf
        try terminal.waitForText("picked=0")
        let line = try String(contentsOf: choice, encoding: .utf8)
        #expect(line.hasPrefix("{") && line.hasSuffix("}\n"))
        #expect(line.contains("\"id\":1001") && line.contains("\"name\":\"Turtle Rock\""))
    }

    @Test func escPrintsNothingAndEndsWithStatus130() throws {
        let (terminal, choice) = try Self.picker([])
        let started = try terminal.waitForText("Turtle Rock")
        #expect(started.last?.hasPrefix(" / ▏") == true, "the picker starts in its search field, as fzf does")
        #expect(started.last?.contains("Enter pick") == true && started.last?.contains("Esc cancel") == true)
        try terminal.send("Escape")
        try terminal.waitForText("picked=130")
        #expect(try String(contentsOf: choice, encoding: .utf8) == "")
    }

    /// Letters are the search, as in fzf: `l` neither opens nor picks.
    @Test func typingSearchesAndEnterPicksTheBestMatch() throws {
        let (terminal, choice) = try Self.picker([])
        try terminal.waitForText("Turtle Rock")
        try terminal.send("l", "a", "k", "e")
        let matches = try terminal.waitForText("1 / 8 of 12")
        #expect(matches.first?.hasPrefix(" Landmarks › “lake”") == true)
        #expect(matches.contains { $0.hasPrefix("> Silver Salmon Creek") })
        try terminal.send("Enter")
        try terminal.waitForText("picked=0")
        #expect(try String(contentsOf: choice, encoding: .utf8) == "1002\n")
    }

    /// Enter with nothing matched picks nothing, and leaves no switch row selected for the next Enter to flip.
    @Test func enterWithoutAMatchDoesNothing() throws {
        let (terminal, choice) = try Self.picker(["--search", "zzzz"])
        try terminal.waitForText("No landmarks match “zzzz”")
        try terminal.send("Enter", "Enter", "C-p", "Enter", "Escape")
        let ended = try terminal.waitForText("picked=130")
        #expect(!ended.contains { $0.contains("[x] Favorites only") })
        #expect(try String(contentsOf: choice, encoding: .utf8) == "")
    }
}

/// Space marks landmarks in the real app; f acts on them all, u takes it all back.
@Suite struct MarkingSmokeTests {
    @Test func spaceMarksAndFActsOnEveryMarkedLandmark() throws {
        let terminal = try TmuxTerminal(arguments: [], width: 100, height: 24)
        try terminal.waitForText("Twin Lake")
        // From Turtle Rock, the first row selected: down to Silver Salmon Creek, mark it and its neighbours down to Twin Lake.
        try terminal.send("j", "Space", "Space", "Space", "Space")
        let marked = try terminal.waitForText("4 marked")
        #expect(marked.filter { $0.hasPrefix(" •") }.count == 4)
        try terminal.send("f")
        let done = try terminal.waitForText("marked favorite")
        #expect(done.last?.contains("2 landmarks marked favorite · u undoes") == true, "\(done.last ?? "")")
        #expect(done.contains { $0.hasPrefix("  Twin Lake") && $0.contains("★") })
        try terminal.send("u")
        let undone = try terminal.waitForText("Undid")
        #expect(undone.contains { $0.hasPrefix("  Twin Lake") && !$0.contains("★") })
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
