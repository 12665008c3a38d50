import Foundation
import LandmarksCore
import Testing

@Suite struct SearchAndSortTests {
    private func landmark(
        _ id: Int, _ name: String, park: String = "Park", city: String = "Town", state: String, category: Landmark.Category = .lakes
    ) -> Landmark {
        Landmark(
            id: id, name: name, park: park, city: city, state: state, category: category, isFeatured: false,
            isFavorite: id % 2 == 0, coordinates: Coordinates(latitude: 1, longitude: 2), description: "",
            imageName: "")
    }

    private func store() throws -> LandmarkStore {
        try LandmarkStore(landmarks: [
            landmark(1, "Café Lake", state: "Alaska", category: .mountains),
            landmark(2, "Twin Lake", park: "Lake Clark", state: "Alaska"),
            landmark(3, "éclair Rock", city: "Skagway", state: "Montana", category: .rivers),
            landmark(4, "Bear Creek", state: "Alaska", category: .rivers),
            landmark(5, "Ørn Fjord", state: "Maine"),
            landmark(6, "Apple Hill", state: "Montana", category: .mountains),
        ])
    }

    private func names(_ query: String) throws -> [String] {
        let store = try store()
        return store.landmarks.filter(SearchQuery(query).matches).map(\.name)
    }

    @Test func matchingIgnoresCaseAndAccentsAndNeedsEveryWord() throws {
        #expect(try names("cafe") == ["Café Lake"])
        #expect(try names("orn") == ["Ørn Fjord"])
        #expect(try names("ECLAIR") == ["éclair Rock"])
        #expect(try names("lake alaska") == ["Café Lake", "Twin Lake"])
        #expect(try names("lake clark") == ["Twin Lake"])  // the park
        #expect(try names("skagway") == ["éclair Rock"])  // the city
        #expect(try names("  ") == ["Café Lake", "Twin Lake", "éclair Rock", "Bear Creek", "Ørn Fjord", "Apple Hill"])
        #expect(try names("lake montana").isEmpty)
    }

    @Test func matchedCharactersAreFoundInTheOriginalText() {
        #expect(SearchQuery("cafe la").matchedPositions(in: "Café Lake") == [0, 1, 2, 3, 5, 6])
        // Exactly, every occurrence is marked; fuzzily (fzf's way), the best one: the word's start.
        #expect(SearchQuery("a", mode: .exact).matchedPositions(in: "Alaska") == [0, 2, 5])
        #expect(SearchQuery("a").matchedPositions(in: "Alaska") == [0])
        #expect(SearchQuery("").matchedPositions(in: "Alaska").isEmpty)
    }

    @Test func theTrimmedTextDropsSpacesAndTabsAroundItAsFoundationDoes() {
        for text in ["lake ", "  a b\t", "\u{3000}東京\u{A0}", " \u{301}x ", "x\n ", "", " \t "] {
            #expect(SearchQuery(text).trimmedText == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func eachOrderIsStableAndIgnoresCaseAndAccents() throws {
        let store = try store()
        func order(_ sort: LandmarkOrder) -> [Int] {
            sort.sorted(Array(store.landmarks.indices), in: store).map { store.landmark(at: $0).id }
        }
        #expect(order(.file) == [1, 2, 3, 4, 5, 6])
        // Accents fold away (éclair with the Es), and so does Ø's stroke (Ørn with the Os).
        #expect(order(.name) == [6, 4, 1, 3, 5, 2])
        #expect(order(.state) == [4, 1, 2, 5, 6, 3])
        #expect(order(.category) == [5, 2, 6, 1, 4, 3])
        #expect(LandmarkOrder.file.next == .name)
        let twins = try LandmarkStore(landmarks: [
            landmark(1, "Twin", state: "Maine"), landmark(2, "Alpha", state: "Maine"), landmark(3, "twin", state: "Idaho"),
            landmark(4, "Twin", state: "Idaho"),
        ])
        // Equal keys keep file order: the three twins by name, the Idaho twins by state.
        #expect(LandmarkOrder.name.sorted([0, 1, 2, 3], in: twins) == [1, 0, 2, 3])
        #expect(LandmarkOrder.state.sorted([0, 1, 2, 3], in: twins) == [2, 3, 1, 0])
        #expect(LandmarkOrder.category.next == .file)
    }

    @Test func thePresenterNarrowsToTheFieldSelectsTheFirstMatchAndEscRestores() throws {
        let library = LandmarkLibrary(landmarks: try store(), photos: try PhotoCatalog(photos: []))
        let presenter = LandmarkListPresenter(library: library)
        let spy = SpyListOutput()
        spy.attach(to: presenter)
        presenter.viewDidLoad()
        presenter.setSearchText("x")  // not editing: ignored
        #expect(presenter.numberOfRows == 7)
        presenter.perform(.startSearch)
        #expect(presenter.isEditingSearch)
        presenter.setSearchText("lake")
        #expect(presenter.numberOfRows == 3)
        #expect(spy.selectedRow == 1)  // the first match, so that Enter opens it
        #expect(spy.lastState?.title == "Landmarks › “lake”")
        #expect(presenter.countText(selecting: 0) == "2 of 6 landmarks")  // the title's count on the switch
        #expect(spy.lastState?.searchField == "lake")
        if case .landmark(let first) = presenter.row(at: 1) { #expect(first.nameMatches == [5, 6, 7, 8]) }
        presenter.setSearchText("lakezz")
        #expect(spy.lastState?.emptyMessage == "No landmarks match “lakezz”. Esc clears the search.")
        #expect(spy.selectedRow == 0)
        presenter.setSearchText("lake")
        spy.moveDown()
        presenter.perform(.finishSearch)  // Enter: keeps the filter and opens the selected match
        #expect(!presenter.isEditingSearch)
        #expect(spy.lastState?.searchField == nil)
        #expect(spy.calls.last == .showDetail(try #require(library.landmarks.index(ofID: 2))))  // Twin Lake
        #expect(presenter.numberOfRows == 3)
        presenter.perform(.toggleFavoritesOnly)  // search and favourites combine
        #expect(presenter.numberOfRows == 2)
        presenter.perform(.clearSearch)  // Esc on the list clears a kept search
        #expect(presenter.numberOfRows == 4)
        #expect(spy.lastState?.title == "Landmarks › Favorites")
    }

    @Test func sortingIsShownInTheTitleAndRemembered() throws {
        let folder = try Fixtures.folder()
        let library = try Fixtures.library(try store(), stateFile: StateFile(folder: folder))
        let presenter = LandmarkListPresenter(library: library)
        presenter.perform(.cycleSortOrder)
        #expect(presenter.sortOrder == .name)
        if case .landmark(let first) = presenter.row(at: 1) { #expect(first.name == "Apple Hill") }
        let restarted = LandmarkListPresenter(library: try Fixtures.library(try store(), stateFile: StateFile(folder: folder)))
        #expect(restarted.sortOrder == .name)
    }
}

@Suite struct CollationTests {
    private func names(locale: Locale?) throws -> [String] {
        let store = try LandmarkStore(
            landmarks: ["Zebra", "Ørn", "Oak", "Apple", "éclair"].enumerated().map {
                Fixtures.landmark($0.offset + 1, $0.element)
            })
        return LandmarkOrder.name.sorted(Array(store.landmarks.indices), in: store, locale: locale).map { store.landmark(at: $0).name }
    }

    @Test func theUsersLocaleDecidesWhereLettersLikeØGo() throws {
        #expect(try names(locale: nil) == ["Apple", "éclair", "Oak", "Ørn", "Zebra"])
        #expect(try names(locale: Locale(identifier: "da_DK")) == ["Apple", "éclair", "Oak", "Zebra", "Ørn"])
        #expect(try names(locale: Locale(identifier: "en_US")) == ["Apple", "éclair", "Oak", "Ørn", "Zebra"])
    }

    @Test func theCollationComesFromTheEnvironment() {
        #expect(LandmarkOrder.collation(environment: ["LANG": "da_DK.UTF-8"]) == Locale(identifier: "da_DK"))
        #expect(LandmarkOrder.collation(environment: ["LANG": "da_DK.UTF-8", "LC_COLLATE": "en_US.UTF-8"]) == Locale(identifier: "en_US"))
        #expect(LandmarkOrder.collation(environment: ["LC_ALL": "C.UTF-8", "LANG": "da_DK"]) == nil)
        #expect(LandmarkOrder.collation(environment: [:]) == nil)
    }
}
