import LandmarksCore

/// Records what a list presenter tells its view.
final class SpyListOutput: LandmarkListPresenterOutput {
    enum Call: Equatable {
        case display(LandmarkListState)
        case showDetail(Int)
    }

    var calls: [Call] = []

    var lastState: LandmarkListState? {
        calls.reversed().lazy.compactMap { if case .display(let state) = $0 { state } else { nil } }.first
    }

    func display(_ state: LandmarkListState) { calls.append(.display(state)) }
    func showDetail(forLandmarkAt storeIndex: Int) { calls.append(.showDetail(storeIndex)) }
}

/// Records what a landmark detail presenter tells its view.
final class SpyDetailOutput: LandmarkDetailPresenterOutput {
    var displayed: [LandmarkDetail] = []
    var shownPhotos: [Int] = []
    var closeCount = 0

    func display(_ detail: LandmarkDetail) { displayed.append(detail) }
    func showPhoto(at photoIndex: Int) { shownPhotos.append(photoIndex) }
    func close() { closeCount += 1 }
}
