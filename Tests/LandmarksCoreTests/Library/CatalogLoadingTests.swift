import Foundation
import LandmarksCore
import Locking
import Testing

/// A catalog read on another thread: the messages it posts, and the library while the rest is on its way.
@Suite struct CatalogLoadingTests {
    /// Everything a loader posts about `url`, in order, waiting for the end.
    private func news(of url: URL) -> [AppMessage] {
        let posted = Locked<[AppMessage]>([])
        CatalogLoader.start(.file(url)) { message in posted.withLockWakingWaiters { $0.append(message) } }
        return posted.wait(until: { $0.contains(where: \.endsCatalog) }, timeout: .seconds(60), then: { messages, _ in messages })
    }

    @Test func theBundledCatalogArrivesWholeThenItsPhotos() throws {
        let news = news(of: Fixtures.bundledFile)
        let landmarks = news.flatMap { news -> [Landmark] in if case .landmarksRead(let batch) = news { Array(batch) } else { [] } }
        // The descriptions stay in the file, where the app reads them from as it shows them.
        #expect(!landmarks.isEmpty && landmarks.allSatisfy(\.description.isEmpty))
        let store = LandmarkStore()
        for case .landmarksRead(let batch) in news { store.append([batch]) }
        #expect(store.landmarks == (try LandmarkStore.load(from: Fixtures.bundledFile)).landmarks)
        #expect(store.landmarks.allSatisfy { !$0.description.isEmpty })
        guard case .catalogRead(let photos) = news.last else {
            Issue.record("no end: \(news.count) messages")
            return
        }
        #expect(photos.value.count == 32)
        guard case .allLandmarksRead = news.dropLast().last else {
            Issue.record("the end of the landmarks was not told before the photos")
            return
        }
    }

    @Test func aBadCatalogEndsWithTheErrorAFileReadWholeGives() throws {
        let url = try Fixtures.file(#"[{"id": 1, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}, {"id": 1}]"#)
        guard case .catalogFailed(let message) = news(of: url).last else {
            Issue.record("no failure")
            return
        }
        let whole = #expect(throws: DataFileError.self) { try LandmarkStore.load(from: url) }
        #expect(message == whole?.description)
    }

    /// The photos are read beside the landmarks: a bad photos file fails the catalog, a bad landmarks file first.
    @Test(arguments: [
        (
            #"[{"id": 1, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}]"#,
            "photos.json: record 2, field \"landmarkId\": no landmark has id 9"
        ),
        (
            #"[{"id": 1, "name": "a", "coordinates": {"latitude": 91, "longitude": 2}}]"#,
            "landmarks.json: record 1, field \"coordinates.latitude\": 91.0 is outside -90...90"
        ),
    ])
    func theLandmarksFileIsJudgedBeforeItsPhotos(landmarks: String, error: String) throws {
        let url = try Fixtures.file(landmarks)
        let photos = try JSONEncoder().encode([Fixtures.photo(1, of: 1, day: 0), Fixtures.photo(2, of: 9, day: 0)])
        try photos.write(to: url.deletingLastPathComponent().appendingPathComponent("photos.json"))
        guard case .catalogFailed(let message) = news(of: url).last else {
            Issue.record("no failure")
            return
        }
        #expect(message.hasSuffix(error))
    }

    /// A photos.json none of whose photos is of these landmarks is another catalog's in the same folder:
    /// the catalog opens without them, and says why.
    @Test func anotherCatalogsPhotosAreLeftOutAndSaidSo() throws {
        let url = try Fixtures.file(#"[{"id": 1, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}]"#)
        let photos = try JSONEncoder().encode([Fixtures.photo(1, of: 9, day: 0), Fixtures.photo(2, of: 8, day: 0)])
        let photosFile = url.deletingLastPathComponent().appendingPathComponent("photos.json")
        try photos.write(to: photosFile)
        guard case .catalogRead(let read) = news(of: url).last else {
            Issue.record("no catalog")
            return
        }
        let catalog = read.value
        #expect(catalog.count == 0)
        #expect(
            catalog.notice == "\(photosFile.relativePath): none of its 2 photos is of a landmark here (the first names id 9): not shown")
        let library = LandmarkLibrary(landmarks: try LandmarkStore.load(from: url), photos: catalog)
        #expect(library.notice == catalog.notice)
    }

    @Test func aFavoriteMarkedWhileLoadingShowsAtOnceAndIsSavedAtTheEndWithTheFilesLaterOnes() throws {
        let folder = try Fixtures.folder()
        let first = [Fixtures.landmark(1, "A"), Fixtures.landmark(2, "B", favorite: true)]
        let library = LandmarkLibrary(
            landmarks: try LandmarkStore(landmarks: first), photos: PhotoCatalog(), stateFile: StateFile(folder: folder),
            isLoading: true)
        library.toggleFavorite(landmarkAt: 0)
        library.setSortOrder(.name)
        #expect(library.landmarks.favoriteIDs == [2, 1])
        #expect(!library.hasUnsavedChanges)
        #expect(!FileManager.default.fileExists(atPath: folder + "/state.json"))
        // The file's own favourites that arrive later count, as they would have at once.
        library.append([LandmarkColumns([Fixtures.landmark(3, "C", favorite: true)])])
        #expect(library.landmarks.favoriteIDs == [2, 3, 1])
        library.finishLoading(photos: try PhotoCatalog(photos: [Fixtures.photo(1, of: 3, day: 0)]))
        #expect(library.photos.count == 1)
        let saved = try StateFile(folder: folder).read()
        #expect(saved[.sortOrder] == .name)
        #expect(saved[.favoriteLandmarks] == [2, 3, 1])
        // Made a change at the end, it can be undone like any other.
        #expect(library.undo() != nil)
        #expect(library.landmarks.favoriteIDs == [2, 3])
    }
}
