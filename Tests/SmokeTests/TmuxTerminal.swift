import Foundation
import ToolSupport

/// The smoke tests' ways of starting the app in tmux and of waiting for its screen.
extension TmuxTerminal {
    /// Starts `landmarks arguments` (or another `binary`) in a `width`×`height` terminal, with
    /// `environment` added and the command run through `wrapper` (e.g. `setpriv …` to run it as another user).
    ///
    /// The command runs in a shell that records its exit status and the terminal modes after it ends,
    /// then stays open so that the screen left behind can be inspected.
    convenience init(
        arguments: [String], width: Int = 80, height: Int = 24, term: String = "tmux-256color",
        environment: [String: String] = [:], wrapper: [String] = [], binary: URL = ProcessRunner.landmarksBinary
    ) throws {
        try self.init(width: width, height: height) { folder in
            let command = (wrapper + [binary.path] + arguments).map(Self.shellQuoted).joined(separator: " ")
            // Each terminal keeps its state in its own folder unless the test names one.
            let environment = ["XDG_STATE_HOME": folder.appendingPathComponent("state").path].merging(environment) { $1 }
            let exports = environment.map { "export \($0.key)=\(Self.shellQuoted($0.value)); " }.joined()
            let statusFile = Self.shellQuoted(folder.appendingPathComponent("status").path)
            let script = """
                trap : INT; printf 'shell before\\n'; export TERM=\(Self.shellQuoted(term)); \(exports)\(command); status=$?; \
                modes=$(stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon | tr '\\n' ' '); \
                printf 'exit=%s\\n' "$status"; printf '%s|%s\\n' "$status" "$modes" > \(statusFile); \
                exec sleep 600
                """
            return ["/bin/sh", "-c", script]
        }
    }

    /// Starts an interactive bash with job control and types `landmarks arguments` at its prompt,
    /// for tests of suspending (Ctrl-Z) and resuming (`fg`).
    convenience init(interactiveShellRunning arguments: [String], width: Int = 60, height: Int = 12) throws {
        try self.init(width: width, height: height) { folder in
            [
                "env", "PS1=$ ", "TERM=tmux-256color", "XDG_STATE_HOME=\(folder.appendingPathComponent("state").path)",
                "/bin/bash", "--norc", "--noprofile", "-i",
            ]
        }
        try waitForText("$")
        try type(([ProcessRunner.landmarksBinary.path] + arguments).map(Self.shellQuoted).joined(separator: " "))
        try send("Enter")
    }

    /// The screen with its colours and attributes as SGR escape sequences.
    func styledScreen() throws -> String {
        try capture("-e")
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

    /// Waits until the screen satisfies `condition` and has settled, and returns it.
    @discardableResult
    func waitForScreen(_ what: String, _ condition: ([String]) -> Bool) throws -> [String] {
        try wait(for: what, reading: screen, lines: { $0 }, until: condition)
    }

    /// Waits until some line of the screen contains `text`.
    @discardableResult
    func waitForText(_ text: String) throws -> [String] {
        try waitForScreen("'\(text)'") { $0.contains { $0.contains(text) } }
    }

    /// Waits for the program to end; returns its exit status and the terminal modes found afterwards.
    func waitForExit() throws -> (status: Int32, modes: String) {
        let statusFile = folder.appendingPathComponent("status")
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
}
