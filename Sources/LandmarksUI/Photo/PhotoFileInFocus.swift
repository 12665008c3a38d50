/// A page that has a photo in focus, whose image file `o` opens in the user's viewer.
package protocol PhotoFileInFocus {
    /// The path of the image file in focus; nil when no photo is.
    var photoFileInFocus: String? { get }
}
