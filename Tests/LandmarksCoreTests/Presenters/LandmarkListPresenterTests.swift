import Foundation
import LandmarksCore
import Testing

@Suite struct LandmarkListPresenterTests {
    private let library: LandmarkLibrary
    private var store: LandmarkStore { library.landmarks }
    private let presenter: LandmarkListPresenter
    private let spy = SpyListOutput()

    init() throws {
        library = try Fixtures.library()
        presenter = LandmarkListPresenter(library: library)
        spy.attach(to: presenter)
        presenter.viewDidLoad()
    }

    private var names: [String] {
        (0..<presenter.numberOfRows).compactMap {
            if case .landmark(let landmark) = presenter.row(at: $0) { landmark.name } else { nil }
        }
    }

    /// The rows' version stays while only the selection moves, and moves with what rows show: a mark,
    /// or favourites taken from the state file without the presenter (another instance's, at a save).
    @Test func rowsVersionMovesWithWhatRowsShowNotWithTheSelection() {
        let first = presenter.rowsVersion
        presenter.select(3)
        #expect(presenter.rowsVersion == first)
        store.setFavorites(ids: [store[withoutDescription: 2].id])
        let favorites = presenter.rowsVersion
        #expect(favorites != first)
        presenter.perform(.toggleMark)
        #expect(presenter.rowsVersion != favorites)
    }

    @Test func firstRowIsTheSwitchThenEveryLandmarkInFileOrder() {
        #expect(presenter.row(at: 0) == .favoritesOnlySwitch(isOn: false))
        #expect(names == ["A", "B", "C", "D", "E"])
        #expect(spy.calls == [.display(.init(title: "Landmarks", numberOfRows: 6, emptyMessage: nil))])
        #expect(presenter.countText(selecting: 0) == "5 landmarks")  // the title's count on the switch
        #expect(spy.titleCount == "1 / 5")  // the first landmark is selected
        #expect(presenter.listState.selected == 1)
    }

    @Test func rowsCarryWhatTheCellShows() {
        #expect(
            presenter.row(at: 2)
                == .landmark(LandmarkSummary(name: "B", park: "B Park", city: "Town", state: "Alaska", category: "Lakes", isFavorite: true))
        )
    }

    @Test func favoritesOnlyHidesTheOthersAndShowsThemAgain() {
        presenter.perform(.toggleFavoritesOnly)
        #expect(presenter.showFavoritesOnly)
        #expect(presenter.row(at: 0) == .favoritesOnlySwitch(isOn: true))
        #expect(names == ["B", "D"])
        #expect(spy.lastState?.title == "Landmarks › Favorites")
        #expect(presenter.countText(selecting: 0) == "2 of 5 landmarks")
        #expect(spy.titleCount == "1 / 2 of 5")  // A is hidden: the first favourite, B, is selected
        presenter.perform(.toggleFavoritesOnly)
        #expect(names == ["A", "B", "C", "D", "E"])
        #expect(presenter.countText(selecting: 0) == "5 landmarks")
        #expect(spy.titleCount == "1 / 5")  // back on A
    }

    @Test func onTheSwitchRowEnterFlipsTheFilterAndOpensNothing() {
        spy.moveUp()  // from the first landmark to the switch
        #expect(!presenter.canPerform(.activateSelection))
        presenter.perform(.activateSelection)
        #expect(!presenter.showFavoritesOnly)
        #expect(!spy.calls.contains { if case .showDetail = $0 { true } else { false } })
        presenter.perform(.flipSwitch)
        #expect(presenter.showFavoritesOnly)
        presenter.perform(.flipSwitch)
        #expect(!presenter.showFavoritesOnly)
    }

    @Test func spaceFlipsOnlyOnTheSwitchRow() {
        // On the first landmark, where the list starts.
        presenter.perform(.flipSwitch)
        #expect(!presenter.showFavoritesOnly)
        #expect(spy.selectedRow == 1)
    }

    @Test func activatingALandmarkAsksForItsDetail() {
        spy.moveDown()  // from A to B
        presenter.perform(.activateSelection)
        #expect(spy.calls.last == .showDetail(1))
    }

    @Test func detailIndexIsTheStoreIndexWhenFiltered() {
        presenter.perform(.toggleFavoritesOnly)  // B, the first favourite, is selected
        spy.moveDown()  // D
        presenter.perform(.activateSelection)
        #expect(spy.calls.last == .showDetail(3))
    }

    @Test func movementStaysWithinTheRows() {
        spy.moveUp()
        #expect(spy.selectedRow == 0)
        spy.moveUp()
        #expect(spy.selectedRow == 0)
        spy.selectLast()
        #expect(spy.selectedRow == 5)
        spy.moveDown()
        #expect(spy.selectedRow == 5)
        spy.select(0)
        #expect(presenter.listState.selected == 0)
    }

    @Test func togglingAFavoriteUpdatesTheRowAndTheStore() {
        presenter.perform(.toggleFavorite)  // on A, the first landmark
        #expect(store.landmark(at: 0).isFavorite)
        #expect(presenter.row(at: 1) == .landmark(LandmarkSummary(store.landmark(at: 0), photoCount: 0)))
        if case .landmark(let landmark) = presenter.row(at: 1) { #expect(landmark.isFavorite) }
    }

    @Test func togglingAFavoriteOnTheSwitchRowDoesNothing() {
        spy.moveUp()
        presenter.perform(.toggleFavorite)
        #expect(store.indices(favoritesOnly: true) == [1, 3])
    }

    @Test func filteringKeepsTheSelectedLandmarkWhenItStaysVisible() {
        spy.selectLast()
        spy.moveUp()  // D, a favourite, row 4
        presenter.perform(.toggleFavoritesOnly)
        #expect(spy.selectedRow == 2)
        #expect(presenter.row(at: spy.selectedRow) == .landmark(LandmarkSummary(store.landmark(at: 3), photoCount: 0)))
    }

    @Test func selectionIsClampedWhenTheRowsShrink() {
        spy.selectLast()  // E, row 5, not a favourite
        presenter.perform(.toggleFavoritesOnly)
        #expect(presenter.numberOfRows == 3)
        #expect(spy.selectedRow == 2)
        #expect(presenter.listState.selected == 2)
    }

    @Test func unfavoritingInFavoritesOnlyRemovesTheRowAndClampsSelection() {
        presenter.perform(.toggleFavoritesOnly)
        spy.selectLast()  // D
        presenter.perform(.toggleFavorite)
        #expect(names == ["B"])
        #expect(spy.selectedRow == 1)
    }

    @Test func emptyFavoritesSaysSo() {
        presenter.perform(.toggleFavoritesOnly)  // B selected
        presenter.perform(.toggleFavorite)
        presenter.perform(.toggleFavorite)
        #expect(presenter.numberOfRows == 1)
        #expect(spy.selectedRow == 0)
        #expect(spy.lastState?.emptyMessage == "No favorites yet. Press F to show all landmarks.")
    }

    @Test func reappearingPicksUpChangesMadeElsewhereAndKeepsTheSelection() {
        presenter.perform(.toggleFavoritesOnly)
        spy.selectLast()  // D
        library.toggleFavorite(landmarkAt: 4)  // E, added after D
        library.toggleFavorite(landmarkAt: 0)  // A, added last
        presenter.viewWillAppear()
        #expect(names == ["B", "D", "E", "A"])
        #expect(spy.selectedRow == 2)
        #expect(presenter.countText(selecting: 0) == "4 of 5 landmarks")  // the title's count on the switch
    }

    /// The rows count photos only where some landmark has one, known once the catalog's photos are
    /// read: a catalog without any needs no column of `no photos`.
    @Test func theRowsCountPhotosOnlyWhereSomeLandmarkHasOne() throws {
        #expect(!LandmarkListPresenter(library: try Fixtures.library(photos: [])).hasPhotos)
        #expect(LandmarkListPresenter(library: try Fixtures.library(photos: [Fixtures.photo(1, of: 3, day: 1)])).hasPhotos)
        let loading = LandmarkLibrary(landmarks: try Fixtures.store(), photos: PhotoCatalog(), isLoading: true)
        let presenter = LandmarkListPresenter(library: loading)
        #expect(!presenter.hasPhotos)
        loading.finishLoading(photos: try PhotoCatalog(photos: [Fixtures.photo(1, of: 3, day: 1)]))
        #expect(presenter.hasPhotos)
    }
}

@Suite struct CountTextTests {
    @Test func thousandsAreGroupedAsTheLocaleGroupsThem() {
        #expect(CountText(locale: nil).number(100_000) == "100,000")
        #expect(CountText(locale: nil).number(12) == "12")
        #expect(CountText(locale: nil).number(1_234_567) == "1,234,567")
        #expect(CountText(locale: Locale(identifier: "de_DE")).number(100_000) == "100.000")
        #expect(CountText(locale: Locale(identifier: "en_US")).number(100_000) == "100,000")
    }
}

@Suite struct FavoritesOnlyReturnTests {
    @Test func turningFavoritesOnlyOffReturnsToTheLandmarkOfBeforeUnlessTheUserMoved() throws {
        let presenter = LandmarkListPresenter(library: try Fixtures.library())
        let spy = SpyListOutput()
        spy.attach(to: presenter)
        presenter.viewDidLoad()
        spy.select(5)  // E, not a favourite
        presenter.perform(.toggleFavoritesOnly)
        #expect(spy.selectedRow == 2)  // clamped to the last favourite, D
        presenter.perform(.toggleFavoritesOnly)
        #expect(spy.selectedRow == 5)  // back on E
        presenter.perform(.toggleFavoritesOnly)
        spy.moveUp()  // B: the user moved
        presenter.perform(.toggleFavoritesOnly)
        #expect(spy.selectedRow == 2)  // stays on B
    }
}
