import LandmarksCore
import TerminalKit

/// What the user asked for with a key, independent of the key that asked for it.
package enum Intent: Hashable, Sendable {
    case moveUp
    case moveDown
    case pageUp
    case pageDown
    case moveToFirst
    case moveToLast
    case halfPageUp
    case halfPageDown
    /// Jump to the first row of the next or previous section.
    case nextSection
    case previousSection
    /// Open what is selected (on the list's switch row: flip it).
    case activate
    /// Move the keyboard focus to the next part of the page, e.g. from a landmark's facts to its photos.
    case switchFocus
    /// A command of the landmark list.
    case list(LandmarkListCommand)
    /// An edit of the search field's text.
    case editSearch(TextEdit)
    /// Mark or unmark the landmark shown as a favourite.
    case toggleFavorite
    /// Set the rating of the photo shown, 0 to 5 stars, or change it by one.
    case setRating(Int)
    case changeRating(Int)
    /// Show the next (1) or previous (-1) photo of the same landmark.
    case otherPhoto(Int)
    /// Show the photo's picture alone, on the whole page, or with its facts again.
    case togglePictureAlone
    /// Open the photo in focus in the user's own viewer; the run loop handles it.
    case openPhotoFile
    /// Open the full-screen map of the landmarks the list shows.
    case showMap
    /// Your photos by date, a trip as a timeline.
    case showYourPhotos
    /// Move the map a quarter of its width (`dx`) or height (`dy`); negative is left or up.
    case pan(dx: Int, dy: Int)
    /// Zoom a map in (1) or out (-1) one step.
    case zoom(Int)
    /// Zoom and move the map so that every landmark shows.
    case fitMap
    /// Select the next (1) or previous (-1) landmark in the list's order.
    case otherLandmark(Int)
    /// Take back the last change to favourites or ratings, or make it again.
    case undo
    case redo
    case back
    case quit
    /// Paint the whole terminal again (Ctrl-L), e.g. after another program wrote over it.
    case redraw
    /// Show every key of the current page; the run loop handles it.
    case showHelp
}
