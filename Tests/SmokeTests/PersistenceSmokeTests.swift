import Foundation
import Testing
import ToolSupport

/// State that survives quitting, killing and a second instance, in the real binary in tmux.
@Suite(.serialized) struct PersistenceSmokeTests {
    private let stateFolder: String
    private var statePath: String { stateFolder + "/state.json" }

    init() throws {
        stateFolder = try ProcessRunner.temporaryFolder()
    }

    private func start(
        width: Int = 80, height: Int = 24, wrapper: [String] = [], binary: URL = ProcessRunner.landmarksBinary
    ) throws -> TmuxTerminal {
        let terminal = try TmuxTerminal(
            arguments: ["--state-dir", stateFolder], width: width, height: height, wrapper: wrapper, binary: binary)
        try terminal.waitForText("Lake Umbagog")
        return terminal
    }

    private func quit(_ terminal: TmuxTerminal) throws {
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    private func stateJSON() throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: statePath))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aFavoriteAndARatingAreThereAfterARestart() throws {
        let first = try start()
        try first.send("j")  // Silver Salmon Creek, after Turtle Rock
        try first.waitForText("> Silver Salmon Creek")
        try first.send("f")
        try first.waitForScreen("the star") { $0.contains { $0.hasPrefix("> Silver Salmon Creek") && $0.hasSuffix("★") } }
        try first.send("Enter")
        try first.waitForText("Photos · ")
        try first.send("Tab", "Enter")
        try first.waitForText("Rating")
        try first.send("5")
        let rated = try first.waitForText("5 of 5")
        // The title bar: where the photo is, then its place among the landmark's photos (`1 of 2`).
        let photoTitle = try #require(rated[0].dropFirst(" Landmarks › Silver Salmon Creek › ".count).components(separatedBy: "  ").first)
        try quit(first)

        let second = try start()
        let list = try second.waitForText("> Silver Salmon Creek")
        #expect(list.contains { $0.hasPrefix("> Silver Salmon Creek") && $0.hasSuffix("★") })
        try second.send("Enter")
        let detail = try second.waitForText("Photos · ")
        #expect(detail.contains { $0.contains(photoTitle) && $0.hasSuffix("★★★★★") })
        try quit(second)
        let listing = try ProcessRunner.landmarks(["list", "--favorites", "--state-dir", stateFolder])
        #expect(
            listing.standardOutput.split(separator: "\n").map { $0.split(separator: "\t")[1] } == [
                "Turtle Rock", "Chilkoot Trail", "St. Mary Lake", "Silver Salmon Creek",
            ])
    }

    @Test func theStateFileIsValidWheneverTheProcessIsKilled() throws {
        for round in 0..<5 {
            let terminal = try start()
            try terminal.send("f", "j", "f", "Enter", "Tab", "Enter", "3", "+", "-", "4")
            if round % 2 == 0 { try terminal.waitForText("4 of 5") }
            try terminal.send(signal: SIGKILL)
            #expect(try terminal.waitForExit().status == 128 + SIGKILL)
            let json = try stateJSON()
            #expect(json["favoriteLandmarks"] is [Any], "round \(round)")
        }
        // A kill in the middle of a write leaves a temporary file; the next start removes it.
        try quit(try start())
        #expect(try FileManager.default.contentsOfDirectory(atPath: stateFolder).filter { $0.contains(".tmp-") } == [])
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aTerminatingSignalSavesTheSelectionFirst(signal: Int32) throws {
        let terminal = try start()
        try terminal.send("j", "j")
        try terminal.waitForText("> Chilkoot Trail")
        try terminal.send(signal: signal)
        #expect(try terminal.waitForExit().status == 128 + signal)
        #expect(try stateJSON()["selectedLandmark"] as? Int == 1003)
    }

    @Test func aSecondInstancePicksUpTheFirstOnesChangesAtItsNextKey() throws {
        let first = try start()
        let second = try start()
        try first.send("End", "f")  // Lake Umbagog becomes a favourite
        try first.waitForScreen("Lake Umbagog starred") { $0.contains { $0.hasPrefix("> Lake Umbagog") && $0.hasSuffix("★") } }
        try second.send("F")
        let favorites = try second.waitForText("[x] Favorites only")
        #expect(favorites.contains { $0.hasPrefix("  Lake Umbagog") })
        try second.send("f")  // Turtle Rock, still selected, is no longer a favourite, and the footer says so
        let gone = try second.waitForScreen("Turtle Rock gone") { !$0.dropLast().contains { $0.contains("Turtle Rock") } }
        #expect(gone.last?.hasPrefix(" Turtle Rock no longer a favorite · u undoes") == true)
        try quit(second)
        try quit(first)
        #expect(try stateJSON()["favoriteLandmarks"] as? [Int] == [1003, 1004, 1012])
    }

    @Test func aCorruptStateFileIsMovedAsideWithAWarning() throws {
        try Data("{\"favoritesOnly\": tr".utf8).write(to: URL(fileURLWithPath: statePath))
        let terminal = try start()
        let screen = try terminal.waitForText("kept as state.json.corrupt-")
        #expect(screen.last?.hasPrefix(" ! state.json is not a JSON object; kept as state.json.corrupt-20") == true)
        try terminal.send("j")
        try terminal.waitForText("↑↓ move")
        try quit(terminal)
        let kept = try FileManager.default.contentsOfDirectory(atPath: stateFolder).filter { $0.hasPrefix("state.json.corrupt-") }
        #expect(kept.count == 1)
    }

    @Test func aReadOnlyStateFolderShowsAWarningAndTheAppKeepsWorking() throws {
        chmod(stateFolder, 0o555)
        // Root may write anywhere, so as root the app runs as nobody to meet a folder it cannot write;
        // nobody may not reach the checkout (a clone in a 0700 folder), so it runs an installed copy.
        let copy = try InstalledCopy()
        let wrapper = geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let terminal = try start(wrapper: wrapper, binary: copy.binary)
        try terminal.send("f")  // Turtle Rock, the first landmark, is no longer a favourite, in memory
        try terminal.waitForText("! changes are not saved: cannot write in")
        try terminal.send("F")
        let favorites = try terminal.waitForText("[x] Favorites only")
        #expect(!favorites.contains { $0.contains("Turtle Rock") })
        #expect(favorites.contains { $0.contains("Chilkoot Trail") })
        #expect(favorites.last?.hasPrefix(" ! changes are not saved") == true)
        try quit(terminal)
        #expect(!FileManager.default.fileExists(atPath: statePath))
    }

    /// Each data file has its own favourites: unmarking Turtle Rock in a copy leaves the bundled
    /// catalog's favourites alone, and the folders made for the copy are the user's alone (0700).
    @Test func eachCatalogKeepsItsOwnStateInPrivateFolders() throws {
        let bundled = try #require(
            FileManager.default.contents(atPath: ProcessRunner.repositoryRoot.appendingPathComponent("Resources/landmarks.json").path))
        let copy = try ProcessRunner.temporaryFile(String(decoding: bundled, as: UTF8.self), name: "copy.json")
        let terminal = try TmuxTerminal(arguments: ["--data", copy, "--state-dir", stateFolder])
        try terminal.waitForText("> Turtle Rock")
        try terminal.send("f")
        try terminal.waitForScreen("Turtle Rock unmarked") { $0.contains { $0.hasPrefix("> Turtle Rock") && !$0.hasSuffix("★") } }
        try quit(terminal)
        let favorites = { (arguments: [String]) in
            try ProcessRunner.landmarks(["list", "--favorites", "--state-dir", stateFolder] + arguments).standardOutput
                .split(separator: "\n").map { $0.split(separator: "\t")[1] }
        }
        #expect(try favorites(["--data", copy]) == ["Chilkoot Trail", "St. Mary Lake"])
        #expect(try favorites([]) == ["Turtle Rock", "Chilkoot Trail", "St. Mary Lake"])
        #expect(!FileManager.default.fileExists(atPath: statePath))
        let catalogs = stateFolder + "/catalogs"
        let folders = try FileManager.default.contentsOfDirectory(atPath: catalogs)
        #expect(folders.count == 1 && folders[0].hasPrefix("copy-"))
        for folder in [catalogs, catalogs + "/" + folders[0]] {
            let permissions = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
            #expect(permissions == 0o700, "\(folder)")
        }
    }
}
