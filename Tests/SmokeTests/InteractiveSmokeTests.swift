import Foundation
import Testing
import ToolSupport

/// The real binary in a real terminal (tmux), driven by keys.
@Suite(.serialized) struct InteractiveSmokeTests {
    @Test func listAppearsAndQKeyRestoresTheTerminalAndExitsZero() throws {
        let terminal = try TmuxTerminal(arguments: [])
        let screen = try terminal.waitForText("Lake Umbagog")
        #expect(screen[0].hasPrefix(" Landmarks"))
        // The first frame selects the first landmark, not the switch row above it.
        #expect(screen[0].hasSuffix("1 / 12"))
        #expect(screen[1] == "  Name                     Park                      State           Photos")
        #expect(screen[2] == "  [ ] Favorites only")
        #expect(screen[3].hasPrefix("> Turtle Rock") && screen[3].hasSuffix("★"))
        #expect(try terminal.paneFormat("#{alternate_on}") == "1")
        try terminal.send("q")
        let exit = try terminal.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.modes == "icanon echo ")
        let after = try terminal.waitForText("exit=0")
        #expect(after.first == "shell before")
        #expect(try terminal.paneFormat("#{alternate_on}") == "0")
        #expect(try terminal.paneFormat("#{cursor_flag}") == "1")
    }

    /// Without a state file, the first frame selects the first landmark and the preview pane shows it,
    /// so that Enter, f and m act on it at once.
    @Test func theFirstFrameSelectsTheFirstLandmarkAndPreviewsIt() throws {
        let terminal = try TmuxTerminal(arguments: [], width: 120, height: 30)
        let screen = try terminal.waitForText("Lake Umbagog")
        #expect(screen[0].hasSuffix("1 / 12"))
        #expect(screen[2].hasPrefix("  [ ] Favorites only"))
        #expect(screen[3].hasPrefix("> Turtle Rock"))
        #expect(screen.contains { $0.contains("│ Turtle Rock") })
        #expect(screen.contains { $0.contains("Park         Joshua Tree National Park") })
        #expect(!screen.contains { $0.contains("Select a landmark") })
        try terminal.send("Enter")
        try terminal.waitForText("Landmarks › Turtle Rock")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func favoritesOnlyHidesTheOthersAndShowsThemAgain() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("Up", "Enter")  // Enter on the switch row flips it
        let favorites = try terminal.waitForText("[x] Favorites only")
        #expect(favorites[0].hasSuffix("3 of 12 landmarks"))
        #expect(favorites.filter { $0.hasSuffix("★") }.count == 3)
        #expect(!favorites.contains { $0.contains("Silver Salmon Creek") })
        try terminal.send("F")
        let all = try terminal.waitForText("Silver Salmon Creek")
        #expect(all.contains { $0.contains("[ ] Favorites only") })
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func detailOpensAndEscReturnsToTheSameLandmark() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("Down", "Down")
        try terminal.waitForText("> Chilkoot Trail")
        try terminal.send("Enter")
        let detail = try terminal.waitForText("Coordinates  59.5606° N, 135.3346° W")
        #expect(detail[0].hasPrefix(" Landmarks › Chilkoot Trail"))
        #expect(detail.contains { $0.hasPrefix("  Location     Skagway, Alaska   ") })  // the picture beside
        #expect(detail.contains { $0.contains("Esc back") })
        try terminal.send("Escape")
        let list = try terminal.waitForText("> Chilkoot Trail")
        #expect(list[2] == "  [ ] Favorites only")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func fMarksTheSelectedLandmarkAsFavoriteInListAndDetail() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("j")
        let before = try terminal.waitForText("> Silver Salmon Creek")
        #expect(before.first { $0.hasPrefix("> Silver Salmon Creek") }?.hasSuffix("★") == false)
        try terminal.send("f")
        try terminal.waitForScreen("a star on Silver Salmon Creek") {
            $0.contains { $0.hasPrefix("> Silver Salmon Creek") && $0.hasSuffix("★") }
        }
        try terminal.send("l")
        try terminal.waitForText("Favorite     ★ Yes")
        try terminal.send("f")
        try terminal.waitForText("Favorite     No")
        try terminal.send("h", "F")
        let favorites = try terminal.waitForText("[x] Favorites only")
        #expect(!favorites.contains { $0.contains("Silver Salmon Creek") })
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func qQuitsFromTheDetailScreenToo() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("G", "Enter")
        try terminal.waitForText("Landmarks › Lake Umbagog")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func ctrlCRestoresTheTerminalAndExits130() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("C-c")
        let exit = try terminal.waitForExit()
        #expect(exit.status == 130)
        #expect(exit.modes == "icanon echo ")
        #expect(try terminal.paneFormat("#{alternate_on}") == "0")
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGQUIT, Int32(131)), (SIGINT, Int32(130))])
    func terminatingSignalsRestoreTheTerminalWithTheConventionalStatus(signal: Int32, status: Int32) throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send(signal: signal)
        let exit = try terminal.waitForExit()
        #expect(exit.status == status)
        #expect(try terminal.paneFormat("#{alternate_on}") == "0")
        #expect(exit.modes == "icanon echo ")
    }

    @Test func resizingRelaysOutTheList() throws {
        let terminal = try TmuxTerminal(arguments: [], width: 80, height: 24)
        try terminal.waitForText("Lake Umbagog")
        try terminal.resize(width: 40, height: 8)
        let small = try terminal.waitForScreen("a 40-column title") { $0.first?.hasSuffix("1 / 12") == true && $0.first!.count <= 40 }
        #expect(small.count == 8)
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func questionMarkShowsHelpAndAnyKeyClosesIt() throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("?")
        let help = try terminal.waitForText("Press any key to close")
        #expect(help.contains { $0.contains("F            favorites only") })
        try terminal.send("x")
        try terminal.waitForScreen("help closed") { !$0.contains { $0.contains("Press any key to close") } }
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func tooSmallTerminalSaysSoAndRecovers() throws {
        let terminal = try TmuxTerminal(arguments: [], width: 80, height: 24)
        try terminal.waitForText("Lake Umbagog")
        try terminal.resize(width: 12, height: 3)
        // Wrapped, not cut.
        try terminal.waitForScreen("the message on two lines") { $0.starts(with: ["Terminal too", "   small"]) }
        try terminal.resize(width: 80, height: 24)
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test(arguments: [(["--no-color"], [:]), ([], ["NO_COLOR": "1"])])
    func noColorKeepsLayoutAndReverseVideoSelection(arguments: [String], environment: [String: String]) throws {
        let colored = try TmuxTerminal(arguments: [])
        try colored.waitForText("Lake Umbagog")
        let coloredStyles = try colored.styledScreen()
        #expect(coloredStyles.contains("\u{1B}[38;5;"), "\(coloredStyles.prefix(300).debugDescription)")
        let terminal = try TmuxTerminal(arguments: arguments, environment: environment)
        let screen = try terminal.waitForText("Lake Umbagog")
        #expect(screen == (try colored.screen()))
        let styled = try terminal.styledScreen()
        #expect(!styled.contains("38;5;") && !styled.contains("48;5;"))
        // The selection in reverse video, alone or with bold (`ESC[7m`, `ESC[1;7m`).
        #expect(styled.contains("\u{1B}[7m") || styled.contains("\u{1B}[1;7m"))
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func hostileNamesNeverReachTheTerminalRaw() throws {
        let record =
            "["
            + #"{"id": 1, "name": "Evil\u001b]0;PWNED\u0007\u001b[2J\u009b31m\u202eX", "park": "P\tQ", "city": "c", "state": "s", "category": "Lakes", "isFeatured": false, "isFavorite": false, "coordinates": {"latitude": 1, "longitude": 2}, "description": "Bell\u0007 and \u001b[5m blink", "imageName": ""}"#
            + "]"
        let path = try ProcessRunner.temporaryFile(record)
        let terminal = try TmuxTerminal(arguments: ["--data", path])
        try terminal.waitForText("Favorites only")
        let titleBefore = try terminal.paneFormat("#{pane_title}")
        let output = try terminal.recordOutput()
        // Off the row and back onto it, so that the recorded output draws it.
        try terminal.send("k")
        try terminal.waitForText("> [ ] Favorites only")
        try terminal.send("j")
        try terminal.waitForText("> Evil␛]0;PWNED␇␛[2J�31")
        try terminal.send("Enter")
        try terminal.waitForText("Bell␇ and ␛[5m blink")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
        #expect(try terminal.paneFormat("#{pane_title}") == titleBefore)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(!bytes.isEmpty)
        // The raw output holds the data only as placeholders: no BEL, no OSC, no C1 control.
        #expect(!bytes.contains(0x07))
        #expect(!String(decoding: bytes, as: UTF8.self).contains("PWNED\u{07}"))
        #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E })
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\u{1B}]0;"))
    }

    @Test func resizingTheDetailDownToOneByOneAndBackRedrawsIt() throws {
        let terminal = try TmuxTerminal(arguments: [], width: 80, height: 24)
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("G", "Enter")
        try terminal.waitForText("Location     Errol, New Hampshire")
        try terminal.resize(width: 1, height: 1)
        try terminal.waitForScreen("a 1×1 screen") { $0.count == 1 && $0[0].count <= 1 }
        try terminal.resize(width: 30, height: 12)
        let narrow = try terminal.waitForText("Location     Errol, New Ham…")
        #expect(narrow.count == 12)
        #expect(narrow[0].hasPrefix(" Landmarks › Lake Umbagog"))
        try terminal.send("Escape")
        try terminal.waitForText("> Lake Umbagog")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func ctrlZSuspendsAndFgResumesFullyRedrawn() throws {
        let terminal = try TmuxTerminal(interactiveShellRunning: [])
        try terminal.waitForText("Favorites only")
        try terminal.waitForText("> Turtle Rock")  // the first landmark, selected at the start
        try terminal.send("C-z")
        try terminal.waitForText("Stopped")
        #expect(try terminal.paneFormat("#{alternate_on}") == "0")
        try terminal.send("clear", "Enter")
        try terminal.waitForScreen("a cleared shell") { !$0.contains { $0.contains("Stopped") } }
        try terminal.send("fg", "Enter")
        let resumed = try terminal.waitForText("> Turtle Rock")
        #expect(resumed[0].hasPrefix(" Landmarks"))
        #expect(resumed[2] == "  [ ] Favorites only")
        try terminal.send("q")
        try terminal.waitForScreen("the shell prompt back") { $0.contains { $0 == "$" } }
        #expect(try terminal.paneFormat("#{alternate_on}") == "0")
    }

    @Test(arguments: [SIGSEGV, SIGILL, SIGABRT])
    func aCrashStillGivesTheTerminalBack(signal: Int32) throws {
        let terminal = try TmuxTerminal(arguments: [])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send(signal: signal)
        let exit = try terminal.waitForExit()
        #expect(exit.status == 128 + signal)
        #expect(exit.modes == "icanon echo ")
        #expect(try terminal.paneFormat("#{alternate_on}") == "0")
        #expect(try terminal.paneFormat("#{cursor_flag}") == "1")
    }

    @Test func otherDataFileIsShown() throws {
        let record = """
            [{"id": 7, "name": "Mount Rainier", "park": "Mount Rainier National Park", "city": "Ashford",
              "state": "Washington", "category": "Mountains", "isFeatured": false, "isFavorite": true,
              "coordinates": {"latitude": 46.8523, "longitude": -121.7603},
              "description": "A volcano.", "imageName": "rainier"}]
            """
        let path = try ProcessRunner.temporaryFile(record)
        let terminal = try TmuxTerminal(arguments: ["--data", path])
        let screen = try terminal.waitForText("Mount Rainier")
        #expect(screen[0].hasSuffix("1 / 1"))
        try terminal.send("k")  // on the switch row the title counts the landmarks
        try terminal.waitForScreen("the count of one landmark") { $0.first?.hasSuffix("1 landmark") == true }
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func dumbTerminalIsRefusedWithAMessage() throws {
        let terminal = try TmuxTerminal(arguments: [], term: "dumb")
        let exit = try terminal.waitForExit()
        #expect(exit.status == 2)
        try terminal.waitForText("landmarks: TERM=dumb cannot show a full-screen app")
    }

    @Test func unknownTerminalIsRefusedWithAMessage() throws {
        let terminal = try TmuxTerminal(arguments: [], term: "no-such-terminal")
        let exit = try terminal.waitForExit()
        #expect(exit.status == 2)
        try terminal.waitForText("landmarks: unknown terminal type 'no-such-terminal'")
    }

    /// `o` gives the terminal to $LANDMARKS_VIEWER; Ctrl-C there stops the viewer, not the app, which
    /// comes back whole and says how the viewer ended.
    @Test func oRunsTheViewerInTheTerminalAndCtrlCStopsOnlyTheViewer() throws {
        let viewer = try ProcessRunner.temporaryFile("#!/bin/sh\nprintf 'VIEWING %s\\n' \"$1\"\nexec sleep 60\n", name: "viewer.sh")
        #expect(chmod(viewer, 0o755) == 0)
        let terminal = try TmuxTerminal(arguments: [], environment: ["LANDMARKS_VIEWER": viewer])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("Enter")  // Turtle Rock, the first landmark
        try terminal.waitForText("Photos · ")
        try terminal.send("Tab", "o")
        let viewing = try terminal.waitForText("VIEWING ")
        #expect(viewing.contains { $0.hasPrefix("VIEWING /") && $0.hasSuffix("/Resources/photos/1001-2.png") })
        #expect(try terminal.paneFormat("#{alternate_on}") == "0")
        try terminal.send("C-c")
        let back = try terminal.waitForText("viewer.sh stopped with Ctrl-C")
        #expect(back[0].hasPrefix(" Landmarks › Turtle Rock"))
        #expect(try terminal.paneFormat("#{alternate_on}") == "1")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    /// A viewer that prints and ends (chafa, timg) stays on screen until Enter.
    @Test func whatTheViewerPrintedStaysUntilEnter() throws {
        let viewer = try ProcessRunner.temporaryFile("#!/bin/sh\nprintf 'PICTURE OF %s\\n' \"${1##*/}\"\n", name: "show.sh")
        #expect(chmod(viewer, 0o755) == 0)
        let terminal = try TmuxTerminal(arguments: [], environment: ["LANDMARKS_VIEWER": viewer])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("Enter")  // Turtle Rock, the first landmark
        try terminal.waitForText("Photos · ")
        try terminal.send("Tab", "o")
        let shown = try terminal.waitForText("[Landmarks] Press Enter to return")
        #expect(shown.contains("PICTURE OF 1001-2.png"))
        try terminal.send("Enter")
        let back = try terminal.waitForText("Shown 1001-2.png with show.sh")
        #expect(back[0].hasPrefix(" Landmarks › Turtle Rock"))
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
