/// What the list can be asked to do, beyond moving the selection.
package enum LandmarkListCommand: Hashable, Sendable {
    /// Open the selected landmark.
    case activateSelection
    /// Flip the switch row, only when it is selected.
    case flipSwitch
    /// Flip the "Favorites only" filter from anywhere.
    case toggleFavoritesOnly
    /// Mark or unmark the selected landmark as a favourite.
    case toggleFavorite
    /// Move the selected favourite up or down in the user's order (favourites only, file order).
    case moveFavoriteUp
    case moveFavoriteDown
    /// Unmark the selected favourite (favourites only).
    case removeFavorite
    /// Mark the selected landmark for an action on many (or unmark it), and move down, as ranger's and
    /// yazi's Space does: `f` and `d` then act on every marked landmark.
    case toggleMark
    case startSearch
    /// Close the search field, keep its filter and open the selected match (the first one unless the
    /// user moved).
    case finishSearch
    /// Close the search field and keep its filter, the matches listed to work on (Tab).
    case keepSearch
    /// Close the search field and clear its filter.
    case cancelSearch
    /// Find the search's words as typed, in the list's order (the search field's Ctrl-R, as in less).
    case matchExactly
    /// Find the search's words fuzzily, fzf's way, the best matches first.
    case matchFuzzily
    /// Unmark the marked landmarks (Space), else clear a kept search.
    case clearSearch
    /// Show the list in the next order: file, name, state, category.
    case cycleSortOrder
    /// Switch between one flat list and sections: Featured, then one per category.
    case toggleCategoryView
    /// Show or hide the selected landmark's picture and facts beside the list.
    case togglePreviewPane
}
