import LandmarksCore
import Testing

/// Marking many landmarks (Space) for one action, as ranger and yazi have it: `f` and `d` act on every
/// marked one, one `u` takes the whole change back, Esc unmarks.
@Suite struct MarkingTests {
    /// A presenter on A–E (B and D favourites), the selection on A.
    static func presenter() throws -> (LandmarkListPresenter, SpyListOutput, LandmarkLibrary) {
        let library = try Fixtures.library()
        let presenter = LandmarkListPresenter(library: library)
        let spy = SpyListOutput()
        spy.attach(to: presenter)
        presenter.viewDidLoad()
        presenter.select(1)
        return (presenter, spy, library)
    }

    static func favorites(_ library: LandmarkLibrary) -> [String] {
        library.landmarks.indices(favoritesOnly: true, matching: SearchQuery(""), in: .file).map {
            library.landmarks[withoutDescription: $0].name
        }
    }

    static func markedNames(_ presenter: LandmarkListPresenter) -> [String] {
        (0..<presenter.numberOfRows).compactMap { row in
            if case .landmark(let summary) = presenter.row(at: row), summary.isMarked { summary.name } else { nil }
        }
    }

    @Test func spaceMarksAndMovesDownAndFMakesEveryMarkedOneAFavoriteInOneUndo() throws {
        let (presenter, spy, library) = try Self.presenter()
        presenter.perform(.toggleMark)  // A
        presenter.perform(.toggleMark)  // B
        presenter.perform(.toggleMark)  // C
        #expect(Self.markedNames(presenter) == ["A", "B", "C"])
        #expect(presenter.listState.selected == 4, "on D, past the marked")
        #expect(spy.titleCount == "4 / 5 · 3 marked")
        presenter.perform(.toggleFavorite)
        #expect(Self.favorites(library) == ["B", "D", "A", "C"], "not all were favourites: all are now")
        #expect(Self.markedNames(presenter).isEmpty, "the marks are used up")
        #expect(library.undo() == "2 landmarks marked favorite")
        #expect(Self.favorites(library) == ["B", "D"])
    }

    @Test func fOnMarkedFavoritesOnlyUnmarksThemAndDRemovesThemInFavoritesOnly() throws {
        let (presenter, _, library) = try Self.presenter()
        presenter.select(2)
        presenter.perform(.toggleMark)  // B
        presenter.select(4)
        presenter.perform(.toggleMark)  // D
        presenter.perform(.toggleFavorite)
        #expect(Self.favorites(library).isEmpty, "all marked were favourites: none is now")
        _ = library.undo()
        presenter.perform(.toggleFavoritesOnly)
        presenter.select(1)
        presenter.perform(.toggleMark)  // B
        presenter.perform(.toggleMark)  // D
        presenter.perform(.removeFavorite)
        #expect(Self.favorites(library).isEmpty)
        #expect(library.undo() == "2 landmarks no longer favorites")
    }

    @Test func escUnmarksBeforeClearingTheSearchAndMarksOutliveASearch() throws {
        let (presenter, spy, _) = try Self.presenter()
        presenter.perform(.toggleMark)  // A
        presenter.perform(.startSearch)
        presenter.setSearchText("b")
        presenter.perform(.keepSearch)
        #expect(Self.markedNames(presenter).isEmpty, "A is hidden, still marked")
        #expect(spy.titleCount?.hasSuffix("· 1 marked") == true)
        presenter.perform(.clearSearch)
        #expect(presenter.numberOfRows == 2, "Esc unmarked first; the search stays")
        #expect(spy.titleCount?.contains("marked") == false)
        presenter.perform(.clearSearch)
        #expect(presenter.numberOfRows == 6)
        presenter.select(0)
        #expect(!presenter.canPerform(.toggleMark), "the switch row flips, it is not marked")
    }
}
