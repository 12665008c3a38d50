import LandmarksCore

/// Records what a list presenter tells its view, and holds the selection as the view's table does.
final class SpyListOutput: LandmarkListPresenterOutput {
    enum Call: Equatable {
        case display(LandmarkListState)
        case showDetail(Int)
        case showPhoto(Int)
    }

    var calls: [Call] = []
    private(set) var selectedRow = 0
    private var presenter: LandmarkListPresenter?

    /// Becomes `presenter`'s view, as the app wires it.
    func attach(to presenter: LandmarkListPresenter) {
        self.presenter = presenter
        presenter.output = self
    }

    var lastState: LandmarkListState? {
        calls.reversed().lazy.compactMap { if case .display(let state) = $0 { state } else { nil } }.first
    }

    /// Moves the selection as the table would (clamped to the rows) and tells the presenter.
    func select(_ row: Int) {
        selectedRow = min(max(row, 0), max((presenter?.numberOfRows ?? 1) - 1, 0))
        presenter?.didSelectRow(selectedRow)
    }

    func moveDown() { select(selectedRow + 1) }
    func moveUp() { select(selectedRow - 1) }
    func selectLast() { select(Int.max) }

    func display(_ state: LandmarkListState) {
        calls.append(.display(state))
        selectedRow = state.selectedRow
    }

    func showDetail(forLandmarkAt storeIndex: Int) { calls.append(.showDetail(storeIndex)) }
    func showPhoto(at photoIndex: Int) { calls.append(.showPhoto(photoIndex)) }
}

/// Records what a landmark detail presenter tells its view.
final class SpyDetailOutput: LandmarkDetailPresenterOutput {
    var displayed: [LandmarkDetail] = []
    var shownPhotos: [Int] = []
    var closeCount = 0
    var selectedPhotos: [Int] = []

    func display(_ detail: LandmarkDetail) { displayed.append(detail) }
    func showPhoto(at photoIndex: Int) { shownPhotos.append(photoIndex) }
    func close() { closeCount += 1 }
    func selectPhoto(at position: Int) { selectedPhotos.append(position) }
}

/// Records what a photo presenter tells its view.
final class SpyPhotoOutput: PhotoDetailPresenterOutput {
    var displayed: [PhotoDetail] = []
    var closeCount = 0
    var closedOn: [Int] = []

    func display(_ detail: PhotoDetail) { displayed.append(detail) }
    func close(showing photoIndex: Int) {
        closeCount += 1
        closedOn.append(photoIndex)
    }
}
