import Foundation
import Gazetteer
import LandmarksCore
import Testing

/// The user's photos at no landmark grouped by the town they were taken in, with the bundled gazetteer.
@Suite struct YourPhotosByTownTests {
    static let gazetteer = Result {
        try Gazetteer.load(from: Fixtures.bundledFile.deletingLastPathComponent().appendingPathComponent(Gazetteer.fileName))
    }

    /// Photos in Kyoto (two), Tokyo's Ginza, Paris, Lisbon, east of 180° in Chukotka, the mid-Pacific, at
    /// landmark 1 (in Alaska), and without a place; landmarks from `Fixtures.library`.
    static func library() throws -> LandmarkLibrary {
        let library = try Fixtures.library(photos: [])
        let file = YourPhotosInLibraryTests.file
        let scan = PhotoFolderScanner.Result(
            files: [
                file("kyoto-1.jpg", Coordinates(latitude: 34.9858, longitude: 135.7588), 3, 1000),
                file("kyoto-2.jpg", Coordinates(latitude: 35.0394, longitude: 135.7292), 4, 1000),
                file("ginza.jpg", Coordinates(latitude: 35.6717, longitude: 139.7650), 5, 1000),
                file("louvre.jpg", Coordinates(latitude: 48.8606, longitude: 2.3376), 6, 1000),
                file("lisbon.jpg", Coordinates(latitude: 38.7223, longitude: -9.1393), 7, 1000),
                file("chukotka.jpg", Coordinates(latitude: 66.32, longitude: 179.9), 8, 1000),
                file("pacific.jpg", Coordinates(latitude: 0, longitude: -150), 9, 1000),
                file("alaska.jpg", Coordinates(latitude: 60.52, longitude: -150.25), 10, 1000),
                file("none.jpg", nil, 11, 1000),
            ], folderProblems: [], readCount: 9, isCancelled: false)
        let store = library.landmarks
        library.finishScanning(
            yourPhotos: YourPhotos(
                folder: "/photos", scan: scan, places: store.allCoordinates, ids: store.ids, gazetteer: try gazetteer.get()))
        return library
    }

    @Test func photosAtNoLandmarkAreGroupedByCountryRegionAndTown() throws {
        let yours = try Self.library().photos.yours
        let groups = yours.townGroups.map { yours.towns[$0]!.fullName }
        #expect(
            groups == ["Paris, Île-de-France, France", "Kyoto, Japan", "Tokyo, Japan", "Lisbon, Portugal", "Egvekinot, Chukotka, Russia"])
        let kyoto = try #require(yours.townGroups.dropFirst().first)
        #expect(yours.positions(in: .town(kyoto)).map { yours.photos[$0].path } == ["kyoto-2.jpg", "kyoto-1.jpg"], "newest first")
        #expect(yours.positions(in: .elsewhere).map { yours.photos[$0].path } == ["pacific.jpg"])
        #expect(
            yours.unplaced.map(\.path) == [
                "louvre.jpg", "kyoto-2.jpg", "kyoto-1.jpg", "ginza.jpg", "lisbon.jpg", "chukotka.jpg", "pacific.jpg", "none.jpg",
            ])
        // A photo at a landmark keeps its town too, though it is listed under the landmark.
        let alaska = try #require(yours.photos.first { $0.path == "alaska.jpg" })
        #expect(alaska.place.landmarkID == 1)
        #expect(alaska.town != nil)
        #expect(yours.group(of: alaska) == .landmark(id: 1))
    }

    @Test func theListShowsATownARowWithItsRegionAndCountryAndOpensItsNewestPhoto() throws {
        let library = try Self.library()
        let presenter = LandmarkListPresenter(library: library)
        let output = SpyListOutput()
        output.attach(to: presenter)
        presenter.viewDidLoad()
        let section = try #require(presenter.sections.last)
        #expect(section.kind == .yourPhotos)
        let rows = section.rows.map { position -> String in
            guard case .yourPhotoGroup(let group) = presenter.row(at: position) else { return "\(presenter.row(at: position))" }
            return "\(group.name) | \(group.park) | \(group.photoCountText)"
        }
        #expect(
            rows == [
                "Paris | Île-de-France, France | 1 photo", "Kyoto | Kyoto, Japan | 2 photos", "Tokyo | Tokyo, Japan | 1 photo",
                "Lisbon | Lisbon, Portugal | 1 photo", "Egvekinot | Chukotka, Russia | 1 photo",
                "Elsewhere | over 10 km from any landmark, 100 km from any town | 1 photo",
                "No location | no place in the file | 1 photo",
            ])
        presenter.select(section.firstRow + 1)
        presenter.perform(.activateSelection)
        let catalog = library.photos
        guard case .showPhoto(let key) = output.calls.last else {
            Issue.record("\(String(describing: output.calls.last))")
            return
        }
        #expect(catalog.photo(key).title == "kyoto-2.jpg")
    }

    @Test func thePhotoScreenNamesTheTownAndHowFarItsCentreIs() throws {
        let library = try Self.library()
        let catalog = library.photos
        let kyoto = try #require(catalog.yours.townGroups.dropFirst().first)
        let key = try #require(catalog.photoKeys(in: .town(kyoto)).last)
        let presenter = PhotoDetailPresenter(library: library, photo: key, dates: DateText(locale: Locale(identifier: "en_GB")))
        let output = SpyPhotoOutput()
        presenter.output = output
        presenter.viewDidLoad()
        let detail = try #require(output.displayed.last)
        #expect(detail.title == "Landmarks › Kyoto › kyoto-1.jpg")
        #expect(detail.position == "2 of 2")
        #expect(detail.rows.contains(.field(label: "Town", value: "Kyoto, Japan · 3.9 km from the centre")))
    }

    /// A landmark's map panel shows where your photos of it were taken.
    @Test func theLandmarkScreenKnowsWhereYourPhotosOfItWereTaken() throws {
        let library = try Self.library()
        let presenter = LandmarkDetailPresenter(library: library, storeIndex: try #require(library.landmarks.index(ofID: 1)))
        let output = SpyDetailOutput()
        presenter.output = output
        presenter.viewDidLoad()
        #expect(output.displayed.last?.yourPhotoPositions == [Coordinates(latitude: 60.52, longitude: -150.25)])
    }

    /// A search lists the groups of your photos whose town, file names or cameras hold its words, and
    /// says no landmark matches only when no group does either.
    @Test func aSearchFindsYourPhotosByTownFileNameAndCamera() throws {
        let presenter = LandmarkListPresenter(library: try Self.library())
        let output = SpyListOutput()
        output.attach(to: presenter)
        presenter.viewDidLoad()
        presenter.perform(.startSearch)
        func found(_ text: String) -> [String] {
            presenter.setSearchText(text)
            return presenter.items.yourPhotoGroups.map { group in
                guard case .yourPhotoGroup(let summary) = presenter.row(at: presenter.items.positions(of: .yourPhotos(group))[0]) else {
                    return "?"
                }
                return summary.name
            }
        }
        #expect(found("kyoto") == ["Kyoto"])
        #expect(found("JAPAN") == ["Kyoto", "Tokyo"])
        #expect(found("ginza") == ["Tokyo"], "a file name")
        #expect(found("none") == ["No location"])
        #expect(found("pacific") == ["Elsewhere"])
        #expect(found("cam kyoto") == ["Kyoto"], "a camera and a town")
        #expect(found("ile-de") == ["Paris"], "accents folded")
        #expect(output.lastState?.emptyMessage == nil)
        #expect(found("zebra").isEmpty)
        #expect(output.lastState?.emptyMessage == "No landmarks match “zebra”. Esc clears the search.")
    }

    @Test func aLandmarkRowCountsYourPhotosAmongItsPhotos() throws {
        let library = try Self.library()
        let presenter = LandmarkListPresenter(library: library)
        presenter.viewDidLoad()
        #expect(presenter.countsYourPhotos)
        let storeIndex = try #require(library.landmarks.index(ofID: 1))
        let row = try #require(presenter.items.positions(of: .landmark(storeIndex)).first)
        guard case .landmark(let summary) = presenter.row(at: row) else {
            Issue.record("\(presenter.row(at: row))")
            return
        }
        #expect(summary.photoCountText == "1 · 1 yours")
        #expect(
            LandmarkSummary(name: "A", park: "", state: "", isFavorite: false, photoCount: 1234, yourPhotoCount: 56).photoCountText
                == "1,234 · 56 yours")
        #expect(LandmarkSummary(name: "A", park: "", state: "", isFavorite: false, photoCount: 7).photoCountText == "7 photos")
        #expect(!LandmarkListPresenter(library: try Fixtures.library(photos: [])).countsYourPhotos)
    }

    /// Your photos by date, oldest first, a day a heading naming where they were taken.
    @Test func theTimelineGoesDayByDayWithThePlaces() throws {
        let timeline = YourPhotosTimeline(library: try Self.library(), dates: DateText(locale: Locale(identifier: "en_GB")))
        #expect(
            timeline.days.map(\.title) == [
                "Thu, 4 Jan 2024 · Kyoto · 1 photo", "Fri, 5 Jan 2024 · Kyoto · 1 photo", "Sat, 6 Jan 2024 · Tokyo · 1 photo",
                "Sun, 7 Jan 2024 · Paris · 1 photo", "Mon, 8 Jan 2024 · Lisbon · 1 photo", "Tue, 9 Jan 2024 · Egvekinot · 1 photo",
                "Wed, 10 Jan 2024 · Elsewhere · 1 photo", "Thu, 11 Jan 2024 · A · 1 photo", "Fri, 12 Jan 2024 · 1 photo",
            ])
        let first = try #require(timeline.days.first?.photos.first)
        #expect(first.time == "00:00" && first.title == "kyoto-1.jpg" && first.place == "Kyoto, Japan" && first.camera == "Cam")
        #expect(timeline.days[7].photos.map(\.place) == ["A"], "at landmark 1")
        #expect(timeline.days[8].photos.map(\.place) == [""], "no place")
        #expect(timeline.keys.count == 9)
    }
}
