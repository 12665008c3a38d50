/// What the photo view tells its presenter.
package protocol PhotoDetailPresenterInput: AnyObject {
    func viewDidLoad()
    /// Called when the photo shows again, e.g. after another instance changed its rating.
    func viewWillAppear()
    /// Sets the rating, clamped to 0...5 stars.
    func setRating(_ rating: Int)
    /// Adds (or, negative, takes away) stars, within 0...5.
    func changeRating(by stars: Int)
    /// Shows the next (or, negative, an earlier) photo of the same landmark, newest first; past the last,
    /// the first again, and before the first, the last.
    func showPhoto(movingBy offset: Int)
    /// Leaves the photo for the landmark.
    func close()
}

/// What the presenter tells the photo view.
package protocol PhotoDetailPresenterOutput: AnyObject {
    func display(_ detail: PhotoDetail)
    /// Leave the photo screen and return to the landmark, with the photo `key` names (the one shown
    /// last) selected there.
    func close(showing key: PhotoKey)
}

/// Shows one photo of a landmark (or of a group of the user's own), moves to its others and changes ratings.
package final class PhotoDetailPresenter: PhotoDetailPresenterInput {
    package weak var output: (any PhotoDetailPresenterOutput)?
    private let library: LandmarkLibrary
    /// The photo shown.
    package private(set) var photo: PhotoKey
    private let dates: DateText
    /// The photos `n`/`N` step through, when not those of the photo's landmark or group (your photos by date).
    private let steps: [PhotoKey]?

    /// - Parameter steps: the photos `n`/`N` step through; nil: those of the photo's landmark or group.
    package init(library: LandmarkLibrary, photo: PhotoKey, dates: DateText = DateText(), steps: [PhotoKey]? = nil) {
        self.library = library
        self.photo = photo
        self.dates = dates
        self.steps = steps
    }

    package func viewDidLoad() {
        publish()
    }

    package func viewWillAppear() {
        publish()
    }

    package func setRating(_ rating: Int) {
        library.setRating(rating, photoAt: photo)
        publish()
    }

    package func changeRating(by stars: Int) {
        setRating(library.photos.photo(photo).rating + stars)
    }

    package func showPhoto(movingBy offset: Int) {
        let siblings = siblings
        guard let position = siblings.firstIndex(of: photo), siblings.count > 1 else { return }
        let count = siblings.count
        photo = siblings[((position + offset) % count + count) % count]
        publish()
    }

    package func close() {
        output?.close(showing: photo)
    }

    /// The photos of the same landmark (or group) as the one shown, newest first; or the steps given.
    private var siblings: [PhotoKey] {
        steps ?? library.photos.photoKeys(in: library.photos.group(of: photo))
    }

    private func publish() {
        let catalog = library.photos
        let shown = catalog.photo(photo)
        let landmarkID: Int? = if case .landmark(let id) = catalog.group(of: photo) { id } else { nil }
        let landmark = landmarkID.flatMap(library.landmarks.index(ofID:)).map { library.landmarks[withoutDescription: $0] }
        let (fileSize, picturePath, position) = (catalog.imageFileSize(of: shown), catalog.imagePath(of: shown), position)
        if let yours = catalog.yourPhoto(photo) {
            output?.display(
                PhotoDetail(
                    yours: shown, yours, landmarkName: landmark?.shownName, town: yours.town.flatMap { catalog.yours.towns[Int($0.index)] },
                    fileSize: fileSize, dates: dates,
                    picturePath: picturePath, position: position))
            return
        }
        output?.display(
            PhotoDetail(
                shown, landmarkName: landmark?.shownName ?? "Landmark \(shown.landmarkId)", fileSize: fileSize, dates: dates,
                picturePath: picturePath, position: position))
    }

    /// Where the photo is among its landmark's, newest first, e.g. `2 of 4`.
    private var position: String {
        let siblings = siblings
        let counts = CountText(locale: nil)
        return "\(counts.number((siblings.firstIndex(of: photo) ?? 0) + 1)) of \(counts.number(siblings.count))"
    }
}
