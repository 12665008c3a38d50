import Glibc

/// A pseudo-terminal pair: the master end the harness reads and writes, and the slave's path for the app.
///
/// The parent keeps the slave open too (without making it its controlling terminal), so reading the
/// master never fails with EIO before the app has opened its end; the app's exit is found with `waitpid`.
struct PseudoTerminal: ~Copyable {
    /// The master end, non-blocking and closed on exec.
    let masterDescriptor: Int32
    /// The parent's descriptor of the slave end, closed on exec.
    let slaveDescriptor: Int32
    /// The slave device, e.g. `/dev/pts/3`, which the app opens as its controlling terminal.
    let slavePath: String

    /// Opens a new pair whose window is `size`.
    init(size: TerminalSize) throws(BenchmarkError) {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard master >= 0 else { throw .system("open /dev/ptmx", errno) }
        guard let path = Self.unlockedSlavePath(of: master) else {
            close(master)
            throw .system("unlockpt/ptsname_r", errno)
        }
        let slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            let error = errno
            close(master)
            throw .system("open \(path)", error)
        }
        var window = winsize(ws_row: UInt16(size.lines), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &window) == 0 else {
            let error = errno
            close(master)
            close(slave)
            throw .system("ioctl TIOCSWINSZ", error)
        }
        masterDescriptor = master
        slaveDescriptor = slave
        slavePath = path
    }

    deinit {
        close(masterDescriptor)
        close(slaveDescriptor)
    }

    /// Unlocks the slave of `master` and returns its path.
    ///
    /// `unlockpt` and `ptsname_r` are hidden from Swift's Glibc module (they need `_XOPEN_SOURCE`),
    /// so they are looked up in the C library at run time.
    private static func unlockedSlavePath(of master: Int32) -> String? {
        typealias Unlock = @convention(c) (Int32) -> Int32
        typealias SlaveName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
        guard let library = dlopen(nil, RTLD_NOW),
            let unlockSymbol = dlsym(library, "unlockpt"),
            let nameSymbol = dlsym(library, "ptsname_r")
        else { return nil }
        let unlock = unsafeBitCast(unlockSymbol, to: Unlock.self)
        let slaveName = unsafeBitCast(nameSymbol, to: SlaveName.self)
        guard unlock(master) == 0 else { return nil }
        var name = [CChar](repeating: 0, count: 128)
        guard slaveName(master, &name, name.count) == 0 else { return nil }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A terminal window size in character cells.
struct TerminalSize: Sendable, CustomStringConvertible {
    var columns: Int
    var lines: Int

    /// The size every section uses unless it has a reason not to.
    static let standard = TerminalSize(columns: 120, lines: 40)

    var description: String { "\(columns)x\(lines)" }
}
