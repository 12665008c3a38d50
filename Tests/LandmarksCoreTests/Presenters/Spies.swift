import LandmarksCore

/// Records what a list presenter tells its view, and moves the selection as the view does.
final class SpyListOutput: LandmarkListPresenterOutput {
    enum Call: Equatable {
        case display(LandmarkListState)
        case showDetail(Int)
        case showPhoto(PhotoKey)
        case showFilesNotShown(folder: String)
    }

    var calls: [Call] = []
    private var presenter: LandmarkListPresenter?

    /// Becomes `presenter`'s view, as the app wires it.
    func attach(to presenter: LandmarkListPresenter) {
        self.presenter = presenter
        presenter.output = self
    }

    var lastState: LandmarkListState? {
        calls.reversed().lazy.compactMap { if case .display(let state) = $0 { state } else { nil } }.first
    }

    /// The selected item's position, as the presenter keeps it.
    var selectedRow: Int { presenter?.listState.selected ?? 0 }

    /// The count at the end of the title, as the view draws it for the selection.
    var titleCount: String? { presenter.map { $0.countText(selecting: $0.listState.selected) } }

    /// Moves the selection as a key does (the presenter keeps it within the items).
    func select(_ row: Int) {
        presenter?.select(row)
    }

    func moveDown() { select(selectedRow + 1) }
    func moveUp() { select(selectedRow - 1) }
    func selectLast() { select(Int.max) }

    func display(_ state: LandmarkListState) { calls.append(.display(state)) }
    func showDetail(forLandmarkAt storeIndex: Int) { calls.append(.showDetail(storeIndex)) }
    func showFilesNotShown(_ photos: YourPhotos) { calls.append(.showFilesNotShown(folder: photos.folder)) }
    func showPhoto(_ key: PhotoKey) { calls.append(.showPhoto(key)) }
}

/// Records what a landmark detail presenter tells its view.
final class SpyDetailOutput: LandmarkDetailPresenterOutput {
    var displayed: [LandmarkDetail] = []
    var shownPhotos: [PhotoKey] = []
    var closeCount = 0
    var selectedPhotos: [Int] = []

    func display(_ detail: LandmarkDetail) { displayed.append(detail) }
    func showPhoto(_ key: PhotoKey) { shownPhotos.append(key) }
    func close() { closeCount += 1 }
    func selectPhoto(at position: Int) { selectedPhotos.append(position) }
}

/// Records what a photo presenter tells its view.
final class SpyPhotoOutput: PhotoDetailPresenterOutput {
    var displayed: [PhotoDetail] = []
    var closeCount = 0
    var closedOn: [PhotoKey] = []

    func display(_ detail: PhotoDetail) { displayed.append(detail) }
    func close(showing key: PhotoKey) {
        closeCount += 1
        closedOn.append(key)
    }
}
