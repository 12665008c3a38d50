import LandmarksCore

/// Why a command stops: one line for standard error and the exit status.
package struct CommandFailure: Error, Equatable {
    /// What went wrong, without the `landmarks: ` that goes before it; nil when there is nothing to
    /// say (the app was ended by a signal, which the user sent).
    package let message: String?
    /// 1 for a bad or missing file, id or picture, or a search that matches nothing; 2 for a usage
    /// mistake or no terminal; 128 and the signal's number when a signal ended the app.
    package let status: Int32

    package init(_ message: String?, status: Int32) {
        self.message = message
        self.status = status
    }

    /// A file, id or picture that is bad or missing: status 1.
    package static func badData(_ message: String) -> CommandFailure {
        CommandFailure(message, status: 1)
    }

    /// A search that matches no landmark where something must (`landmarks map --search`): status 1,
    /// as grep's when nothing matches.
    package static func noMatch(_ query: SearchQuery) -> CommandFailure {
        CommandFailure("no landmarks match “\(query.trimmedText)”", status: 1)
    }

    /// A command line that cannot work (an option that needs another, no terminal): status 2.
    package static func usage(_ message: String) -> CommandFailure {
        CommandFailure(message, status: 2)
    }

    /// A command line that does not parse, pointing to the help: status 2.
    package init(_ error: Command.UsageError) {
        self = .usage("\(error.message) (see 'landmarks --help')")
    }
}
