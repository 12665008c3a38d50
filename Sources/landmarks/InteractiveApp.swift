import Foundation
import LandmarksCore
import TerminalUI

/// Wires the library, presenters and screens together and runs the key loop.
final class InteractiveApp {
    private let library: LandmarkLibrary
    private let keyMap = KeyMap.standard
    private let navigator = Navigator()
    /// Presenters are owned here; views hold them, presenters hold their views weakly.
    private var presenters: [AnyObject] = []

    init(library: LandmarkLibrary) {
        self.library = library
        let presenter = LandmarkListPresenter(
            library: library, collation: LandmarkOrder.collation(environment: ProcessInfo.processInfo.environment))
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

    /// Runs until the user quits, a terminating signal arrives or input ends; unsaved changes (the
    /// selection) are saved before it returns.
    func run(on screen: CursesScreen) -> Outcome {
        let outcome = runLoop(on: screen)
        library.saveUnsavedChanges(evenAfterFailure: true)
        return outcome
    }

    private func runLoop(on screen: CursesScreen) -> Outcome {
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
                    if let warning = library.saveFailure ?? library.notice {
                        ScreenChrome.drawWarning(in: &surface, text: warning)
                    }
                    if showsHelp { HelpOverlay(keyMap: keyMap, screen: top.kind).draw(in: &surface) }
                }
                screen.flush(surface)
            }
            switch screen.readEvent() {
            case .idle:
                let failureBefore = library.saveFailure
                library.saveUnsavedChanges()
                needsDraw = library.saveFailure != failureBefore
            case .endOfInput:
                return .endOfInput
            case .resize:
                needsDraw = true
            case .key where showsHelp, .mouse where showsHelp:
                showsHelp = false
                needsDraw = true
            case .mouse(let mouse):
                _ = prepareForUserAction()
                navigator.top?.handle(mouse)
                needsDraw = true
            case .key(let key):
                needsDraw = prepareForUserAction()
                guard let top = navigator.top else { continue }
                guard let intent = keyMap.intent(for: key, on: top.kind) else {
                    if case .character(let character) = key, top.insertText(String(character)) { needsDraw = true }
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

    /// Picks up what another instance changed since the last key and retires a one-time notice.
    ///
    /// - Returns: whether the screen needs drawing again.
    private func prepareForUserAction() -> Bool {
        var changed = library.reloadIfChanged()
        if changed { navigator.top?.willAppear() }
        if library.notice != nil {
            library.dismissNotice()
            changed = true
        }
        return changed
    }

    private func showDetail(forLandmarkAt storeIndex: Int) {
        let presenter = LandmarkDetailPresenter(library: library, storeIndex: storeIndex)
        let view = LandmarkDetailView(
            presenter: presenter, keyMap: keyMap,
            onShowPhoto: { [unowned self] photoIndex in showPhoto(at: photoIndex) },
            onClose: { [unowned self] in close() })
        present(view, presenter: presenter)
        presenter.output = view
        presenter.viewDidLoad()
    }

    private func showPhoto(at photoIndex: Int) {
        let presenter = PhotoDetailPresenter(library: library, photoIndex: photoIndex)
        let view = PhotoDetailView(presenter: presenter, keyMap: keyMap) { [unowned self] in close() }
        present(view, presenter: presenter)
        presenter.output = view
        presenter.viewDidLoad()
    }

    private func present(_ view: any Screen, presenter: AnyObject) {
        presenters.append(presenter)
        navigator.push(view)
    }

    private func close() {
        navigator.pop()
        presenters.removeLast()
    }
}
