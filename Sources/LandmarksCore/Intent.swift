/// What the user asked for, independent of the key that asked for it.
public enum Intent: Hashable, Sendable, CaseIterable {
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
    case back
    case quit
    /// Show every key of the current screen; the app handles it, not a presenter.
    case showHelp
}
