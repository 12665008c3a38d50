import Glibc
import Testing

@testable import CursesTerminal

@Suite struct CrashGuardTests {
    /// Without a terminal there are no modes to save; the guard must still let the process die of the
    /// signal, its handler touching no global for the first time (which is not safe in a handler).
    @Test func withoutSavedModesACrashStillDiesOfItsSignal() async {
        await #expect(processExitsWith: .signal(SIGABRT)) {
            // Exit tests run with signals blocked on this thread; a crash in the app would not be.
            var abort = sigset_t()
            sigemptyset(&abort)
            sigaddset(&abort, SIGABRT)
            pthread_sigmask(SIG_UNBLOCK, &abort, nil)
            CrashGuard.saveTerminalModes()
            CrashGuard.install()
            raise(SIGABRT)
        }
    }
}
