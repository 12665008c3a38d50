import Foundation
import LandmarksCore
import Testing

@Suite struct PhotoDetailPresenterTests {
    private let utc = DateText(locale: Locale(identifier: "en_US_POSIX"))
    private let library: LandmarkLibrary
    private let spy = SpyPhotoOutput()

    init() throws {
        library = try Fixtures.library(photos: [
            Fixtures.photo(1, of: 1, day: 0, rating: 3, title: "Old"),
            Fixtures.photo(2, of: 1, day: 40, rating: 0, title: "New"),
        ])
    }

    private func presenter(photoAt index: Int) -> PhotoDetailPresenter {
        let presenter = PhotoDetailPresenter(library: library, photo: .catalog(index), dates: utc)
        presenter.output = spy
        presenter.viewDidLoad()
        return presenter
    }

    private var ratings: [Int] {
        spy.displayed.compactMap { $0.rows.lazy.compactMap { if case .rating(let r) = $0 { r } else { nil } }.first }
    }

    @Test func showsTheFactsOfThePhotoFormatted() throws {
        _ = presenter(photoAt: 0)
        let detail = try #require(spy.displayed.last)
        #expect(detail.title == "Landmarks › A › Old")
        #expect(
            detail.rows == [
                .blank, .field(label: "Title", value: "Old"), .rating(3),
                .field(label: "Author", value: "Zoë Marsh (@zoe)"),
                .field(label: "Taken", value: "Jan 1, 2024 at 12:00\u{202F}AM (UTC)"),
                .field(label: "Dimensions", value: "240 × 160 pixels"),
                .warning(label: "File", value: "photos/1.png · missing file"),
            ])
    }

    @Test func digitKeysSetTheRatingAndPlusMinusStepWithinZeroToFive() {
        let presenter = presenter(photoAt: 1)
        presenter.setRating(4)
        presenter.changeRating(by: 1)
        presenter.changeRating(by: 1)
        presenter.setRating(1)
        presenter.changeRating(by: -1)
        presenter.changeRating(by: -1)
        #expect(ratings == [0, 4, 5, 5, 1, 0, 0])
        #expect(library.photos.photo(at: 1).rating == 0)
        presenter.setRating(2)
        #expect(library.photos.photo(at: 1).rating == 2)
    }

    @Test func backClosesTheScreen() {
        let presenter = presenter(photoAt: 0)
        #expect(spy.closeCount == 0)
        presenter.close()
        #expect(spy.closeCount == 1)
    }

    @Test func theLandmarkListsItsPhotosNewestFirstAndOpensTheOneChosen() throws {
        let detailSpy = SpyDetailOutput()
        let presenter = LandmarkDetailPresenter(library: library, storeIndex: 0, dates: utc)
        presenter.output = detailSpy
        presenter.viewDidLoad()
        let photos = try #require(detailSpy.displayed.last?.photos)
        #expect(photos.map(\.title) == ["New", "Old"])
        #expect(photos.first == PhotoSummary(title: "New", day: "Feb 10, 2024", author: "Zoë Marsh", rating: 0, isFileMissing: true))
        presenter.openPhoto(at: 0)
        presenter.openPhoto(at: 5)
        #expect(detailSpy.shownPhotos == [.catalog(1)])
    }

    @Test func aRatingChangedInThePhotoShowsWhenTheLandmarkAppearsAgain() throws {
        let detailSpy = SpyDetailOutput()
        let landmark = LandmarkDetailPresenter(library: library, storeIndex: 0, dates: utc)
        landmark.output = detailSpy
        landmark.viewDidLoad()
        presenter(photoAt: 1).setRating(5)
        landmark.viewWillAppear()
        #expect(detailSpy.displayed.map { $0.photos.map(\.rating) } == [[0, 3], [5, 3]])
    }
}
