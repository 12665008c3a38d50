import Foundation

/// A program the benchmark drives: the app, or the reference tool it is compared with.
struct ComparedProgram: Sendable {
    /// The name in the report's header and in progress messages.
    let name: String
    /// The executable's path.
    let executable: String
    /// A version string for the report, when known.
    let version: String?
    /// The arguments that open a data file.
    let argumentsForData: @Sendable (String) -> [String]
    /// What a person types to quit from its first screen.
    let quitKeys: [TerminalKey]

    /// The app, started as `landmarks --data FILE`.
    static func landmarks(executable: String) -> ComparedProgram {
        ComparedProgram(
            name: "landmarks", executable: executable, version: nil,
            argumentsForData: { ["--data", $0] }, quitKeys: [.character("q")])
    }

    /// VisiData, started as `vd FILE` (a JSON array opens as a table); `q` closes the last sheet and quits.
    static func visiData(executable: String, version: String?) -> ComparedProgram {
        ComparedProgram(
            name: "VisiData", executable: executable, version: version,
            argumentsForData: { [$0] }, quitKeys: [.character("q"), .character("q")])
    }

    /// Starts the program on `dataFile` in a new pseudo-terminal of `size`.
    ///
    /// - Parameters:
    ///   - privateFolder: an empty folder that becomes its home and state folder, so it neither
    ///     reads the user's settings nor writes the user's state.
    ///   - extraEnvironment: variables set on top of the fixed environment, e.g. `COLORTERM`.
    func start(
        dataFile: String, size: TerminalSize, privateFolder: String, extraEnvironment: [String: String] = [:]
    ) throws -> PseudoTerminalSession {
        try PseudoTerminalSession(
            executable: executable, arguments: argumentsForData(dataFile),
            environment: Self.environment(privateFolder: privateFolder).merging(extraEnvironment) { $1 }, size: size)
    }

    /// The harness's environment with a fixed terminal and locale and private folders.
    static func environment(privateFolder: String) -> [String: String] {
        let unsettled = ["LINES", "COLUMNS", "NO_COLOR", "COLORTERM", "ESCDELAY", "TMUX", "LANGUAGE"]
        var environment = ProcessInfo.processInfo.environment.filter { name, _ in
            !name.hasPrefix("LC_") && !unsettled.contains(name)
        }
        environment["TERM"] = "xterm-256color"
        // The harness's pseudo-terminal answers no queries: the app is told its background and to draw
        // pictures as cells, so that it does not wait for answers (keys sent meanwhile would be read as them).
        environment["LANDMARKS_THEME"] = "dark"
        environment["LANDMARKS_PICTURES"] = "cells"
        environment["LANG"] = "C.UTF-8"
        environment["HOME"] = privateFolder
        for (variable, folder) in [
            ("XDG_STATE_HOME", "state"), ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
            ("XDG_CACHE_HOME", "cache"),
        ] {
            environment[variable] = "\(privateFolder)/\(folder)"
        }
        return environment
    }
}
