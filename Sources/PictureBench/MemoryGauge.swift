import Foundation

/// Peak resident memory a piece of work adds, from Linux's own counters in /proc/self.
enum MemoryGauge {
    /// How far the peak resident size rose above the resident size before `work`, in bytes; nil where the
    /// peak cannot be reset (not Linux, or /proc/self/clear_refs not writable).
    static func measure(_ work: () -> Void) -> Int? {
        // Writing 5 resets the high-water mark to the current size (Linux 4.0 and later).
        guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil,
            let before = field("VmRSS")
        else { return nil }
        work()
        return field("VmHWM").map { $0 - before }
    }

    /// A size line of /proc/self/status ("VmHWM:  123456 kB") in bytes.
    private static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
        return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }
}
