import Foundation
import Testing
import ToolSupport

/// Photos and favourite editing in the real binary in tmux.
@Suite(.serialized) struct PhotoAndFavoritesSmokeTests {
    @Test func escFromAPhotoReturnsToTheLandmarkWithTheSamePhotoSelected() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("Enter")  // Turtle Rock, the first landmark
        let detail = try terminal.waitForText("Photos · 4")
        #expect(detail.contains { $0.hasPrefix("  Evening glow, Turtle Rock") })
        try terminal.send("Tab", "j", "j")
        let selected = try terminal.waitForScreen("the third photo selected") { $0.contains { $0.hasPrefix("> Night sky") } }
        #expect(selected.last?.contains("Tab facts  Enter open") == true)
        try terminal.send("Enter")
        let photo = try terminal.waitForText("Dimensions")
        #expect(photo[0].hasPrefix(" Landmarks › Turtle Rock › Night sky — Turtle Rock"))
        #expect(photo.contains { $0.hasPrefix("  File        photos/1001-3.jpg · ") && $0.hasSuffix(" KB") })
        try terminal.send("Escape")
        try terminal.waitForScreen("the same photo selected") { $0.contains { $0.hasPrefix("> Night sky") } }
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func favoritesAreReorderedAndRemovedInTheFavoritesOnlyList() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("F", "J")  // Turtle Rock, selected first and a favourite, down one
        let moved = try terminal.waitForScreen("Turtle Rock second") { $0.count > 4 && $0[4].hasPrefix("> Turtle Rock") }
        #expect(moved[3].hasPrefix("  Chilkoot Trail"))
        try terminal.send("K", "K")  // back to the top, and no further
        try terminal.waitForScreen("Turtle Rock first") { $0[3].hasPrefix("> Turtle Rock") }
        try terminal.send("d")
        try terminal.waitForScreen("Turtle Rock removed") { $0[0].hasSuffix("1 / 2 of 12") && $0[3].hasPrefix("> Chilkoot Trail") }
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}

/// Names with emoji sequences, flags and CJK line up in the real terminal, as tmux places them.
@Suite struct WideNamesSmokeTests {
    @Test func columnsLineUpInTheTerminal() throws {
        let names = ["Plain name", "Thumbs 👍🏽 up", "Family 👨‍👩‍👧 trip", "Heart ❤️ lake", "Flag 🇫🇷 peak", "東京タワー", "Cafe\u{301} Rock"]
        let records = names.enumerated().map { index, name in
            #"{"id": \#(index + 1), "name": "\#(name)", "park": "P", "city": "C", "state": "S", "category": "Lakes", "isFeatured": false, "isFavorite": true, "coordinates": {"latitude": 1, "longitude": 2}, "description": "d", "imageName": "x"}"#
        }
        let path = try ProcessRunner.temporaryFile("[" + records.joined(separator: ",") + "]")
        let terminal = try TmuxTerminal(arguments: ["--data", path], width: 60, height: 12)
        let screen = try terminal.waitForText("Café Rock")
        // tmux counts 👍🏽 as 4 columns, the family without its joiners as 6, ❤️ and é as 1, the flag as 2.
        // The name's column is as wide as the longest name counted from its bytes (the family's 20).
        // No photos in the file: no column of `no photos`, and room for the category.
        #expect(screen[1] == "  Name                  Park  City  State  Category  Fav")
        #expect(
            Array(screen[3...9]) == [
                "> Plain name            P     C     S      Lakes      ★",
                "  Thumbs 👍🏽 up        P     C     S      Lakes      ★",
                "  Family 👨👩👧 trip    P     C     S      Lakes      ★",
                "  Heart ❤️ lake          P     C     S      Lakes      ★",
                "  Flag 🇫🇷 peak          P     C     S      Lakes      ★",
                "  東京タワー            P     C     S      Lakes      ★",
                "  Café Rock             P     C     S      Lakes      ★",
            ])
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
