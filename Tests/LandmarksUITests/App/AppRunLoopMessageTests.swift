import Foundation
import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing

/// The run loop driven by typed messages from the workers, posted to its inbox from another thread
/// while it runs on the test backend.
@Suite struct AppRunLoopMessageTests {
    /// Runs the app on a library still loading; `post` is called once the first frame is drawn and
    /// posts to the loop's inbox; the run ends once `isDone` holds for the screen.
    private func run(
        library: LandmarkLibrary, isLoading: Bool = true, post: @escaping @Sendable (Inbox<AppMessage>) -> Void,
        until isDone: @escaping @Sendable ([String]) -> Bool
    ) -> (RunOutcome, TestBackend) {
        let backend = TestBackend(width: 60, height: 8, waitsWhenEmpty: true)
        let inbox = Inbox<AppMessage>(mostWeight: AppMessage.mostWaitingLandmarks)
        let app = LandmarksApp(library: library, collation: nil, pictures: ImmediatePictures.drawing(), isLoadingCatalog: isLoading)
        Thread.detachNewThread {
            waitUntil { !backend.frames.isEmpty }
            post(inbox)
            waitUntil { isDone(backend.screen) }
            backend.endInput()
        }
        return (AppRunLoop(app: app, backend: backend, inbox: inbox).run(), backend)
    }

    private func loadingLibrary() throws -> LandmarkLibrary {
        LandmarkLibrary(landmarks: try Fixtures.store(), photos: PhotoCatalog(), isLoading: true)
    }

    @Test func batchesGrowTheListAndTheCatalogsEndLetsFavouritesChange() throws {
        let library = try loadingLibrary()
        let (outcome, backend) = run(library: library) { inbox in
            let zebra = Landmark(
                id: 90, name: "Zebra Lake", park: "", city: "", state: "", category: .lakes, isFeatured: false, isFavorite: false,
                coordinates: Coordinates(latitude: 1, longitude: 1), description: "", imageName: "")
            inbox.post(.landmarksRead(LandmarkColumns([zebra])), weight: 1)
            inbox.post(.allLandmarksRead, isUrgent: true)
            inbox.post(.catalogRead(AppMessage.HandedOver(PhotoCatalog())), isUrgent: true)
        } until: {
            $0[0].hasSuffix("1 / 4 ")
        }
        #expect(outcome == .endOfInput)
        // Every landmark is read: the title counts them, the first landmark still selected.
        #expect(backend.screen[0] == " Landmarks" + String(repeating: " ", count: 44) + "1 / 4 ")
        #expect(backend.screen.contains { $0.hasPrefix("> Turtle Rock") })
        #expect(backend.screen.contains { $0.hasPrefix("  Zebra Lake") })
        #expect(!library.isLoading)
    }

    @Test func aCatalogFoundBadAfterTheFirstFrameEndsTheRunWithItsError() throws {
        let (outcome, _) = run(library: try loadingLibrary()) { inbox in
            inbox.post(.catalogFailed("big.json: line 3, column 4: expected ',' or '}'"), isUrgent: true)
        } until: { _ in
            false
        }
        #expect(outcome == .badCatalog("big.json: line 3, column 4: expected ',' or '}'"))
    }

    @Test func theScansProgressShowsInTheHeader() throws {
        let library = try Fixtures.library()
        library.yourPhotosProgress = PhotoFolderScanner.Progress()
        let (_, backend) = run(library: library, isLoading: false) { inbox in
            inbox.post(.yourPhotosScanned(PhotoFolderScanner.Progress(found: 1200, read: 300, toRead: 1200, isListing: false)))
        } until: {
            $0[0].contains("reading your photos")
        }
        #expect(backend.screen[0].hasPrefix(" Landmarks"))
        #expect(backend.screen[0].contains("reading your photos: 300 of 1,200…"))
    }
}
