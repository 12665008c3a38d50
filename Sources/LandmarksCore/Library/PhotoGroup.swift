/// What photos are gathered under: a landmark, or, for the user's own photos at no landmark, where
/// they were taken instead.
package enum PhotoGroup: Hashable, Sendable {
    /// The landmark with this id.
    case landmark(id: Int)
    /// The user's photos taken at no landmark, in the town of the gazetteer at this index.
    case town(Int)
    /// The user's photos taken farther than the radius from every landmark and in no town.
    case elsewhere
    /// The user's photos whose files say nothing of where they were taken.
    case noLocation
}
