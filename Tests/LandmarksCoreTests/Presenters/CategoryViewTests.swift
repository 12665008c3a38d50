import LandmarksCore
import Testing

/// The category view: Featured first, then one section per category, with headers that are not rows.
@Suite struct CategoryViewTests {
    private let library: LandmarkLibrary
    private let presenter: LandmarkListPresenter
    private let spy = SpyListOutput()

    init() throws {
        let landmarks = try LandmarkStore(landmarks: [
            Fixtures.landmark(1, "River A", category: .rivers, featured: true),
            Fixtures.landmark(2, "Lake B", favorite: true, category: .lakes),
            Fixtures.landmark(3, "Peak C", category: .mountains, featured: true),
            Fixtures.landmark(4, "Lake D", category: .lakes),
        ])
        library = LandmarkLibrary(landmarks: landmarks, photos: try PhotoCatalog(photos: []))
        presenter = LandmarkListPresenter(library: library)
        spy.attach(to: presenter)
        presenter.viewDidLoad()
        presenter.perform(.toggleCategoryView)
    }

    private var rows: [String] {
        presenter.sections.dropFirst().map { section in
            let names = (section.firstRow..<section.firstRow + section.rowCount).compactMap { row -> String? in
                if case .landmark(let landmark) = presenter.row(at: row) { landmark.name } else { nil }
            }
            return "\(section.title ?? "-"): " + names.joined(separator: ", ")
        }
    }

    @Test func featuredComesFirstThenEachCategoryInAlphabeticalOrder() {
        #expect(presenter.sections.first == LandmarkListSection(.favoritesOnlySwitch, title: nil, firstRow: 0, rowCount: 1))
        #expect(
            rows == [
                "Featured · 2: River A, Peak C", "Lakes · 2: Lake B, Lake D", "Mountains · 1: Peak C", "Rivers · 1: River A",
            ])
        #expect(presenter.numberOfRows == 7)
    }

    @Test func favoritesOnlyAndSearchApplyInsideAndEmptySectionsGo() {
        presenter.perform(.toggleFavoritesOnly)
        #expect(rows == ["Lakes · 1: Lake B"])
        presenter.perform(.toggleFavoritesOnly)
        presenter.perform(.startSearch)
        presenter.setSearchText("a")  // every name holds an a
        presenter.setSearchText("a c")
        #expect(rows == ["Featured · 1: Peak C", "Mountains · 1: Peak C"])
    }

    @Test func movingTheSelectionRecomputesNothing() {
        let published = spy.calls.count
        for _ in 0..<4 { spy.moveDown() }  // from River A, the first row
        // Moving only remembers the selected landmark: no rows, counts or titles are made again.
        #expect(spy.calls.count == published)
        #expect(library.selectedLandmarkID == 3)  // Peak C, under Mountains
    }

    /// Seven rows hold six landmark rows and four landmarks: the title places the selected row in its
    /// section and counts the landmarks once.
    @Test func theTitlePlacesTheRowInItsSection() {
        spy.select(2)
        #expect(spy.titleCount == "Featured 2 / 2 · 4 landmarks")
        spy.select(4)
        #expect(spy.titleCount == "Lakes 2 / 2 · 4 landmarks")
        presenter.perform(.toggleFavoritesOnly)
        #expect(spy.titleCount == "Lakes 1 / 1 · 1 of 4 landmarks")
    }

    @Test func theViewIsRememberedAndCountsEachLandmarkOnce() throws {
        #expect(library.categoryView)
        presenter.viewWillAppear()
        #expect(spy.lastState?.title == "Landmarks › Categories")
        #expect(spy.titleCount == "Featured 1 / 2 · 4 landmarks")  // River A, selected first
        presenter.perform(.toggleCategoryView)
        #expect(presenter.sections.map(\.title) == [nil, nil])
        #expect(!library.categoryView)
    }
}

@Suite struct CategoryViewSelectionTests {
    @Test func aLandmarkListedTwiceKeepsTheSelectionInItsOwnSection() throws {
        let landmarks = try LandmarkStore(landmarks: [
            Fixtures.landmark(1, "River A", category: .rivers, featured: true),
            Fixtures.landmark(2, "Lake B", category: .lakes),
        ])
        let library = LandmarkLibrary(landmarks: landmarks, photos: try PhotoCatalog(photos: []))
        let presenter = LandmarkListPresenter(library: library)
        let spy = SpyListOutput()
        spy.attach(to: presenter)
        presenter.perform(.toggleCategoryView)
        spy.selectLast()  // River A under Rivers, not under Featured
        #expect(spy.selectedRow == 3)
        presenter.perform(.toggleFavorite)
        #expect(spy.selectedRow == 3)
        presenter.viewWillAppear()
        #expect(spy.selectedRow == 3)
    }
}

@Suite struct OwnCategoriesTests {
    @Test func aCategoryOutsideTheThreeGetsItsOwnSectionAndAFeaturedCategoryJoinsFeatured() throws {
        let landmarks = try LandmarkStore(landmarks: [
            Fixtures.landmark(1, "Dune", category: Landmark.Category(rawValue: "Deserts")),
            Fixtures.landmark(2, "Rock", category: .featured),
            Fixtures.landmark(3, "Pond", category: .lakes, featured: true),
            Fixtures.landmark(4, "Nowhere", category: Landmark.Category(rawValue: "")),
        ])
        let presenter = LandmarkListPresenter(library: LandmarkLibrary(landmarks: landmarks, photos: try PhotoCatalog(photos: [])))
        let spy = SpyListOutput()
        spy.attach(to: presenter)
        presenter.perform(.toggleCategoryView)
        #expect(presenter.sections.compactMap(\.title) == ["Featured · 2", "Deserts · 1", "Lakes · 1", "No category · 1"])
        #expect(spy.titleCount == "Deserts 1 / 1 · 4 landmarks")  // Dune, selected first
    }
}
