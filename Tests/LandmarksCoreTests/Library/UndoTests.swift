import LandmarksCore
import Testing

/// `u` and Ctrl-R: favourites and ratings taken back and made again, through the library, saved.
@Suite struct UndoTests {
    @Test func aRemovedFavoriteComesBackInItsPlace() throws {
        let folder = try Fixtures.folder()
        let library = try Fixtures.library(stateFile: StateFile(folder: folder))
        library.toggleFavorite(landmarkAt: 0)  // favourites: B, D, A
        library.removeFavorite(landmarkAt: 3)  // B, A
        #expect(library.landmarks.favoriteIDs == [2, 1])
        #expect(library.undo())
        #expect(library.landmarks.favoriteIDs == [2, 4, 1])  // D back between B and A
        #expect(try StateFile(folder: folder).read()[.favoriteLandmarks] == [2, 4, 1])
        #expect(library.undo())
        #expect(library.landmarks.favoriteIDs == [2, 4])
        #expect(!library.undo())  // nothing before the first change
        #expect(library.redo())
        #expect(library.redo())
        #expect(library.landmarks.favoriteIDs == [2, 1])
        #expect(!library.redo())
    }

    @Test func ratingsUndoAndANewChangeForgetsWhatCouldBeRedone() throws {
        let library = try Fixtures.library(photos: [Fixtures.photo(1, of: 1, day: 1, rating: 3)])
        library.setRating(5, photoAt: .catalog(0))
        library.setRating(1, photoAt: .catalog(0))
        #expect(library.undo())
        #expect(library.photos.photo(at: 0).rating == 5)
        library.setRating(2, photoAt: .catalog(0))  // a new change: the undone one cannot come back
        #expect(!library.redo())
        #expect(library.undo())
        #expect(library.undo())
        #expect(library.photos.photo(at: 0).rating == 3)
        library.moveFavorite(landmarkAt: 1, by: 1)
        #expect(library.landmarks.favoriteIDs == [4, 2])
        #expect(library.undo())
        #expect(library.landmarks.favoriteIDs == [2, 4])
    }
}
