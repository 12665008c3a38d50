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
        // Each step says what it takes back.
        #expect(library.undo() == "D no longer a favorite")
        #expect(library.landmarks.favoriteIDs == [2, 4, 1])  // D back between B and A
        #expect(try StateFile(folder: folder).read()[.favoriteLandmarks] == [2, 4, 1])
        #expect(library.undo() == "A marked favorite")
        #expect(library.landmarks.favoriteIDs == [2, 4])
        #expect(library.undo() == nil)  // nothing before the first change
        #expect(library.redo() != nil)
        #expect(library.redo() != nil)
        #expect(library.landmarks.favoriteIDs == [2, 1])
        #expect(library.redo() == nil)
    }

    @Test func ratingsUndoAndANewChangeForgetsWhatCouldBeRedone() throws {
        let library = try Fixtures.library(photos: [Fixtures.photo(1, of: 1, day: 1, rating: 3)])
        library.setRating(5, photoAt: .catalog(0))
        library.setRating(1, photoAt: .catalog(0))
        #expect(library.undo() == "rating of “\(library.photos.photo(at: 0).title)”: 5 → 1 star")
        #expect(library.photos.photo(at: 0).rating == 5)
        library.setRating(2, photoAt: .catalog(0))  // a new change: the undone one cannot come back
        #expect(library.redo() == nil)
        #expect(library.undo() != nil)
        #expect(library.undo() != nil)
        #expect(library.photos.photo(at: 0).rating == 3)
        library.moveFavorite(landmarkAt: 1, by: 1)
        #expect(library.landmarks.favoriteIDs == [4, 2])
        #expect(library.undo() == "B moved down among favorites")
        #expect(library.landmarks.favoriteIDs == [2, 4])
    }
}
