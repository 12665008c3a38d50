/// What the detail view tells its presenter.
public protocol LandmarkDetailPresenterInput: AnyObject {
    func viewDidLoad()
    func handle(_ intent: Intent)
}

/// What the presenter tells the detail view.
public protocol LandmarkDetailPresenterOutput: AnyObject {
    func display(_ detail: LandmarkDetail)
    /// Leave the detail screen and return to where it was opened from.
    func close()
}

/// Shows one landmark and toggles its favourite mark.
public final class LandmarkDetailPresenter: LandmarkDetailPresenterInput {
    public weak var output: (any LandmarkDetailPresenterOutput)?
    private let store: LandmarkStore
    private let storeIndex: Int

    public init(store: LandmarkStore, storeIndex: Int) {
        self.store = store
        self.storeIndex = storeIndex
    }

    public func viewDidLoad() {
        output?.display(LandmarkDetail(store[storeIndex]))
    }

    public func handle(_ intent: Intent) {
        switch intent {
        case .toggleFavorite:
            store.toggleFavorite(at: storeIndex)
            output?.display(LandmarkDetail(store[storeIndex]))
        case .back:
            output?.close()
        default:
            break
        }
    }
}
