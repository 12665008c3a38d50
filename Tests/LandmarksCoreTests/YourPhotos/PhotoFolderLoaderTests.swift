import Foundation
import LandmarksCore
import Locking
import Testing

@Suite struct PhotoFolderLoaderTests {
    @Test func scansOnItsOwnThreadAndPlacesThePhotosOnceTheLandmarksAreRead() throws {
        let scanner = try PhotoFolderScanner(folder: PhotoFolderScannerTests.folder(), environment: nil)
        let posted = Locked<[AppMessage]>([])
        let loader = PhotoFolderLoader(scanner, radius: 10) { message in posted.withLockWakingWaiters { $0.append(message) } }
        // The scan ends, its last progress posted, and waits for the landmarks before it places anything.
        let scanned = posted.wait(
            until: { $0.contains { if case .yourPhotosScanned(let step) = $0 { step.read == 3 } else { false } } },
            timeout: .seconds(15),
            then: { messages, _ in messages }
        )
        #expect(!scanned.contains { if case .yourPhotosPlaced = $0 { true } else { false } })
        loader.landmarksAreRead(places: [Coordinates(latitude: 1, longitude: 1)], ids: [7])
        let messages = posted.wait(
            until: { $0.contains { if case .yourPhotosPlaced = $0 { true } else { false } } }, timeout: .seconds(15),
            then: { messages, _ in messages }
        )
        let placed = try #require(messages.compactMap { if case .yourPhotosPlaced(let photos) = $0 { photos } else { nil } }.first)
        // PNGs have no location.
        #expect(placed.photos.map(\.path) == ["a.png", "trip/B.PNG"])
        #expect(placed.photos.allSatisfy { $0.place == .noLocation })
        #expect(placed.problems.map(\.path) == ["gone.jpg", "trip/again", "trip/fake.jpg"])
        // The photos are posted once, last.
        #expect(messages.filter { if case .yourPhotosPlaced = $0 { true } else { false } }.count == 1)
        #expect(messages.last.map { if case .yourPhotosPlaced = $0 { true } else { false } } == true)
    }
}
