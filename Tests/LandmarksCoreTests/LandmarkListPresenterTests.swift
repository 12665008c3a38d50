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
        presenter.output = spy
        presenter.viewDidLoad()
    }

    private var names: [String] {
        (0..<presenter.numberOfRows).compactMap {
            if case .landmark(let landmark) = presenter.row(at: $0) { landmark.name } else { nil }
        }
    }

    @Test func firstRowIsTheSwitchThenEveryLandmarkInFileOrder() {
        #expect(presenter.row(at: 0) == .favoritesOnlySwitch(isOn: false))
        #expect(names == ["A", "B", "C", "D", "E"])
        #expect(
            spy.calls == [
                .display(.init(title: "Landmarks", countText: "5 landmarks", numberOfRows: 6, selectedRow: 0, emptyMessage: nil))
            ])
    }

    @Test func rowsCarryWhatTheCellShows() {
        #expect(presenter.row(at: 2) == .landmark(LandmarkSummary(id: 2, name: "B", park: "B Park", state: "Alaska", isFavorite: true)))
    }

    @Test func favoritesOnlyHidesTheOthersAndShowsThemAgain() {
        presenter.handle(.toggleFavoritesOnly)
        #expect(presenter.showFavoritesOnly)
        #expect(presenter.row(at: 0) == .favoritesOnlySwitch(isOn: true))
        #expect(names == ["B", "D"])
        #expect(spy.lastState?.title == "Landmarks › Favorites")
        #expect(spy.lastState?.countText == "2 of 5 landmarks")
        presenter.handle(.toggleFavoritesOnly)
        #expect(names == ["A", "B", "C", "D", "E"])
        #expect(spy.lastState?.countText == "5 landmarks")
    }

    @Test func activatingTheSwitchRowFlipsTheFilter() {
        presenter.handle(.activate)
        #expect(presenter.showFavoritesOnly)
        #expect(spy.calls.contains(.showDetail(0)) == false)
        presenter.handle(.flipSwitch)
        #expect(!presenter.showFavoritesOnly)
    }

    @Test func spaceFlipsOnlyOnTheSwitchRow() {
        presenter.handle(.moveDown)
        presenter.handle(.flipSwitch)
        #expect(!presenter.showFavoritesOnly)
        #expect(presenter.selectedRow == 1)
    }

    @Test func activatingALandmarkAsksForItsDetail() {
        presenter.handle(.moveDown)
        presenter.handle(.moveDown)
        presenter.handle(.activate)
        #expect(spy.calls.last == .showDetail(1))
    }

    @Test func detailIndexIsTheStoreIndexWhenFiltered() {
        presenter.handle(.toggleFavoritesOnly)
        presenter.handle(.moveDown)
        presenter.handle(.moveDown)
        presenter.handle(.activate)
        #expect(spy.calls.last == .showDetail(3))
    }

    @Test func movementStaysWithinTheRows() {
        presenter.handle(.moveUp)
        #expect(presenter.selectedRow == 0)
        presenter.handle(.moveToLast)
        #expect(presenter.selectedRow == 5)
        presenter.handle(.moveDown)
        #expect(presenter.selectedRow == 5)
        presenter.handle(.moveToFirst)
        #expect(spy.lastState?.selectedRow == 0)
    }

    @Test func pagingMovesByTheVisibleRowCount() {
        presenter.viewDidLayout(visibleRowCount: 2)
        presenter.handle(.pageDown)
        #expect(presenter.selectedRow == 2)
        presenter.handle(.pageDown)
        presenter.handle(.pageDown)
        #expect(presenter.selectedRow == 5)
        presenter.handle(.pageUp)
        #expect(presenter.selectedRow == 3)
    }

    @Test func togglingAFavoriteUpdatesTheRowAndTheStore() {
        presenter.handle(.moveDown)
        presenter.handle(.toggleFavorite)
        #expect(store[0].isFavorite)
        #expect(presenter.row(at: 1) == .landmark(LandmarkSummary(store[0], photoCount: 0)))
        if case .landmark(let landmark) = presenter.row(at: 1) { #expect(landmark.isFavorite) }
    }

    @Test func togglingAFavoriteOnTheSwitchRowDoesNothing() {
        presenter.handle(.toggleFavorite)
        #expect(store.indices(favoritesOnly: true) == [1, 3])
    }

    @Test func filteringKeepsTheSelectedLandmarkWhenItStaysVisible() {
        presenter.handle(.moveToLast)
        presenter.handle(.moveUp)  // D, a favourite, row 4
        presenter.handle(.toggleFavoritesOnly)
        #expect(presenter.selectedRow == 2)
        #expect(presenter.row(at: presenter.selectedRow) == .landmark(LandmarkSummary(store[3], photoCount: 0)))
    }

    @Test func selectionIsClampedWhenTheRowsShrink() {
        presenter.handle(.moveToLast)  // E, row 5, not a favourite
        presenter.handle(.toggleFavoritesOnly)
        #expect(presenter.numberOfRows == 3)
        #expect(presenter.selectedRow == 2)
        #expect(spy.lastState?.selectedRow == 2)
    }

    @Test func unfavoritingInFavoritesOnlyRemovesTheRowAndClampsSelection() {
        presenter.handle(.toggleFavoritesOnly)
        presenter.handle(.moveToLast)  // D
        presenter.handle(.toggleFavorite)
        #expect(names == ["B"])
        #expect(presenter.selectedRow == 1)
    }

    @Test func emptyFavoritesSaysSo() {
        presenter.handle(.toggleFavoritesOnly)
        presenter.handle(.moveDown)
        presenter.handle(.toggleFavorite)
        presenter.handle(.toggleFavorite)
        #expect(presenter.numberOfRows == 1)
        #expect(presenter.selectedRow == 0)
        #expect(spy.lastState?.emptyMessage == "No favorites yet. Press F to show all landmarks.")
    }

    @Test func reappearingPicksUpChangesMadeElsewhereAndKeepsTheSelection() {
        presenter.handle(.toggleFavoritesOnly)
        presenter.handle(.moveToLast)  // D
        library.toggleFavorite(landmarkAt: 4)  // E, added after D
        library.toggleFavorite(landmarkAt: 0)  // A, added last
        presenter.viewWillAppear()
        #expect(names == ["B", "D", "E", "A"])
        #expect(presenter.selectedRow == 2)
        #expect(spy.lastState?.countText == "4 of 5 landmarks")
    }
}
