/// What a big photos file's record leaves in memory: enough to find, order and rate the photo (the
/// rest, title, author and file, is read again from where the record lies when it is shown).
struct PhotoEntry: Sendable {
    let id: Int
    let landmarkID: Int
    /// When it was taken, in seconds since 1970.
    let date: Double
    let rating: Int
}
