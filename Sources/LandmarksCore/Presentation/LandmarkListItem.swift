/// What one row of the landmark list stands for: the presenter makes its `LandmarkListRow` and acts on it.
package enum LandmarkListItem: Hashable, Sendable {
    /// The "Favorites only" switch, first in the list.
    case favoritesOnlySwitch
    /// The landmark at this store index.
    case landmark(Int)
    /// A group of the user's own photos at no landmark, after the landmarks.
    case yourPhotos(YourPhotoGroup)

    /// The store index of the landmark, when the item is one.
    package var storeIndex: Int? {
        if case .landmark(let index) = self { index } else { nil }
    }
}
