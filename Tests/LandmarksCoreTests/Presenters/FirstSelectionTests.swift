import Foundation
import LandmarksCore
import Testing

/// Where the list starts: on the first landmark, as fzf and htop do, unless the state file remembers one;
/// on the switch row only while no landmark is listed.
@Suite struct FirstSelectionTests {
    /// A presenter over `library`, wired to a spy as the app wires its view.
    private func presenter(_ library: LandmarkLibrary) -> (LandmarkListPresenter, SpyListOutput) {
        let presenter = LandmarkListPresenter(library: library)
        let spy = SpyListOutput()
        spy.attach(to: presenter)
        presenter.viewDidLoad()
        return (presenter, spy)
    }

    private func library(_ landmarks: [Landmark], settings: Settings = Settings(), isLoading: Bool = false) throws -> LandmarkLibrary {
        LandmarkLibrary(
            landmarks: try LandmarkStore(landmarks: landmarks), photos: PhotoCatalog(), settings: settings, isLoading: isLoading)
    }

    @Test func aFreshStartSelectsTheFirstLandmarkAndPreviewsIt() throws {
        let library = try Fixtures.library()
        let (presenter, spy) = presenter(library)
        #expect(presenter.listState == ListState(selected: 1, offset: 0))
        #expect(presenter.selectedItem == .landmark(0))
        #expect(spy.titleCount == "1 / 5")
        #expect(presenter.preview == LandmarkPreview(library.landmarks.landmark(at: 0), in: library))
        // Enter, f and m act on it at once.
        #expect(presenter.canPerform(.activateSelection))
        #expect(!presenter.canPerform(.flipSwitch))
        presenter.perform(.activateSelection)
        #expect(spy.calls.last == .showDetail(0))
    }

    @Test func theFirstLandmarkChosenByTheListIsNotRemembered() throws {
        let folder = try Fixtures.folder()
        let library = try Fixtures.library(stateFile: StateFile(folder: folder))
        let (_, spy) = presenter(library)
        #expect(library.selectedLandmarkID == nil)
        #expect(!library.hasUnsavedChanges)
        // Once the user moves, where they are is remembered, the first landmark too.
        spy.moveDown()
        spy.moveUp()
        #expect(library.selectedLandmarkID == 1)
        library.saveUnsavedChanges()
        #expect(try StateFile(folder: folder).read()[.selectedLandmark] == 1)
    }

    @Test func aRememberedSelectionStillWins() throws {
        var settings = Settings()
        settings[.selectedLandmark] = 4  // D
        let (presenter, spy) = presenter(try library(try Fixtures.store().landmarks, settings: settings))
        #expect(presenter.selectedItem == .landmark(3))
        #expect(spy.titleCount == "4 / 5")
    }

    @Test func aRememberedLandmarkNoLongerListedLeavesTheFirstSelected() throws {
        var settings = Settings()
        settings[.selectedLandmark] = 99  // gone from the file
        let (presenter, _) = presenter(try library(try Fixtures.store().landmarks, settings: settings))
        #expect(presenter.selectedItem == .landmark(0))
    }

    @Test func anEmptyListSelectsTheSwitchRow() throws {
        let (presenter, spy) = presenter(try library([]))
        #expect(presenter.listState.selected == 0)
        #expect(presenter.selectedItem == .favoritesOnlySwitch)
        #expect(presenter.preview == .summary("0 landmarks", hint: "No landmarks in this file."))
        #expect(spy.lastState?.emptyMessage == "No landmarks in this file.")
    }

    @Test func favoritesOnlyStartsOnTheFirstFavoriteOrOnTheSwitchWithoutOne() throws {
        var settings = Settings()
        settings[.favoritesOnly] = true
        let (favorites, _) = presenter(try library(try Fixtures.store().landmarks, settings: settings))
        #expect(favorites.selectedItem == .landmark(1))  // B, the first favourite
        let (none, spy) = presenter(try library([Fixtures.landmark(1, "A")], settings: settings))
        #expect(none.selectedItem == .favoritesOnlySwitch)
        #expect(spy.lastState?.emptyMessage == "No favorites yet. Press F to show all landmarks.")
    }

    @Test func theCategoryViewStartsOnTheFirstFeaturedLandmark() throws {
        var settings = Settings()
        settings[.categoryView] = true
        let landmarks = [Fixtures.landmark(1, "Lake A"), Fixtures.landmark(2, "Peak B", category: .mountains, featured: true)]
        let (presenter, spy) = presenter(try library(landmarks, settings: settings))
        #expect(presenter.selectedItem == .landmark(1))
        #expect(spy.titleCount == "Featured 1 / 1 · 2 landmarks")
    }

    // MARK: - A catalog read while the app runs

    @Test func theFirstBatchSelectsItsFirstLandmark() throws {
        let library = try library([], isLoading: true)
        let (presenter, _) = presenter(library)
        #expect(presenter.selectedItem == .favoritesOnlySwitch)  // nothing read yet
        library.append([LandmarkColumns([Fixtures.landmark(1, "A"), Fixtures.landmark(2, "B")])])
        presenter.catalogDidGrow()
        #expect(presenter.selectedItem == .landmark(0))
        library.append([LandmarkColumns([Fixtures.landmark(3, "C")])])
        presenter.catalogDidGrow()
        #expect(presenter.selectedItem == .landmark(0))
        #expect(library.selectedLandmarkID == nil)
    }

    @Test func untilTheUserMovesTheSelectionFollowsTheFirstRowAsLandmarksArrive() throws {
        var settings = Settings()
        settings[.sortOrder] = .name
        let library = try library([Fixtures.landmark(1, "M"), Fixtures.landmark(2, "N")], settings: settings, isLoading: true)
        let (presenter, _) = presenter(library)
        #expect(presenter.selectedItem == .landmark(0))  // M
        library.append([LandmarkColumns([Fixtures.landmark(3, "A")])])
        presenter.catalogDidGrow()
        #expect(presenter.selectedItem == .landmark(2))  // A, now first by name
        #expect(presenter.listState.selected == 1)
    }

    @Test func aUserWhoMovedIsNotYankedAsLandmarksArrive() throws {
        var settings = Settings()
        settings[.selectedLandmark] = 9  // still to come
        let library = try library([Fixtures.landmark(1, "A"), Fixtures.landmark(2, "B")], settings: settings, isLoading: true)
        let (presenter, spy) = presenter(library)
        #expect(presenter.selectedItem == .landmark(0))
        spy.moveUp()  // to the switch row
        library.append([LandmarkColumns([Fixtures.landmark(9, "I")])])
        presenter.catalogDidGrow()
        #expect(presenter.selectedItem == .favoritesOnlySwitch)
        spy.moveDown()
        spy.moveDown()  // B
        library.append([LandmarkColumns([Fixtures.landmark(0, "0")])])
        presenter.catalogDidGrow()
        #expect(presenter.selectedItem == .landmark(1))
    }

    @Test func aKeyThatActsOnTheListMakesTheSelectionTheUsers() throws {
        let library = try library([Fixtures.landmark(1, "M")], isLoading: true)
        let (presenter, _) = presenter(library)
        library.append([LandmarkColumns([Fixtures.landmark(2, "A")])])
        presenter.perform(.cycleSortOrder)  // by name: A, then M, which stays selected as any order change keeps it
        presenter.catalogDidGrow()
        #expect(presenter.selectedItem == .landmark(0))  // M, not the first row
        #expect(presenter.listState.selected == 2)
    }

}
