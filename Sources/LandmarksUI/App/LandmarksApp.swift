import Foundation
import LandmarksCore
import TerminalKit
import WorldMap

/// Wires the library, presenters and pages together: the list at the bottom of the stack, a landmark
/// and a photo pushed over it. Each view holds its presenter; presenters hold their views weakly.
package final class LandmarksApp {
    package let library: LandmarkLibrary
    package let navigator = Navigator<Intent>()
    package let pictures: PictureDrawing
    /// What `o` opens a photo's file with.
    package let photoOpener: PhotoOpener
    /// Whether the rest of the catalog is being read while the app runs (its batches come as messages).
    private var isLoadingCatalog: Bool
    /// Scans the user's photo folder while the app runs; nil once its photos are placed (or without one).
    private var photoLoader: PhotoFolderLoader?
    /// The landmark page last opened, to show its photos when they arrive.
    private weak var openDetail: LandmarkDetailPresenter?
    private weak var openPhoto: PhotoDetailPresenter?
    private let listPresenter: LandmarkListPresenter
    /// How names compare when sorted.
    private let collation: Locale?
    /// The map outlines, read when a map first shows.
    private let worldMap: WorldMapSource
    /// Called once the catalog's loader has read everything (not for a catalog read before the app starts).
    package var onCatalogRead: (() -> Void)?
    /// Whether the app is a picker (`landmarks pick`): opening a landmark chooses it, which ends the run.
    package var isPicker = false {
        didSet { (navigator.pages.first as? LandmarkListView)?.picks = isPicker }
    }
    /// The landmark chosen in a picker (a store index).
    package private(set) var picked: Int?

    /// - Parameters:
    ///   - collation: how names compare when sorted; nil for a simple Unicode comparison.
    ///   - pictures: how pictures are drawn on this terminal, and by whom.
    ///   - photoOpener: the user's picture viewer, if any.
    ///   - isLoadingCatalog: whether the rest of the catalog is still being read; its batches and its
    ///     end come as messages (`handle(_:)`).
    ///   - worldMap: the outlines the maps draw.
    ///   - photoLoader: what scans the user's photo folder, if there is one; its progress and photos come
    ///     as messages.
    package init(
        library: LandmarkLibrary, collation: Locale?, pictures: PictureDrawing,
        photoOpener: PhotoOpener = PhotoOpener(viewer: .none), isLoadingCatalog: Bool = false,
        worldMap: WorldMapSource = WorldMapSource(url: nil), photoLoader: PhotoFolderLoader? = nil
    ) {
        self.library = library
        self.worldMap = worldMap
        self.pictures = pictures
        self.photoOpener = photoOpener
        self.isLoadingCatalog = isLoadingCatalog
        self.photoLoader = photoLoader
        if photoLoader != nil { library.yourPhotosProgress = PhotoFolderScanner.Progress() }
        self.collation = collation
        let presenter = LandmarkListPresenter(library: library, collation: collation)
        listPresenter = presenter
        let view = LandmarkListView(
            presenter: presenter, pictures: pictures,
            onShowMap: { [unowned self] in showMap(selecting: presenter.selectedLandmark) },
            onShowYourPhotos: { [unowned self] in showYourPhotos() },
            onShowPhoto: { [unowned self] in showPhoto($0) { _ in } },
            onShowFilesNotShown: { [unowned self] in navigator.push(FilesNotShownView($0) { [unowned self] in navigator.pop() }) },
            onShowDetail: { [unowned self] storeIndex in showDetail(forLandmarkAt: storeIndex) }
        )
        presenter.output = view
        navigator.push(view)
        presenter.viewDidLoad()
        if !isLoadingCatalog { handLandmarksToPhotoLoader() }
    }

    /// Handles what the workers posted since the last call, oldest first: new landmarks join the list,
    /// the catalog's end brings the photos and lets favourites change, prepared orders show, the scan's
    /// progress shows in the list's header and the user's photos join the landmarks' when placed.
    ///
    /// - Returns: the one-line error when the catalog turned out to be bad.
    package func handle(_ messages: [AppMessage]) -> String? {
        var batches: [LandmarkColumns] = []
        func appendTaken() {
            guard !batches.isEmpty else { return }
            library.append(batches)
            batches = []
        }
        var catalogGrew = false
        for message in messages {
            switch message {
            case .landmarksRead(let landmarks):
                batches.append(landmarks)
                catalogGrew = true
            case .allLandmarksRead:
                // The landmarks will not change again: search and orders are made while the photos are read.
                appendTaken()
                library.landmarks.prepareQueriesInBackground(locale: collation)
            case .catalogRead(let photos):
                appendTaken()
                library.finishLoading(photos: photos.value)
                showPhotosAgain()
                isLoadingCatalog = false
                handLandmarksToPhotoLoader()
                onCatalogRead?()
                catalogGrew = true
            case .catalogFailed(let message):
                isLoadingCatalog = false
                return message
            case .queriesPrepared:
                listPresenter.queriesMayBeReady()
            case .yourPhotosScanned(let progress):
                // Progress that comes after the photos were placed is old news.
                guard library.yourPhotosProgress != nil, progress != library.yourPhotosProgress else { break }
                library.yourPhotosProgress = progress
                listPresenter.yourPhotosDidChange()
            case .yourPhotosPlaced(let photos):
                library.finishScanning(yourPhotos: photos)
                photoLoader = nil
                showPhotosAgain()
                catalogGrew = true
            case .pictureReady, .mapNamesRead:
                // The next frame takes the picture from the picture loader, the names from the map source.
                break
            }
        }
        appendTaken()
        if catalogGrew { listPresenter.catalogDidGrow() }
        return nil
    }

    /// The photos changed (the catalog's arrived, or the user's were placed): the open screens show them.
    private func showPhotosAgain() {
        openDetail?.viewWillAppear()
        openPhoto?.viewWillAppear()
    }

    /// Once every landmark is read, the photo scan can place its photos among them.
    private func handLandmarksToPhotoLoader() {
        photoLoader?.landmarksAreRead(places: library.landmarks.allCoordinates, ids: library.landmarks.ids)
    }

    /// Stops the photo scan (the app is quitting); its index stays valid.
    /// Selects in the list the landmark an undo or redo changed, so that what came back is in view.
    package func selectLandmarkUndone() {
        guard let id = library.lastUndoneLandmarkID, let index = library.landmarks.index(ofID: id) else { return }
        listPresenter.selectLandmark(at: index)
    }

    package func stopScanning() {
        photoLoader?.cancel()
    }

    /// Opens the list's search field with `text` typed, as a picker starts with `--search`; `mode`
    /// (`--exact`), when given, is how it finds words in this run, not remembered.
    package func startSearch(_ text: String, mode: SearchMode? = nil) {
        if let mode { listPresenter.setSearchMode(mode, remember: false) }
        guard let list = navigator.top else { return }
        list.handle(.list(.startSearch))
        if !text.isEmpty { _ = list.insertText(text) }
        // A picker starts at the top, as fzf's does, not where the app was left.
        if isPicker, text.isEmpty, let first = listPresenter.items.firstLandmarkPosition { listPresenter.select(first) }
    }

    private func showDetail(forLandmarkAt storeIndex: Int) {
        if isPicker {
            picked = storeIndex
            return
        }
        let presenter = LandmarkDetailPresenter(library: library, storeIndex: storeIndex)
        openDetail = presenter
        let view = LandmarkDetailView(
            presenter: presenter, pictures: pictures, worldMap: worldMap,
            onShowPhoto: { [unowned self, unowned presenter] photo in
                showPhoto(photo) { presenter.photoScreenClosed(showing: $0) }
            },
            onClose: { [unowned self] in navigator.pop() },
            onShowMap: { [unowned self] in showMap(selecting: storeIndex) })
        presenter.output = view
        navigator.push(view)
        presenter.viewDidLoad()
    }

    /// Opens the full-screen map of the landmarks the list shows and your photos, `storeIndex` selected
    /// (else the town selected in the list, else the first landmark shown); the list's selection follows
    /// the map's, and Enter opens a landmark over the list, or a town's newest photo.
    private func showMap(selecting storeIndex: Int?) {
        let shown = listPresenter.shownLandmarks
        guard let selected = storeIndex ?? shown.first else { return }
        let yours = mapYourPhotos()
        let selectedTown: Int? =
            if storeIndex == nil, case .yourPhotos(let group) = listPresenter.selectedItem {
                yours?.towns.firstIndex { $0.group == group }
            } else {
                nil
            }
        let view = LandmarkMapView(
            store: library.landmarks, shown: shown, selected: selected, worldMap: worldMap,
            onSelect: { [unowned self] in listPresenter.selectLandmark(at: $0) },
            onOpen: { [unowned self] storeIndex in
                navigator.popToRoot()
                listPresenter.selectLandmark(at: storeIndex)
                showDetail(forLandmarkAt: storeIndex)
            },
            onClose: { [unowned self] in navigator.pop() }, counts: CountText(locale: collation), yourPhotos: yours,
            selectedTown: selectedTown)
        view.onSearch = { [unowned self] in
            navigator.popToRoot()
            navigator.top?.handle(.list(.startSearch))
        }
        navigator.push(view)
    }

    /// Your photos for the map: every one with a place, and the towns the list shows (at no landmark);
    /// nil without any.
    private func mapYourPhotos() -> MapYourPhotos? {
        let yours = library.photos.yours
        let points = yours.photos.compactMap { $0.metadata.location?.geoPoint }
        guard !points.isEmpty else { return nil }
        let counts = CountText(locale: collation)
        let towns = listPresenter.items.yourPhotoGroups.compactMap { group -> MapYourPhotos.Town? in
            guard case .town(let index) = group, let town = yours.towns[index] else { return nil }
            let count = yours.positions(in: .town(index)).count
            return MapYourPhotos.Town(
                group: group, point: GeoPoint(latitude: town.latitude, longitude: town.longitude),
                name: "\(town.name) · \(counts.number(count)) \(count == 1 ? "photo" : "photos")")
        }
        return MapYourPhotos(
            points: points, towns: towns, onSelect: { [unowned self] in listPresenter.select(.yourPhotos($0)) },
            onOpen: { [unowned self] group in
                navigator.popToRoot()
                listPresenter.select(.yourPhotos(group))
                listPresenter.perform(.activateSelection)
            })
    }

    /// Opens your photos by date; Enter opens one, and the timeline selects the one shown last.
    private func showYourPhotos() {
        weak var timeline: YourPhotosView?
        let view = YourPhotosView(
            YourPhotosTimeline(library: library, dates: DateText()),
            onOpen: { [unowned self] key, steps in showPhoto(key, steps: steps) { timeline?.select($0) } },
            onClose: { [unowned self] in navigator.pop() })
        timeline = view
        navigator.push(view)
    }

    /// Opens the photo `key` names; `onClose` learns which photo was shown last; `steps` are the photos
    /// `n`/`N` step through (nil: those of its landmark or group).
    private func showPhoto(_ key: PhotoKey, steps: [PhotoKey]? = nil, onClose: @escaping (PhotoKey) -> Void) {
        let presenter = PhotoDetailPresenter(library: library, photo: key, steps: steps)
        openPhoto = presenter
        let view = PhotoDetailView(presenter: presenter, pictures: pictures) { [unowned self] shown in
            navigator.pop()
            onClose(shown)
        }
        presenter.output = view
        navigator.push(view)
        presenter.viewDidLoad()
    }
}
