/// A subcommand as a type, as swift-argument-parser has them: what one run of `landmarks` does.
///
/// A command prints its results on standard output and throws when it cannot go on; `main` reports the
/// failure and exits with its status, the one place a run ends early.
package protocol RunnableCommand {
    /// Does what the command line asked for.
    ///
    /// - Throws: `CommandFailure`, the one line for standard error and the exit status.
    func run() throws(CommandFailure)
}
