/// One program driven once through a sequence of navigation keys: its CPU time and output per key.
struct KeyNavigationMeasurement {
    /// User + system CPU time of the program per key, in milliseconds.
    var cpuMillisecondsPerKey: Double
    /// Bytes the program wrote to the terminal per key.
    var bytesPerKey: Double
    /// Keys after which nothing was written within the limit (dropped, or the selection did not move).
    var keysWithoutOutput: Int
    /// Keys whose output had not gone quiet within the limit.
    var keysTimedOut: Int
    /// Whether the program quit on its quit keys (rather than being killed).
    var quitCleanly: Bool
    /// How the CPU time was read.
    var clockSource: ProcessProbe.CPUClockSource

    /// Silence (with the program idle) that ends a key's output.
    static let quietAfterKey = Duration.milliseconds(3)
    /// The longest wait for one key's output.
    static let keyLimit = Duration.seconds(5)
    /// Silence (with the program idle) that marks the first screen as drawn.
    static let quietAfterStart = Duration.milliseconds(250)
    /// The longest wait for the first screen (VisiData loads a million rows slowly).
    static let startLimit = Duration.seconds(600)

    /// Starts `program` on `dataFile`, waits for its first screen, sends `keys` one at a time (each
    /// once the previous one's output has gone quiet and the program is idle) and quits it.
    ///
    /// CPU time is read just before the first key and just after the last key's output.
    static func measure(
        _ program: ComparedProgram, dataFile: String, keys: [TerminalKey], context: BenchmarkContext
    ) throws -> KeyNavigationMeasurement {
        let folder = try context.workspace.makePrivateFolder()
        defer { context.workspace.removeFolder(folder) }
        let session = try program.start(dataFile: dataFile, size: context.terminalSize, privateFolder: folder)
        defer { session.quit(typing: []) }
        try session.waitUntilSettled(quiet: quietAfterStart, timeout: startLimit)

        guard let before = session.probe.cpuTime() else {
            throw BenchmarkError.failed("cannot read the CPU time of \(program.name)")
        }
        let bytesBefore = session.bytesRead
        var withoutOutput = 0
        var timedOut = 0
        for key in keys {
            try session.send(key)
            let response = session.readResponse(quiet: quietAfterKey, limit: keyLimit)
            if response.bytes == 0 { withoutOutput += 1 }
            if response.timedOut && response.bytes > 0 { timedOut += 1 }
            if response.timedOut && session.hasExited {
                throw BenchmarkError.failed(
                    "\(program.name) ended (\(session.exitDescription)) during the keys; "
                        + "it wrote: \(session.recentText)")
            }
        }
        guard let after = session.probe.cpuTime() else {
            throw BenchmarkError.failed("cannot read the CPU time of \(program.name)")
        }
        let bytes = session.bytesRead - bytesBefore

        let status = session.quit(typing: program.quitKeys)
        return KeyNavigationMeasurement(
            cpuMillisecondsPerKey: Double(after.nanoseconds &- before.nanoseconds) / 1e6 / Double(keys.count),
            bytesPerKey: Double(bytes) / Double(keys.count),
            keysWithoutOutput: withoutOutput, keysTimedOut: timedOut,
            quitCleanly: status == 0, clockSource: after.source)
    }
}
