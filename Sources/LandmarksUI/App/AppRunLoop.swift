import LandmarksCore
import TerminalKit

/// The event loop: it sleeps until the terminal, a signal or a timer has something, takes every event
/// already queued, then draws one frame.
///
/// Keys become intents through the top page's key map; `?` shows the help over it and `q` quits.
/// The selection is saved after a short idle time, and every unsaved change before the loop returns.
package final class AppRunLoop {
    private let app: LandmarksApp
    private let backend: any TerminalBackend
    /// Where the workers post what they have for the app; nil without workers.
    private let inbox: Inbox<AppMessage>?
    /// The help's first line while it is shown (it scrolls when the terminal is too small); nil when hidden.
    private var helpOffset: Int?
    /// Why the last key did nothing, shown in the footer until the next key.
    private var note: String?
    private var needsDraw = true
    /// Whether messages may wait in the inbox (a wake came since it was last emptied), and when it was.
    private var mayHaveMessages = false
    private var lastMessages = ContinuousClock.now
    /// When the user last pressed a key or used the mouse: the selection is saved once they pause.
    private var lastUserAction = ContinuousClock.now
    /// When the state file was last looked at for changes another instance saved.
    private var lastLookAtOtherInstances: ContinuousClock.Instant?

    /// How long the app waits after the last key before it saves the selection.
    static let idleSave = Duration.milliseconds(100)
    /// The shortest time between two looks at the inbox (unless a message there is urgent or it is
    /// full): a big catalog then grows on screen 25 times a second, not at every batch, and the app
    /// waits for keys in between.
    static let messagesInterval = Duration.milliseconds(40)
    /// The shortest time between two looks at the state file for another instance's changes before a key:
    /// a look at every key of a fast typist cost more than the key's handling (the library looks again
    /// before an edit).
    static let otherInstancesInterval = Duration.milliseconds(250)
    /// The most events handled before a frame is drawn, so that a flood of input still shows progress.
    static let eventsPerFrame = 256

    /// - Parameter inbox: where the workers post; it is connected to the backend's waker.
    package init(app: LandmarksApp, backend: any TerminalBackend, inbox: Inbox<AppMessage>? = nil) {
        self.app = app
        self.backend = backend
        self.inbox = inbox
        inbox?.connect(to: backend.waker)
    }

    private var library: LandmarkLibrary { app.library }

    /// Runs until the user quits, a terminating signal arrives or input ends; unsaved changes (the
    /// selection) are saved before it returns.
    package func run() -> RunOutcome {
        // A catalog still being read saves nothing (nor one found bad).
        defer { library.saveUnsavedChanges(evenAfterFailure: true) }
        library.savesAfterDrawing = true
        while true {
            if mayHaveMessages, let inbox, ContinuousClock.now - lastMessages >= Self.messagesInterval || inbox.needsTakingNow {
                mayHaveMessages = false
                lastMessages = .now
                let wasLoading = library.isLoading
                if let problem = app.handle(inbox.takeAll()) { return .badCatalog(problem) }
                // Why a key did nothing while the catalog loaded (reordering favourites waits for it) holds no more.
                if wasLoading, !library.isLoading { note = nil }
                needsDraw = true
            }
            if needsDraw { draw() }
            if library.hasChangesToSaveNow {
                // The frame showing the change is out; now the change waits for the disk.
                if saveChanges() { draw() }
            }
            // A frame ahead of a key's work: the work's frame follows at once, after the keys already typed.
            if app.navigator.top?.wantsAnotherFrame == true { needsDraw = true }
            var event = backend.nextEvent(timeoutMilliseconds: needsDraw ? 0 : waitMilliseconds)
            var handled = 0
            repeat {
                if let outcome = handle(event) { return outcome }
                if let picked = app.picked { return .picked(picked) }
                handled += 1
                event = handled < Self.eventsPerFrame ? backend.nextEvent(timeoutMilliseconds: 0) : .timeout
            } while event != .timeout
        }
    }

    /// Saves what is not saved yet; whether the warning line changed with it (a save failed, or the
    /// state file had something to say), so that it is drawn again.
    private func saveChanges() -> Bool {
        let before = (library.saveFailure, library.notice)
        library.saveUnsavedChanges()
        return (library.saveFailure, library.notice) != before
    }

    /// How long to wait for an event: until the selection is saved, or the inbox is looked at again.
    private var waitMilliseconds: Int? {
        let now = ContinuousClock.now
        func milliseconds(until deadline: ContinuousClock.Instant) -> Int {
            max(Int(((deadline - now) / .milliseconds(1)).rounded(.up)), 0)
        }
        let save = library.hasUnsavedChanges ? milliseconds(until: lastUserAction + Self.idleSave) : nil
        guard mayHaveMessages else { return save }
        let news = milliseconds(until: lastMessages + Self.messagesInterval)
        return min(save ?? news, news)
    }

    /// Whether the user has paused long enough for the selection to be saved.
    private var isIdle: Bool { ContinuousClock.now - lastUserAction >= Self.idleSave }

    /// Draws the top page, the warning line and the help into a new frame and shows it.
    private func draw() {
        needsDraw = false
        let size = backend.size
        var surface = Surface(width: size.width, height: size.height)
        // Pictures asked for while drawing are what is wanted now; others queued are dropped.
        app.pictures.source.beginFrame()
        defer { app.pictures.source.endFrame() }
        if !MinimumSize.fits(surface) {
            MinimumSize.drawMessage(in: &surface, style: Theme.styles.notice)
        } else if let top = app.navigator.top {
            top.draw(in: &surface)
            if let warning = library.saveFailure ?? library.notice {
                Theme.chrome.drawWarning(in: &surface, text: warning)
            } else if let note {
                Theme.chrome.drawNote(in: &surface, text: note)
            }
            if let helpOffset {
                help(for: top, offset: helpOffset).draw(in: &surface)
            }
        }
        backend.flush(surface)
    }

    /// Acts on one event.
    ///
    /// - Returns: how the run ends, when this event ends it.
    private func handle(_ event: TerminalEvent) -> RunOutcome? {
        switch event {
        case .signal(let signal):
            return .signal(signal)
        case .endOfInput:
            return .endOfInput
        case .timeout:
            // Also a look at the inbox comes as a timeout: the selection waits until the user pauses.
            if isIdle, saveChanges() { needsDraw = true }
        case .resize:
            needsDraw = true
        case .wake:
            // A message came (taken at the next look; a picture is taken by the frame): draw again;
            // only what changed is sent.
            mayHaveMessages = true
            needsDraw = true
        case .key(let key) where helpOffset != nil:
            scrollHelp(by: Self.helpScroll[key] ?? 0)
            needsDraw = true
        case .mouse(let mouse) where helpOffset != nil:
            if mouse.wheelRows == 0 { helpOffset = nil } else { scrollHelp(by: mouse.wheelRows) }
            needsDraw = true
        case .mouse(let mouse):
            prepareForUserAction()
            app.navigator.top?.handle(mouse)
            needsDraw = true
        case .key(let key):
            prepareForUserAction()
            guard let top = app.navigator.top else { return nil }
            guard let intent = top.action(for: key) else {
                if case .character(let character) = key, top.insertText(String(character)) {
                    needsDraw = true
                } else if let reason = top.reasonKeyDoesNothing(key) {
                    note = reason
                    needsDraw = true
                }
                return nil
            }
            switch intent {
            case .quit: return .quit
            // Esc in a picker's field ends it without a choice, as fzf's does.
            case .list(.cancelSearch) where app.isPicker: return .quit
            case .redraw: backend.repaintAll()
            case .showHelp: helpOffset = 0
            case .undo, .redo:
                let done = intent == .undo ? library.undo() : library.redo()
                note =
                    done.map { intent == .undo ? "Undid: \($0) (Ctrl-R redoes it)" : "Redid: \($0)" }
                    ?? "Nothing to \(intent == .undo ? "undo" : "redo")"
                top.willAppear()
                if done != nil { app.selectLandmarkUndone() }
            case .openPhotoFile:
                guard let file = (top as? PhotoFileInFocus)?.photoFileInFocus else { break }
                note = app.photoOpener.open(file) { backend.runOutside($0) }
            default:
                let edits = library.editCount
                top.handle(intent)
                // A key that changed a favourite or a rating says what it did, and how to take it back.
                if library.editCount != edits, let summary = library.lastEditSummary { note = summary + " · u undoes" }
            }
            needsDraw = true
        }
        return nil
    }

    /// Keys that scroll the help, and by how many lines; any other key closes it.
    static let helpScroll: [Key: Int] = [
        .up: -1, .character("k"): -1, .down: 1, .character("j"): 1, .pageUp: -10, .pageDown: 10, .character(" "): 10,
        .home: -Int(Int32.max), .character("g"): -Int(Int32.max), .end: Int(Int32.max), .character("G"): Int(Int32.max),
    ]

    private func help(for page: any Page<Intent>, offset: Int) -> HelpOverlay {
        HelpOverlay(lines: page.keyMap.helpLines(isEnabled: page.isEnabled), styles: Theme.styles, offset: offset)
    }

    /// Scrolls the help by `lines`, within what it has; 0 closes it.
    private func scrollHelp(by lines: Int) {
        guard lines != 0, let offset = helpOffset, let top = app.navigator.top else {
            helpOffset = nil
            return
        }
        let size = backend.size
        let maximum = help(for: top, offset: 0).maximumOffset(width: size.width, height: size.height)
        guard maximum > 0 else {
            helpOffset = nil
            return
        }
        helpOffset = min(max(offset + lines, 0), maximum)
    }

    /// Picks up what another instance changed since the last key and retires a one-time notice.
    private func prepareForUserAction() {
        let now = ContinuousClock.now
        lastUserAction = now
        if note != nil {
            note = nil
            needsDraw = true
        }
        let looks = lastLookAtOtherInstances.map { now - $0 >= Self.otherInstancesInterval } ?? true
        if looks { lastLookAtOtherInstances = now }
        if looks, library.reloadIfChanged() {
            app.navigator.top?.willAppear()
            needsDraw = true
        }
        if library.notice != nil {
            library.dismissNotice()
            needsDraw = true
        }
    }
}
