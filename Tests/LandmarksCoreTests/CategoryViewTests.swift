import LandmarksCore
import Testing

/// The category view: Featured first, then one section per category, with headers that are not rows.
@Suite struct CategoryViewTests {
    private let library: LandmarkLibrary
    private let presenter: LandmarkListPresenter

    init() throws {
        let landmarks = try LandmarkStore(landmarks: [
            Fixtures.landmark(1, "River A", category: .rivers, featured: true),
            Fixtures.landmark(2, "Lake B", favorite: true, category: .lakes),
            Fixtures.landmark(3, "Peak C", category: .mountains, featured: true),
            Fixtures.landmark(4, "Lake D", category: .lakes),
        ])
        library = LandmarkLibrary(landmarks: landmarks, photos: try PhotoCatalog(photos: []))
        presenter = LandmarkListPresenter(library: library)
        presenter.viewDidLoad()
        presenter.handle(.toggleCategoryView)
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
        #expect(presenter.sections.first == LandmarkListSection(title: nil, firstRow: 0, rowCount: 1))
        #expect(rows == [
            "Featured · 2: River A, Peak C", "Lakes · 2: Lake B, Lake D", "Mountains · 1: Peak C", "Rivers · 1: River A",
        ])
        #expect(presenter.numberOfRows == 7)
    }

    @Test func favoritesOnlyAndSearchApplyInsideAndEmptySectionsGo() {
        presenter.handle(.toggleFavoritesOnly)
        #expect(rows == ["Lakes · 1: Lake B"])
        presenter.handle(.toggleFavoritesOnly)
        presenter.handle(.startSearch)
        presenter.insertSearchText("a")  // every name holds an a
        presenter.insertSearchText(" c")
        #expect(rows == ["Featured · 1: Peak C", "Mountains · 1: Peak C"])
    }

    @Test func movingGoesRowByRowAcrossSectionsAndTabJumpsToTheNextSection() {
        for _ in 0..<3 { presenter.handle(.moveDown) }
        #expect(presenter.selectedRow == 3)  // Lake B, the first row after the Lakes header
        presenter.handle(.nextSection)
        #expect(presenter.selectedRow == 5)  // Peak C under Mountains
        presenter.handle(.nextSection)
        presenter.handle(.nextSection)  // no section after Rivers: stays
        #expect(presenter.selectedRow == 6)
        presenter.handle(.previousSection)
        #expect(presenter.selectedRow == 5)
        presenter.handle(.moveDown)
        presenter.handle(.previousSection)  // inside a section: to its first row
        #expect(presenter.selectedRow == 5)
        presenter.handle(.moveToLast)
        #expect(presenter.selectedRow == 6)
        presenter.viewDidLayout(visibleRowCount: 4)
        presenter.handle(.moveToFirst)
        presenter.handle(.pageDown)  // four rows on, across the Featured and Lakes headers
        #expect(presenter.selectedRow == 4)
    }

    @Test func theViewIsRememberedAndCountsEachLandmarkOnce() throws {
        #expect(library.categoryView)
        let spy = SpyListOutput()
        presenter.output = spy
        presenter.viewWillAppear()
        #expect(spy.lastState?.title == "Landmarks › Categories")
        #expect(spy.lastState?.countText == "4 landmarks")
        presenter.handle(.toggleCategoryView)
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
        presenter.handle(.toggleCategoryView)
        presenter.handle(.moveToLast)  // River A under Rivers, not under Featured
        #expect(presenter.selectedRow == 3)
        presenter.handle(.toggleFavorite)
        #expect(presenter.selectedRow == 3)
        presenter.viewWillAppear()
        #expect(presenter.selectedRow == 3)
    }
}
