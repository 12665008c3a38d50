import LandmarksCommandLine
import LandmarksCore
import Testing

@testable import landmarks

/// Which type runs a command line, with what it was given.
@Suite struct CommandTypesTests {
    /// The command for `arguments` split at spaces, in `environment` (by default one naming no photo folder).
    private func runnable(_ arguments: String, environment: [String: String] = [:]) throws(CommandFailure) -> any RunnableCommand {
        try Command.runnable(parsing: arguments.split(separator: " ").map(String.init), environment: environment)
    }

    @Test func eachSubcommandHasItsType() throws {
        let sources = Command.Sources(dataPath: "d.json", stateFolder: "s")
        // The background is asked of the terminal: nothing in the environment says.
        #expect(
            try runnable("--data d.json --state-dir s --no-mouse") as? BrowseCommand
                == BrowseCommand(sources: sources, usesColor: true, usesMouse: false, lightBackground: nil))
        #expect(
            try runnable("pick --search lake --theme light --pictures none --data d.json --state-dir s") as? BrowseCommand
                == BrowseCommand(
                    sources: sources, usesColor: true, usesMouse: true, pictures: .none, lightBackground: true,
                    picking: BrowseCommand.Picking(search: "lake", json: false)))
        #expect(
            try runnable("list --favorites --search lake --sort state --json --data d.json --state-dir s") as? ListCommand
                == ListCommand(favoritesOnly: true, search: "lake", order: .state, format: .json, sources: sources))
        #expect(
            try runnable("photos 1001 --json --data d.json --state-dir s") as? PhotosCommand
                == PhotosCommand(landmarkID: 1001, json: true, listing: .placed, sources: sources))
        #expect(
            try runnable("show 7 --size 30x10 --colors 16 --data d.json --state-dir s") as? ShowCommand
                == ShowCommand(picture: .photo(id: 7), columns: 30, rows: 10, colors: .palette16, sources: sources))
        #expect(
            try runnable("map 1001 --search lake --data d.json --state-dir s") as? MapCommand
                == MapCommand(landmarkID: 1001, columns: nil, rows: nil, search: "lake", sources: sources))
        #expect(try runnable("list --help") is HelpCommand)
        #expect(try runnable("--version") is VersionCommand)
    }

    @Test func photosListsYourPhotosWhenAFolderIsNamed() throws {
        let byOption = Command.Sources(photoFolder: "/p", radius: 2)
        #expect(
            try runnable("photos --photos /p --radius 2 --unmatched") as? YourPhotosCommand
                == YourPhotosCommand(landmarkID: nil, json: false, listing: .unmatched, sources: byOption, folder: "/p"))
        #expect(
            try runnable("photos --problems", environment: ["LANDMARKS_PHOTOS": "/q"]) as? YourPhotosCommand
                == YourPhotosCommand(landmarkID: nil, json: false, listing: .problems, sources: .init(), folder: "/q"))
        // An empty LANDMARKS_PHOTOS names no folder.
        #expect(
            try runnable("photos --unmatched", environment: ["LANDMARKS_PHOTOS": ""]) as? PhotosCommand
                == PhotosCommand(landmarkID: nil, json: false, listing: .unmatched, sources: .init()))
    }

    @Test func aLineThatDoesNotParseIsAUsageFailurePointingToTheHelp() {
        #expect(throws: CommandFailure("unknown option '--bogus' (see 'landmarks --help')", status: 2)) {
            try runnable("list --bogus")
        }
        #expect(throws: CommandFailure("--size takes COLSxROWS, e.g. 100x30, not '0x5' (see 'landmarks --help')", status: 2)) {
            try runnable("map --size 0x5")
        }
    }
}
