import Locking

/// A terminal for tests: events come from a script (and from other threads), frames are kept with what
/// each one sent (see `changes`).
///
/// When the script runs out it reports the end of input, unless `waitsWhenEmpty` is set: then it
/// waits, as a real terminal does, for an event posted from another thread, a wake or the timeout.
public final class TestBackend: TerminalBackend, Sendable {
    private struct State {
        var events: [TerminalEvent]
        var size: Size
        var frames: [Surface] = []
        var changes: [FrameDiff] = []
        /// Whether the next frame is sent whole, as after Ctrl-L or a program run outside.
        var repaintsNext = false
        var waitsWhenEmpty: Bool
        /// Whether `nextEvent` found no event and waits on the waker: only then do new events wake it,
        /// so that events it took without waiting leave no wake behind to be read as a spurious `.wake`.
        var isWaiting = false
        var timesOutside = 0
        var repaints = 0
    }

    private let state: Locked<State>
    public let waker = Waker()
    public let canShowImages: Bool

    /// - Parameter canShowImages: whether the terminal says it shows image placements, so that covered
    ///   cells are not sent (see `changes`).
    public init(width: Int, height: Int, events: [TerminalEvent] = [], waitsWhenEmpty: Bool = false, canShowImages: Bool = false) {
        state = Locked(State(events: events, size: Size(width: width, height: height), waitsWhenEmpty: waitsWhenEmpty))
        self.canShowImages = canShowImages
    }

    /// Every frame flushed so far, oldest first.
    public var frames: [Surface] { state.withLock { $0.frames } }

    /// What each frame sent, oldest first: the cells written and the placements shown and taken away.
    public var changes: [FrameDiff] { state.withLock { $0.changes } }

    /// How many times the terminal was given back for a program to run.
    public var timesOutside: Int { state.withLock { $0.timesOutside } }

    public func runOutside(_ body: () -> Void) {
        state.withLock {
            $0.timesOutside += 1
            $0.repaintsNext = true
        }
        body()
    }

    /// How many times every cell was asked to be painted again.
    public var repaints: Int { state.withLock { $0.repaints } }

    public func repaintAll() {
        state.withLock {
            $0.repaints += 1
            $0.repaintsNext = true
        }
    }

    /// The text of the last frame.
    public var screen: [String] { frames.last?.lines ?? [] }

    /// The image placements of the last frame.
    public var placements: [ImagePlacement] { frames.last?.placements ?? [] }

    /// Adds events to the script and wakes a waiting `nextEvent`; safe from any thread.
    public func send(_ events: TerminalEvent...) {
        send(contentsOf: events)
    }

    /// Adds events to the script all at once, as keys that arrive together.
    public func send(contentsOf events: [TerminalEvent]) {
        let isWaiting = state.withLock {
            $0.events += events
            return $0.isWaiting
        }
        if isWaiting { waker.wake() }
    }

    /// Changes the size and reports it as a resize event.
    public func resize(width: Int, height: Int) {
        let isWaiting = state.withLock {
            $0.size = Size(width: width, height: height)
            $0.events.append(.resize)
            return $0.isWaiting
        }
        if isWaiting { waker.wake() }
    }

    /// Ends the script: once the events sent so far are taken, the input ends.
    public func endInput() {
        state.withLock { $0.waitsWhenEmpty = false }
        waker.wake()
    }

    // MARK: - TerminalBackend

    public var size: Size { state.withLock { $0.size } }

    public func flush(_ surface: Surface) {
        state.withLock { state in
            state.changes.append(FrameDiff(from: state.repaintsNext ? nil : state.frames.last, to: surface, showsImages: canShowImages))
            state.frames.append(surface)
            state.repaintsNext = false
        }
    }

    public func nextEvent(timeoutMilliseconds timeout: Int?) -> TerminalEvent {
        if let event = takeEvent() { return event }
        guard timeout != 0 else { return .timeout }
        // Under the lock: no event, so from now on a sent event wakes the wait below.
        let waits = state.withLock { state -> Bool? in
            guard state.events.isEmpty else { return nil }
            state.isWaiting = state.waitsWhenEmpty
            return state.waitsWhenEmpty
        }
        guard let waits else { return takeEvent() ?? .timeout }
        guard waits else { return .endOfInput }
        let woken = waker.wait(timeoutMilliseconds: timeout)
        state.withLock { $0.isWaiting = false }
        guard woken else { return takeEvent() ?? .timeout }
        return takeEvent() ?? (state.withLock { $0.waitsWhenEmpty } ? .wake : .endOfInput)
    }

    private func takeEvent() -> TerminalEvent? {
        state.withLock { state in
            state.events.isEmpty ? nil : state.events.removeFirst()
        }
    }
}
