import Foundation
import LandmarksCore
import Testing

@Suite struct PhotoCatalogTests {
    /// One photo record in the bundled file's key order, with `extra` keys added.
    private func record(
        id: Int = 1, landmarkId: Int = 1, rating: String = "4", takenAt: String = "2023-05-14T06:12:00-07:00", extra: String = ""
    ) -> String {
        """
          {
            "id": \(id),
            "landmarkId": \(landmarkId),
            "title": "Dawn — first light",
            "author": { "username": "zoe", "firstName": "Zoë", "lastName": "Marsh" },
            "takenAt": "\(takenAt)",
            "rating": \(rating),\(extra)
            "file": "photos/\(id).png",
            "width": 240,
            "height": 160
          }
        """
    }

    private func decode(_ json: String, landmarkIDs: Set<Int> = [1, 2]) throws -> PhotoCatalog {
        try PhotoCatalog(data: Data(json.utf8), file: "photos.json", landmarkIDs: landmarkIDs)
    }

    private func error(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func decodesEveryFieldAndIgnoresExtraKeys() throws {
        let catalog = try decode("[\(record(extra: "\n\"camera\": \"X100\","))]")
        let photo = try #require(catalog.photos.first)
        #expect(photo.title == "Dawn — first light")
        #expect(photo.author.fullName == "Zoë Marsh")
        #expect(photo.takenAt == ZonedDate(date: Date(timeIntervalSince1970: 1_684_069_920), utcOffsetSeconds: -7 * 3600))
        #expect(photo.takenAt?.iso8601 == "2023-05-14T06:12:00-07:00")
        #expect(photo.rating == 4)
        #expect((photo.file, photo.width, photo.height) == ("photos/1.png", 240, 160))
    }

    @Test func listsEachLandmarksPhotosNewestFirstWithTiesInFileOrder() throws {
        let catalog = try decode(
            """
            [\(record(id: 1, takenAt: "2021-01-01T10:00:00Z")), \(record(id: 2, takenAt: "2023-01-01T10:00:00Z")),
             \(record(id: 3, landmarkId: 2, takenAt: "2020-01-01T10:00:00Z")),
             \(record(id: 4, takenAt: "2022-06-01T12:00:00+02:00")), \(record(id: 5, takenAt: "2022-06-01T10:00:00Z"))]
            """)
        #expect(catalog.photoKeys(in: .landmark(id: 1)).map { catalog.photo($0).id } == [2, 4, 5, 1])
        #expect(catalog.photoKeys(in: .landmark(id: 2)).map { catalog.photo($0).id } == [3])
        #expect(catalog.photoCount(in: .landmark(id: 1)) == 4)
        #expect(catalog.photoCount(in: .landmark(id: 9)) == 0)
    }

    /// A file grouped by landmark and in order of id (as generated ones are) is not sorted again: its
    /// orders must still be those of sorting, for landmarks of a few photos and of many, ties included.
    @Test(arguments: [500, 40])
    func photosGroupedByLandmarkAreOrderedAsSortingWouldOrderThem(landmarkCount: Int) throws {
        var seed: UInt64 = 11
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let landmarks = (0..<2000).map { _ in next(landmarkCount) }.sorted()
        let photos = landmarks.enumerated().map { Fixtures.photo($0.offset + 1, of: $0.element, day: next(5), rating: next(6)) }
        let catalog = try PhotoCatalog(photos: photos)
        for landmarkID in Set(landmarks) {
            let expected = photos.indices.filter { photos[$0].landmarkId == landmarkID }
                .sorted { a, b in
                    let (dateA, dateB) = (photos[a].takenAt?.date ?? .distantPast, photos[b].takenAt?.date ?? .distantPast)
                    return dateA == dateB ? a < b : dateA > dateB
                }
            #expect(catalog.photoKeys(in: .landmark(id: landmarkID)) == expected.map(PhotoKey.catalog))
        }
        #expect(photos.indices.allSatisfy { catalog.index(ofID: photos[$0].id) == $0 })
        #expect(catalog.index(ofID: 2001) == nil)
    }

    @Test func manyPhotosAreListedAndFoundAsOneByOneWouldListAndFindThem() throws {
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let photos = (0..<2000).map { Fixtures.photo(10_000 - $0 * 3, of: next(50), day: next(30), rating: next(6)) }
        let catalog = try PhotoCatalog(photos: photos)
        #expect(catalog.photos == photos)
        for landmarkID in -1...50 {
            let expected = photos.indices.filter { photos[$0].landmarkId == landmarkID }
                .sorted { a, b in
                    let (dateA, dateB) = (photos[a].takenAt?.date ?? .distantPast, photos[b].takenAt?.date ?? .distantPast)
                    return dateA == dateB ? a < b : dateA > dateB
                }
            #expect(catalog.photoKeys(in: .landmark(id: landmarkID)) == expected.map(PhotoKey.catalog))
            #expect(catalog.photoCount(in: .landmark(id: landmarkID)) == expected.count)
        }
        #expect(photos.indices.allSatisfy { catalog.index(ofID: photos[$0].id) == $0 })
        #expect(catalog.index(ofID: 10_001) == nil)
        #expect(catalog.index(ofID: 10_000 - 2000 * 3) == nil)
    }

    @Test func theFirstBadRecordInFileOrderIsTheOneReported() {
        let ids = [5, 3, 3, 5].map { record(id: $0) }.joined(separator: ", ")
        #expect(error("[\(ids)]") == "photos.json: record 3, field \"id\": duplicate id 3 (also in record 2)")
        let strangerFirst = [record(id: 1, landmarkId: 7), record(id: 2), record(id: 2)].joined(separator: ", ")
        #expect(error("[\(strangerFirst)]") == "photos.json: record 1, field \"landmarkId\": no landmark has id 7")
        let duplicateFirst = [record(id: 1), record(id: 1, landmarkId: 7)].joined(separator: ", ")
        #expect(error("[\(duplicateFirst)]") == "photos.json: record 2, field \"id\": duplicate id 1 (also in record 1)")
    }

    @Test func ratingsFromTheStateOverrideTheFileAndStayInRange() throws {
        let catalog = try decode("[\(record(id: 1)), \(record(id: 2, rating: "2"))]")
        catalog.applyRatings([2: 5, 99: 1, 1: 9])
        #expect(catalog.photos.map(\.rating) == [5, 5])
        catalog.applyRatings([:])
        #expect(catalog.photos.map(\.rating) == [4, 2])
    }

    @Test func reportsBadFilesWithTheRecordAndField() {
        #expect(error("[\(record(rating: "7"))]") == "photos.json: record 1, field \"rating\": 7 is outside 0...5")
        #expect(
            error("[\(record(takenAt: "2023-05-14T06:12:00"))]")
                == "photos.json: record 1, field \"takenAt\": \"2023-05-14T06:12:00\" is not an ISO 8601 date and time with a time zone (e.g. 2023-05-14T06:12:00-07:00)"
        )
        #expect(
            error("[\(record(takenAt: "2023-02-30T25:61:00Z"))]")
                == "photos.json: record 1, field \"takenAt\": \"2023-02-30T25:61:00Z\" is not an ISO 8601 date and time with a time zone (e.g. 2023-05-14T06:12:00-07:00)"
        )
        #expect(error("[\(record(takenAt: "2024-02-29T23:59:59.5+05:45"))]") == nil)
        // The basic format's offset, without a colon, is as valid as the extended one.
        #expect(error("[\(record(takenAt: "2023-05-14T06:12:00+0530"))]") == nil)
        #expect(error("[\(record(takenAt: "2023-05-14T06:12:00-0700"))]") == nil)
        #expect(error("[\(record(id: 1)), \(record(id: 1))]") == "photos.json: record 2, field \"id\": duplicate id 1 (also in record 1)")
        #expect(error("[\(record(landmarkId: 7))]") == "photos.json: record 1, field \"landmarkId\": no landmark has id 7")
        #expect(error("[\(record(rating: "\"high\""))]") == "photos.json: record 1, field \"rating\": wrong type, expected an integer")
        // Numbers Foundation cannot read as integers, wherever the field comes in the record.
        #expect(
            error("[\(record(id: 1)), \(record(id: 2, rating: "2.5"))]")
                == "photos.json: record 2, field \"rating\": 2.5 cannot be read here (a whole number is wanted, or a smaller one)")
        #expect(
            error("[\(record(rating: "99999999999999999999"))]")
                == "photos.json: record 1, field \"rating\": 99999999999999999999 cannot be read here (a whole number is wanted, or a smaller one)"
        )
        #expect(error("{}") == "photos.json: top level: wrong type, expected an array of photos")
        #expect(error("[\n  {\"id\": 1,,}\n]") == "photos.json: line 2, column 12: expected a quoted key")
        let noUsername = record().replacingOccurrences(of: "\"username\": \"zoe\", ", with: "")
        #expect(error("[\(noUsername)]") == "photos.json: record 1, field \"author.username\": missing")
    }

    @Test func aMissingPhotosFileMeansNoPhotosAndABadOneIsAnError() throws {
        let landmarks = try Fixtures.file("[]")
        let none = try PhotoCatalog.load(besideLandmarksAt: landmarks.path, landmarkIDs: [])
        #expect(none.count == 0)
        try Data("[\(record(rating: "-1"))]".utf8).write(
            to: landmarks.deletingLastPathComponent().appendingPathComponent("photos.json"))
        let photosPath = landmarks.deletingLastPathComponent().appendingPathComponent("photos.json").path
        #expect(throws: DataFileError(file: photosPath, place: .record(1, field: "rating"), problem: "-1 is outside 0...5")) {
            try PhotoCatalog.load(besideLandmarksAt: landmarks.path, landmarkIDs: [1])
        }
    }

    @Test func knowsWhetherAnImageFileIsThere() throws {
        let folder = try Fixtures.folder()
        try FileManager.default.createDirectory(atPath: folder + "/photos", withIntermediateDirectories: true)
        try Data(repeating: 7, count: 1234).write(to: URL(fileURLWithPath: folder + "/photos/1.png"))
        let catalog = try PhotoCatalog(
            photos: [Fixtures.photo(1, of: 1, day: 0), Fixtures.photo(2, of: 1, day: 1)], folder: folder)
        #expect(catalog.imagePath(of: catalog.photo(at: 0)) == folder + "/photos/1.png")
        var elsewhere = Fixtures.photo(3, of: 1, day: 2)
        elsewhere.file = folder + "/photos/1.png"  // absolute: taken as it is
        let mixed = try PhotoCatalog(photos: [elsewhere], folder: "/somewhere/else")
        #expect(mixed.imagePath(of: mixed.photo(at: 0)) == folder + "/photos/1.png")
        #expect(mixed.imageFileSize(of: mixed.photo(at: 0)) == 1234)
        #expect(catalog.imageFileSize(of: catalog.photo(at: 0)) == 1234)
        #expect(catalog.imageFileSize(of: catalog.photo(at: 1)) == nil)
    }

    @Test func bundledPhotosBelongToBundledLandmarks() throws {
        let store = try LandmarkStore.load(from: Fixtures.bundledFile)
        let catalog = try PhotoCatalog.load(
            besideLandmarksAt: Fixtures.bundledFile.path, landmarkIDs: IDIndex(store.ids))
        #expect(store.landmarks.allSatisfy { (2...4).contains(catalog.photoCount(in: .landmark(id: $0.id))) })
        #expect(catalog.photos.allSatisfy { catalog.imageFileSize(of: $0) != nil })
    }
}

@Suite struct ZonedDateTests {
    private let english = DateText(locale: Locale(identifier: "en_US_POSIX"))

    @Test func aPhotoIsShownAtTheClockTimeOfThePlaceWithItsOffset() throws {
        let dawn = try #require(ZonedDate(iso8601: "2023-05-19T06:25:50-07:00"))
        #expect(english.dayAndTime(dawn) == "May 19, 2023 at 6:25\u{202F}AM (UTC\u{2212}07:00)")
        #expect(english.day(dawn) == "May 19, 2023")
        let lateEvening = try #require(ZonedDate(iso8601: "2023-05-19T23:40:00+05:30"))
        // Still the 19th where it was taken, though already the 20th nowhere near UTC-12.
        #expect(english.dayAndTime(lateEvening) == "May 19, 2023 at 11:40\u{202F}PM (UTC+05:30)")
        #expect(english.dayAndTime(try #require(ZonedDate(iso8601: "2023-05-19T12:00:00Z"))).hasSuffix("(UTC)"))
    }

    @Test func scriptsGetISO8601WithTheOriginalOffset() throws {
        #expect(ZonedDate(iso8601: "2023-05-19T06:25:50-07:00")?.iso8601 == "2023-05-19T06:25:50-07:00")
        #expect(ZonedDate(iso8601: "2023-05-19T06:25:50+0530")?.iso8601 == "2023-05-19T06:25:50+05:30")
        #expect(ZonedDate(iso8601: "2023-05-19T06:25:50Z")?.iso8601 == "2023-05-19T06:25:50Z")
        #expect(ZonedDate(iso8601: "2023-05-19T06:25:50") == nil)
        #expect(ZonedDate(iso8601: "2023-02-30T06:25:50Z") == nil)
    }
}
