import Foundation
import LandmarksCore
import Testing

/// The user's own photos among the landmarks' photos: in the catalog, the presenters and the state.
@Suite struct YourPhotosInLibraryTests {
    /// The moment `day` days after 1 January 2024 (UTC), as the bundled fixture photos are dated.
    static func day(_ day: Double) -> ZonedDate {
        ZonedDate(date: Date(timeIntervalSince1970: 1_704_067_200 + day * 86_400), utcOffsetSeconds: 0)
    }

    /// A photo file of the folder, at `place` (nil: none) taken on `day` (nil: undated).
    static func file(_ path: String, at place: Coordinates?, day: Double?, size: Int64 = 1000) -> PhotoFolderFile {
        PhotoFolderFile(
            path: path, size: size, modified: 0,
            content: .photo(
                PhotoFingerprint(size: size, hash: UInt64(path.utf8.count)),
                PhotoMetadata(
                    kind: .jpeg, width: 64, height: 48, location: place, taken: day.map(Self.day), takenOffsetIsKnown: true, camera: "Cam"))
        )
    }

    /// Landmark 1's photos 1 (day 10) and 2 (day 30) from the file; the user's: one near it on day
    /// 20, one there undated, one in Paris, one without a location.
    static func library(stateFile: StateFile? = nil) throws -> LandmarkLibrary {
        let library = try Fixtures.library(
            photos: [Fixtures.photo(1, of: 1, day: 10), Fixtures.photo(2, of: 1, day: 30)], stateFile: stateFile)
        let near = Coordinates(latitude: 60.52, longitude: -150.25)
        let scan = PhotoFolderScanner.Result(
            files: [
                file("a/near.jpg", at: near, day: 20), file("a/undated.jpg", at: near, day: nil),
                file("paris.jpg", at: Coordinates(latitude: 48.86, longitude: 2.29), day: 5), file("none.jpg", at: nil, day: 1),
            ],
            folderProblems: [PhotoProblem(path: "x.jpg", reason: "not a picture format the app reads")], readCount: 4, isCancelled: false)
        let store = library.landmarks
        library.finishScanning(
            yourPhotos: YourPhotos(
                folder: "/photos", scan: scan, places: store.allCoordinates,
                ids: store.ids))
        return library
    }

    @Test func theUsersPhotosJoinTheLandmarksByDateUndatedLast() throws {
        let catalog = try Self.library().photos
        let titles = catalog.photoKeys(in: .landmark(id: 1)).map { catalog.photo($0).title }
        #expect(titles == ["Photo 2", "near.jpg", "Photo 1", "undated.jpg"])
        #expect(catalog.photoCount(in: .landmark(id: 1)) == 4)
        let near = catalog.photoKeys(in: .landmark(id: 1))[1]
        #expect(catalog.photo(near).author.fullName == "You")
        #expect(catalog.photo(near).file == "/photos/a/near.jpg")
        #expect(catalog.imagePath(of: catalog.photo(near)) == "/photos/a/near.jpg")
        #expect(catalog.photoKeys(in: .elsewhere).map { catalog.photo($0).title } == ["paris.jpg"])
        #expect(catalog.photoKeys(in: .noLocation).map { catalog.photo($0).title } == ["none.jpg"])
    }

    /// The newest photo, which the preview shows, is the first of the merged list: the user's when it
    /// was taken last, else the catalog's; in groups without a landmark, the user's first.
    @Test(arguments: [5.0, 20, 40])
    func theNewestPhotoIsTheFirstOfTheList(dayOfTheUsersPhoto: Double) throws {
        let library = try Fixtures.library(photos: [Fixtures.photo(1, of: 1, day: 10), Fixtures.photo(2, of: 1, day: 30)])
        let near = Coordinates(latitude: 60.52, longitude: -150.25)
        let scan = PhotoFolderScanner.Result(
            files: [Self.file("near.jpg", at: near, day: dayOfTheUsersPhoto), Self.file("none.jpg", at: nil, day: 1)],
            folderProblems: [], readCount: 2, isCancelled: false)
        library.finishScanning(
            yourPhotos: YourPhotos(folder: "/photos", scan: scan, places: library.landmarks.allCoordinates, ids: library.landmarks.ids))
        let catalog = library.photos
        let newest = try #require(catalog.newestPhotoKey(in: .landmark(id: 1)))
        #expect(catalog.photo(newest).title == (dayOfTheUsersPhoto > 30 ? "near.jpg" : "Photo 2"))
        for group in [PhotoGroup.landmark(id: 1), .landmark(id: 2), .noLocation, .elsewhere] {
            #expect(catalog.newestPhotoKey(in: group) == catalog.photoKeys(in: group).first)
        }
    }

    @Test func aRatingOfTheUsersPhotoIsSavedByFingerprintAndComesBack() throws {
        let folder = try Fixtures.folder()
        let library = try Self.library(stateFile: StateFile(folder: folder))
        let near = library.photos.photoKeys(in: .landmark(id: 1))[1]
        library.setRating(4, photoAt: near)
        #expect(library.photos.photo(near).rating == 4)
        let saved = try String(contentsOfFile: folder + "/state.json", encoding: .utf8)
        #expect(saved.contains("\"yourPhotoRatings\""))
        #expect(saved.contains("\"1000-000000000000000a\" : 4"))
        let again = try Self.library(stateFile: StateFile(folder: folder))
        #expect(again.photos.photo(again.photos.photoKeys(in: .landmark(id: 1))[1]).rating == 4)
        again.undo()
        #expect(again.photos.photo(near).rating == 4, "nothing to undo in a new session")
        library.undo()
        #expect(library.photos.photo(near).rating == 0)
    }

    @Test func theListShowsTheUnplacedGroupsAfterTheLandmarksAndOpensTheirFirstPhoto() throws {
        let library = try Self.library()
        let presenter = LandmarkListPresenter(library: library)
        let output = SpyListOutput()
        output.attach(to: presenter)
        presenter.viewDidLoad()
        // Elsewhere, No location, and the file not shown (counted as a file, not a photo).
        #expect(presenter.numberOfRows == 1 + 5 + 3)
        #expect(
            presenter.sections.last == LandmarkListSection(.yourPhotos, title: "Your photos at no landmark · 2", firstRow: 6, rowCount: 3),
            "one photo in each group")
        guard case .yourPhotoGroup(let elsewhere) = presenter.row(at: 6) else {
            Issue.record("row 6 is \(presenter.row(at: 6))")
            return
        }
        #expect(elsewhere.name == "Elsewhere")
        #expect(elsewhere.photoCountText == "1 photo")
        guard case .yourPhotoGroup(let notShown) = presenter.row(at: 8) else {
            Issue.record("row 8 is \(presenter.row(at: 8))")
            return
        }
        #expect(notShown.name == "Not shown" && notShown.photoCountText == "1 file")
        output.selectLast()
        presenter.perform(.activateSelection)
        #expect(output.calls.last == .showFilesNotShown(folder: "/photos"))
        output.moveUp()
        presenter.perform(.activateSelection)
        let none = library.photos.photoKeys(in: .noLocation)
        #expect(output.calls.last == .showPhoto(none[0]))
        // A search lists landmarks only.
        presenter.perform(.startSearch)
        presenter.setSearchText("B")
        #expect(presenter.numberOfRows == 2)
    }

    @Test func theHeaderCountsTheScanThenTheFilesSkipped() throws {
        let library = try Self.library()
        let presenter = LandmarkListPresenter(library: library)
        #expect(presenter.countText(selecting: 0) == "5 landmarks · 1 file skipped")
        #expect(presenter.countText(selecting: 2) == "2 / 5 · 1 file skipped")
        library.yourPhotosProgress = PhotoFolderScanner.Progress(found: 1234)
        #expect(presenter.countText(selecting: 0) == "5 landmarks · finding your photos: 1,234…")
        library.yourPhotosProgress = PhotoFolderScanner.Progress(found: 1234, read: 56, toRead: 1200, isListing: false)
        #expect(presenter.countText(selecting: 0) == "5 landmarks · reading your photos: 56 of 1,200…")
    }

    @Test func thePhotoScreenOfTheUsersPhotoShowsCameraPlaceAndDistance() throws {
        let library = try Self.library()
        let near = library.photos.photoKeys(in: .landmark(id: 1))[1]
        let presenter = PhotoDetailPresenter(library: library, photo: near, dates: DateText(locale: Locale(identifier: "en_GB")))
        let output = SpyPhotoOutput()
        presenter.output = output
        presenter.viewDidLoad()
        let detail = try #require(output.displayed.last)
        #expect(detail.title == "Landmarks › A › near.jpg")
        #expect(detail.position == "2 of 4")
        #expect(
            detail.rows == [
                .blank,
                .field(label: "Title", value: "near.jpg"),
                .rating(0),
                .field(label: "Author", value: "You"),
                .field(label: "Camera", value: "Cam"),
                .field(label: "Place", value: "60.5200° N, 150.2500° W · 2.2 km from A"),
                .field(label: "Taken", value: "21 Jan 2024 at 00:00 (UTC)"),
                .field(label: "Dimensions", value: "64 × 48 pixels"),
                .field(label: "Format", value: "JPEG"),
                .warning(label: "File", value: "/photos/a/near.jpg · missing file"),
            ])
    }

    @Test func thePhotoScreenSaysWhyAPositionWasIgnoredWhereItCameFromAndThatAPhotoIsLive() {
        func rows(_ metadata: PhotoMetadata) -> [PhotoDetail.Row] {
            let photo = Photo(
                id: 1, landmarkId: 0, title: "IMG_1.HEIC", author: Photo.Author(username: "you", firstName: "You", lastName: ""),
                takenAt: ZonedDate(date: Date(timeIntervalSince1970: 0), utcOffsetSeconds: 0), rating: 0, file: "IMG_1.HEIC", width: 0,
                height: 0)
            let yours = YourPhotos.Photo(
                path: "IMG_1.HEIC", fingerprint: PhotoFingerprint(size: 1, hash: 1), metadata: metadata,
                place: metadata.location == nil ? .noLocation : .elsewhere)
            return PhotoDetail(yours: photo, yours, landmarkName: nil, fileSize: 1, dates: DateText(locale: Locale(identifier: "en_GB")))
                .rows
        }
        let zero = rows(PhotoMetadata(kind: .heif, note: "GPS 0° 0°, ignored as a camera's placeholder"))
        #expect(zero.contains(.field(label: "Place", value: "GPS 0° 0°, ignored as a camera's placeholder")))
        #expect(zero.contains(.field(label: "Format", value: "HEIF")))
        var corrected = PhotoMetadata(kind: .heif, location: Coordinates(latitude: 34.02, longitude: -116.17))
        corrected.sidecar = "IMG_1.xmp"
        corrected.liveVideo = "IMG_1.MOV"
        let live = rows(corrected)
        #expect(live.contains(.field(label: "Place", value: "34.0200° N, 116.1700° W (from IMG_1.xmp)")))
        #expect(live.contains(.field(label: "Format", value: "HEIF · Live Photo with IMG_1.MOV")))
    }
}
