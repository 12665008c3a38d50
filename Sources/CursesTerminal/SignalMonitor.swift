import Glibc
import Synchronization
import TerminalKit

/// The last terminating signal received, and where the handler writes to wake the event loop.
private let pendingSignal = Atomic<Int32>(0)
private let wakeDescriptor = Atomic<Int32>(-1)
/// Whether the process was continued (SIGCONT, `fg` after Ctrl-Z) since the event loop last looked.
private let continued = Atomic<Bool>(false)

/// Turns SIGINT, SIGTERM, SIGHUP and SIGQUIT into an event: the handler records the signal and writes
/// a byte to a pipe the event loop polls, so the terminal is restored by ordinary code (ncurses' own
/// handlers would `_exit` without our cleanup) and the loop need not wake up to look. SIGCONT is
/// noted the same way: ncurses' own Ctrl-Z handler gives the terminal back and takes it again, but
/// repaints only what ncurses drew, and frames are drawn without it.
enum SignalMonitor {
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The pipe the handlers write to; the event loop polls its `descriptor`.
    static let waker = Waker()

    /// Installs the handlers; call before the terminal is initialised.
    static func install() {
        // Globals are initialised lazily, which must not happen inside a signal handler: touch them here.
        pendingSignal.store(0, ordering: .relaxed)
        wakeDescriptor.store(waker.writeDescriptor, ordering: .relaxed)
        continued.store(false, ordering: .relaxed)
        for signal in signals + [SIGCONT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                if received == SIGCONT {
                    continued.store(true, ordering: .relaxed)
                } else {
                    pendingSignal.store(received, ordering: .relaxed)
                }
                var byte: UInt8 = 1
                _ = write(wakeDescriptor.load(ordering: .relaxed), &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            // A continue is no reason to cut a system call short.
            action.sa_flags = signal == SIGCONT ? SA_RESTART : 0
            sigaction(signal, &action, nil)
        }
    }

    /// Whether the process was continued since the last call: the screen is to be drawn whole.
    static func takeContinued() -> Bool {
        continued.exchange(false, ordering: .relaxed)
    }

    /// Runs `body` while another program has the terminal: Ctrl-C and Ctrl-\\ are ignored here, as
    /// system(3) does (they are that program's, which gets them with their default action, not a
    /// request to quit this one), and Ctrl-Z stops this process as it stops that one, without
    /// ncurses' handler, which would draw over it at `fg`.
    static func whileAnotherProgramRuns(_ body: () -> Void) {
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var standard = sigaction()
        standard.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&standard.sa_mask)
        var saved = (interrupt: sigaction(), quit: sigaction(), stop: sigaction())
        sigaction(SIGINT, &ignore, &saved.interrupt)
        sigaction(SIGQUIT, &ignore, &saved.quit)
        sigaction(SIGTSTP, &standard, &saved.stop)
        defer {
            sigaction(SIGINT, &saved.interrupt, nil)
            sigaction(SIGQUIT, &saved.quit, nil)
            sigaction(SIGTSTP, &saved.stop, nil)
        }
        body()
    }

    /// The signal that asked the program to stop, if one arrived.
    static var pending: Int32? {
        let signal = pendingSignal.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }
}
