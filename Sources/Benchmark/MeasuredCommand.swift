import Foundation
import Glibc

/// Runs a command line program to completion and measures it: wall time, CPU time and peak memory.
///
/// Standard output goes to a pipe the harness drains (counting its lines), so that a program is not
/// slowed by a terminal and is not measured writing to a file; standard error goes to `/dev/null`.
/// Peak memory is `ru_maxrss` from `wait4`, which the kernel keeps after the process has gone.
struct MeasuredCommand {
    /// What one run took and wrote.
    struct Result {
        /// The exit status (128 + signal number when killed).
        let status: Int32
        /// From just before `posix_spawn` to `wait4`'s return, in milliseconds.
        let wallMilliseconds: Double
        /// User and system CPU time of the process, in milliseconds.
        let cpuMilliseconds: Double
        /// The most resident memory the process had, in bytes.
        let peakResidentBytes: UInt64
        /// Lines written on standard output.
        let outputLines: Int
        /// Lines of standard output that contain `countedText`.
        let countedLines: Int
    }

    /// The program's path, or a name looked up in `PATH`.
    let executable: String
    let arguments: [String]
    let environment: [String: String]

    /// Runs the command once.
    ///
    /// - Parameter countedText: output lines holding this text are counted apart (e.g. `GPS Latitude`).
    /// - Throws: `BenchmarkError.system` when the pipe or the process cannot be made.
    func run(counting countedText: String? = nil) throws -> Result {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw BenchmarkError.system("pipe", errno) }
        pipeEnds.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        let clock = ContinuousClock()
        let start = clock.now
        var processID: pid_t = 0
        let spawned = posix_spawnp(&processID, executable, &actions, nil, argv, envp)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw BenchmarkError.system("cannot start \(executable)", spawned)
        }
        let (lines, counted) = Self.drain(pipeEnds[0], counting: countedText.map { Array($0.utf8) })
        close(pipeEnds[0])
        var status: Int32 = 0
        var usage = rusage()
        while wait4(processID, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = clock.now - start
        let signal = status & 0x7F
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3
        return Result(
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, wallMilliseconds: elapsed.milliseconds,
            cpuMilliseconds: cpu, peakResidentBytes: UInt64(max(usage.ru_maxrss, 0)) * 1024, outputLines: lines,
            countedLines: counted)
    }

    // MARK: - Private

    /// Reads `descriptor` to its end, counting newlines and the lines that hold `needle`.
    private static func drain(_ descriptor: Int32, counting needle: [UInt8]?) -> (lines: Int, counted: Int) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var lines = 0
        var counted = 0
        // The line being read, kept only when a needle is searched for (a line may span two reads).
        var line: [UInt8] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
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
        return (lines, counted)
    }

    private static func contains(_ line: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, line.count >= needle.count else { return needle.isEmpty }
        return (0...(line.count - needle.count)).contains { start in
            line[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
