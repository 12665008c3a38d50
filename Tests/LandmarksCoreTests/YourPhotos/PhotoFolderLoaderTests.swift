import Dispatch
import Foundation
import LandmarksCore
import Testing

@Suite struct PhotoFolderLoaderTests {
    /// Takes the loader's news until its photos arrive, waiting on its notifications (15 s at most).
    private func placedPhotos(_ loader: PhotoFolderLoader, wakes: DispatchSemaphore) -> (YourPhotos?, [PhotoFolderScanner.Progress]) {
        var progress: [PhotoFolderScanner.Progress] = []
        let deadline = DispatchTime.now() + 15
        while wakes.wait(timeout: deadline) == .success {
            let news = loader.takeNews()
            if let step = news.progress { progress.append(step) }
            if let photos = news.photos { return (photos, progress) }
        }
        return (nil, progress)
    }

    @Test func scansOnItsOwnThreadAndPlacesThePhotosOnceTheLandmarksAreRead() throws {
        let scanner = try PhotoFolderScanner(folder: PhotoFolderScannerTests.folder(), environment: nil)
        let loader = PhotoFolderLoader(scanner, radius: 10)
        let wakes = DispatchSemaphore(value: 0)
        loader.notify { wakes.signal() }
        loader.landmarksAreRead(places: [Coordinates(latitude: 1, longitude: 1)], ids: [7])
        let (photos, progress) = placedPhotos(loader, wakes: wakes)
        let placed = try #require(photos)
        // PNGs have no location.
        #expect(placed.photos.map(\.path) == ["a.png", "trip/B.PNG"])
        #expect(placed.photos.allSatisfy { $0.place == .noLocation })
        #expect(placed.problems.map(\.path) == ["gone.jpg", "trip/again", "trip/fake.jpg"])
        #expect(progress.last?.read == 3)
        #expect(loader.takeNews().photos == nil, "the photos are handed over once")
    }
}
