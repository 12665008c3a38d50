import Foundation
import Testing
import ToolSupport

/// Clicks, double clicks and the wheel as a terminal reports them, and `--no-mouse`.
@Suite(.serialized) struct MouseSmokeTests {
    @Test func clickSelectsDoubleClickOpensAndTheSwitchFlips() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        #expect(try terminal.paneFormat("#{mouse_any_flag}") == "1")
        try terminal.click(x: 10, y: 5)
        try terminal.waitForText("> Chilkoot Trail")
        try terminal.click(x: 10, y: 1)  // the column titles: nothing
        try terminal.click(x: 10, y: 2)
        let favorites = try terminal.waitForText("> [x] Favorites only")
        #expect(favorites[0].hasSuffix("3 of 12 landmarks"))
        try terminal.click(x: 10, y: 4, twice: true)
        let detail = try terminal.waitForText("Photos · ")
        #expect(detail[0].hasPrefix(" Landmarks › Chilkoot Trail"))
        #expect(!detail.contains { $0.contains("[M") })
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
        #expect(try terminal.paneFormat("#{mouse_any_flag}") == "0")
    }

    @Test func theWheelMovesTheSelection() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        // Three rows a notch from Turtle Rock, the first row selected.
        try terminal.wheel(down: true, x: 10, y: 5)
        try terminal.wheel(down: true, x: 10, y: 5)
        try terminal.waitForText("> Charley Rivers")
        try terminal.wheel(down: false, x: 10, y: 5)
        try terminal.waitForText("> St. Mary Lake")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func noMouseLeavesTheMouseToTheTerminal() throws {
        let terminal = try TmuxTerminal(arguments: ["--no-mouse"])
        try terminal.waitForText("Lake Umbagog")
        #expect(try terminal.paneFormat("#{mouse_any_flag}") == "0")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
