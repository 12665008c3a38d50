import Foundation
import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing

/// The whole app on the test backend: keys in, frames out, no terminal.
@Suite struct AppRunLoopTests {
    private func run(
        _ events: [TerminalEvent], width: Int = 40, height: Int = 7, library: LandmarkLibrary? = nil
    ) throws -> (RunOutcome, TestBackend) {
        let backend = TestBackend(width: width, height: height, events: events)
        let app = LandmarksApp(library: try library ?? Fixtures.library(), collation: nil, pictures: ImmediatePictures.drawing())
        return (AppRunLoop(app: app, backend: backend).run(), backend)
    }

    private func keys(_ text: String) -> [TerminalEvent] {
        text.map { .key(.character($0)) }
    }

    /// Runs the app, sending each stage of events once the frame before it is drawn.
    private func runInStages(
        _ stages: [[TerminalEvent]], width: Int = 40, height: Int = 7
    ) throws -> (RunOutcome, [[String]]) {
        let backend = TestBackend(width: width, height: height, waitsWhenEmpty: true)
        let app = LandmarksApp(library: try Fixtures.library(), collation: nil, pictures: ImmediatePictures.drawing())
        Thread.detachNewThread {
            for (number, stage) in stages.enumerated() {
                waitUntil { backend.frames.count > number }
                backend.send(contentsOf: stage)  // together, as one burst of keys
            }
            waitUntil { backend.frames.count > stages.count }
            backend.endInput()
        }
        let outcome = AppRunLoop(app: app, backend: backend).run()
        return (outcome, backend.frames.map(\.lines))
    }

    @Test func keysDriveThePagesAndQQuits() throws {
        let (outcome, frames) = try runInStages([[.key(.enter)], [.key(.escape)], keys("q")])
        #expect(outcome == .quit)
        #expect(outcome.exitStatus == 0)
        // The first frame selects the first landmark, which Enter opens.
        #expect(
            frames[0] == [
                " Landmarks                        1 / 3 ",
                "  [ ] Favorites only                    ",
                "> Turtle Rock        Joshua Tree Nati… ★",
                "  東京タワー         Shiba Park         ",
                "  A very long land…  Park              ★",
                "                                        ",
                " ↑↓ move  Enter open  ? help            ",
            ])
        #expect(frames[1][0] == " Landmarks › Turtle Rock     ★ Favorite ")
        #expect(frames[2][2] == "> Turtle Rock        Joshua Tree Nati… ★")
        #expect(frames.count == 3)
    }

    @Test func oOpensThePhotoInFocusWithTheTerminalGivenBackAndSaysHowItWent() throws {
        let file = try Fixtures.folder() + "/sunrise.png"
        try Data([0x89]).write(to: URL(fileURLWithPath: file))
        var photo = Fixtures.photo(1, of: 1)
        photo.file = file
        let backend = TestBackend(width: 60, height: 12, events: [.key(.enter), .key(.tab), .key(.character("o"))])
        let app = LandmarksApp(
            library: try Fixtures.library(photos: [photo]), collation: nil, pictures: ImmediatePictures.drawing(),
            photoOpener: PhotoOpener(viewer: .command("true"), pause: {}))
        #expect(AppRunLoop(app: app, backend: backend).run() == .endOfInput)
        #expect(backend.timesOutside == 1)
        #expect(backend.screen.last == " Shown sunrise.png with true" + String(repeating: " ", count: 32))
    }

    @Test func aHelpTooTallPagesWithSpaceAndGoesToItsEndsWithGAndg() throws {
        let (_, frames) = try runInStages(
            [keys("?"), keys(" "), keys("G"), keys("g"), keys("x")], width: 40, height: 12)
        #expect(frames[1].contains { $0.contains("move up") })
        #expect(!frames[2].contains { $0.contains("move up") } && frames[2] != frames[1])
        #expect(frames[3].contains { $0.contains("show this help") })
        #expect(frames[4] == frames[1])
        #expect(!frames[5].contains { $0.contains("show this help") })
    }

    @Test func ctrlLPaintsEveryCellAgainOnEveryPage() throws {
        let (_, backend) = try run([.key(.control("l")), .key(.enter), .key(.control("l"))])
        #expect(backend.repaints == 2)
        #expect(backend.screen[0].hasPrefix(" Landmarks › Turtle Rock"))
    }

    @Test func oWithoutAPhotoInFocusDoesNothing() throws {
        let (_, backend) = try run([.key(.enter), .key(.character("o"))], width: 60, height: 12)
        #expect(backend.timesOutside == 0)
        #expect(!backend.screen.contains { $0.contains("viewer") })
    }

    @Test func queuedKeysAreAllHandledBeforeOneFrameIsDrawn() throws {
        let (outcome, backend) = try run([.key(.down), .key(.down), .key(.up)])
        #expect(outcome == .endOfInput)
        #expect(backend.frames.count == 2)
        #expect(backend.screen[3].hasPrefix("> 東京タワー"))
    }

    @Test func helpShowsOverThePageAndAnyKeyClosesItWithoutActing() throws {
        let (_, frames) = try runInStages([[.key(.up)] + keys("?"), [.key(.enter)]], width: 60, height: 30)
        #expect(frames[1].contains { $0.contains("flip the switch row") })
        // Enter closed the help; it did not flip the switch.
        #expect(!frames[2].contains { $0.contains("flip the switch row") })
        #expect(frames[2][2] == "> [ ] Favorites only" + String(repeating: " ", count: 40))
    }

    @Test func aKeyThatCannotActSaysWhyUntilTheNextKey() throws {
        let (_, frames) = try runInStages([[.key(.character("K"))], [.key(.down)]], width: 60)
        #expect(frames[1].last == " K and J reorder favorites: press F for Favorites only      ")
        #expect(frames[2].last?.hasPrefix(" ↑↓ move  Enter open") == true)
    }

    @Test func uUndoesAFavoriteAndSaysSoAndCtrlRRedoesIt() throws {
        let (_, frames) = try runInStages(
            [[.key(.character("f"))], [.key(.character("u"))], [.key(.control("r"))]], width: 60)
        #expect(!frames[1][2].hasSuffix("★"))  // Turtle Rock no longer a favourite, which the footer says
        #expect(frames[1].last == " Turtle Rock no longer a favorite · u undoes" + String(repeating: " ", count: 16))
        #expect(frames[2][2].hasSuffix("★"))
        // The note says what was taken back, and made again.
        #expect(frames[2].last == " Undid: Turtle Rock no longer a favorite (Ctrl-R redoes it) ")
        #expect(!frames[3][2].hasSuffix("★"))
        #expect(frames[3].last?.hasPrefix(" Redid: Turtle Rock no longer a favorite ") == true)
    }

    /// Undoing a removal brings the favourite back and selects it, not the row that took its place.
    @Test func undoingARemovalSelectsTheFavoriteBroughtBack() throws {
        let (_, frames) = try runInStages(
            [[.key(.character("F")), .key(.character("d"))], [.key(.character("u"))]], width: 60)
        let removed = try #require(frames[1].first { $0.hasPrefix(">") })
        #expect(!removed.contains("Turtle Rock"))
        #expect(frames[2].contains { $0.hasPrefix("> Turtle Rock") })
        #expect(frames[2].last?.hasPrefix(" Undid: Turtle Rock no longer a favorite") == true)
    }

    @Test func aSignalEndsTheRunWithItsStatusAndTheSelectionIsSaved() throws {
        let folder = try Fixtures.folder()
        let library = try Fixtures.library(stateFile: StateFile(folder: folder))
        let (outcome, _) = try run([.key(.down), .signal(SIGTERM)], library: library)
        #expect(outcome == .signal(SIGTERM))
        #expect(outcome.exitStatus == 143)
        #expect(try StateFile(folder: folder).read()[.selectedLandmark] == 2)
    }

    @Test func aTerminalTooSmallSaysSoAndTheAppRecoversWhenItGrows() throws {
        let backend = TestBackend(width: 10, height: 3, waitsWhenEmpty: true)
        let app = LandmarksApp(library: try Fixtures.library(), collation: nil, pictures: ImmediatePictures.drawing())
        Thread.detachNewThread {
            waitUntil { backend.frames.count == 1 }
            backend.resize(width: 40, height: 7)
            backend.endInput()
        }
        _ = AppRunLoop(app: app, backend: backend).run()
        #expect(backend.frames[0].lines == [" Terminal ", "too small ", "          "])
        #expect(backend.screen.count == 7)
        #expect(backend.screen[1].hasPrefix("  [ ] Favorites only"))
        #expect(backend.screen[2].hasPrefix("> Turtle Rock"))
    }

    @Test func aNoticeFromAnIdleSaveIsShownWithoutWaitingForAKey() throws {
        let folder = try Fixtures.folder()
        let stateFile = StateFile(folder: folder)
        let library = try Fixtures.library(stateFile: stateFile)
        library.setFavoritesOnly(false)  // a valid state file now exists
        let backend = TestBackend(width: 60, height: 7, events: [.key(.down)], waitsWhenEmpty: true)
        let app = LandmarksApp(library: library, collation: nil, pictures: ImmediatePictures.drawing())
        // Another program spoils the file; the idle save after the key moves it aside and says so.
        try Data("not json".utf8).write(to: URL(fileURLWithPath: stateFile.path))
        Thread.detachNewThread {
            waitUntil { backend.screen.last?.hasPrefix(" ! state.json is not a JSON object") == true }
            backend.endInput()
        }
        #expect(AppRunLoop(app: app, backend: backend).run() == .endOfInput)
        #expect(backend.screen.last?.hasPrefix(" ! state.json is not a JSON object; kept as") == true)
    }

    @Test func anEventSentFromAnotherThreadWakesTheLoop() throws {
        let backend = TestBackend(width: 40, height: 7, waitsWhenEmpty: true)
        let app = LandmarksApp(library: try Fixtures.library(), collation: nil, pictures: ImmediatePictures.drawing())
        Thread.detachNewThread {
            waitUntil { backend.frames.count == 1 }
            backend.send(.key(.down))
            waitUntil { backend.frames.count == 2 }
            backend.send(.key(.character("q")))
        }
        #expect(AppRunLoop(app: app, backend: backend).run() == .quit)
        #expect(backend.frames[1].lines[3].hasPrefix("> 東京タワー"))
    }
}

/// Waits (up to ten seconds) until `condition` holds, for threads that watch the loop.
func waitUntil(_ condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(10)
    while !condition() && Date() < deadline {
        Thread.sleep(forTimeInterval: 0.002)
    }
}
