import Foundation
import Glibc
import ToolSupport

/// What a program run to completion cost, as GNU time (Debian `time`) reports it, and what it printed.
struct ResourceUse {
    /// Its exit status (128 + the signal's number when killed).
    var status: Int32
    /// From just before it was started until it had exited.
    var wallTime: Duration
    /// Its peak resident memory (`ru_maxrss`), in bytes.
    var peakResidentBytes: Double
    /// Its user and system CPU time (to the hundredth of a second).
    var cpuTime: Duration
    /// Lines it wrote to standard output, and how often the text counted appeared in them.
    var outputLines = 0
    var counted = 0

    /// GNU time, which starts the program and reports its `ru_maxrss`.
    ///
    /// The harness cannot read it with `wait4` itself: a child started by `posix_spawn` (a vfork) shares
    /// the harness's memory until its exec, and Linux carries that memory's peak into the program's
    /// `ru_maxrss`, so that every program would weigh at least what the harness does. GNU time is a few
    /// hundred kilobytes, and its child starts from those.
    static let reporter = "/usr/bin/time"

    /// Runs `executable` to completion under GNU time, standard input from `/dev/null` and standard output
    /// to a pipe that the harness reads (and throws away) as fast as it comes.
    ///
    /// - Parameters:
    ///   - environment: the program's whole environment (nothing is inherited).
    ///   - scratchFolder: where GNU time writes its report.
    ///   - needle: text whose appearances in the output are counted (e.g. `GPS Latitude`).
    static func measure(
        _ executable: String, _ arguments: [String], environment: [String: String], scratchFolder: String,
        counting needle: String? = nil
    ) throws -> ResourceUse {
        guard FileManager.default.isExecutableFile(atPath: reporter) else {
            throw BenchmarkError.failed("no \(reporter): install Debian's `time` (make bench does)")
        }
        let reportPath = "\(scratchFolder)/peak-rss.txt"
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw BenchmarkError.system("pipe", errno) }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let started = ContinuousClock.now
        let processID: pid_t
        do {
            processID = try ProcessRunner.spawn(
                reporter, ["-f", "%M %U %S", "-o", reportPath, executable] + arguments, environment: environment
            ) { actions in
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            }
        } catch {
            for end in pipeEnds { close(end) }
            throw error
        }
        close(pipeEnds[1])
        let (lines, counted) = count(needle.map { [UInt8]($0.utf8) }, in: pipeEnds[0])
        close(pipeEnds[0])
        let status = ProcessRunner.waitForExit(of: processID)
        let wallTime = ContinuousClock.now - started
        // The last line is the kilobytes and the user and system seconds; a line before it says when
        // the program failed.
        let report = (try? String(contentsOfFile: reportPath, encoding: .utf8)) ?? ""
        let fields = report.split(separator: "\n").last?.split(separator: " ").compactMap { Double($0) } ?? []
        guard fields.count == 3 else { throw BenchmarkError.failed("GNU time reported no peak memory for \(executable): \(report)") }
        return ResourceUse(
            status: status, wallTime: wallTime, peakResidentBytes: fields[0] * 1024,
            cpuTime: .milliseconds(Int(((fields[1] + fields[2]) * 1000).rounded())), outputLines: lines, counted: counted)
    }

    /// Reads `descriptor` to its end, counting line breaks and the appearances of `needle`; quickly, as the
    /// program waits whenever the pipe is full.
    private static func count(_ needle: [UInt8]?, in descriptor: Int32) -> (lines: Int, counted: Int) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var (lines, counted) = (0, 0)
        // The end of the last read, where a needle cut in two by the reads begins.
        var carried: [UInt8] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            lines += buffer.withUnsafeBytes { bytes in
                var (found, offset) = (0, 0)
                while offset < count, let hit = memchr(bytes.baseAddress! + offset, 0x0A, count - offset) {
                    found += 1
                    offset = bytes.baseAddress!.distance(to: UnsafeRawPointer(hit)) + 1
                }
                return found
            }
            if let needle {
                let text = carried + buffer[0..<count]
                counted += text.ranges(of: needle).count
                carried = Array(text.suffix(needle.count - 1))
            }
        }
        return (lines, counted)
    }
}
