import Glibc
import Synchronization

/// The last terminating signal received; the handler only records it, the run loop acts on it.
private let pendingSignal = Atomic<Int32>(0)

/// Turns SIGINT, SIGTERM, SIGHUP and SIGQUIT into a flag the run loop polls, so that the terminal is
/// restored by ordinary code (ncurses' own handlers would `_exit` without our cleanup).
enum SignalMonitor {
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the handlers; call before the terminal is initialised.
    static func install() {
        // Touch the global first: its lazy initialisation must not run inside a signal handler.
        pendingSignal.store(0, ordering: .relaxed)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                pendingSignal.store(received, ordering: .relaxed)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// The signal that asked the program to stop, if one arrived.
    static var pending: Int32? {
        let signal = pendingSignal.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }
}
