import Foundation

/// A tmux server with its own socket and configuration (`-f /dev/null`) running one program in one
/// pane, as the smoke tests run the app: keys in, the screen out.
final class TmuxPane {
    /// A wait that ran out, with the screen it last saw.
    struct Timeout: Error, CustomStringConvertible {
        let waitingFor: String
        let screen: String
        var description: String { "timed out waiting for \(waitingFor); the screen:\n\(screen)" }
    }

    let width: Int
    let height: Int
    private let folder: URL
    private let socket: String

    /// Starts `command` in a `width` × `height` pane with `environment` exported before it.
    init(command: [String], environment: [String: String], width: Int, height: Int) throws {
        self.width = width
        self.height = height
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("make-screenshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        socket = folder.appendingPathComponent("socket").path
        // The state stays in a folder of its own: the user's favourites and settings do not show.
        let state = folder.appendingPathComponent("state").path
        let exports = environment.merging(["XDG_STATE_HOME": state]) { $1 }.sorted { $0.key < $1.key }
            .map { "export \($0.key)=\(Self.quoted($0.value)); " }.joined()
        let script = exports + "exec " + command.map(Self.quoted).joined(separator: " ")
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", String(width), "-y", String(height), "/bin/sh", "-c", script])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Sends keys by tmux name, e.g. `Down`, `j`, `q`.
    func send(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    /// The screen with its colours and attributes as SGR escapes, trailing blanks kept.
    func capture() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-N"])
    }

    /// Waits until the screen satisfies `condition` and reads the same twice in a row (a frame reaches
    /// tmux in pieces), polling until `deadline` seconds have passed; returns the screen.
    func waitForScreen(_ what: String, deadline: TimeInterval = 15, _ condition: (CapturedScreen) -> Bool) throws -> CapturedScreen {
        let end = Date().addingTimeInterval(deadline)
        var previous: CapturedScreen?
        while true {
            let screen = CapturedScreen(capture: try capture(), width: width)
            if condition(screen) && screen == previous { return screen }
            guard Date() < end else {
                throw Timeout(waitingFor: what, screen: (0..<screen.rows.count).map(screen.text(ofRow:)).joined(separator: "\n"))
            }
            previous = screen
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    // MARK: - Private

    /// Runs tmux with this pane's socket to completion and returns what it printed.
    ///
    /// Output and errors go through files, not pipes: the tmux server started here would hold a pipe open
    /// forever. `posix_spawn` and `waitpid` rather than `Process`, as in the smoke tests.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let outputPath = folder.appendingPathComponent("tmux-output").path
        let errorPath = folder.appendingPathComponent("tmux-error").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        let argv = (["tmux", "-u", "-S", socket] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var processID: pid_t = 0
        let spawned = posix_spawnp(&processID, "tmux", &actions, nil, argv, envp)
        guard spawned == 0 else { throw ScreenshotError("cannot start tmux: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else {
            let message = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
            throw ScreenshotError("tmux \(arguments.first ?? "") failed (wait status \(status)): \(message)")
        }
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
