import CNcurses
import Glibc
import Synchronization

/// Addresses of what a fatal-signal handler needs, prepared in advance: the handler may only read
/// memory and call async-signal-safe functions.
private let savedTerminalModes = Atomic<UInt>(0)
private let restoreSequence = Atomic<UInt>(0)
private let restoreSequenceLength = Atomic<Int>(0)

/// Gives the terminal back if the program crashes while the screen is up: on SIGSEGV, SIGBUS,
/// SIGILL, SIGFPE, SIGABRT or SIGTRAP it writes the cached "leave alternate screen, show cursor,
/// reset attributes, mouse off" strings, restores the saved terminal modes, then dies of the same signal.
enum CrashGuard {
    static let signals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Saves the terminal's current modes; call before ncurses changes them.
    static func saveTerminalModes() {
        let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        guard tcgetattr(STDIN_FILENO, modes) == 0 else {
            modes.deallocate()
            return
        }
        savedTerminalModes.store(UInt(bitPattern: modes), ordering: .sequentiallyConsistent)
    }

    /// Caches the restore strings of the current terminal and installs the handlers; call once
    /// ncurses has loaded the terminal description.
    static func install() {
        // Globals are initialised lazily, which must not happen inside a signal handler: touch them all
        // here, also when `tcgetattr` failed and no modes were saved.
        _ = savedTerminalModes.load(ordering: .relaxed)
        var bytes: [UInt8] = []
        for capability in ["rmcup", "cnorm", "sgr0"] {
            guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { continue }
            bytes += Array(String(cString: value).utf8)
        }
        // Terminals with an xterm mouse also stop reporting it (normal and SGR modes).
        if let mouse = tigetstr("kmous"), Int(bitPattern: mouse) != -1 {
            bytes += Array("\u{1B}[?1000l\u{1B}[?1006l".utf8)
        }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        buffer.initialize(from: bytes, count: bytes.count)
        restoreSequenceLength.store(bytes.count, ordering: .sequentiallyConsistent)
        restoreSequence.store(UInt(bitPattern: buffer), ordering: .sequentiallyConsistent)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                CrashGuard.restoreTerminal()
                Glibc.signal(received, SIG_DFL)
                raise(received)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
    }

    /// Writes the restore strings and the saved modes back, and standard error; safe inside a signal handler.
    static func restoreTerminal() {
        if let sequence = UnsafePointer<UInt8>(bitPattern: restoreSequence.load(ordering: .relaxed)) {
            _ = write(STDOUT_FILENO, sequence, restoreSequenceLength.load(ordering: .relaxed))
        }
        if let modes = UnsafePointer<termios>(bitPattern: savedTerminalModes.load(ordering: .relaxed)) {
            _ = tcsetattr(STDIN_FILENO, TCSANOW, modes)
        }
        // After the screen is left, so that a fatal error's message stays on the terminal.
        StandardErrorShield.lowerAfterCrash()
    }
}
