import LandmarksCore
import TerminalUI

/// Wires the store, presenters and screens together and runs the key loop.
final class InteractiveApp {
    private let store: LandmarkStore
    private let keyMap = KeyMap.standard
    private let navigator = Navigator()
    /// Presenters are owned here; views hold them, presenters hold their views weakly.
    private var presenters: [AnyObject] = []

    init(store: LandmarkStore) {
        self.store = store
        let presenter = LandmarkListPresenter(store: store)
        let view = LandmarkListView(presenter: presenter, keyMap: keyMap) { [unowned self] storeIndex in
            showDetail(forLandmarkAt: storeIndex)
        }
        presenter.output = view
        presenters.append(presenter)
        navigator.push(view)
        presenter.viewDidLoad()
    }

    /// How the run ended: the exit status to use.
    enum Outcome: Equatable {
        case quit
        case signal(Int32)
        case endOfInput

        var exitStatus: Int32 {
            switch self {
            case .quit, .endOfInput: 0
            case .signal(let signal): 128 + signal
            }
        }
    }

    /// Runs until the user quits, a terminating signal arrives or input ends.
    func run(on screen: CursesScreen) -> Outcome {
        var needsDraw = true
        var showsHelp = false
        while true {
            if let signal = SignalMonitor.pending { return .signal(signal) }
            if needsDraw {
                let size = screen.size
                var surface = Surface(width: size.width, height: size.height)
                if !MinimumSize.fits(surface) {
                    MinimumSize.drawMessage(in: &surface)
                } else if let top = navigator.top {
                    top.draw(in: &surface)
                    if showsHelp { HelpOverlay(keyMap: keyMap, screen: top.kind).draw(in: &surface) }
                }
                screen.flush(surface)
            }
            switch screen.readEvent() {
            case .idle:
                needsDraw = false
            case .endOfInput:
                return .endOfInput
            case .resize:
                needsDraw = true
            case .key(_) where showsHelp:
                showsHelp = false
                needsDraw = true
            case .key(let key):
                guard let top = navigator.top, let intent = keyMap.intent(for: key, on: top.kind) else {
                    needsDraw = false
                    continue
                }
                switch intent {
                case .quit: return .quit
                case .showHelp: showsHelp = true
                default: top.handle(intent)
                }
                needsDraw = true
            }
        }
    }

    private func showDetail(forLandmarkAt storeIndex: Int) {
        let presenter = LandmarkDetailPresenter(store: store, storeIndex: storeIndex)
        let view = LandmarkDetailView(presenter: presenter, keyMap: keyMap) { [unowned self] in
            navigator.pop()
            presenters.removeLast()
        }
        presenter.output = view
        presenters.append(presenter)
        navigator.push(view)
        presenter.viewDidLoad()
    }
}
