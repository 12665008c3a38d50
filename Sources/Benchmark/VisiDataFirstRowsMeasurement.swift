/// VisiData opening a catalog in a pseudo-terminal: when its first rows are on screen, and its peak
/// memory then.
struct VisiDataFirstRowsMeasurement {
    /// Milliseconds from starting it to the end of the first frame that shows the first landmark.
    var firstRows: Double
    /// Peak resident memory (VmHWM) when the first rows were written, in bytes.
    var peakResidentBytes: Double?

    /// The longest wait for the first rows (it reads a whole JSON array before it shows any).
    static let limit = Duration.seconds(600)

    /// Starts `program` on `dataFile` (whose first landmark is `firstName`), waits for the frame that
    /// shows that landmark, reads the peak memory and quits it.
    static func measure(
        _ program: ComparedProgram, dataFile: String, firstName: String, context: BenchmarkContext
    ) throws -> VisiDataFirstRowsMeasurement {
        let folder = try context.workspace.makePrivateFolder()
        defer { context.workspace.removeFolder(folder) }
        let session = try program.start(dataFile: dataFile, size: context.terminalSize, privateFolder: folder)
        defer { session.quit(typing: program.quitKeys) }
        let needle = FirstLandmarkName.needle(of: firstName)
        let response = session.readFrames(since: session.startedAt, limit: limit, silence: .seconds(30)) { frames in
            frames.last?.text.contains(needle) == true
        }
        let peak = session.probe.peakResidentBytes().map { Double($0) }
        guard let frame = response.frames.last, frame.text.contains(needle) else {
            throw BenchmarkError.failed(
                "\(program.name) showed no row with \(needle) (\(session.exitDescription)); it shows: \(session.recentText)")
        }
        return VisiDataFirstRowsMeasurement(firstRows: frame.lastByte.milliseconds, peakResidentBytes: peak)
    }
}
