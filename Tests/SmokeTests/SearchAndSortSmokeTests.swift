import Foundation
import Testing

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
            $0[0].hasSuffix("2 of 12 landmarks") && $0.last?.hasPrefix(" / glacier▏") == true
        }
        #expect(narrowed.filter { $0.contains("Glacier National Park") }.count == 2)
        try terminal.send("Enter")
        let kept = try terminal.waitForText("↑↓ move  Enter open")
        #expect(kept[0].hasPrefix(" Landmarks › “glacier”"))
        try terminal.send("Escape")
        let all = try terminal.waitForScreen("every landmark again") { $0.contains { $0.contains("Lake Umbagog") } }
        #expect(all[0].hasPrefix(" Landmarks  ") && all[0].hasSuffix(" 12 landmarks"))
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func sCyclesTheOrderAndTheTitleSaysWhich() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("s")
        let byName = try terminal.waitForText("12 landmarks · by name")
        #expect(byName[2].hasPrefix("  Charley Rivers"))
        try terminal.send("s", "s", "s")
        let fileOrder = try terminal.waitForScreen("file order again") { $0[0].hasSuffix(" 12 landmarks") }
        #expect(fileOrder[2].hasPrefix("  Turtle Rock"))
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
        #expect(sections.filter { $0.contains(" · ") && $0.hasSuffix("──") }.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == [
            "Featured · 3", "Lakes · 6", "Mountains · 3", "Rivers · 3",
        ])
        try terminal.send("Tab", "Tab")
        try terminal.waitForText("> Silver Salmon Creek")  // the first lake
        try terminal.send("c")
        try terminal.waitForScreen("the flat list") { !$0.contains { $0.contains("Featured · ") } }
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
