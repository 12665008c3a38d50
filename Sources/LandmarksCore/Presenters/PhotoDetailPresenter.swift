/// What the photo view tells its presenter.
package protocol PhotoDetailPresenterInput: AnyObject {
    func viewDidLoad()
    /// Called when the photo shows again, e.g. after another instance changed its rating.
    func viewWillAppear()
    /// Sets the rating, clamped to 0...5 stars.
    func setRating(_ rating: Int)
    /// Adds (or, negative, takes away) stars, within 0...5.
    func changeRating(by stars: Int)
    /// Leaves the photo for the landmark.
    func close()
}

/// What the presenter tells the photo view.
package protocol PhotoDetailPresenterOutput: AnyObject {
    func display(_ detail: PhotoDetail)
    /// Leave the photo screen and return to the landmark.
    func close()
}

/// Shows one photo and changes its rating.
package final class PhotoDetailPresenter: PhotoDetailPresenterInput {
    package weak var output: (any PhotoDetailPresenterOutput)?
    private let library: LandmarkLibrary
    private let photoIndex: Int
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

    package func close() {
        output?.close()
    }

    private func publish() {
        let catalog = library.photos
        let photo = catalog[photoIndex]
        let landmark = library.landmarks.index(ofID: photo.landmarkId).map { library.landmarks[$0] }
        output?.display(
            PhotoDetail(
                photo, landmarkName: landmark?.name ?? "Landmark \(photo.landmarkId)",
                fileSize: catalog.imageFileSize(of: photo), dates: dates))
    }
}
