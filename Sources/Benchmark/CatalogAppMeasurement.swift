/// The app on one catalog in a pseudo-terminal: its first frame with list rows, the frame that shows the
/// catalog fully loaded, its peak memory then, and the frame of each key of `CatalogKeyWork`.
struct CatalogAppMeasurement {
    /// Milliseconds from starting the app to the end of the first frame that shows the first landmark.
    var firstRows: Double
    /// Milliseconds from starting the app to the end of the frame whose title gives the final count.
    var fullyLoaded: Double?
    /// Peak resident memory (VmHWM) once fully loaded and settled, in bytes.
    var peakResidentBytes: Double?
    /// Milliseconds from each key to the end of its frame; navigation is the median of its keys.
    var keyFrames: [CatalogKeyWork: Double]
    /// Whether the fully loaded frame was found only as the last frame before the app went idle (its
    /// title text was not seen).
    var loadedFoundByIdling: Bool

    /// Output quiet and the app idle this long count as settled: longer than the app's 100 ms wait
    /// before it saves the selection, so that no save falls into a key's measurement.
    static let settleQuiet = Duration.milliseconds(150)
    /// The longest wait for the catalog to load.
    static let loadLimit = Duration.seconds(120)
    /// The longest wait for a key's frame, or for the app to settle after it.
    static let keyLimit = Duration.seconds(30)
    /// Down keys per run, measured one by one; the run's value is their median.
    static let navigationKeys = 10

    /// Starts the app on `dataFile` (`count` landmarks, the first called `firstName`), waits until it
    /// has loaded, then types the keys of each work and quits.
    static func measure(
        dataFile: String, count: Int, firstName: String, context: BenchmarkContext
    ) throws -> CatalogAppMeasurement {
        let folder = try context.workspace.makePrivateFolder()
        defer { context.workspace.removeFolder(folder) }
        let session = try context.app.start(dataFile: dataFile, size: context.terminalSize, privateFolder: folder)
        defer { session.quit(typing: []) }

        let needle = FirstLandmarkName.needle(of: firstName)
        var firstRows: Duration?
        var fullyLoaded: Duration?
        let start = session.readFrames(since: session.startedAt, limit: loadLimit, silence: .seconds(5)) { frames in
            guard let frame = frames.last else { return false }
            let text = frame.text
            if firstRows == nil && text.contains(needle) { firstRows = frame.lastByte }
            if fullyLoaded == nil && showsLoadedCount(text, count: count) { fullyLoaded = frame.lastByte }
            return firstRows != nil && fullyLoaded != nil
        }
        guard !session.hasExited else {
            throw BenchmarkError.failed("the app ended (\(session.exitDescription)); it wrote: \(session.recentText)")
        }
        guard let firstRows else {
            throw BenchmarkError.failed("no frame showed \(needle) (the first landmark); the app shows: \(session.recentText)")
        }
        let loadedFoundByIdling = fullyLoaded == nil && !start.timedOut
        if loadedFoundByIdling { fullyLoaded = start.frames.last?.lastByte }
        try session.waitUntilSettled(quiet: settleQuiet, timeout: loadLimit)
        let peak = session.probe.peakResidentBytes().map { Double($0) }

        var keyFrames: [CatalogKeyWork: Double] = [:]
        func time(_ key: TerminalKey) throws -> Double {
            let sent = ContinuousClock.now
            try session.send(key)
            let response = session.readFrames(since: sent, limit: keyLimit) { !$0.isEmpty }
            guard let frame = response.frames.first else {
                throw BenchmarkError.failed("the app drew nothing for \(key); it shows: \(session.recentText)")
            }
            try session.waitUntilSettled(quiet: settleQuiet, timeout: keyLimit)
            return frame.lastByte.milliseconds
        }
        func press(_ key: TerminalKey) throws {
            try session.send(key)
            try session.waitUntilSettled(quiet: settleQuiet, timeout: keyLimit)
        }
        var downs: [Double] = []
        for _ in 0..<min(navigationKeys, max(count - 1, 1)) { downs.append(try time(.down)) }
        keyFrames[.navigation] = downs.median
        try press(.character("/"))
        keyFrames[.searchFirstLetter] = try time(.character("l"))
        keyFrames[.searchNextLetter] = try time(.character("a"))
        try press(.escape)
        keyFrames[.sort] = try time(.character("s"))
        keyFrames[.categoryView] = try time(.character("c"))
        try press(.character("c"))
        keyFrames[.favoritesOnly] = try time(.character("F"))
        session.quit(typing: context.app.quitKeys)
        return CatalogAppMeasurement(
            firstRows: firstRows.milliseconds, fullyLoaded: fullyLoaded?.milliseconds, peakResidentBytes: peak,
            keyFrames: keyFrames, loadedFoundByIdling: loadedFoundByIdling)
    }

    /// Whether a frame's text gives the list's final count: `1 / 100,000` with a landmark selected,
    /// or `100,000 landmarks` (never `loading 100,000 landmarks…`, the title while the catalog loads).
    static func showsLoadedCount(_ text: String, count: Int) -> Bool {
        let total = count.grouped
        if text.contains("/ \(total)") { return true }
        return text.contains("\(total) landmark") && !text.contains("loading \(total) landmark")
    }
}
