import Glibc
import Synchronization

/// Whether the terminal was resized since ncurses last reported it (KEY_RESIZE).
private let resizeUnreported = Atomic<Bool>(false)
/// Whether a frame is being gathered, and whether a resize came meanwhile (on any thread), which
/// ncurses is told of once the frame is out.
private let gathering = Atomic<Bool>(false)
private let resizeWhileGathering = Atomic<Bool>(false)
/// ncurses' own SIGWINCH handler, which the one `FrameOutput` installs calls after noting the resize.
nonisolated(unsafe) private var ncursesResizeHandler: (@convention(c) (Int32) -> Void)?

/// Gathers what ncurses writes for a frame and hands it to the terminal in one write.
///
/// ncurses writes to the terminal at every cursor movement, so a frame went out as dozens of small
/// writes: each wakes the terminal (and, over SSH, makes a packet). While a frame is drawn, the
/// descriptor ncurses writes to is pointed at an unlinked temporary file instead; the frame is then
/// read back and written to the terminal at once. Everything else ncurses writes (modes, the cursor,
/// leaving the screen) goes straight to the terminal, as before.
struct FrameOutput {
    /// The descriptor ncurses writes to: a copy of the terminal's, except while a frame is drawn.
    let descriptor: Int32
    /// Another copy of the terminal's descriptor, to point `descriptor` back at it.
    private let terminal: Int32
    /// Where frames gather, if a temporary file could be made (else ncurses writes to the terminal).
    private let gathered: Int32?
    private var bytes: [UInt8] = []

    /// Copies of `original` (the terminal's descriptor), and the temporary file; without them
    /// (no descriptor or file left), ncurses writes to `original` as it always did.
    init(terminal original: Int32) {
        let (copy, spare) = (fcntl(original, F_DUPFD_CLOEXEC, 3), fcntl(original, F_DUPFD_CLOEXEC, 3))
        (descriptor, terminal) = copy >= 0 && spare >= 0 ? (copy, spare) : (original, original)
        gathered = copy >= 0 && spare >= 0 ? Self.unlinkedFile() : nil
    }

    /// An unlinked file in memory (`/dev/shm`), else in the temporary folder; nil when neither can be made.
    private static func unlinkedFile() -> Int32? {
        var template = Array("/dev/shm/landmarks-frame-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if descriptor >= 0 {
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            return descriptor
        }
        return tmpfile().map { fileno($0) }
    }

    /// Notes every SIGWINCH before ncurses' handler takes it; call once ncurses has installed its handler.
    ///
    /// ncurses asks the terminal its size when it next reads a key or draws a frame; while a frame is
    /// gathered, its descriptor is a file, which has no size. So no frame is gathered while ncurses
    /// may have a resize to look into: from the signal until ncurses reports it (`resizeWasReported`).
    static func noteResizes() {
        var previous = sigaction()
        sigaction(SIGWINCH, nil, &previous)
        // A handler, not SIG_DFL or SIG_IGN (0 and 1), is passed the signal.
        let handler = previous.__sigaction_handler.sa_handler
        let address = handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
        ncursesResizeHandler = address > 1 ? handler : nil
        var action = previous
        action.__sigaction_handler.sa_handler = { signal in
            // Noted first, then looked: either the frame sees the resize and is not gathered, or this
            // sees the frame gathered and leaves the resize to it.
            resizeUnreported.store(true, ordering: .sequentiallyConsistent)
            if gathering.load(ordering: .sequentiallyConsistent) {
                resizeWhileGathering.store(true, ordering: .sequentiallyConsistent)
            } else {
                ncursesResizeHandler?(signal)
            }
        }
        sigaction(SIGWINCH, &action, nil)
    }

    /// ncurses reported a resize (KEY_RESIZE): it has the terminal's new size.
    static func resizeWasReported() {
        resizeUnreported.store(false, ordering: .relaxed)
    }

    /// Runs `draw` (which has ncurses write a frame) with its output gathered, then writes the frame
    /// followed by `after` (the pictures, drawn over the frame's text).
    mutating func frame(_ draw: () -> Void, after: [UInt8] = []) {
        // A resize ncurses has not reported yet, it looks into while drawing: not in a file then.
        gathering.store(true, ordering: .sequentiallyConsistent)
        defer {
            gathering.store(false, ordering: .sequentiallyConsistent)
            if resizeWhileGathering.exchange(false, ordering: .sequentiallyConsistent) { ncursesResizeHandler?(SIGWINCH) }
        }
        guard let gathered, !resizeUnreported.load(ordering: .sequentiallyConsistent),
            dup2(gathered, descriptor) >= 0
        else {
            draw()
            return Self.write(after, to: descriptor)
        }
        draw()
        Self.write(after, to: descriptor)
        // The two descriptors share one offset: it stands at the end of the frame.
        let count = Int(lseek(descriptor, 0, SEEK_CUR))
        dup2(terminal, descriptor)
        guard count > 0 else { return }
        if bytes.count < count { bytes = [UInt8](repeating: 0, count: count) }
        bytes.withUnsafeMutableBytes { buffer in
            let read = pread(gathered, buffer.baseAddress, count, 0)
            var written = 0
            while written < read {
                let result = Glibc.write(descriptor, buffer.baseAddress! + written, read - written)
                if result < 0, errno == EINTR { continue }
                if result <= 0 { break }
                written += result
            }
        }
        // The next frame overwrites this one from the start; its length is where it ends, so what
        // lies beyond (of a longer frame) is never read, and the file need not be cut every frame.
        lseek(gathered, 0, SEEK_SET)
    }

    /// Writes all of `bytes` to `descriptor`, again after an interrupted write.
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0, errno == EINTR { continue }
                if result <= 0 { break }
                written += result
            }
        }
    }
}
