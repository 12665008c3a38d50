import Glibc
import LandmarksCommandLine

MemoryTuning.whileLoading()
// The one place a run ends early: whichever command or helper stopped, its failure is one line on
// standard error (none for a signal the user sent) and its exit status.
do throws(CommandFailure) {
    try Command.runnable(parsing: Array(CommandLine.arguments.dropFirst())).run()
} catch {
    fflush(nil)  // what the command printed, before its error
    if let message = error.message { StandardError.warn(message) }
    exit(error.status)
}
