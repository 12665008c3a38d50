import Foundation
import LandmarksCore
import Testing

/// Favourites, ratings and settings through the library and presenters, saved to a real state file.
@Suite struct LandmarkLibraryTests {
    private let folder: String

    init() throws {
        folder = try Fixtures.folder()
    }

    /// A new library over the five fixture landmarks and three photos of A, reading the state folder.
    private func library() throws -> LandmarkLibrary {
        try Fixtures.library(
            photos: [Fixtures.photo(1, of: 1, day: 0), Fixtures.photo(2, of: 1, day: 5), Fixtures.photo(3, of: 3, day: 2)],
            stateFile: StateFile(folder: folder))
    }

    private func favoriteNames(_ library: LandmarkLibrary) -> [String] {
        library.landmarks.indices(favoritesOnly: true).map { library.landmarks.landmark(at: $0).name }
    }

    @Test func untilTheUserChangesOneTheDataFilesFavoritesApply() throws {
        #expect(favoriteNames(try library()) == ["B", "D"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/state.json"))
    }

    @Test func favoritesRatingsAndTheSwitchSurviveARestart() throws {
        let first = try library()
        first.toggleFavorite(landmarkAt: 4)  // E
        first.toggleFavorite(landmarkAt: 1)  // B off
        first.setRating(5, photoAt: .catalog(0))
        first.setFavoritesOnly(true)
        let second = try library()
        #expect(favoriteNames(second) == ["D", "E"])
        #expect(second.photos.photo(at: 0).rating == 5)
        #expect(second.favoritesOnly)
        #expect(second.saveFailure == nil)
    }

    @Test func theSelectionIsSavedWhenAskedNotAtEveryMove() throws {
        let first = try library()
        first.noteSelection(landmarkID: 3)
        #expect(try library().selectedLandmarkID == nil)
        first.saveUnsavedChanges()
        #expect(try library().selectedLandmarkID == 3)
    }

    @Test func theAppSavesAChangeOnceItIsShownNotBeforeItsFrame() throws {
        let first = try library()
        first.savesAfterDrawing = true
        first.toggleFavorite(landmarkAt: 4)  // E
        first.setFavoritesOnly(true)
        // Shown at once (the frame is drawn from these), saved only when the app asks after drawing.
        #expect(favoriteNames(first) == ["B", "D", "E"])
        #expect(first.hasChangesToSaveNow)
        #expect(!FileManager.default.fileExists(atPath: folder + "/state.json"))
        first.saveUnsavedChanges()
        #expect(!first.hasChangesToSaveNow)
        let second = try library()
        #expect(favoriteNames(second) == ["B", "D", "E"])
        #expect(second.favoritesOnly)
    }

    @Test func twoInstancesKeepEachOthersChanges() throws {
        let first = try library()
        let second = try library()
        first.toggleFavorite(landmarkAt: 0)  // A on
        second.setRating(1, photoAt: .catalog(2))
        #expect(favoriteNames(second) == ["B", "D", "A"])  // picked up while saving its own change
        #expect(first.photos.photo(at: 2).rating == 3)
        #expect(first.reloadIfChanged())
        #expect(first.photos.photo(at: 2).rating == 1)
        #expect(!first.reloadIfChanged())
        let third = try library()
        #expect(favoriteNames(third) == ["B", "D", "A"])
        #expect(third.photos.photo(at: 2).rating == 1)
    }

    /// The app looks at the state file before a key only now and then; an edit looks itself, so that
    /// it changes what another instance saved, not what this one read before.
    @Test func anEditStartsFromWhatAnotherInstanceSavedLast() throws {
        let first = try library()
        let second = try library()
        first.toggleFavorite(landmarkAt: 0)  // A on
        second.toggleFavorite(landmarkAt: 0)  // A, a favourite in the file now: off again
        #expect(favoriteNames(second) == ["B", "D"])
        #expect(favoriteNames(try library()) == ["B", "D"])
        first.setRating(4, photoAt: .catalog(1))
        second.setRating(2, photoAt: .catalog(0))
        #expect(second.photos.photo(at: 1).rating == 4)
    }

    @Test func aFailedSaveKeepsTheChangeInMemoryAndSaysWhy() throws {
        let library = try Fixtures.library(stateFile: StateFile(folder: "/proc/self/landmarks-state"))
        library.toggleFavorite(landmarkAt: 0)
        #expect(favoriteNames(library) == ["B", "D", "A"])
        #expect(library.saveFailure?.hasPrefix("changes are not saved: cannot ") == true)
    }

    @Test func aCorruptStateFileIsReportedOnceAndReplacedByTheNextSave() throws {
        try Data("not json".utf8).write(to: URL(fileURLWithPath: folder + "/state.json"))
        let (settings, warning) = StateFile(folder: folder).load()
        let library = LandmarkLibrary(
            landmarks: try Fixtures.store(), photos: try PhotoCatalog(photos: []), settings: settings,
            stateFile: StateFile(folder: folder), notice: warning?.description)
        #expect(library.notice?.contains("kept as state.json.corrupt-") == true)
        library.dismissNotice()
        #expect(library.notice == nil)
        library.setFavoritesOnly(true)
        #expect(try StateFile(folder: folder).read()[.favoritesOnly])
    }
}
