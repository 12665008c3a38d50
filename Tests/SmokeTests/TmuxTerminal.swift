import Foundation

/// A real terminal for smoke tests: a tmux server with its own socket running one command.
///
/// The command runs in a shell that records its exit status and the terminal modes after it ends,
/// then stays open so that the screen left behind can be inspected.
final class TmuxTerminal {
    struct Timeout: Error, CustomStringConvertible {
        let waitingFor: String
        let screen: [String]
        var description: String { "timed out waiting for \(waitingFor); screen:\n" + screen.joined(separator: "\n") }
    }

    private let tmux = URL(fileURLWithPath: "/usr/bin/tmux")
    private let folder: URL
    private let socket: String
    private let statusFile: URL
    static let deadline: TimeInterval = 15

    /// Starts `landmarks arguments` (or another `binary`) in a `width`×`height` terminal, with
    /// `environment` added and the command run through `wrapper` (e.g. `setpriv …` to run it as another user).
    init(
        arguments: [String], width: Int = 80, height: Int = 24, term: String = "tmux-256color",
        environment: [String: String] = [:], wrapper: [String] = [], binary: URL = ProcessRunner.landmarksBinary
    ) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        socket = folder.appendingPathComponent("socket").path
        statusFile = folder.appendingPathComponent("status")
        let command = (wrapper + [binary.path] + arguments).map(Self.shellQuoted)
            .joined(separator: " ")
        // Each terminal keeps its state in its own folder unless the test names one.
        let environment = ["XDG_STATE_HOME": folder.appendingPathComponent("state").path].merging(environment) { $1 }
        let exports = environment.map { "export \($0.key)=\(Self.shellQuoted($0.value)); " }.joined()
        let script = """
            trap : INT; printf 'shell before\\n'; export TERM=\(Self.shellQuoted(term)); \(exports)\(command); status=$?; \
            modes=$(stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon | tr '\\n' ' '); \
            printf 'exit=%s\\n' "$status"; printf '%s|%s\\n' "$status" "$modes" > \(Self.shellQuoted(statusFile.path)); \
            exec sleep 600
            """
        try tmuxCommand([
            "-f", "/dev/null", "new-session", "-d", "-x", String(width), "-y", String(height), "/bin/sh", "-c", script,
        ])
    }

    /// Starts an interactive bash with job control and types `landmarks arguments` at its prompt,
    /// for tests of suspending (Ctrl-Z) and resuming (`fg`).
    init(interactiveShellRunning arguments: [String], width: Int = 60, height: Int = 12) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        socket = folder.appendingPathComponent("socket").path
        statusFile = folder.appendingPathComponent("status")
        try tmuxCommand([
            "-f", "/dev/null", "new-session", "-d", "-x", String(width), "-y", String(height),
            "env", "PS1=$ ", "TERM=tmux-256color", "XDG_STATE_HOME=\(folder.appendingPathComponent("state").path)",
            "/bin/bash", "--norc", "--noprofile", "-i",
        ])
        try waitForText("$")
        let command = ([ProcessRunner.landmarksBinary.path] + arguments).map(Self.shellQuoted).joined(separator: " ")
        try tmuxCommand(["send-keys", "-l", command])
        try send("Enter")
    }

    deinit {
        _ = try? tmuxCommand(["kill-server"])
        try? FileManager.default.removeItem(at: folder)
    }

    /// The screen as text lines, trailing blanks removed.
    func screen() throws -> [String] {
        try tmuxCommand(["capture-pane", "-p"]).standardOutput
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The screen with its colours and attributes as SGR escape sequences.
    func styledScreen() throws -> String {
        try tmuxCommand(["capture-pane", "-p", "-e"]).standardOutput
    }

    /// Starts copying every byte the program writes to the terminal into a file, and returns its path.
    func recordOutput() throws -> String {
        let path = folder.appendingPathComponent("output").path
        try tmuxCommand(["pipe-pane", "-o", "cat >> \(Self.shellQuoted(path))"])
        return path
    }

    /// A tmux format value of the pane, e.g. `#{alternate_on}`.
    func paneFormat(_ format: String) throws -> String {
        try tmuxCommand(["display-message", "-p", format]).standardOutput
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends keys by tmux name, e.g. `Down`, `Enter`, `Escape`, `q`.
    func send(_ keys: String...) throws {
        try tmuxCommand(["send-keys"] + keys)
    }

    /// Types `text` byte for byte as the terminal would send it, e.g. a mouse report.
    func type(_ text: String) throws {
        try tmuxCommand(["send-keys", "-l", text])
    }

    /// Types the xterm (X10) reports of a left click at column `x`, line `y` (from 0): press, release.
    func click(x: Int, y: Int, twice: Bool = false) throws {
        let position = String(UnicodeScalar(UInt8(33 + x))) + String(UnicodeScalar(UInt8(33 + y)))
        let click = "\u{1B}[M " + position + "\u{1B}[M#" + position
        try type(twice ? click + click : click)
    }

    /// Types the xterm report of one wheel notch at column `x`, line `y`.
    func wheel(down: Bool, x: Int, y: Int) throws {
        try type("\u{1B}[M" + (down ? "a" : "`") + String(UnicodeScalar(UInt8(33 + x))) + String(UnicodeScalar(UInt8(33 + y))))
    }

    /// Sends `signal` to the program under test: the pane shell's child.
    func send(signal: Int32) throws {
        let shell = try paneFormat("#{pane_pid}")
        let children = try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap { entry -> Int32? in
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // Fields after the command name: state, parent pid, …
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && fields[1] == shell ? pid : nil
        }
        guard let child = children.first else { throw Timeout(waitingFor: "the program's pid", screen: try screen()) }
        kill(child, signal)
    }

    func resize(width: Int, height: Int) throws {
        try tmuxCommand(["resize-window", "-x", String(width), "-y", String(height)])
    }

    /// Waits until the screen satisfies `condition` and has settled, and returns it.
    ///
    /// A frame reaches tmux in pieces; a capture between two of them shows half a frame, so the
    /// screen must read the same twice in a row before it counts.
    @discardableResult
    func waitForScreen(_ what: String, _ condition: ([String]) -> Bool) throws -> [String] {
        let end = Date().addingTimeInterval(Self.deadline)
        var previous: [String]?
        var lines = try screen()
        while !(condition(lines) && lines == previous) {
            guard Date() < end else { throw Timeout(waitingFor: what, screen: lines) }
            Thread.sleep(forTimeInterval: 0.03)
            previous = lines
            lines = try screen()
        }
        return lines
    }

    /// Waits until some line of the screen contains `text`.
    @discardableResult
    func waitForText(_ text: String) throws -> [String] {
        try waitForScreen("'\(text)'") { $0.contains { $0.contains(text) } }
    }

    /// Waits for the program to end; returns its exit status and the terminal modes found afterwards.
    func waitForExit() throws -> (status: Int32, modes: String) {
        let end = Date().addingTimeInterval(Self.deadline)
        while true {
            if let text = try? String(contentsOf: statusFile, encoding: .utf8), text.hasSuffix("\n") {
                let parts = text.dropLast().split(separator: "|", omittingEmptySubsequences: false)
                return (Int32(parts[0]) ?? -1, parts.count > 1 ? String(parts[1]) : "")
            }
            guard Date() < end else { throw Timeout(waitingFor: "exit", screen: try screen()) }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    @discardableResult
    private func tmuxCommand(_ arguments: [String]) throws -> ProcessRunner.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        // The test runner may set NO_COLOR for its own output; the app under test must not inherit it.
        environment.removeValue(forKey: "NO_COLOR")
        return try ProcessRunner.run(
            tmux, ["-u", "-S", socket] + arguments, environment: environment)
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
