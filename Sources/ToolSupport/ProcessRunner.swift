import Foundation

/// Starts programs with `posix_spawn` and waits for them, the same on every thread (Foundation's `Process`
/// is not): the smoke tests' runs, tmux, and the benchmark's programs on their terminals and under GNU time.
///
/// A child starts as from a login shell: default signal handling, nothing blocked, whatever the caller's
/// threads ignore or block.
public enum ProcessRunner {
    /// A finished program: its exit status (128 + the signal's number when killed, as a shell says) and output.
    public struct Result: Sendable {
        public let status: Int32
        public let standardOutput: String
        public let standardError: String
    }

    /// `POSIX_SPAWN_SETSID` (glibc 2.26 and later), which Swift's Glibc module leaves out.
    private static let setSessionFlag: Int32 = 0x80

    /// Runs `executable` to completion with standard input empty and returns what it wrote.
    ///
    /// Output goes through temporary files rather than pipes: a tmux server it starts would hold a pipe
    /// open forever.
    ///
    /// - Parameter environment: the whole environment; nil passes this process's own.
    @discardableResult
    public static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws
        -> Result
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputPath = folder.appendingPathComponent("out").path
        let errorPath = folder.appendingPathComponent("err").path
        let processID = try spawn(
            executable.path, arguments, environment: environment ?? ProcessInfo.processInfo.environment
        ) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        let status = waitForExit(of: processID)
        return Result(
            status: status,
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }

    /// Starts `executable` (a path) with the file actions `files` sets up, and returns its process id.
    ///
    /// - Parameter newSession: the child calls `setsid` before the file actions run, so that a terminal it
    ///   then opens (without `O_NOCTTY`) becomes its controlling terminal.
    public static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], newSession: Bool = false,
        files: (inout posix_spawn_file_actions_t) -> Void
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        files(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t()
        var noSignals = sigset_t()
        sigfillset(&allSignals)
        sigemptyset(&noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        let flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | (newSession ? setSessionFlag : 0)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for string in argv + envp { free(string) } }
        var processID: pid_t = 0
        let spawned = posix_spawn(&processID, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        return processID
    }

    /// Waits for the child `processID` to end; returns its exit status, or 128 + the signal that killed it.
    public static func waitForExit(of processID: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
        return exitStatus(fromWaitStatus: status)
    }

    /// The exit status a shell reports for the wait status `status`: the code, or 128 + the signal's number.
    public static func exitStatus(fromWaitStatus status: Int32) -> Int32 {
        status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
