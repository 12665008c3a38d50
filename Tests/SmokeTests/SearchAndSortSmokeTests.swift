import Foundation
import Testing
import ToolSupport

/// `/` search and `s` sort in the real binary in tmux.
@Suite(.serialized) struct SearchAndSortSmokeTests {
    @Test func searchNarrowsAtEveryKeystrokeAndEscRestores() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("/")
        try terminal.waitForText("/ ▏")
        try terminal.type("glacier q")  // q is text here, not quit
        let none = try terminal.waitForText("No landmarks match “glacier q”")
        #expect(none[0].hasSuffix("0 of 12 landmarks"))
        try terminal.send("BSpace", "BSpace")
        let narrowed = try terminal.waitForScreen("two landmarks and the field") {
            $0[0].hasSuffix("1 / 2 of 12") && $0.last?.hasPrefix(" / glacier▏") == true
        }
        #expect(narrowed.filter { $0.contains("Glacier National Park") }.count == 2)
        try terminal.send("Enter")  // opens the first match, St. Mary Lake, keeping the filter
        try terminal.waitForText("Landmarks › St. Mary Lake")
        try terminal.send("Escape")
        let kept = try terminal.waitForText("↑↓ move  Enter open")
        #expect(kept[0].hasPrefix(" Landmarks › “glacier”"))
        #expect(kept.contains { $0.hasPrefix("> St. Mary Lake") })
        try terminal.send("Escape")
        let all = try terminal.waitForScreen("every landmark again") { $0.contains { $0.contains("Lake Umbagog") } }
        #expect(all[0].hasPrefix(" Landmarks  ") && all[0].hasSuffix(" / 12"))  // a landmark selected: where it is
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    /// fzf's keys in the search field: Ctrl-N moves, Tab keeps the matches and goes to the list.
    @Test func tabKeepsTheMatchesToWorkOnInTheList() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("/")
        try terminal.waitForText("/ ▏")
        try terminal.type("lake")
        try terminal.waitForScreen("the first match selected") { $0.contains { $0.hasPrefix("> Silver Salmon Creek") } }
        try terminal.send("C-n")
        try terminal.waitForScreen("the second match selected") { $0.contains { $0.hasPrefix("> St. Mary Lake") } }
        try terminal.send("Tab")
        let listed = try terminal.waitForText("↑↓ move  Enter open")
        #expect(listed[0].hasPrefix(" Landmarks › “lake”"))
        #expect(!listed.contains { $0.contains("/ lake") })
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    /// fzf's fuzzy search in the real binary: letters typed in order find the landmark no word of them
    /// names, their places marked; Ctrl-R finds the words as typed, and again fuzzily.
    @Test func lettersInOrderFindALandmarkAndCtrlRSearchesExactly() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("/")
        try terminal.waitForText("/ ▏")
        try terminal.type("lkmcd")
        let found = try terminal.waitForScreen("Lake McDonald alone") { $0[0].hasSuffix("1 / 1 of 12") }
        #expect(found.contains { $0.hasPrefix("> Lake McDonald") })
        #expect(found.last?.hasSuffix("Esc clear  Ctrl-R exact") == true)
        // L, k, M, c and D are marked: their style breaks the name into runs, which the plain screen shows whole.
        let row = try terminal.styledScreen().split(separator: "\n").first { $0.contains("onald") && $0.contains(">") }
        #expect(row?.contains("Lake McDonald") == false)
        #expect(row?.contains("L\u{1B}[") == true)
        try terminal.send("C-r")
        let exact = try terminal.waitForText("No landmarks match “lkmcd”")
        #expect(exact[0].hasPrefix(" Landmarks › exact “lkmcd”"))
        #expect(exact.last?.hasPrefix(" exact / lkmcd▏") == true)
        try terminal.send("C-r")
        try terminal.waitForScreen("found fuzzily again") { $0.contains { $0.hasPrefix("> Lake McDonald") } }
        try terminal.send("q")  // text in the field
        try terminal.waitForText("No landmarks match “lkmcdq”")
        try terminal.send("Escape")
        try terminal.waitForScreen("the search closed") { !$0.contains { $0.hasPrefix(" / ") } }
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func sCyclesTheOrderAndTheTitleSaysWhich() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("s")
        // Turtle Rock, selected at the start, stays selected: eleventh by name.
        let byName = try terminal.waitForText("11 / 12 · by name")
        #expect(byName[1].hasPrefix("  Name  "))
        #expect(byName[3].hasPrefix("  Charley Rivers"))
        try terminal.send("s", "s", "s")
        let fileOrder = try terminal.waitForScreen("file order again") { $0[0].hasSuffix(" 1 / 12") }
        #expect(fileOrder[3].hasPrefix("> Turtle Rock"))
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}

/// `c` in the real binary: Featured, then each category with its count.
@Suite struct CategoryViewSmokeTests {
    @Test func cShowsSectionsAndTabJumpsBetweenThem() throws {
        let terminal = try TmuxTerminal(arguments: [], width: 80, height: 30)
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("c")
        let sections = try terminal.waitForText("Rivers · 3")
        #expect(
            sections.filter { $0.contains(" · ") && $0.hasSuffix("──") }.map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
                == [
                    "Featured · 3", "Lakes · 6", "Mountains · 3", "Rivers · 3",
                ])
        // Turtle Rock, selected at the start, stays selected under Featured; Tab goes to the next section.
        try terminal.send("Tab")
        try terminal.waitForText("> Silver Salmon Creek")  // the first lake
        try terminal.send("c")
        try terminal.waitForScreen("the flat list") { !$0.contains { $0.contains("Featured · ") } }
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}

/// The search field edits as readline does, in the real binary.
@Suite struct SearchFieldSmokeTests {
    @Test func readlineKeysEditTheFieldAndTheListFollows() throws {
        let terminal = try TmuxTerminal(arguments: [], width: 80, height: 24)
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("/")
        try terminal.type("lake twin")
        try terminal.waitForText("1 / 1 of 12")
        try terminal.send("C-w")  // the word before the cursor
        try terminal.waitForText("/ lake ▏")
        try terminal.send("C-a", "C-k")  // to the start, then everything after
        try terminal.waitForScreen("an empty field") { $0.last?.hasPrefix(" / ▏") == true }
        try terminal.type("twin")
        try terminal.send("Home")
        try terminal.type("lake ")
        try terminal.waitForText("1 / 1 of 12")
        try terminal.send("End", "M-BSpace")  // Alt-Backspace: the word before the cursor
        try terminal.waitForScreen("the field back to 'lake '") { $0.last?.hasPrefix(" / lake ▏") == true }
        // Seven names or parks hold "lake"; fuzzily, Icy Bay's park holds its letters in order too.
        try terminal.waitForText("1 / 8 of 12")
        // Alt-B and Alt-F move a word, Alt-D deletes the word after the cursor; keys Alt makes nothing
        // of (Alt-f, Alt-q on the list) do nothing.
        try terminal.send("M-b", "M-d")
        try terminal.waitForScreen("'lake' deleted, its space left") { $0.last?.hasPrefix(" /   ") == true && $0[0].hasSuffix(" / 12") }
        try terminal.send("Escape")
        try terminal.waitForScreen("the search closed") { !$0.contains { $0.hasPrefix(" / ") } }
        try terminal.send("M-f", "M-q", "M-s", "j")
        let after = try terminal.waitForText("> Silver Salmon Creek")
        #expect(after[0].hasSuffix(" 2 / 12"))  // still running, still in file order
        #expect(after.contains { $0.hasPrefix("  Turtle Rock") && $0.hasSuffix("★") })  // Alt-f flipped nothing
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
