import Foundation

/// Runs a program to completion and collects its output.
enum ProcessRunner {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The `landmarks` binary built beside this test bundle.
    static let landmarksBinary: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("landmarks")

    /// The repository's top folder.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `executable` and waits for it, with standard input empty.
    ///
    /// Output goes through temporary files rather than pipes: tmux leaves a server behind that would
    /// hold a pipe open forever. It uses `posix_spawn` and `waitpid` directly, which behave the same
    /// on every thread.
    @discardableResult
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputPath = folder.appendingPathComponent("out").path
        let errorPath = folder.appendingPathComponent("err").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let environment = environment ?? ProcessInfo.processInfo.environment
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // Children start with default signal handling and nothing blocked, as from a login shell,
        // whatever the test runner's threads have ignored or blocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t()
        var noSignals = sigset_t()
        sigfillset(&allSignals)
        sigemptyset(&noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // Exit status, or 128 + signal as a shell reports it.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(
            status: exitStatus,
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }

    /// Runs `landmarks` with `arguments`, with a state folder of its own unless `environment` names one.
    @discardableResult
    static func landmarks(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let environment =
            try environment
            ?? ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": temporaryFolder()]) { $1 }
        return try run(landmarksBinary, arguments, environment: environment)
    }

    /// A fresh empty temporary folder.
    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-smoke-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String = "landmarks.json") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-smoke-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
