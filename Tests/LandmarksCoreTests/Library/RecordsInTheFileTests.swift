import Foundation
import LandmarksCore
import Testing

/// Photos and descriptions of a catalog read from a file stay there and are read again when shown.
@Suite struct RecordsInTheFileTests {
    private static let landmarks = """
        [
          {"id": 2, "name": "Turtle Rock", "coordinates": {"latitude": 34, "longitude": -116}, "description": "Escaped \\"quotes\\" and ünïcödé"},
          {"id": 1, "name": "Silver Salmon Creek", "coordinates": {"latitude": 59, "longitude": -152}, "description": "Second"}
        ]
        """

    private static func photo(id: Int, landmarkId: Int, takenAt: String, title: String) -> String {
        """
        {"id": \(id), "landmarkId": \(landmarkId), "title": "\(title)", "author": {"username": "u\(id)", "firstName": "Zoë", "lastName": "M"}, "takenAt": "\(takenAt)", "rating": \(id % 6), "file": "photos/\(id).jpg", "width": 30, "height": 20}
        """
    }

    /// Neither by landmark nor by id, so that both orders are worked out by sorting.
    private static let photos =
        "["
        + [
            photo(id: 7, landmarkId: 2, takenAt: "2020-01-01T00:00:00Z", title: "Old"),
            photo(id: 3, landmarkId: 1, takenAt: "2021-01-01T00:00:00+02:00", title: "Creek"),
            photo(id: 5, landmarkId: 2, takenAt: "2022-01-01T00:00:00-07:00", title: "New"),
        ].joined(separator: ",\n") + "]"

    @Test func photosReadAgainFromTheFileAreThoseTheDecoderReads() throws {
        let url = try Fixtures.file(Self.landmarks)
        let photosURL = url.deletingLastPathComponent().appendingPathComponent("photos.json")
        try Data(Self.photos.utf8).write(to: photosURL)
        let inFile = try PhotoCatalog.load(besideLandmarksAt: url.path, landmarkIDs: [1, 2])
        let decoded = try PhotoCatalog(data: Data(Self.photos.utf8), file: "photos.json", landmarkIDs: [1, 2])
        #expect(inFile.photos == decoded.photos)
        #expect(inFile.photos.map(\.title) == ["Old", "Creek", "New"])
        #expect(inFile.photoKeys(in: .landmark(id: 2)).map { inFile.photo($0).title } == ["New", "Old"])
        #expect(inFile.photoKeys(in: .landmark(id: 2)) == decoded.photoKeys(in: .landmark(id: 2)))
        #expect(inFile.index(ofID: 5) == 2)
        #expect(inFile.index(ofID: 4) == nil)
    }

    @Test func photosTheLandmarksFileCarriesFollowThoseReadAgainFromPhotosJSON() throws {
        let url = try Fixtures.file(Self.landmarks)
        try Data(Self.photos.utf8).write(to: url.deletingLastPathComponent().appendingPathComponent("photos.json"))
        // As a KMZ's image is: undated, kept whole.
        var carried = Fixtures.photo(99, of: 2, day: 0, rating: 0, title: "Carried")
        carried.takenAt = nil
        let catalog = try PhotoCatalog.load(besideLandmarksAt: url.path, carrying: [carried], landmarkIDs: [1, 2])
        #expect(catalog.photos.map(\.title) == ["Old", "Creek", "New", "Carried"])
        // The undated after the dated, though photos.json's dates were left in the file.
        #expect(catalog.photoKeys(in: .landmark(id: 2)).map { catalog.photo($0).title } == ["New", "Old", "Carried"])
        #expect(catalog.index(ofID: 99) == 3)
        catalog.applyRatings([99: 4, 5: 1])
        #expect(catalog.photo(at: 3).rating == 4)
        #expect(catalog.photo(at: 2).rating == 1)
    }

    @Test func aPhotosFileChangedInPlaceShowsAsChangedNotAsAnotherPhoto() throws {
        let url = try Fixtures.file(Self.landmarks)
        let photosURL = url.deletingLastPathComponent().appendingPathComponent("photos.json")
        try Data(Self.photos.utf8).write(to: photosURL)
        let catalog = try PhotoCatalog.load(besideLandmarksAt: url.path, landmarkIDs: [1, 2])
        // The same bytes with the first two records' ids swapped, written into the same file.
        let swapped = Self.photos.replacingOccurrences(of: "\"id\": 7", with: "\"id\": X")
            .replacingOccurrences(of: "\"id\": 3", with: "\"id\": 7").replacingOccurrences(of: "\"id\": X", with: "\"id\": 3")
        let handle = try FileHandle(forWritingTo: photosURL)
        try handle.write(contentsOf: Data(swapped.utf8))
        try handle.close()
        #expect(catalog.photo(at: 0).title == "(photos.json changed since it was read: start the app again to see it)")
        #expect(catalog.photo(at: 0).id == 7)
        #expect(catalog.photo(at: 2).title == "New")
    }

    @Test func descriptionsAreReadFromTheFileWhenShownAndNotKeptInTheList() throws {
        let url = try Fixtures.file(Self.landmarks)
        let store = try LandmarkStore.load(from: url)
        #expect(store.landmark(at: 0).description == "Escaped \"quotes\" and ünïcödé")
        #expect(store.landmark(at: 1).description == "Second")
        #expect(store[withoutDescription: 0].description == "")
        #expect(store[withoutDescription: 1].name == "Silver Salmon Creek")
        let decoded = try LandmarkStore(data: Data(Self.landmarks.utf8), file: "landmarks.json")
        #expect(store.landmarks == decoded.landmarks)
        #expect(decoded[withoutDescription: 1].description == "Second")
    }

    @Test func aDescriptionWhoseRecordChangedInPlaceIsEmpty() throws {
        let url = try Fixtures.file(Self.landmarks)
        let store = try LandmarkStore.load(from: url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: Data(Self.landmarks.replacingOccurrences(of: "\"id\": 2", with: "\"id\": 9").utf8))
        try handle.close()
        #expect(
            store.landmark(at: 0).description
                == "(The landmarks file changed since it was read: start the app again to see this description.)")
        #expect(store.landmark(at: 1).description == "Second")
    }

    @Test func aRecordBesideOnesReadBeforeTheFileChangedInPlaceIsReadAgain() throws {
        let third = #"{"id": 3, "name": "Third", "coordinates": {"latitude": 1, "longitude": 2}, "description": "Third"}"#
        let landmarks = Self.landmarks.replacingOccurrences(of: "\n]", with: ",\n  \(third)\n]")
        let url = try Fixtures.file(landmarks)
        // Long ago, so that the change below moves the time of change even on a coarse clock.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: url.path)
        let store = try LandmarkStore.load(from: url)
        // Read one after the other, as a move down the list does: the file around them is read at once.
        #expect(store.landmark(at: 0).description == "Escaped \"quotes\" and ünïcödé")
        #expect(store.landmark(at: 1).description == "Second")
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: Data(landmarks.replacingOccurrences(of: "\"id\": 3", with: "\"id\": 8").utf8))
        try handle.close()
        #expect(
            store.landmark(at: 2).description
                == "(The landmarks file changed since it was read: start the app again to see this description.)")
    }
}
