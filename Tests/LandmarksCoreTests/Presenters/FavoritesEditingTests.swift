import LandmarksCore
import Testing

/// J/K/d in the favourites-only list, through the presenter, saved in the user's order.
@Suite struct FavoritesEditingTests {
    private let folder: String
    private let library: LandmarkLibrary
    private let presenter: LandmarkListPresenter
    private let spy = SpyListOutput()

    init() throws {
        folder = try Fixtures.folder()
        library = try Fixtures.library(stateFile: StateFile(folder: folder))
        library.toggleFavorite(landmarkAt: 0)  // favourites: B, D, A
        presenter = LandmarkListPresenter(library: library)
        spy.attach(to: presenter)
        presenter.viewDidLoad()
    }

    private var rows: [String] {
        (1..<presenter.numberOfRows).compactMap {
            if case .landmark(let landmark) = presenter.row(at: $0) { landmark.name } else { nil }
        }
    }

    @Test func movingAFavoriteChangesTheOrderAndTheSelectionFollowsIt() throws {
        presenter.perform(.toggleFavoritesOnly)  // A, the first landmark, stays selected: the last favourite
        #expect(rows == ["B", "D", "A"])
        spy.moveUp()
        spy.moveUp()  // B
        presenter.perform(.moveFavoriteDown)
        #expect(rows == ["D", "B", "A"])
        #expect(spy.selectedRow == 2)
        presenter.perform(.moveFavoriteDown)
        presenter.perform(.moveFavoriteDown)  // already last: stays
        #expect(rows == ["D", "A", "B"])
        presenter.perform(.moveFavoriteUp)
        #expect(rows == ["D", "B", "A"])
        #expect(try StateFile(folder: folder).read()[.favoriteLandmarks] == [4, 2, 1])
    }

    @Test func removingAFavoriteSelectsTheNextOne() throws {
        presenter.perform(.toggleFavoritesOnly)  // A stays selected, the last favourite
        spy.moveUp()  // D
        presenter.perform(.removeFavorite)
        #expect(rows == ["B", "A"])
        #expect(presenter.row(at: spy.selectedRow) == .landmark(LandmarkSummary(library.landmarks.landmark(at: 0), photoCount: 0)))
        #expect(try StateFile(folder: folder).read()[.favoriteLandmarks] == [2, 1])
    }

    @Test func editingKeysDoNothingInTheFullList() {
        spy.moveDown()  // B
        presenter.perform(.moveFavoriteDown)
        presenter.perform(.removeFavorite)
        #expect(library.landmarks.favoriteIDs == [2, 4, 1])
    }

    @Test func theFilterAndSelectionAreRestoredOnStart() throws {
        presenter.perform(.toggleFavoritesOnly)
        spy.selectLast()  // A
        library.saveUnsavedChanges()
        let restarted = LandmarkListPresenter(library: try Fixtures.library(stateFile: StateFile(folder: folder)))
        let restartedView = SpyListOutput()
        restartedView.attach(to: restarted)
        restarted.viewDidLoad()
        #expect(restarted.showFavoritesOnly)
        #expect(restartedView.selectedRow == 3)
    }
}
