import LandmarksCore
import Testing

/// J/K/d in the favourites-only list, through the presenter, saved in the user's order.
@Suite struct FavoritesEditingTests {
    private let folder: String
    private let library: LandmarkLibrary
    private let presenter: LandmarkListPresenter

    init() throws {
        folder = try Fixtures.folder()
        library = try Fixtures.library(stateFile: StateFile(folder: folder))
        library.toggleFavorite(landmarkAt: 0)  // favourites: B, D, A
        presenter = LandmarkListPresenter(library: library)
        presenter.viewDidLoad()
    }

    private var rows: [String] {
        (1..<presenter.numberOfRows).compactMap {
            if case .landmark(let landmark) = presenter.row(at: $0) { landmark.name } else { nil }
        }
    }

    @Test func movingAFavoriteChangesTheOrderAndTheSelectionFollowsIt() throws {
        presenter.handle(.toggleFavoritesOnly)
        #expect(rows == ["B", "D", "A"])
        presenter.handle(.moveDown)  // B
        presenter.handle(.moveFavoriteDown)
        #expect(rows == ["D", "B", "A"])
        #expect(presenter.selectedRow == 2)
        presenter.handle(.moveFavoriteDown)
        presenter.handle(.moveFavoriteDown)  // already last: stays
        #expect(rows == ["D", "A", "B"])
        presenter.handle(.moveFavoriteUp)
        #expect(rows == ["D", "B", "A"])
        #expect(try StateFile(folder: folder).read()[.favoriteLandmarks] == [4, 2, 1])
    }

    @Test func removingAFavoriteSelectsTheNextOne() throws {
        presenter.handle(.toggleFavoritesOnly)
        presenter.handle(.moveDown)
        presenter.handle(.moveDown)  // D
        presenter.handle(.removeFavorite)
        #expect(rows == ["B", "A"])
        #expect(presenter.row(at: presenter.selectedRow) == .landmark(LandmarkSummary(library.landmarks[0], photoCount: 0)))
        #expect(try StateFile(folder: folder).read()[.favoriteLandmarks] == [2, 1])
    }

    @Test func editingKeysDoNothingInTheFullList() {
        presenter.handle(.moveDown)
        presenter.handle(.moveDown)  // B
        presenter.handle(.moveFavoriteDown)
        presenter.handle(.removeFavorite)
        #expect(library.landmarks.favoriteIDs == [2, 4, 1])
    }

    @Test func theFilterAndSelectionAreRestoredOnStart() throws {
        presenter.handle(.toggleFavoritesOnly)
        presenter.handle(.moveToLast)  // A
        library.saveUnsavedChanges()
        let restarted = LandmarkListPresenter(library: try Fixtures.library(stateFile: StateFile(folder: folder)))
        #expect(restarted.showFavoritesOnly)
        #expect(restarted.selectedRow == 3)
    }
}
