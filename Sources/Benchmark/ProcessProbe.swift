import Foundation
import Glibc

/// Reads another process's resource use from the kernel: CPU time, memory, what its threads are doing.
struct ProcessProbe: Sendable {
    let processID: pid_t

    /// CPU time (user + system) the process has used so far, all threads and those that ended, in
    /// nanoseconds, from its CPU clock (`clock_getcpuclockid`); nil once it has been reaped.
    func cpuNanoseconds() -> UInt64? {
        var clock = clockid_t()
        var time = timespec()
        guard clock_getcpuclockid(processID, &clock) == 0, clock_gettime(clock, &time) == 0 else { return nil }
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Whether any thread of the process is running or waiting for a CPU (state R) or in an
    /// uninterruptible wait (D), read from `/proc/PID/task/*/stat`.
    ///
    /// This tells a busy process from an idle one at once, where the CPU clock may lag: the kernel adds a
    /// thread's time running on another CPU to the process's total only at a scheduler tick (often 4 ms).
    func isBusy() -> Bool {
        let tasks = "/proc/\(processID)/task"
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
        return threads.contains { thread in
            // The command name may hold spaces and parentheses: the state is the field after the last ')'.
            guard let stat = try? String(contentsOfFile: "\(tasks)/\(thread)/stat", encoding: .utf8),
                let end = stat.lastIndex(of: ")")
            else { return false }
            return "RD".contains(stat[stat.index(after: end)...].drop { $0 == " " }.first ?? " ")
        }
    }

    /// The most resident memory the process has had (`VmHWM`), in bytes.
    func peakResidentBytes() -> Double? {
        statusKilobytes("VmHWM").map { $0 * 1024 }
    }

    /// The process's resident memory now (`VmRSS`), in bytes.
    func residentBytes() -> Double? {
        statusKilobytes("VmRSS").map { $0 * 1024 }
    }

    /// Lowers the peak resident size (`VmHWM`) to the resident size now, so that a later peak is that of
    /// the work in between; false where the kernel does not allow it (`/proc/PID/clear_refs` not writable).
    func resetPeakResidentBytes() -> Bool {
        guard let file = fopen("/proc/\(processID)/clear_refs", "w") else { return false }
        // 5 resets the high-water mark; the write reaches the kernel at fclose.
        let written = fputs("5", file) >= 0
        return fclose(file) == 0 && written
    }

    /// Whether the main thread waits for input (in `poll`, `select` or `epoll_wait` and their kin), as an
    /// event loop does between frames; nil when `/proc/PID/syscall` cannot be read.
    ///
    /// Sleeping is not enough: a thread blocked writing to a full terminal, or on a lock, sleeps too.
    func mainThreadWaitsForInput() -> Bool? {
        guard let text = try? String(contentsOfFile: "/proc/\(processID)/syscall", encoding: .utf8),
            let first = text.split(separator: " ").first
        else { return nil }
        if first.hasPrefix("running") { return false }
        return Int(first.trimmingCharacters(in: .whitespacesAndNewlines)).map(Self.waitingCalls.contains)
    }

    // MARK: - Private

    /// The numbers of poll, select, epoll_wait, pselect6, ppoll and epoll_pwait.
    #if arch(x86_64)
        private static let waitingCalls: Set<Int> = [7, 23, 232, 270, 271, 281]
    #elseif arch(arm64)
        private static let waitingCalls: Set<Int> = [22, 72, 73]
    #else
        private static let waitingCalls: Set<Int> = []
    #endif

    /// A size line of `/proc/PID/status`, e.g. `VmHWM:  123456 kB`, in kilobytes.
    private func statusKilobytes(_ name: String) -> Double? {
        let status = (try? String(contentsOfFile: "/proc/\(processID)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
        return line.flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Double($0) }
    }
}
