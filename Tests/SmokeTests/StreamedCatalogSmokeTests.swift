import Foundation
import Testing
import ToolSupport

/// A catalog that arrives slowly shows as it arrives; a bad end found after the first screen ends
/// the app as a bad file does before it, with nothing saved.
@Suite struct StreamedCatalogSmokeTests {
    private let folder: String

    init() throws {
        folder = try ProcessRunner.temporaryFolder()
    }

    /// A record of the tutorial's schema; `latitude` may be out of range to make the record bad.
    private static func record(_ id: Int, latitude: Double = 45) -> String {
        #"{"id": \#(id), "name": "Place \#(id)", "park": "Park", "city": "Town", "state": "Maine", "category": "Lakes", "#
            + #""isFeatured": false, "isFavorite": false, "coordinates": {"latitude": \#(latitude), "longitude": -70}, "#
            + #""description": "\#(String(repeating: "Words about the place. ", count: 10))", "imageName": "x"}"#
    }

    /// Starts the app on a catalog piped in two parts: the second only once the test creates `go`.
    private func startOnStalledPipe(first: [String], rest: [String]) throws -> (TmuxTerminal, go: String) {
        let firstPart = folder + "/first.json"
        let restPart = folder + "/rest.json"
        try ("[" + first.joined(separator: ",\n")).write(toFile: firstPart, atomically: true, encoding: .utf8)
        try (",\n" + rest.joined(separator: ",\n") + "]\n").write(toFile: restPart, atomically: true, encoding: .utf8)
        let go = folder + "/go"
        // The pipe's writer waits for the file `go`, as a slow download would for the network.
        let script = #"{ cat "$1"; while [ ! -e "$3" ]; do sleep 0.05; done; cat "$2"; } | "$0" --state-dir "$4""#
        let terminal = try TmuxTerminal(
            arguments: [firstPart, restPart, go, folder + "/state"], wrapper: ["/bin/sh", "-c", script])
        return (terminal, go)
    }

    @Test func theFirstLandmarksShowWhileTheRestIsReadAndAFavoriteMarkedThenIsSavedAtTheEnd() throws {
        let (terminal, go) = try startOnStalledPipe(
            first: (1...3000).map { Self.record($0) }, rest: (3001...3500).map { Self.record($0) })
        let loading = try terminal.waitForText("loading 3,000 landmarks…")
        #expect(loading.contains { $0.hasPrefix("> Place 1 ") })  // the first batch's first landmark is selected
        // A favourite marked while the rest is read shows at once.
        try terminal.send("f")
        try terminal.waitForScreen("a star while loading") { $0.contains { $0.hasPrefix("> Place 1 ") && $0.hasSuffix("★") } }
        // Reordering favourites waits for every landmark.
        try terminal.send("K")
        try terminal.waitForText("Favorites can be reordered once every landmark is read")
        // A landmark opened before its photos are read says so, and shows them (here: none) once they are.
        try terminal.send("Enter")
        try terminal.waitForText("Photos are still being read…")
        FileManager.default.createFile(atPath: go, contents: nil)
        try terminal.waitForText("No photos of this landmark.")
        try terminal.send("Escape")
        let loaded = try terminal.waitForText("1 / 3,500")
        #expect(loaded.contains { $0.hasPrefix("> Place 1 ") && $0.hasSuffix("★") })
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
        let state = try Data(contentsOf: URL(fileURLWithPath: folder + "/state/catalogs/standard-input/state.json"))
        let json = try JSONSerialization.jsonObject(with: state) as? [String: Any]
        #expect(json?["favoriteLandmarks"] as? [Int] == [1])
    }

    @Test func aBadRecordFoundAfterTheFirstScreenEndsTheAppWithTheErrorAndSavesNothing() throws {
        let (terminal, go) = try startOnStalledPipe(
            first: (1...3000).map { Self.record($0) }, rest: [Self.record(3001), Self.record(3002, latitude: 91)])
        try terminal.waitForText("loading 3,000 landmarks…")
        try terminal.send("s")  // a setting changed while loading is not saved when the catalog turns out bad
        try terminal.waitForText("by name")
        FileManager.default.createFile(atPath: go, contents: nil)
        let after = try terminal.waitForText("exit=1")
        #expect(after.joined().contains(#"landmarks: standard input: record 3002, field "coordinates.latitude": 91.0 is outside -90...90"#))
        #expect(try terminal.waitForExit().modes == "icanon echo ")
        #expect(!FileManager.default.fileExists(atPath: folder + "/state/catalogs/standard-input/state.json"))
    }
}
