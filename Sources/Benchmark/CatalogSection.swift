/// The `catalog` section: the app on the bundled catalog and on synthetic ones of 100,000 and 1,000,000
/// landmarks, beside VisiData (first rows) and Python's `json.load` (`landmarks list`).
struct CatalogSection: BenchmarkSection {
    let name = "catalog"
    let summary =
        "big catalogs (12, 100k, 1m landmarks by default): first frame, fully loaded, peak RSS, search, sort, "
        + "category, Favorites only and Down keys, `landmarks list` vs VisiData and Python's json.load"
    let usesVisiData = true

    /// The sizes measured when `--sizes` is not given: the three.
    static let defaultSizes = [12, 100_000, 1_000_000]
    /// The locale of the sorted listing: a collation of ICU's rather than the simple order of C.UTF-8.
    static let collatingLanguage = "en_US.UTF-8"

    /// The targets are for the bundled catalog, 100,000 and 1,000,000 landmarks: a size is held to
    /// those of the smallest of these it does not exceed, a bigger one to none.
    private static func target(_ targets: [Double?], size: Int) -> Double? {
        [12, 100_000, 1_000_000].firstIndex { size <= $0 }.flatMap { targets[$0] }
    }

    /// Keys typed once the catalog has loaded and the app has settled, each timed to the end of its own frame,
    /// in this order, each after the keys in `before`. `l` is in the name, park, city or state of 97 % of the
    /// synthetic landmarks: its search shows almost the whole list.
    private static let timedKeys: [(work: String, before: [TerminalKey], key: TerminalKey)] = [
        ("search, first letter (`/` then `l`, most rows match)", [.character("/")], .character("l")),
        ("search, next letter (`a`)", [], .character("a")),
        ("sort (`s`)", [.escape], .character("s")),
        ("category view (`c`)", [], .character("c")),
        ("Favorites only (`F`)", [.character("c")], .character("F")),
    ]
    /// Down keys per run, timed one by one; the run's value is their median.
    private static let navigationKeys = 10
    private static let mebibyte = 1_048_576.0

    func run(in context: BenchmarkContext, table: inout BenchmarkTable) throws {
        table.referenceName = "VisiData or Python"
        let sizes = context.options.sizesWereGiven ? context.options.sizes : Self.defaultSizes
        let python = ReferenceTools.python()
        for size in sizes {
            let dataFile = try context.workspace.catalogPath(count: size)
            let firstName = try BenchmarkWorkspace.firstLandmarkName(inCatalogAt: dataFile)
            for run in 0..<context.options.runs {
                let place = "\(size.grouped) landmarks, run \(run + 1)/\(context.options.runs)"
                for program in context.programs(forRun: run) {
                    guard program.name == context.app.name else {
                        table.attempt("\(program.name), \(place)") { table in
                            try Self.measureVisiData(
                                program, dataFile: dataFile, size: size, firstName: firstName, context: context, table: &table)
                        }
                        continue
                    }
                    table.attempt("landmarks, \(place)") { table in
                        try measureApp(dataFile: dataFile, size: size, firstName: firstName, context: context, table: &table)
                    }
                    for (work, language) in [("", nil), (" --sort name", Self.collatingLanguage)] {
                        table.attempt("landmarks list\(work), \(place)") { table in
                            let arguments = ["list", "--data", dataFile] + work.split(separator: " ").map(String.init)
                            let use = try Self.runToExit(context.app.executable, arguments, language: language, context: context)
                            recordListing(use, sorted: language != nil, size: size, isPython: false, table: &table)
                        }
                    }
                }
                if let python {
                    table.attempt("python3 json.load, \(place)") { table in
                        let script = "import json,sys; json.load(open(sys.argv[1]))"
                        let use = try Self.runToExit(python.executable, ["-c", script, dataFile], context: context)
                        recordListing(use, sorted: false, size: size, isPython: true, table: &table)
                    }
                }
            }
        }
        table.note(
            "The bundled catalog and synthetic ones (made once into the work folder, with a photos.json of "
                + "\(SyntheticPhotosFile.photosPerLandmark) photos a landmark whose files are missing). First frame: "
                + "from starting the program to the end of the first frame that shows the first landmark's name (a "
                + "frame ends when the main thread waits for input again). Fully loaded: to the end of the frame whose "
                + "title gives the final count (`1 / N`) instead of `loading N landmarks…`; its peak RSS is VmHWM once "
                + "the app has settled after it. Keys are typed once the app has loaded and settled, each timed from "
                + "the key to the end of its own frame: \(Self.navigationKeys) Downs (their median), then `/`, `l`, `a`, "
                + "Esc, `s`, `c`, `c`, `F`. VisiData: its first rows and VmHWM then (ratio = landmarks / VisiData). "
                + "`landmarks list --data FILE` and " + (python.map { "Python \($0.version)'s" } ?? "Python's")
                + " `json.load` of the same file: wall time from start to exit with standard output read from a pipe, "
                + "and ru_maxrss as GNU time reports it (ratio = landmarks / Python)."
                + (python == nil ? " Python's json.load not measured: no python3 in PATH." : ""))
    }

    /// Whether a frame's text gives the list's final count: `1 / 100,000` with a landmark selected,
    /// or `100,000 landmarks` (never `loading 100,000 landmarks…`, the title while the catalog loads).
    static func showsLoadedCount(_ text: String, count: Int) -> Bool {
        let total = count.grouped
        return text.contains("/ \(total)") || text.contains("\(total) landmark") && !text.contains("loading \(total) landmark")
    }

    /// When the app started on a catalog of `size` landmarks, the first called `firstName`, ended its first
    /// frame with list rows, and the frame that gives the final count (nil if none came in time).
    static func loadFrames(
        of session: PseudoTerminalSession, firstName: String, size: Int, table: inout BenchmarkTable
    ) throws -> (firstRows: Duration, fullyLoaded: Duration?) {
        // The first ten characters, which a program that truncates a narrow column (VisiData) still shows.
        let needle = String(firstName.prefix(10))
        var firstRows: Duration?
        var fullyLoaded: Duration?
        let start = session.readFrames(since: session.startedAt, limit: .seconds(120), silence: .seconds(5)) { frames in
            guard let frame = frames.last else { return false }
            let text = frame.text
            if firstRows == nil && text.contains(needle) { firstRows = frame.end }
            if fullyLoaded == nil && Self.showsLoadedCount(text, count: size) { fullyLoaded = frame.end }
            return firstRows != nil && fullyLoaded != nil
        }
        guard let firstRows else {
            throw BenchmarkError.failed("no frame showed \(needle) (\(session.exitDescription)); the app shows: \(session.recentText)")
        }
        if fullyLoaded == nil && !start.timedOut {
            table.note(
                "The final count was not seen in the title at \(size.grouped) landmarks; fully loaded is then the last frame before the app went idle."
            )
            fullyLoaded = start.frames.last?.end
        }
        return (firstRows, fullyLoaded)
    }

    /// Runs `executable` to its exit under GNU time with a private folder, in the harness's locale or `language`.
    static func runToExit(
        _ executable: String, _ arguments: [String], language: String? = nil, context: BenchmarkContext
    ) throws -> ResourceUse {
        let folder = try context.workspace.makePrivateFolder()
        defer { context.workspace.removeFolder(folder) }
        var environment = ComparedProgram.environment(privateFolder: folder)
        environment["LANG"] = language ?? environment["LANG"]
        let use = try ResourceUse.measure(executable, arguments, environment: environment, scratchFolder: folder)
        guard use.status == 0 else { throw BenchmarkError.failed("exited with status \(use.status)") }
        return use
    }

    // MARK: - Private

    /// Starts the app on `dataFile` (`size` landmarks, the first called `firstName`), times its first frames,
    /// waits until it has loaded, then times the keys and quits it.
    private func measureApp(
        dataFile: String, size: Int, firstName: String, context: BenchmarkContext, table: inout BenchmarkTable
    ) throws {
        let folder = try context.workspace.makePrivateFolder()
        defer { context.workspace.removeFolder(folder) }
        let session = try context.app.start(dataFile: dataFile, size: context.terminalSize, privateFolder: folder)
        defer { session.quit(typing: []) }
        let (firstRows, fullyLoaded) = try Self.loadFrames(of: session, firstName: firstName, size: size, table: &table)
        // Longer than the app's 100 ms wait before it saves the selection, so that no save falls into a key's frame.
        let settle = { try session.waitUntilSettled(quiet: .milliseconds(150), timeout: .seconds(120)) }
        try settle()
        let peak = session.probe.peakResidentBytes()
        func time(_ key: TerminalKey) throws -> Double {
            let sent = ContinuousClock.now
            try session.send(key)
            guard let frame = session.readFrames(since: sent, limit: .seconds(30), until: { !$0.isEmpty }).frames.first else {
                throw BenchmarkError.failed("the app drew nothing for \(key); it shows: \(session.recentText)")
            }
            try settle()
            return frame.end.milliseconds
        }
        let downs = try (0..<min(Self.navigationKeys, max(size - 1, 1))).map { _ in try time(.down) }
        var keyFrames: [(String, Double, [Double?])] = [("navigation key (Down)", downs.median ?? 0, [1, 1, 1])]
        for work in Self.timedKeys {
            for key in work.before {
                try session.send(key)
                try settle()
            }
            keyFrames.append((work.work, try time(work.key), [1, 5, 30]))
        }
        session.quit(typing: context.app.quitKeys)
        table.record(
            "first frame with list rows, ms", size: size, landmarks: firstRows.milliseconds, decimals: 1,
            target: Self.target([30, 50, 50], size: size))
        table.record(
            "fully loaded and searchable (final count in the title), ms", size: size, landmarks: fullyLoaded?.milliseconds,
            decimals: 1, target: Self.target([nil, 100, 1000], size: size))
        table.record(
            "peak RSS, MiB: landmarks fully loaded, VisiData at its first rows", size: size,
            landmarks: peak.map { $0 / Self.mebibyte }, decimals: 1, target: Self.target([40, 80, 512], size: size))
        for (work, milliseconds, targets) in keyFrames {
            table.record(
                "\(work): frame written, ms", size: size, landmarks: milliseconds, decimals: 2, target: Self.target(targets, size: size))
        }
    }

    /// Starts VisiData on `dataFile`, waits for the frame that shows its first landmark, reads its peak memory
    /// then and quits it; its rows are named after `label` (`GeoJSON: `) when one is given.
    static func measureVisiData(
        _ program: ComparedProgram, dataFile: String, size: Int, firstName: String, context: BenchmarkContext,
        label: String = "", table: inout BenchmarkTable
    ) throws {
        let folder = try context.workspace.makePrivateFolder()
        defer { context.workspace.removeFolder(folder) }
        let session = try program.start(dataFile: dataFile, size: context.terminalSize, privateFolder: folder)
        defer { session.quit(typing: program.quitKeys) }
        let needle = String(firstName.prefix(10))
        // It reads the whole JSON array before it shows any row: minutes for a million.
        let response = session.readFrames(since: session.startedAt, limit: .seconds(600), silence: .seconds(30)) {
            $0.last?.text.contains(needle) == true
        }
        let peak = session.probe.peakResidentBytes()
        guard let frame = response.frames.last, frame.text.contains(needle) else {
            throw BenchmarkError.failed("showed no row with \(needle) (\(session.exitDescription)); it shows: \(session.recentText)")
        }
        let (first, memory) =
            label.isEmpty
            ? ("first frame with list rows, ms", "peak RSS, MiB: landmarks fully loaded, VisiData at its first rows")
            : ("\(label)first frame with list rows, ms", "\(label)peak RSS fully loaded, MiB")
        table.record(first, size: size, reference: frame.end.milliseconds, decimals: 1)
        table.record(memory, size: size, reference: peak.map { $0 / Self.mebibyte }, decimals: 1)
    }

    /// Records a run of `landmarks list` (sorted by name in a locale, or not) or of Python's `json.load`.
    private func recordListing(_ use: ResourceUse, sorted: Bool, size: Int, isPython: Bool, table: inout BenchmarkTable) {
        let time = use.wallTime.milliseconds
        let memory = use.peakResidentBytes / Self.mebibyte
        if sorted {
            table.record(
                "`landmarks list --sort name` to a pipe, LANG=\(Self.collatingLanguage), ms", size: size, landmarks: time, decimals: 0)
            return
        }
        table.record(
            "`landmarks list` to a pipe vs Python `json.load`, ms", size: size, landmarks: isPython ? nil : time,
            reference: isPython ? time : nil, decimals: 0, target: Self.target([nil, 150, 1500], size: size))
        table.record(
            "`landmarks list` to a pipe vs Python `json.load`, peak RSS, MiB", size: size,
            landmarks: isPython ? nil : memory, reference: isPython ? memory : nil, decimals: 1)
    }
}
