import Foundation
import Glibc

/// Starts other programs with `posix_spawn`: the measured ones on a terminal, helpers (pip) to completion.
enum ProcessLauncher {
    /// `POSIX_SPAWN_SETSID` (glibc 2.26 and later), which Swift's Glibc module leaves out.
    private static let setSessionFlag: Int32 = 0x80

    /// Starts `executable` in a new session whose controlling terminal is `terminalPath`.
    ///
    /// The child calls `setsid` and then opens the terminal as standard input (glibc does the session
    /// first, the file actions after): a session leader without a controlling terminal that opens a
    /// terminal without `O_NOCTTY` acquires it, as `TIOCSCTTY` would do. Output and error are the same
    /// terminal. Signal mask and the dispositions the harness changed are reset.
    static func spawnOnTerminal(
        executable: String, arguments: [String], environment: [String: String], terminalPath: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        return try spawn(
            executable, arguments: arguments, environment: environment, actions: &actions,
            searchesPath: false, newSession: true)
    }

    /// Runs `command` (looked up in `PATH`) to completion with the harness's environment.
    ///
    /// - Parameter capturingOutput: true returns what it wrote on standard output; false sends that
    ///   output to the harness's standard error, so that standard output keeps only the report.
    /// - Returns: the exit status (128 + signal number when killed) and the captured output.
    static func run(_ command: [String], capturingOutput: Bool) throws -> (status: Int32, output: String) {
        var pipeEnds: [Int32] = [-1, -1]
        if capturingOutput {
            guard pipe(&pipeEnds) == 0 else { throw BenchmarkError.system("pipe", errno) }
            pipeEnds.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, capturingOutput ? pipeEnds[1] : 2, 1)
        let processID: pid_t
        do {
            processID = try spawn(
                command[0], arguments: Array(command.dropFirst()),
                environment: ProcessInfo.processInfo.environment, actions: &actions,
                searchesPath: true, newSession: false)
        } catch {
            if capturingOutput { pipeEnds.forEach { close($0) } }
            throw error
        }
        var output = Data()
        if capturingOutput {
            close(pipeEnds[1])
            output = FileHandle(fileDescriptor: pipeEnds[0], closeOnDealloc: true).readDataToEndOfFile()
        }
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        let exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return (exitStatus, String(decoding: output, as: UTF8.self))
    }

    /// What a program run to completion by `runReadingOutput` cost.
    struct ResourceUse {
        /// Its exit status (128 + signal number when killed).
        var status: Int32
        /// From just before it was started until it had exited.
        var wallTime: Duration
        /// Its peak resident memory (`ru_maxrss` from `wait4`, as GNU time reports it), in bytes.
        var peakResidentBytes: UInt64
        /// Its user and system CPU time, as GNU time reports it (to the hundredth of a second).
        var cpuTime: Duration
        /// Bytes and lines it wrote to standard output, and the lines that held the text counted.
        var outputBytes: Int
        var outputLines: Int
        var countedLines: Int
    }

    /// GNU time (Debian `time`), which starts the program and reports its `ru_maxrss`.
    ///
    /// The harness cannot read it with `wait4` itself: a child started by `posix_spawn` (a vfork)
    /// shares the harness's memory until its exec, and Linux carries that memory's peak into the
    /// program's `ru_maxrss`, so that every program would weigh at least what the harness does.
    /// GNU time is a few hundred kilobytes, and its child starts from those.
    static let peakMemoryReporter = "/usr/bin/time"

    /// Runs `executable` to completion under GNU time, with its standard output to a pipe that the
    /// harness reads (and throws away) as fast as it comes, standard input from `/dev/null`.
    ///
    /// - Parameters:
    ///   - environment: the program's whole environment (nothing is inherited).
    ///   - scratchFolder: where GNU time writes its report.
    ///   - countedText: output lines holding this text are counted apart (e.g. `GPS Latitude`).
    static func runReadingOutput(
        _ executable: String, arguments: [String], environment: [String: String], scratchFolder: String,
        counting countedText: String? = nil
    ) throws -> ResourceUse {
        guard FileManager.default.isExecutableFile(atPath: peakMemoryReporter) else {
            throw BenchmarkError.failed("no \(peakMemoryReporter): install Debian's `time` (make bench does)")
        }
        let reportPath = "\(scratchFolder)/peak-rss.txt"
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw BenchmarkError.system("pipe", errno) }
        pipeEnds.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        let started = ContinuousClock.now
        let processID: pid_t
        do {
            processID = try spawn(
                peakMemoryReporter, arguments: ["-f", "%M %U %S", "-o", reportPath, executable] + arguments,
                environment: environment, actions: &actions, searchesPath: false, newSession: false)
        } catch {
            pipeEnds.forEach { close($0) }
            throw error
        }
        close(pipeEnds[1])
        let output = drain(pipeEnds[0], counting: countedText.map { Array($0.utf8) })
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
        let wallTime = ContinuousClock.now - started
        let signal = status & 0x7F
        // The last line is the kilobytes and the user and system seconds; a line before it says when
        // the program failed.
        let report = (try? String(contentsOfFile: reportPath, encoding: .utf8)) ?? ""
        let fields = report.split(separator: "\n").last?.split(separator: " ") ?? []
        guard fields.count == 3, let kilobytes = UInt64(fields[0]), let user = Double(fields[1]), let system = Double(fields[2])
        else { throw BenchmarkError.failed("GNU time reported no peak memory for \(executable): \(report)") }
        return ResourceUse(
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, wallTime: wallTime,
            peakResidentBytes: kilobytes * 1024, cpuTime: .milliseconds(Int(((user + system) * 1000).rounded())),
            outputBytes: output.bytes, outputLines: output.lines, countedLines: output.counted)
    }

    /// Reads `descriptor` to its end, counting bytes, newlines and the lines that hold `needle`.
    private static func drain(_ descriptor: Int32, counting needle: [UInt8]?) -> (bytes: Int, lines: Int, counted: Int) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var (bytes, lines, counted) = (0, 0, 0)
        // The line being read, kept only when a needle is searched for (a line may span two reads).
        var line: [UInt8] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += count
            for byte in buffer[0..<count] {
                if byte == UInt8(ascii: "\n") {
                    lines += 1
                    if let needle, contains(line, needle) { counted += 1 }
                    line.removeAll(keepingCapacity: true)
                } else if needle != nil {
                    line.append(byte)
                }
            }
        }
        return (bytes, lines, counted)
    }

    private static func contains(_ line: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, line.count >= needle.count else { return needle.isEmpty }
        return (0...(line.count - needle.count)).contains { start in
            line[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    // MARK: - Private

    private static func spawn(
        _ executable: String, arguments: [String], environment: [String: String],
        actions: inout posix_spawn_file_actions_t, searchesPath: Bool, newSession: Bool
    ) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP] { sigaddset(&defaultSignals, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if newSession { flags |= setSessionFlag }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var processID: pid_t = 0
        let result =
            searchesPath
            ? posix_spawnp(&processID, executable, &actions, &attributes, argv, envp)
            : posix_spawn(&processID, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw BenchmarkError.system("cannot start \(executable)", result) }
        return processID
    }
}
