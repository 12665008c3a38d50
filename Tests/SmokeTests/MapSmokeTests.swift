import Foundation
import Testing
import ToolSupport

/// The maps in a real terminal: the landmark screen's panel and the full-screen map.
@Suite(.serialized) struct MapSmokeTests {
    /// Whether a line holds braille dots (not the blank braille cell).
    private func hasBraille(_ line: String) -> Bool {
        line.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
    }

    @Test func theLandmarkScreenShowsAMapWithTheLandmarkMarked() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("Enter")  // Turtle Rock, the first landmark
        let detail = try terminal.waitForText("600 km · +/- zoom")
        #expect(detail.filter(hasBraille).count >= 3)
        #expect(detail.contains { $0.contains("◆") })
        try terminal.send("+")
        try terminal.waitForText("300 km · +/- zoom")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    /// The full-screen map of the twelve landmarks names the countries and states, once the places file
    /// is read (on a thread of its own, when the landmark's map panel or this map is first drawn).
    @Test func theMapNamesCountriesAndStates() throws {
        let terminal = try TmuxTerminal(arguments: [], width: 120, height: 36)
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("m")
        try terminal.waitForText("across")
        let named = try terminal.waitForScreen("the map with its names") { screen in
            screen.contains { $0.contains("UNITED STATES") } && screen.contains { $0.contains("California") }
        }
        #expect(named.contains { $0.contains("• St. Mary Lake") }, "the landmarks keep their names")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func mOpensTheMapNMovesEnterOpensAndEscReturnsToTheSameRow() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.waitForText("> Turtle Rock")  // selected at the start
        try terminal.send("m")
        let map = try terminal.waitForText("◆ Turtle Rock")
        #expect(map[0].hasPrefix(" Landmarks › Map"))
        #expect(map[0].contains("1 / 12"))
        #expect(map.filter(hasBraille).count >= 10)
        #expect(map.last?.contains("n/N next") == true)
        try terminal.send("n")
        let moved = try terminal.waitForText("◆ Silver Salmon Creek")
        #expect(moved[0].contains("2 / 12"))
        try terminal.send("Enter")
        let detail = try terminal.waitForText("Coordinates  59.9802° N, 152.6652° W")
        #expect(detail[0].hasPrefix(" Landmarks › Silver Salmon Creek"))
        try terminal.send("Escape")
        try terminal.waitForText("> Silver Salmon Creek")
        // Esc on the map itself goes back to where it was opened, the selection as the map left it.
        try terminal.send("m")
        try terminal.waitForText("◆ Silver Salmon Creek")
        try terminal.send("N", "Escape")
        try terminal.waitForText("> Turtle Rock")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func noColorKeepsTheMapsShapes() throws {
        let colored = try TmuxTerminal(arguments: [])
        try colored.waitForText("Lake Umbagog")
        try colored.send("m")
        let shapes = try colored.waitForText("◆ Turtle Rock")
        #expect(try colored.styledScreen().contains("\u{1B}[38;5;"))
        let plain = try TmuxTerminal(arguments: [], environment: ["NO_COLOR": "1"])
        try plain.waitForText("Lake Umbagog")
        try plain.send("m")
        #expect(try plain.waitForText("◆ Turtle Rock") == shapes)
        let styled = try plain.styledScreen()
        #expect(!styled.contains("38;5;") && !styled.contains("48;5;"))
        try plain.send("q")
        #expect(try plain.waitForExit().status == 0)
    }
}
