import Foundation
import LandmarksCore
import Testing

/// A fuzzy search lists its best matches first, equal ones in the list's order; Ctrl-R's exact
/// search lists the matches as typed in the list's order, as every search did before.
@Suite struct RankedSearchTests {
    private static func landmark(_ id: Int, _ name: String, category: Landmark.Category = .lakes) -> Landmark {
        Landmark(
            id: id, name: name, park: "Park \(id)", city: "Town", state: "Maine", category: category, isFeatured: false,
            isFavorite: false, coordinates: Coordinates(latitude: 44, longitude: -69), description: "", imageName: "")
    }

    /// In file order: `bay` is a word in three names (a tie, 88 each), the letters of the words' starts of
    /// one (73), inside a word in another (56).
    private static func store() throws -> LandmarkStore {
        try LandmarkStore(landmarks: [
            landmark(1, "Ebay Rock", category: .mountains),
            landmark(2, "Bright Alder Yard", category: .rivers),
            landmark(3, "Cobalt Bay"),
            landmark(4, "Bay", category: .rivers),
            landmark(5, "Turtle Rock"),
            landmark(6, "Baylor Lake"),
        ])
    }

    private let spy = SpyListOutput()

    private func presenter(stateFile: StateFile? = nil) throws -> LandmarkListPresenter {
        let presenter = LandmarkListPresenter(library: try Fixtures.library(try Self.store(), stateFile: stateFile))
        spy.attach(to: presenter)
        presenter.viewDidLoad()
        return presenter
    }

    /// The names listed, in order.
    private func names(_ presenter: LandmarkListPresenter) -> [String] {
        (0..<presenter.numberOfRows).compactMap { row in
            if case .landmark(let landmark) = presenter.row(at: row) { landmark.name } else { nil }
        }
    }

    @Test func theBestMatchesComeFirstAndEqualOnesKeepTheFileOrder() throws {
        let presenter = try presenter()
        presenter.perform(.startSearch)
        presenter.setSearchText("bay")
        #expect(names(presenter) == ["Cobalt Bay", "Bay", "Baylor Lake", "Bright Alder Yard", "Ebay Rock"])
        #expect(spy.selectedRow == 1)  // the best match, which Enter opens
        #expect(spy.lastState?.title == "Landmarks › “bay”")
        #expect(spy.lastState?.searchPrompt == "/ ")
        let store = try Self.store()
        #expect(
            store.indices(favoritesOnly: false, matching: SearchQuery("bay"), in: .file).map { store.landmark(at: $0).id }
                == [3, 4, 6, 2, 1])
    }

    @Test func equalMatchesFollowTheSortOrderAndTheirSections() throws {
        let presenter = try presenter()
        presenter.perform(.cycleSortOrder)  // by name
        presenter.perform(.startSearch)
        presenter.setSearchText("bay")
        #expect(names(presenter) == ["Bay", "Baylor Lake", "Cobalt Bay", "Bright Alder Yard", "Ebay Rock"])
        presenter.perform(.cycleSortOrder)
        presenter.perform(.cycleSortOrder)
        presenter.perform(.cycleSortOrder)  // file order again
        presenter.perform(.toggleCategoryView)
        // Each section keeps the ranked order: Lakes, Mountains, Rivers.
        #expect(names(presenter) == ["Cobalt Bay", "Baylor Lake", "Ebay Rock", "Bay", "Bright Alder Yard"])
    }

    @Test func lettersInOrderFindWhatNoWordDoes() throws {
        let presenter = try presenter()
        presenter.perform(.startSearch)
        presenter.setSearchText("bray")
        #expect(names(presenter) == ["Bright Alder Yard"])
        // Every word must match, each in a field of its own choosing, the sum of their scores ranking them:
        // `y` starts a word only in Yard.
        presenter.setSearchText("bay y")
        #expect(names(presenter) == ["Bright Alder Yard", "Cobalt Bay", "Bay", "Baylor Lake", "Ebay Rock"])
        presenter.setSearchText("ybar")
        #expect(names(presenter).isEmpty)
        #expect(spy.lastState?.emptyMessage == "No landmarks match “ybar”. Esc clears the search.")
    }

    @Test func ctrlRFindsWordsAsTypedInTheListsOrderAndIsRemembered() throws {
        let folder = try Fixtures.folder()
        let presenter = try presenter(stateFile: StateFile(folder: folder))
        presenter.perform(.startSearch)
        presenter.setSearchText("bay")
        #expect(presenter.canPerform(.matchExactly) && !presenter.canPerform(.matchFuzzily))
        presenter.perform(.matchExactly)
        #expect(presenter.searchMode == .exact)
        #expect(names(presenter) == ["Ebay Rock", "Cobalt Bay", "Bay", "Baylor Lake"])
        #expect(spy.selectedRow == 1)
        #expect(spy.lastState?.title == "Landmarks › exact “bay”")
        #expect(spy.lastState?.searchPrompt == "exact / ")
        #expect(!presenter.canPerform(.matchExactly) && presenter.canPerform(.matchFuzzily))
        // Every occurrence marked, as before.
        if case .landmark(let ebay) = presenter.row(at: 1) { #expect(ebay.nameMatches == [1, 2, 3]) }
        presenter.setSearchText("bray")
        #expect(names(presenter).isEmpty)
        let restarted = try self.presenter(stateFile: StateFile(folder: folder))
        #expect(restarted.searchMode == .exact)
        restarted.perform(.startSearch)
        restarted.perform(.matchFuzzily)
        restarted.setSearchText("bray")
        #expect(names(restarted) == ["Bright Alder Yard"])
        #expect(try self.presenter(stateFile: StateFile(folder: folder)).searchMode == .fuzzy)
    }

    @Test func aPickersModeIsForItsRunAlone() throws {
        let folder = try Fixtures.folder()
        let presenter = try presenter(stateFile: StateFile(folder: folder))
        presenter.setSearchMode(.exact, remember: false)
        presenter.perform(.startSearch)
        presenter.setSearchText("bray")
        #expect(names(presenter).isEmpty)
        #expect(try self.presenter(stateFile: StateFile(folder: folder)).searchMode == .fuzzy)
    }

    @Test func aFuzzyWordMarksItsBestAlignmentInTheFieldWhereItScoresBest() {
        let bear = Landmark(
            id: 1, name: "Bear Bay 5", park: "Glacier Bay National Park", city: "Gustavus", state: "Alaska", category: .lakes,
            isFeatured: false, isFavorite: false, coordinates: Coordinates(latitude: 58, longitude: -136), description: "",
            imageName: "")
        let summary = LandmarkSummary(bear, photoCount: 0, search: SearchQuery("brbay"))
        #expect(summary.nameMatches == [0, 3, 5, 6, 7])
        #expect(summary.parkMatches.isEmpty)
        // `gus` is best in the city, which then takes the park's column, its letters marked after "in ".
        let byCity = LandmarkSummary(bear, photoCount: 0, search: SearchQuery("bear gus"))
        #expect(byCity.park == "in Gustavus")
        #expect(byCity.parkMatches == [3, 4, 5])
        #expect(byCity.nameMatches == [0, 1, 2, 3])
        // `'bay`, exact: every occurrence, in every column, as an exact search marks it.
        let exact = LandmarkSummary(bear, photoCount: 0, search: SearchQuery("'bay"))
        #expect(exact.nameMatches == [5, 6, 7])
        #expect(exact.parkMatches == [8, 9, 10])
    }
}
