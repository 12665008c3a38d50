import LandmarksCore
import Testing

/// What each row of the list stands for, and where the list is: values the presenter owns.
@Suite struct LandmarkListItemsTests {
    @Test func favoritesOnlyWithASearchListsTheSwitchAndTheMatchingFavoritesAlone() throws {
        let presenter = LandmarkListPresenter(library: try YourPhotosInLibraryTests.library())
        #expect(
            Array(presenter.items) == [
                .favoritesOnlySwitch, .landmark(0), .landmark(1), .landmark(2), .landmark(3), .landmark(4),
                .yourPhotos(.elsewhere), .yourPhotos(.noLocation), .yourPhotos(.notShown),
            ])
        #expect(presenter.sections.map(\.kind) == [.favoritesOnlySwitch, .landmarks, .yourPhotos])
        presenter.perform(.toggleFavoritesOnly)
        presenter.perform(.startSearch)
        presenter.setSearchText("b")
        // B alone: D is a favourite that does not match, A a match that is no favourite; no groups of photos.
        #expect(Array(presenter.items) == [.favoritesOnlySwitch, .landmark(1)])
        #expect(presenter.sections.map(\.kind) == [.favoritesOnlySwitch, .landmarks])
        #expect(presenter.selectedItem == .landmark(1))  // the first match
    }

    /// Favorites only, perhaps remembered from another day, hides a landmark looked for: the list says so.
    @Test func aSearchThatFavoritesOnlyHidesSaysHowToSeeIt() throws {
        let presenter = LandmarkListPresenter(library: try YourPhotosInLibraryTests.library())
        let spy = SpyListOutput()
        spy.attach(to: presenter)
        presenter.perform(.toggleFavoritesOnly)
        presenter.perform(.startSearch)
        presenter.setSearchText("c")
        #expect(spy.lastState?.emptyMessage == "No favorites match “c”; 1 landmark does. F shows all landmarks.")
        presenter.setSearchText("nowhere")
        #expect(spy.lastState?.emptyMessage == "No landmarks match “nowhere”. Esc clears the search.")
    }

    /// Tab leaves the search field with the matches listed, to work on; nothing opens.
    @Test func tabKeepsTheMatchesListedAndOpensNothing() throws {
        let presenter = LandmarkListPresenter(library: try YourPhotosInLibraryTests.library())
        let spy = SpyListOutput()
        spy.attach(to: presenter)
        presenter.perform(.startSearch)
        presenter.setSearchText("c")
        presenter.perform(.keepSearch)
        #expect(!presenter.isEditingSearch)
        #expect(spy.lastState?.searchField == nil && spy.lastState?.title == "Landmarks › “c”")
        // C, and the groups of your photos taken with a camera called Cam.
        #expect(Array(presenter.items) == [.favoritesOnlySwitch, .landmark(2), .yourPhotos(.elsewhere), .yourPhotos(.noLocation)])
        #expect(!spy.calls.contains { if case .showDetail = $0 { true } else { false } })
    }

    /// A landmark whose file gives it no name is called by its position, in its row and its title.
    @Test func aLandmarkWithoutANameIsCalledByItsPosition() throws {
        let nameless = Fixtures.landmark(1, " ")
        #expect(LandmarkSummary(nameless, photoCount: 0).name == "60.5000° N, 150.2500° W")
        #expect(LandmarkDetail(nameless).title == "Landmarks › 60.5000° N, 150.2500° W")
        #expect(LandmarkSummary(Fixtures.landmark(2, "Lake B"), photoCount: 0).name == "Lake B")
    }

    @Test func aFeaturedLandmarkIsOneItemAtTwoPositionsInTheCategoryView() throws {
        let landmarks = try LandmarkStore(landmarks: [
            Fixtures.landmark(1, "River A", category: .rivers, featured: true), Fixtures.landmark(2, "Lake B", category: .lakes),
        ])
        let presenter = LandmarkListPresenter(library: LandmarkLibrary(landmarks: landmarks, photos: PhotoCatalog()))
        presenter.perform(.toggleCategoryView)
        #expect(Array(presenter.items) == [.favoritesOnlySwitch, .landmark(0), .landmark(1), .landmark(0)])
        #expect(presenter.items.positions(of: .landmark(0)) == [1, 3])
        #expect(presenter.sections.map(\.kind) == [.favoritesOnlySwitch, .category("Featured"), .category("Lakes"), .category("Rivers")])
        #expect(presenter.sections.map(\.rows) == [0..<1, 1..<2, 2..<3, 3..<4])
    }

    @Test func theSelectedLandmarkStaysSelectedAsTheCatalogGrowsAroundIt() throws {
        let library = LandmarkLibrary(
            landmarks: try LandmarkStore(landmarks: [Fixtures.landmark(1, "M"), Fixtures.landmark(2, "N")]),
            photos: PhotoCatalog(), isLoading: true)
        library.setSortOrder(.name)
        let presenter = LandmarkListPresenter(library: library)
        presenter.select(2)  // N
        library.append([LandmarkColumns([Fixtures.landmark(3, "A"), Fixtures.landmark(4, "Z")])])
        presenter.catalogDidGrow()
        #expect(Array(presenter.items) == [.favoritesOnlySwitch, .landmark(2), .landmark(0), .landmark(1), .landmark(3)])
        #expect(presenter.selectedItem == .landmark(1))  // N, now after A
        #expect(presenter.listState.selected == 3)
        #expect(library.selectedLandmarkID == 2)
    }

    @Test func theLandmarkSelectedLastTimeIsSelectedWhenItArrives() throws {
        var settings = Settings()
        settings[.selectedLandmark] = 3
        let library = LandmarkLibrary(
            landmarks: try LandmarkStore(landmarks: [Fixtures.landmark(1, "A")]), photos: PhotoCatalog(), settings: settings,
            isLoading: true)
        let presenter = LandmarkListPresenter(library: library)
        #expect(presenter.selectedItem == .landmark(0))  // the first landmark until the remembered one comes
        library.append([LandmarkColumns([Fixtures.landmark(2, "B"), Fixtures.landmark(3, "C")])])
        presenter.catalogDidGrow()
        #expect(presenter.selectedItem == .landmark(2))
        // Once found, it is not taken again: the user's moves stand.
        presenter.select(0)
        library.append([LandmarkColumns([Fixtures.landmark(4, "D")])])
        presenter.catalogDidGrow()
        #expect(presenter.selectedItem == .favoritesOnlySwitch)
    }

    @Test func theSelectionIsKeptWithinTheItemsAndTheOffsetIsTheTables() throws {
        let presenter = LandmarkListPresenter(library: try Fixtures.library())
        presenter.select(99)
        #expect(presenter.listState == ListState(selected: 5, offset: 0))
        presenter.scroll(to: 3)
        presenter.select(-1)
        #expect(presenter.listState == ListState(selected: 0, offset: 3))
        #expect(presenter.items.landmarkNumber(at: 0) == nil)
        #expect(presenter.items.landmarkNumber(at: 5) == 5)
        #expect(presenter.items.landmarkNumber(at: 6) == nil)
    }

    @Test func aGroupOfYourPhotosStaysSelectedAndOpensItsNewestPhoto() throws {
        let presenter = LandmarkListPresenter(library: try YourPhotosInLibraryTests.library())
        let spy = SpyListOutput()
        spy.attach(to: presenter)
        presenter.select(6)
        #expect(presenter.selectedItem == .yourPhotos(.elsewhere))
        presenter.perform(.cycleSortOrder)
        #expect(presenter.selectedItem == .yourPhotos(.elsewhere))
        presenter.perform(.activateSelection)
        #expect(spy.calls.last == .showPhoto(.yours(2)))  // paris.jpg, the third file of the folder
    }
}
