import Foundation
import Glibc
import LandmarksCommandLine
import LandmarksCore
import Testing

@testable import landmarks

/// What the commands throw when they cannot go on, before anything is printed: the one line and the
/// exit status that `main` reports.
@Suite struct ScriptCommandFailureTests {
    /// A folder of its own with `landmarks.json` holding `text`, and a state folder beside it.
    private struct Catalog {
        let folder: String
        var path: String { folder + "/landmarks.json" }
        var sources: Command.Sources { Command.Sources(dataPath: path, stateFolder: folder + "/state") }

        init(_ text: String) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-commands-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/landmarks.json"))
        }

        func remove() { try? FileManager.default.removeItem(atPath: folder) }
    }

    private let bad = #"[{"id": 1,,]"#
    private let one = #"[{"id": 1, "name": "Turtle Rock", "coordinates": {"latitude": 34, "longitude": -116}}]"#

    @Test func listOfABadFileThrowsItsOneLineWithStatus1InEitherOrder() throws {
        let catalog = try Catalog(bad)
        defer { catalog.remove() }
        let failure = CommandFailure("\(catalog.path): line 1, column 11: expected a quoted key", status: 1)
        for order in [LandmarkOrder.file, .name] {
            #expect(throws: failure) {
                try ListCommand(favoritesOnly: false, search: "", order: order, format: .tsv, sources: catalog.sources).run()
            }
        }
    }

    @Test func listOfAMissingFileNamesIt() {
        let sources = Command.Sources(dataPath: "/nonexistent/x.json", stateFolder: "/nonexistent/state")
        #expect(throws: CommandFailure("/nonexistent/x.json: open: no such file", status: 1)) {
            try ListCommand(favoritesOnly: false, search: "", order: .file, format: .json, sources: sources).run()
        }
    }

    @Test func photosOfAnUnknownLandmarkOrYourListingsWithoutAFolder() throws {
        let catalog = try Catalog(one)
        defer { catalog.remove() }
        #expect(throws: CommandFailure("no landmark has id 9", status: 1)) {
            try PhotosCommand(landmarkID: 9, json: false, listing: .placed, sources: catalog.sources).run()
        }
        #expect(throws: CommandFailure("--problems needs your photo folder: --photos DIR (or LANDMARKS_PHOTOS)", status: 2)) {
            try PhotosCommand(landmarkID: nil, json: false, listing: .problems, sources: catalog.sources).run()
        }
    }

    @Test func yourPhotosOfAFolderThatIsNotThere() throws {
        let catalog = try Catalog(one)
        defer { catalog.remove() }
        let missing = catalog.folder + "/gone"
        #expect(throws: CommandFailure("\(missing): No such file or directory", status: 1)) {
            try YourPhotosCommand(landmarkID: nil, json: false, listing: .placed, sources: catalog.sources, folder: missing).run()
        }
        // The landmark is looked for before the folder is.
        #expect(throws: CommandFailure("no landmark has id 9", status: 1)) {
            try YourPhotosCommand(landmarkID: 9, json: false, listing: .placed, sources: catalog.sources, folder: missing).run()
        }
    }

    @Test func showAndMapOfAnUnknownID() throws {
        let catalog = try Catalog(one)
        defer { catalog.remove() }
        #expect(throws: CommandFailure("no photo has id 7", status: 1)) {
            try ShowCommand(picture: .photo(id: 7), columns: 10, rows: 5, colors: PictureColors.none, sources: catalog.sources).run()
        }
        #expect(throws: CommandFailure("no landmark has id 9", status: 1)) {
            try MapCommand(landmarkID: 9, columns: 10, rows: 5, search: "", sources: catalog.sources).run()
        }
    }

    /// Without a terminal the browser reads the catalog whole before it looks for one, so that a bad
    /// catalog is what the user hears of (run where the tests' input and output are not a terminal).
    @Test(.enabled(if: isatty(STDIN_FILENO) == 0 && isatty(STDOUT_FILENO) == 0))
    func browsingABadCatalogWithoutATerminalThrowsItsOneLine() throws {
        let catalog = try Catalog(bad)
        defer { catalog.remove() }
        #expect(throws: CommandFailure("\(catalog.path): line 1, column 11: expected a quoted key", status: 1)) {
            try BrowseCommand(sources: catalog.sources, usesColor: false, usesMouse: false).run()
        }
    }
}
