/// Which photo of a `PhotoCatalog`: one that its `photos.json` lists, or one of the user's own.
///
/// The two kinds never share a number: a photo is told apart by its case, not by where its number falls.
package enum PhotoKey: Hashable, Sendable {
    /// The photo at this index in `photos.json`, in file order (its id is the file's, whatever it is).
    case catalog(Int)
    /// The user's own photo at this position in `YourPhotos.photos` (their folder, in path order).
    case yours(Int)
}
