/// Why a command cannot act now, in words for the footer.
extension LandmarkListPresenter {
    package func reasonCannotPerform(_ command: LandmarkListCommand) -> String? {
        guard !canPerform(command) else { return nil }
        if library.isLoading, [.moveFavoriteUp, .moveFavoriteDown].contains(command) {
            return "Favorites can be reordered once every landmark is read"
        }
        switch command {
        case .moveFavoriteUp, .moveFavoriteDown:
            if !showFavoritesOnly { return "K and J reorder favorites: press F for Favorites only" }
            if !search.isEmpty { return "K and J reorder all the favorites: clear the search first (Esc)" }
            if showsCategories { return "K and J reorder favorites in the flat list: press c" }
            if sortOrder != .file { return "K and J move favorites in your own order: press s until the title names none" }
            return "Select a favorite to move"
        case .removeFavorite:
            return showFavoritesOnly ? "Select a favorite to remove" : "d removes a favorite in Favorites only: press F"
        default:
            return nil
        }
    }
}
