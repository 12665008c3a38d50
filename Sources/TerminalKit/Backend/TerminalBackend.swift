/// Something that happened at the terminal, or that woke the event loop.
public enum TerminalEvent: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal changed size, or was given back after the program was stopped (Ctrl-Z, `fg`): the
    /// next frame is drawn at the terminal's size, whole.
    case resize
    /// Another thread asked the loop to look at its inbox.
    case wake
    /// Nothing happened within the time the loop was willing to wait.
    case timeout
    /// A signal asked the program to stop (SIGINT, SIGTERM, SIGHUP or SIGQUIT).
    case signal(Int32)
    /// Input is gone: the terminal hung up or standard input was closed.
    case endOfInput
}

/// What the event loop needs of a terminal: its size, a way to show a frame with its pictures, and the
/// next event.
///
/// The ncurses backend is one implementation and `TestBackend` another, so the loop and every page
/// can be tested without a terminal.
public protocol TerminalBackend: AnyObject {
    /// The terminal's size now.
    var size: Size { get }
    /// Whether the terminal shows a surface's image placements in pixels; when not, the cells under them
    /// are shown as the text they hold.
    var canShowImages: Bool { get }
    /// Shows `surface` and its image placements, sending the terminal only what changed since the last
    /// frame (see `FrameDiff`).
    func flush(_ surface: Surface)
    /// Waits for the next event.
    ///
    /// - Parameter timeout: how long to wait in milliseconds; nil waits until something happens, 0 only
    ///   takes what is already there.
    func nextEvent(timeoutMilliseconds timeout: Int?) -> TerminalEvent
    /// Wakes a `nextEvent` that is waiting, from any thread.
    var waker: Waker { get }
    /// Gives the terminal back as it was found while `body` runs (a program the user asked for),
    /// then takes it again; the next frame repaints everything.
    func runOutside(_ body: () -> Void)
    /// Makes the next frame paint every cell, not only what changed (Ctrl-L).
    func repaintAll()
}
