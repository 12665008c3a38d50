/// What the photo view tells its presenter.
package protocol PhotoDetailPresenterInput: AnyObject {
    func viewDidLoad()
    /// Called when the photo shows again, e.g. after another instance changed its rating.
    func viewWillAppear()
    /// Sets the rating, clamped to 0...5 stars.
    func setRating(_ rating: Int)
    /// Adds (or, negative, takes away) stars, within 0...5.
    func changeRating(by stars: Int)
    /// Shows the next (or, negative, an earlier) photo of the same landmark, newest first; stops at the ends.
    func showPhoto(movingBy offset: Int)
    /// Leaves the photo for the landmark.
    func close()
}

/// What the presenter tells the photo view.
package protocol PhotoDetailPresenterOutput: AnyObject {
    func display(_ detail: PhotoDetail)
    /// Leave the photo screen and return to the landmark, with the photo at `photoIndex` (the one
    /// shown last) selected there.
    func close(showing photoIndex: Int)
}

/// Shows one photo of a landmark, moves to its others and changes ratings.
package final class PhotoDetailPresenter: PhotoDetailPresenterInput {
    package weak var output: (any PhotoDetailPresenterOutput)?
    private let library: LandmarkLibrary
    /// The photo shown, an index into the catalog.
    package private(set) var photoIndex: Int
    private let dates: DateText

    package init(library: LandmarkLibrary, photoIndex: Int, dates: DateText = DateText()) {
        self.library = library
        self.photoIndex = photoIndex
        self.dates = dates
    }

    package func viewDidLoad() {
        publish()
    }

    package func viewWillAppear() {
        publish()
    }

    package func setRating(_ rating: Int) {
        library.setRating(rating, photoAt: photoIndex)
        publish()
    }

    package func changeRating(by stars: Int) {
        setRating(library.photos[photoIndex].rating + stars)
    }

    package func showPhoto(movingBy offset: Int) {
        let siblings = library.photos.photoIndices(ofLandmark: library.photos[photoIndex].landmarkId)
        guard let position = siblings.firstIndex(of: photoIndex), siblings.indices.contains(position + offset) else { return }
        photoIndex = siblings[position + offset]
        publish()
    }

    package func close() {
        output?.close(showing: photoIndex)
    }

    private func publish() {
        let catalog = library.photos
        let photo = catalog[photoIndex]
        let landmark = library.landmarks.index(ofID: photo.landmarkId).map { library.landmarks[$0] }
        let (fileSize, picturePath, position) = (catalog.imageFileSize(of: photo), catalog.imagePath(of: photo), position(of: photoIndex))
        if let yours = catalog.yourPhoto(at: photoIndex) {
            output?.display(
                PhotoDetail(
                    yours: photo, yours, landmarkName: landmark?.name, fileSize: fileSize, dates: dates,
                    picturePath: picturePath, position: position))
            return
        }
        output?.display(
            PhotoDetail(
                photo, landmarkName: landmark?.name ?? "Landmark \(photo.landmarkId)", fileSize: fileSize, dates: dates,
                picturePath: picturePath, position: position))
    }

    /// Where the photo is among its landmark's, newest first, e.g. `2 of 4`.
    private func position(of index: Int) -> String {
        let siblings = library.photos.photoIndices(ofLandmark: library.photos[index].landmarkId)
        let counts = CountText(locale: nil)
        return "\(counts.number((siblings.firstIndex(of: index) ?? 0) + 1)) of \(counts.number(siblings.count))"
    }
}
