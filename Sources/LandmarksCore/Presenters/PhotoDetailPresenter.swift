/// What the photo view tells its presenter.
public protocol PhotoDetailPresenterInput: AnyObject {
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
public protocol PhotoDetailPresenterOutput: AnyObject {
    func display(_ detail: PhotoDetail)
    /// Leave the photo screen and return to the landmark.
    func close()
}

/// Shows one photo and changes its rating.
public final class PhotoDetailPresenter: PhotoDetailPresenterInput {
    public weak var output: (any PhotoDetailPresenterOutput)?
    private let library: LandmarkLibrary
    private let photoIndex: Int
    private let dates: DateText

    public init(library: LandmarkLibrary, photoIndex: Int, dates: DateText = DateText()) {
        self.library = library
        self.photoIndex = photoIndex
        self.dates = dates
    }

    public func viewDidLoad() {
        publish()
    }

    public func viewWillAppear() {
        publish()
    }

    public func setRating(_ rating: Int) {
        library.setRating(rating, photoAt: photoIndex)
        publish()
    }

    public func changeRating(by stars: Int) {
        setRating(library.photos[photoIndex].rating + stars)
    }

    public func close() {
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
