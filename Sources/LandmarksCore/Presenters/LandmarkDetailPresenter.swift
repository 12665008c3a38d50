/// What the detail view tells its presenter.
package protocol LandmarkDetailPresenterInput: AnyObject {
    func viewDidLoad()
    /// Called when the detail shows again, e.g. after a photo closed; ratings may have changed.
    func viewWillAppear()
    /// Marks or unmarks the landmark as a favourite.
    func toggleFavorite()
    /// Leaves the landmark for where it was opened from.
    func close()
    /// The user opened the photo at `position` in the landmark's photo list (newest first).
    func openPhoto(at position: Int)
    /// Rates the photo at `position` in the list, as the photo screen does (0...5 stars, `by` adds).
    func setRating(_ rating: Int, ofPhotoAt position: Int)
    func changeRating(by stars: Int, ofPhotoAt position: Int)
    /// The photo screen closed on the photo `key` names (the user may have moved on from the one
    /// opened): it becomes the selected photo.
    func photoScreenClosed(showing key: PhotoKey)
    /// The image file of the photo at `position` in the list, if there is one.
    func picturePath(ofPhotoAt position: Int) -> String?
}

/// What the presenter tells the detail view.
package protocol LandmarkDetailPresenterOutput: AnyObject {
    func display(_ detail: LandmarkDetail)
    /// Show the photo `key` names.
    func showPhoto(_ key: PhotoKey)
    /// Leave the detail screen and return to where it was opened from.
    func close()
    /// Select the photo at `position` in the list (newest first).
    func selectPhoto(at position: Int)
}

/// Shows one landmark with its photos, toggles its favourite mark and opens its photos.
package final class LandmarkDetailPresenter: LandmarkDetailPresenterInput {
    package weak var output: (any LandmarkDetailPresenterOutput)?
    private let library: LandmarkLibrary
    private let storeIndex: Int
    private let dates: DateText
    /// The other landmarks near this one, found once: the map shows them.
    private lazy var nearby = library.landmarks.coordinates(
        near: library.landmarks.coordinates(at: storeIndex), within: Self.nearbyKilometres, excluding: storeIndex)

    /// How far from the landmark others are looked for: as far as its map zooms out.
    package static let nearbyKilometres = 5000.0

    package init(library: LandmarkLibrary, storeIndex: Int, dates: DateText = DateText()) {
        self.library = library
        self.storeIndex = storeIndex
        self.dates = dates
    }

    package func viewDidLoad() {
        publish()
    }

    package func viewWillAppear() {
        publish()
    }

    package func toggleFavorite() {
        library.toggleFavorite(landmarkAt: storeIndex)
        publish()
    }

    package func close() {
        output?.close()
    }

    package func openPhoto(at position: Int) {
        if let key = photoKey(at: position) { output?.showPhoto(key) }
    }

    package func setRating(_ rating: Int, ofPhotoAt position: Int) {
        guard let key = photoKey(at: position) else { return }
        library.setRating(rating, photoAt: key)
        publish()
    }

    package func changeRating(by stars: Int, ofPhotoAt position: Int) {
        guard let key = photoKey(at: position) else { return }
        setRating(library.photos.photo(key).rating + stars, ofPhotoAt: position)
    }

    package func picturePath(ofPhotoAt position: Int) -> String? {
        photoKey(at: position).map { library.photos.imagePath(of: library.photos.photo($0)) }
    }

    package func photoScreenClosed(showing key: PhotoKey) {
        if let position = photoKeys.firstIndex(of: key) { output?.selectPhoto(at: position) }
    }

    /// The landmark's photos, newest first, as its photo list shows them.
    private var photoKeys: [PhotoKey] {
        library.photos.photoKeys(in: .landmark(id: library.landmarks.id(at: storeIndex)))
    }

    private func photoKey(at position: Int) -> PhotoKey? {
        let keys = photoKeys
        return keys.indices.contains(position) ? keys[position] : nil
    }

    private func publish() {
        let landmark = library.landmarks.landmark(at: storeIndex)
        let catalog = library.photos
        let keys = catalog.photoKeys(in: .landmark(id: landmark.id))
        let photos = keys.map { PhotoSummary($0, in: catalog, dates: dates) }
        output?.display(
            LandmarkDetail(
                landmark, photos: photos, picturePath: keys.first.map { catalog.imagePath(of: catalog.photo($0)) },
                photosArePending: library.isLoading, nearby: nearby,
                yourPhotoPositions: catalog.yours.photos(ofLandmark: landmark.id).compactMap(\.metadata.location)))
    }
}
