import Glibc
import ToolSupport

/// A program running in a pseudo-terminal of its own, read as its output arrives: start it, type keys,
/// wait until it is idle or read its output frame by frame, read its CPU time, quit it.
///
/// The benchmark times output as it reaches the terminal and the CPU each key costs, so it reads the
/// pseudo-terminal itself rather than through tmux, whose own redrawing would be measured too. All reading
/// happens inside the calls (there is no background thread): every wait reads the terminal as output
/// arrives, and `quit` reads until the program has gone, so the program never blocks on a full terminal.
final class PseudoTerminalSession {
    /// The program's process; the process group and session leader of its terminal.
    let processID: pid_t
    /// When the program was started.
    let startedAt = ContinuousClock.now
    /// Bytes the program has written to the terminal so far.
    private(set) var bytesRead = 0
    /// The program's CPU time and memory.
    var probe: ProcessProbe { ProcessProbe(processID: processID) }
    /// Output read while some reader keeps it (`readFrames`); nil otherwise.
    var keptOutput: [UInt8]?

    /// The master end, non-blocking.
    private let master: Int32
    /// The harness keeps the slave end open too (not as its controlling terminal), so that reading the
    /// master never fails with EIO before the program has opened its end; its exit is found with `waitpid`.
    private let slave: Int32
    /// Whether the program switched the terminal to application cursor keys (DECCKM).
    private var usesApplicationCursorKeys = false
    private var waitStatus: Int32?
    private var recentOutput: [UInt8] = []
    private var readBuffer = [UInt8](repeating: 0, count: 65536)
    private let clock = ContinuousClock()

    /// Starts `executable` with a new pseudo-terminal of `size` as its controlling terminal, standard input,
    /// output and error.
    ///
    /// - Parameter environment: the program's whole environment (nothing is inherited).
    init(executable: String, arguments: [String], environment: [String: String], size: TerminalSize) throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard master >= 0 else { throw BenchmarkError.system("open /dev/ptmx", errno) }
        var window = winsize(ws_row: UInt16(size.lines), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
        guard let path = Self.unlockedSlavePath(of: master), ioctl(master, UInt(TIOCSWINSZ), &window) == 0 else {
            close(master)
            throw BenchmarkError.system("unlockpt/ptsname_r/TIOCSWINSZ", errno)
        }
        slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        do {
            guard slave >= 0 else { throw BenchmarkError.system("open \(path)", errno) }
            // A session leader without a controlling terminal that opens one without O_NOCTTY acquires it.
            processID = try ProcessRunner.spawn(executable, arguments, environment: environment, newSession: true) {
                posix_spawn_file_actions_addopen(&$0, 0, path, O_RDWR, 0)
                posix_spawn_file_actions_adddup2(&$0, 0, 1)
                posix_spawn_file_actions_adddup2(&$0, 0, 2)
            }
        } catch {
            close(master)
            if slave >= 0 { close(slave) }
            throw error
        }
    }

    deinit {
        if !hasExited {
            kill(processID, SIGKILL)
            _ = ProcessRunner.waitForExit(of: processID)
        }
        close(master)
        close(slave)
    }

    /// Whether the program has exited (it is reaped then, so its CPU time can no longer be read).
    var hasExited: Bool {
        if waitStatus != nil { return true }
        var status: Int32 = 0
        guard waitpid(processID, &status, WNOHANG) == processID else { return false }
        waitStatus = status
        return true
    }

    /// How the program ended, e.g. `exit 0` or `signal 9`; `running` while it runs.
    var exitDescription: String {
        guard hasExited, let status = waitStatus else { return "running" }
        return status & 0x7F == 0 ? "exit \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)"
    }

    /// The program's CPU time so far, in nanoseconds.
    ///
    /// - Throws: once the program has exited.
    func cpuNanoseconds() throws -> UInt64 {
        guard let nanoseconds = probe.cpuNanoseconds() else {
            throw BenchmarkError.failed("cannot read the CPU time of \(processID) (\(exitDescription)); it wrote: \(recentText)")
        }
        return nanoseconds
    }

    /// Types `keys` in one write (as keys typed fast or a key held down arrive), as a terminal sends them
    /// given the cursor-key mode the program asked for.
    func send(_ keys: TerminalKey...) throws {
        try send(keys)
    }

    func send(_ keys: some Sequence<TerminalKey>) throws {
        let bytes = keys.flatMap { $0.bytes(applicationCursorKeys: usesApplicationCursorKeys) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EAGAIN || errno == EINTR) {
                // The input queue is full: read the program's output while it catches up.
                _ = pollOnce(waitingAtMost: .milliseconds(1))
            } else {
                throw BenchmarkError.system("write to the terminal", errno)
            }
        }
    }

    /// Reads everything the program writes until `deadline`.
    func drain(until deadline: ContinuousClock.Instant) {
        while clock.now < deadline, pollOnce(waitingAtMost: deadline - clock.now) != nil {}
    }

    /// Waits until the program has gone idle: a whole `quiet` window passes with no output and under 10 %
    /// of a core used, and no thread is running; with `requiringOutput`, only once it has written something.
    ///
    /// The CPU condition keeps a program that works with pauses in its output (VisiData's loader thread, a
    /// key that computes in silence before it draws) from being taken as done.
    ///
    /// - Throws: when the program exits first or `timeout` runs out.
    func waitUntilSettled(quiet: Duration, timeout: Duration, requiringOutput: Bool = true) throws {
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if hasExited {
                throw BenchmarkError.failed("exited (\(exitDescription)) before settling; it wrote: \(recentText)")
            }
            let cpuBefore = probe.cpuNanoseconds() ?? 0
            let bytesBefore = bytesRead
            drain(until: clock.now + quiet)
            let cpuUsed = (probe.cpuNanoseconds() ?? 0) &- cpuBefore
            if (bytesRead > 0 || !requiringOutput) && bytesRead == bytesBefore && Double(cpuUsed) < quiet.milliseconds * 1e5
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
            drain(until: clock.now + .milliseconds(20))
        }
        for signal in [SIGTERM, SIGKILL] {
            let deadline = clock.now + grace
            while !hasExited && clock.now < deadline { drain(until: clock.now + .milliseconds(10)) }
            if hasExited { break }
            kill(processID, signal)
        }
        if !hasExited {
            var status: Int32 = 0
            _ = waitpid(processID, &status, 0)
            waitStatus = status
        }
        return waitStatus ?? 0
    }

    /// The last few hundred characters of output with escape sequences removed, for error messages.
    var recentText: String {
        TerminalText.plainText(of: recentOutput).suffix(400).description
    }

    /// Waits up to `timeout` for output and reads all that is there.
    ///
    /// - Returns: the bytes read (0 when none came), or nil when the terminal cannot be read.
    func pollOnce(waitingAtMost timeout: Duration) -> Int? {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(clamping: Int(max(timeout, .zero).milliseconds.rounded(.up))))
        if ready < 0 { return errno == EINTR ? 0 : nil }
        var total = 0
        while ready > 0 {
            let count = readBuffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                record(readBuffer[0..<count])
                total += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return count < 0 && errno == EAGAIN ? total : (total > 0 ? total : nil)
            }
        }
        return 0
    }

    // MARK: - Private

    /// Counts fresh output, keeps it for error messages (and for a reader that asked), and follows DECCKM.
    private func record(_ bytes: ArraySlice<UInt8>) {
        bytesRead += bytes.count
        keptOutput?.append(contentsOf: bytes)
        let start = max(0, recentOutput.count - 8)
        recentOutput.append(contentsOf: bytes)
        if let mode = TerminalText.lastCursorKeyMode(in: recentOutput[start...]) { usesApplicationCursorKeys = mode }
        if recentOutput.count > 8192 { recentOutput.removeFirst(recentOutput.count - 4096) }
    }

    /// Unlocks the slave of `master` and returns its path.
    ///
    /// `unlockpt` and `ptsname_r` are hidden from Swift's Glibc module (they need `_XOPEN_SOURCE`), so
    /// they are looked up in the C library at run time.
    private static func unlockedSlavePath(of master: Int32) -> String? {
        typealias Unlock = @convention(c) (Int32) -> Int32
        typealias SlaveName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
        guard let library = dlopen(nil, RTLD_NOW), let unlock = dlsym(library, "unlockpt"),
            let slaveName = dlsym(library, "ptsname_r"), unsafeBitCast(unlock, to: Unlock.self)(master) == 0
        else { return nil }
        var name = [CChar](repeating: 0, count: 128)
        guard unsafeBitCast(slaveName, to: SlaveName.self)(master, &name, name.count) == 0 else { return nil }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
