import Foundation
import Testing

/// Photos and favourite editing in the real binary in tmux.
@Suite(.serialized) struct PhotoAndFavoritesSmokeTests {
    @Test func escFromAPhotoReturnsToTheLandmarkWithTheSamePhotoSelected() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("j", "Enter")
        let detail = try terminal.waitForText("Photos · 4")
        #expect(detail.contains { $0.hasPrefix("  Evening glow, Turtle Rock") })
        try terminal.send("Tab", "j", "j")
        let selected = try terminal.waitForScreen("the third photo selected") { $0.contains { $0.hasPrefix("> Night sky") } }
        #expect(selected.last?.contains("Tab photos") == true)
        try terminal.send("Enter")
        let photo = try terminal.waitForText("Dimensions")
        #expect(photo[0].hasPrefix(" Landmarks › Turtle Rock › Night sky — Turtle Rock"))
        #expect(photo.contains { $0.hasPrefix("  File        photos/1001-3.png · ") && $0.hasSuffix(" KB") })
        try terminal.send("Escape")
        try terminal.waitForScreen("the same photo selected") { $0.contains { $0.hasPrefix("> Night sky") } }
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func favoritesAreReorderedAndRemovedInTheFavoritesOnlyList() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("F", "j", "J")  // Turtle Rock down one
        let moved = try terminal.waitForScreen("Turtle Rock second") { $0.count > 3 && $0[3].hasPrefix("> Turtle Rock") }
        #expect(moved[2].hasPrefix("  Chilkoot Trail"))
        try terminal.send("K", "K")  // back to the top, and no further
        try terminal.waitForScreen("Turtle Rock first") { $0[2].hasPrefix("> Turtle Rock") }
        try terminal.send("d")
        let removed = try terminal.waitForText("2 of 12 landmarks")
        #expect(removed[2].hasPrefix("> Chilkoot Trail"))
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
