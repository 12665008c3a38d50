/// What a photo list tells the screen that holds it.
package protocol PhotoListDelegate: AnyObject {
    /// The user opened the photo at `position` (Enter).
    func photoList(_ photoList: PhotoList, didOpenPhotoAt position: Int)
    /// The user moved up from the first photo, so the focus goes back to what is above the list.
    func photoListDidMoveAboveFirstPhoto(_ photoList: PhotoList)
}
