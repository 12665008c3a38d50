/// One change the user made, applied to whatever the state file holds when it is saved, so that
/// changes from two running instances combine instead of overwriting each other.
package enum StateChange: Equatable, Sendable {
    case setFavorite(landmarkID: Int, isFavorite: Bool)
    /// Makes the favourites exactly these, in this order (undoing a change to them).
    case replaceFavorites([Int])
    /// Moves a favourite by `offset` places among the favourites this data file knows.
    case moveFavorite(landmarkID: Int, offset: Int)
    case setRating(photoID: Int, rating: Int)
    /// Rates one of the user's own photos, named by its fingerprint's key.
    case setYourRating(photoKey: String, rating: Int)
    case setFavoritesOnly(Bool)
    case selectLandmark(id: Int)
    case setSortOrder(LandmarkOrder)
    case setCategoryView(Bool)
    case setPreviewPane(Bool)
    case setSearchMode(SearchMode)

    /// Applies the change.
    ///
    /// - Parameters:
    ///   - defaultFavorites: the favourites until the user first changes one (the data file's marks).
    ///   - isKnown: whether an id is one of the loaded data file's; the state may hold ids of other files too.
    func apply(to settings: inout Settings, defaultFavorites: [Int], isKnown: (Int) -> Bool) {
        switch self {
        case .setFavorite(let id, let isFavorite):
            var favorites = settings[.favoriteLandmarks] ?? defaultFavorites
            favorites.removeAll { $0 == id }
            if isFavorite { favorites.append(id) }
            settings[.favoriteLandmarks] = favorites
        case .moveFavorite(let id, let offset):
            var favorites = settings[.favoriteLandmarks] ?? defaultFavorites
            let known = favorites.indices.filter { isKnown(favorites[$0]) }
            guard let rank = known.firstIndex(where: { favorites[$0] == id }),
                known.indices.contains(rank + offset)
            else { return }
            favorites.remove(at: known[rank])
            favorites.insert(id, at: known[rank + offset])
            settings[.favoriteLandmarks] = favorites
        case .replaceFavorites(let ids):
            settings[.favoriteLandmarks] = ids
        case .setRating(let photoID, let rating):
            settings[.photoRatings][photoID] = rating
        case .setYourRating(let key, let rating):
            settings[.yourPhotoRatings][key] = rating
        case .setFavoritesOnly(let isOn):
            settings[.favoritesOnly] = isOn
        case .selectLandmark(let id):
            settings[.selectedLandmark] = id
        case .setSortOrder(let order):
            settings[.sortOrder] = order
        case .setCategoryView(let isOn):
            settings[.categoryView] = isOn
        case .setPreviewPane(let isOn):
            settings[.previewPane] = isOn
        case .setSearchMode(let mode):
            settings[.searchMode] = mode
        }
    }
}

extension StateChange {
    /// The landmark a change to the favourites is about; nil for other changes.
    var landmarkID: Int? {
        switch self {
        case .setFavorite(let id, _), .moveFavorite(let id, _): id
        default: nil
        }
    }
}
