import Glibc

/// A program running in a pseudo-terminal of its own: start it, send keys, wait for its output to go
/// quiet, read its CPU time, quit it.
///
/// All reading happens inside the calls (there is no background thread): every wait reads the master
/// end as output arrives, and `quit` reads until the program has gone, so the program never blocks on
/// a full terminal. Call nothing that takes long between calls while the program is drawing.
final class PseudoTerminalSession {
    /// The program's process; the process group and session leader of its terminal.
    let processID: pid_t
    /// When the program was started.
    let startedAt: ContinuousClock.Instant
    /// When its first output arrived, if any has.
    private(set) var firstOutputAt: ContinuousClock.Instant?
    /// Bytes the program has written to the terminal so far.
    private(set) var bytesRead = 0
    /// Whether the program switched the terminal to application cursor keys (DECCKM).
    private(set) var usesApplicationCursorKeys = false
    /// The program's wait status once it has exited and been reaped.
    private(set) var waitStatus: Int32?
    /// The program's CPU time and memory.
    var probe: ProcessProbe { ProcessProbe(processID: processID) }
    /// Whether output is kept for `takeKeptOutput()`, for sections that look at what was drawn.
    var keepsOutput = false

    private let terminal: PseudoTerminal
    private let clock = ContinuousClock()
    private var recentOutput: [UInt8] = []
    private var keptOutput: [UInt8] = []
    private var readBuffer = [UInt8](repeating: 0, count: 65536)

    /// Starts `executable` with the slave end as its controlling terminal, standard input, output and error.
    ///
    /// - Parameter environment: the program's whole environment (nothing is inherited).
    init(executable: String, arguments: [String], environment: [String: String], size: TerminalSize) throws {
        terminal = try PseudoTerminal(size: size)
        startedAt = clock.now
        processID = try ProcessLauncher.spawnOnTerminal(
            executable: executable, arguments: arguments, environment: environment,
            terminalPath: terminal.slavePath)
    }

    deinit {
        if !hasExited {
            kill(processID, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(processID, &status, 0)
        }
    }

    /// Whether the program has exited (it is reaped then, so its CPU time can no longer be read).
    var hasExited: Bool {
        if waitStatus != nil { return true }
        var status: Int32 = 0
        guard waitpid(processID, &status, WNOHANG) == processID else { return false }
        waitStatus = status
        return true
    }

    /// Types `key` as a terminal would, given the cursor-key mode the program asked for.
    func send(_ key: TerminalKey) throws {
        try send(bytes: key.bytes(applicationCursorKeys: usesApplicationCursorKeys))
    }

    /// Writes `bytes` to the program's input, reading its output while the input queue is full.
    func send(bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                write(terminal.masterDescriptor, $0.baseAddress, $0.count)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EAGAIN || errno == EINTR) {
                _ = pollOnce(waitingAtMost: .milliseconds(1))
            } else {
                throw BenchmarkError.system("write to the terminal", errno)
            }
        }
    }

    /// What came of waiting for the program's answer to some input.
    struct Response {
        /// Bytes the program wrote.
        var bytes: Int
        /// True when `limit` ran out before the answer was complete.
        var timedOut: Bool
    }

    /// Reads the program's answer to input just sent: waits until it has written something and then
    /// spent a whole `quiet` window writing nothing, using under 10 % of a core, and is not running
    /// at its end (no thread in state R or D).
    ///
    /// Output alone is not enough: a program may write a little at once (VisiData echoes the key in
    /// its status line), compute for several milliseconds in silence, then draw the rest.
    ///
    /// - Parameters:
    ///   - silence: a program that has written nothing and been idle this long has no answer
    ///     (a dropped key, or one that changed nothing); it returns then with 0 bytes, and
    ///     `timedOut` true if the program has exited (it is reaped then).
    ///   - limit: the longest wait, counted from the call.
    @discardableResult
    func readResponse(quiet: Duration, silence: Duration = .milliseconds(250), limit: Duration) -> Response {
        let start = clock.now
        let deadline = start + limit
        var bytes = 0
        var cpuMark = cpuNanoseconds()
        while clock.now < deadline {
            guard let count = pollOnce(waitingAtMost: min(quiet, deadline - clock.now)),
                let cpuNow = probe.cpuTime()?.nanoseconds
            else { break }  // the program has gone
            let cpuUsed = cpuNow > cpuMark ? cpuNow - cpuMark : 0
            cpuMark = cpuNow
            if count > 0 {
                bytes += count
                continue
            }
            if Double(cpuUsed) >= quiet.nanoseconds / 10 || probe.isBusy() { continue }
            if bytes > 0 { return Response(bytes: bytes, timedOut: false) }
            if clock.now - start >= silence { return Response(bytes: 0, timedOut: hasExited) }
        }
        return Response(bytes: bytes, timedOut: true)
    }

    /// Reads everything the program writes during `duration`; returns the byte count.
    @discardableResult
    func drain(for duration: Duration) -> Int {
        let deadline = clock.now + duration
        var bytes = 0
        while clock.now < deadline, let count = pollOnce(waitingAtMost: deadline - clock.now) {
            bytes += count
        }
        return bytes
    }

    /// Waits until the program has drawn its first screen and gone idle: some output has arrived, then
    /// a whole `quiet` window passes with no output and under 10 % of a core used.
    ///
    /// The CPU condition keeps a program that loads in the background with pauses in its output
    /// (VisiData's loader thread) from being taken as ready.
    ///
    /// - Throws: when the program exits first or `timeout` runs out.
    func waitUntilSettled(quiet: Duration, timeout: Duration) throws {
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if hasExited {
                throw BenchmarkError.failed("exited (\(exitDescription)) before settling; it wrote: \(recentText)")
            }
            let cpuBefore = cpuNanoseconds()
            let bytesBefore = bytesRead
            drain(for: quiet)
            let cpuUsed = cpuNanoseconds() &- cpuBefore
            if bytesRead > 0 && bytesRead == bytesBefore && Double(cpuUsed) < quiet.nanoseconds / 10
                && !probe.isBusy()
            {
                return
            }
        }
        throw BenchmarkError.failed("did not settle within \(timeout); it wrote: \(recentText)")
    }

    /// Quits the program: types `keys`, waits up to `grace`, then sends SIGTERM and finally SIGKILL.
    ///
    /// - Returns: the wait status.
    @discardableResult
    func quit(typing keys: [TerminalKey], grace: Duration = .seconds(3)) -> Int32 {
        for key in keys where !hasExited {
            try? send(key)
            drain(for: .milliseconds(20))
        }
        for signal in [SIGTERM, SIGKILL] {
            let deadline = clock.now + grace
            while !hasExited && clock.now < deadline { drain(for: .milliseconds(10)) }
            if hasExited { break }
            kill(processID, signal)
        }
        if !hasExited {
            var status: Int32 = 0
            _ = waitpid(processID, &status, 0)
            waitStatus = status
        }
        drain(for: .zero)
        return waitStatus ?? 0
    }

    /// How the program ended, e.g. `exit 0` or `signal 9`; `running` while it runs.
    var exitDescription: String {
        guard hasExited, let status = waitStatus else { return "running" }
        let signal = status & 0x7F
        return signal == 0 ? "exit \((status >> 8) & 0xFF)" : "signal \(signal)"
    }

    /// The output read since the last call while `keepsOutput` was true.
    func takeKeptOutput() -> [UInt8] {
        defer { keptOutput.removeAll() }
        return keptOutput
    }

    /// The last few kilobytes of output with escape sequences removed, for error messages.
    var recentText: String {
        TerminalText.plainText(of: recentOutput).suffix(400).description
    }

    /// Waits up to `timeout` for output and reads all that is there.
    ///
    /// - Returns: the bytes read (0 when none came), or nil when the terminal cannot be read.
    func pollOnce(waitingAtMost timeout: Duration) -> Int? {
        var descriptor = pollfd(fd: terminal.masterDescriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeout.millisecondsRoundedUp)
        if ready < 0 { return errno == EINTR ? 0 : nil }
        if ready == 0 { return 0 }
        var total = 0
        while true {
            let count = readBuffer.withUnsafeMutableBytes {
                read(terminal.masterDescriptor, $0.baseAddress, $0.count)
            }
            if count > 0 {
                record(count)
                total += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return count < 0 && errno == EAGAIN ? total : (total > 0 ? total : nil)
            }
        }
    }

    // MARK: - Private

    /// The program's CPU time so far (0 once it has been reaped).
    private func cpuNanoseconds() -> UInt64 {
        probe.cpuTime()?.nanoseconds ?? 0
    }

    /// Counts `count` fresh bytes of `readBuffer`, keeps them for error messages and follows DECCKM.
    private func record(_ count: Int) {
        if firstOutputAt == nil { firstOutputAt = clock.now }
        bytesRead += count
        let keptBefore = recentOutput.count
        recentOutput.append(contentsOf: readBuffer[0..<count])
        if keepsOutput { keptOutput.append(contentsOf: readBuffer[0..<count]) }
        if let mode = TerminalText.lastCursorKeyMode(in: recentOutput[max(0, keptBefore - 8)...]) {
            usesApplicationCursorKeys = mode
        }
        if recentOutput.count > 8192 { recentOutput.removeFirst(recentOutput.count - 4096) }
    }
}
