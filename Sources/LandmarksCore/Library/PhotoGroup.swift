/// What photos are gathered under: a landmark, or, for the user's own photos at no landmark, where
/// they were taken instead.
package enum PhotoGroup: Hashable, Sendable {
    /// The landmark with this id.
    case landmark(id: Int)
    /// The user's photos taken farther than the radius from every landmark.
    case elsewhere
    /// The user's photos whose files say nothing of where they were taken.
    case noLocation
}

extension YourPhotos.Place {
    /// The group a photo placed here goes under.
    package var group: PhotoGroup {
        switch self {
        case .landmark(let id, _): .landmark(id: id)
        case .elsewhere: .elsewhere
        case .noLocation: .noLocation
        }
    }
}
