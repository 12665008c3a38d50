/// What the user asked for, independent of the key that asked for it.
public enum Intent: Hashable, Sendable {
    case moveUp
    case moveDown
    case pageUp
    case pageDown
    case moveToFirst
    case moveToLast
    /// Open the selected landmark, or flip the switch when the switch row is selected.
    case activate
    /// Flip the switch row, only when it is selected.
    case flipSwitch
    /// Flip the "Favorites only" filter from anywhere in the list.
    case toggleFavoritesOnly
    /// Mark or unmark the current landmark as a favourite.
    case toggleFavorite
    /// In the favourites-only list: move the selected favourite up or down in the user's order.
    case moveFavoriteUp
    case moveFavoriteDown
    /// In the favourites-only list: unmark the selected favourite.
    case removeFavorite
    /// Move the keyboard focus to the next part of the screen, e.g. from a landmark's facts to its photos.
    case switchFocus
    /// Set the rating of the photo shown, 0 to 5 stars.
    case setRating(Int)
    case increaseRating
    case decreaseRating
    /// Open the search field; typed text then narrows the list.
    case startSearch
    /// Close the search field and keep its filter.
    case finishSearch
    /// Close the search field and clear its filter.
    case cancelSearch
    /// Delete the last character typed into the search field.
    case deleteBackward
    /// Show the list in the next order: file, name, state, category.
    case cycleSortOrder
    /// Switch the list between one flat list and sections: Featured, then one per category.
    case toggleCategoryView
    /// Jump to the first row of the next or previous section.
    case nextSection
    case previousSection
    case back
    case quit
    /// Show every key of the current screen; the app handles it, not a presenter.
    case showHelp
}
