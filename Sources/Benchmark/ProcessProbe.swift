import Foundation
import Glibc

/// Reads another process's resource use from the kernel: CPU time, memory, what its main thread waits for.
struct ProcessProbe: Sendable {
    /// Where a CPU time reading came from, from the most precise to the least.
    enum CPUClockSource: String, Sendable {
        /// `clock_getcpuclockid`: nanoseconds for the whole process, threads that ended included.
        case processClock = "the process CPU clock (ns, all threads)"
        /// The sum of `/proc/PID/task/*/schedstat` (first field: nanoseconds on CPU) over live threads.
        case schedstat = "/proc/PID/task/*/schedstat (ns, live threads)"
        /// `utime + stime` of `/proc/PID/stat`, in clock ticks (usually 10 ms).
        case statTicks = "/proc/PID/stat utime+stime (clock ticks)"
    }

    let processID: pid_t

    /// CPU time (user + system) the process has used so far, in nanoseconds, and how it was read.
    func cpuTime() -> (nanoseconds: UInt64, source: CPUClockSource)? {
        if let nanoseconds = processClockNanoseconds() { return (nanoseconds, .processClock) }
        if let nanoseconds = schedstatNanoseconds() { return (nanoseconds, .schedstat) }
        if let nanoseconds = statTickNanoseconds() { return (nanoseconds, .statTicks) }
        return nil
    }

    /// Whether any thread of the process is running or waiting for a CPU (state R) or in an
    /// uninterruptible wait (D), read from `/proc/PID/task/*/stat`.
    ///
    /// This tells a busy process from an idle one at once, where the CPU clock may lag: the kernel adds a
    /// thread's time running on another CPU to the process's total only at a scheduler tick (often 4 ms).
    func isBusy() -> Bool {
        let tasks = "/proc/\(processID)/task"
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) else { return false }
        return threads.contains { thread in
            guard let stat = try? String(contentsOfFile: "\(tasks)/\(thread)/stat", encoding: .utf8),
                let end = stat.lastIndex(of: ")")
            else { return false }
            let state = stat[stat.index(after: end)...].drop { $0 == " " }.first
            return state == "R" || state == "D"
        }
    }

    /// The most resident memory the process has had (`VmHWM` of `/proc/PID/status`), in bytes.
    func peakResidentBytes() -> UInt64? {
        statusKilobytes("VmHWM").map { $0 * 1024 }
    }

    /// The process's resident memory now (`VmRSS` of `/proc/PID/status`), in bytes.
    func residentBytes() -> UInt64? {
        statusKilobytes("VmRSS").map { $0 * 1024 }
    }

    /// Lowers the peak resident size (`VmHWM`) to the resident size now, so that a later peak is
    /// that of the work in between; false where the kernel does not allow it (before Linux 4.0, or
    /// `/proc/PID/clear_refs` not writable).
    func resetPeakResidentBytes() -> Bool {
        guard let file = fopen("/proc/\(processID)/clear_refs", "w") else { return false }
        // 5 resets the high-water mark; the write reaches the kernel at fclose.
        let written = fputs("5", file) >= 0
        return fclose(file) == 0 && written
    }

    /// Whether the main thread waits for input (in `poll`, `ppoll`, `select` or `epoll_wait`), as an
    /// event loop does between frames; nil when `/proc/PID/syscall` cannot be read.
    ///
    /// Sleeping is not enough: a thread blocked writing to a full terminal, or on a lock, sleeps too.
    func mainThreadWaitsForInput() -> Bool? {
        guard let text = read("syscall"), let first = text.split(separator: " ").first else { return nil }
        if first.hasPrefix("running") { return false }
        guard let number = Int(first.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return Self.waitingCalls.contains(number)
    }

    // MARK: - Private

    /// The numbers of the calls an event loop waits in: poll, select, epoll_wait, pselect6, ppoll, epoll_pwait.
    #if arch(x86_64)
        private static let waitingCalls: Set<Int> = [7, 23, 232, 270, 271, 281]
    #elseif arch(arm64)
        private static let waitingCalls: Set<Int> = [22, 72, 73]
    #else
        private static let waitingCalls: Set<Int> = []
    #endif

    /// A size line of `/proc/PID/status`, e.g. `VmHWM:  123456 kB`, in kilobytes.
    private func statusKilobytes(_ name: String) -> UInt64? {
        guard let status = read("status") else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            return fields.count >= 2 ? UInt64(fields[1]) : nil
        }
        return nil
    }

    private func processClockNanoseconds() -> UInt64? {
        var clock = clockid_t()
        guard clock_getcpuclockid(processID, &clock) == 0 else { return nil }
        var time = timespec()
        guard clock_gettime(clock, &time) == 0 else { return nil }
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private func schedstatNanoseconds() -> UInt64? {
        let tasks = "/proc/\(processID)/task"
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks), !threads.isEmpty
        else { return nil }
        var total: UInt64 = 0
        for thread in threads {
            guard let text = try? String(contentsOfFile: "\(tasks)/\(thread)/schedstat", encoding: .utf8),
                let first = text.split(separator: " ").first, let nanoseconds = UInt64(first)
            else { return nil }
            total += nanoseconds
        }
        return total
    }

    private func statTickNanoseconds() -> UInt64? {
        // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
        guard let stat = read("stat"), let end = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        // fields[0] is field 3 (state), so utime (14) and stime (15) are fields[11] and fields[12].
        guard fields.count > 12, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else { return nil }
        let ticksPerSecond = UInt64(max(sysconf(Int32(_SC_CLK_TCK)), 1))
        return (user + system) * 1_000_000_000 / ticksPerSecond
    }

    private func read(_ file: String) -> String? {
        try? String(contentsOfFile: "/proc/\(processID)/\(file)", encoding: .utf8)
    }
}
