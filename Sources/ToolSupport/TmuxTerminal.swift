import Foundation

/// A real terminal to drive a program in and read its screen: a tmux server with a socket and a folder of
/// its own (`-f /dev/null`, so no user configuration) running one command in one pane.
///
/// The smoke tests and the screenshot maker drive the app through it; the benchmark, which times output as
/// it reaches the terminal, reads a pseudo-terminal of its own instead.
public final class TmuxTerminal {
    /// A wait that ran out, with the screen it last saw.
    public struct Timeout: Error, CustomStringConvertible {
        public let waitingFor: String
        public let screen: [String]
        public var description: String { "timed out waiting for \(waitingFor); screen:\n" + screen.joined(separator: "\n") }

        public init(waitingFor: String, screen: [String]) {
            self.waitingFor = waitingFor
            self.screen = screen
        }
    }

    /// How long a wait lasts before it fails, in seconds.
    public static let deadline: TimeInterval = 15

    /// The terminal's own folder: its socket, and whatever the command keeps there; removed with the terminal.
    public let folder: URL
    private let socket: String
    private static let tmux = URL(fileURLWithPath: "/usr/bin/tmux")

    /// Starts the command `command(folder)` gives in a `width` × `height` pane.
    public init(width: Int, height: Int, command: (_ folder: URL) -> [String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        socket = folder.appendingPathComponent("socket").path
        try run(["-f", "/dev/null", "new-session", "-d", "-x", String(width), "-y", String(height)] + command(folder))
    }

    deinit {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: folder)
    }

    /// The screen as text lines, trailing blanks removed.
    public func screen() throws -> [String] {
        try capture().split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The pane as `tmux capture-pane -p` prints it with `options`, e.g. `-e` for colours as SGR escapes.
    public func capture(_ options: String...) throws -> String {
        try run(["capture-pane", "-p"] + options).standardOutput
    }

    /// Sends keys by tmux name, e.g. `Down`, `Enter`, `Escape`, `q`.
    public func send(_ keys: String...) throws {
        try run(["send-keys"] + keys)
    }

    /// Types `text` byte for byte as the terminal would send it, e.g. a mouse report.
    public func type(_ text: String) throws {
        try run(["send-keys", "-l", text])
    }

    public func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-x", String(width), "-y", String(height)])
    }

    /// A tmux format value of the pane, e.g. `#{alternate_on}`.
    public func paneFormat(_ format: String) throws -> String {
        try run(["display-message", "-p", format]).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts copying every byte the program writes to the terminal into a file, and returns its path.
    public func recordOutput() throws -> String {
        let path = folder.appendingPathComponent("output").path
        try run(["pipe-pane", "-o", "cat >> \(Self.shellQuoted(path))"])
        return path
    }

    /// Waits until the screen `read` gives satisfies `condition` and has settled, and returns it.
    ///
    /// A frame reaches tmux in pieces; a capture between two of them shows half a frame, so the screen must
    /// read the same twice in a row before it counts.
    ///
    /// - Parameter lines: the screen as text, for the message when the wait runs out.
    public func wait<Screen: Equatable>(
        for what: String, deadline: TimeInterval = deadline, reading read: () throws -> Screen,
        lines: (Screen) -> [String], until condition: (Screen) -> Bool
    ) throws -> Screen {
        let end = Date().addingTimeInterval(deadline)
        var previous: Screen?
        var screen = try read()
        while !(condition(screen) && screen == previous) {
            guard Date() < end else { throw Timeout(waitingFor: what, screen: lines(screen)) }
            Thread.sleep(forTimeInterval: 0.03)
            previous = screen
            screen = try read()
        }
        return screen
    }

    /// `text` quoted for `/bin/sh`.
    public static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Runs a tmux command on this terminal's server and returns what it printed.
    @discardableResult
    public func run(_ arguments: [String]) throws -> ProcessRunner.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        // A test runner may set NO_COLOR for its own output; the program under test must not inherit it.
        environment.removeValue(forKey: "NO_COLOR")
        return try ProcessRunner.run(Self.tmux, ["-u", "-S", socket] + arguments, environment: environment)
    }
}
