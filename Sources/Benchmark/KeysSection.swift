/// The `keys` section: the CPU time and output a navigation key (Down/Up in the list) costs, beside VisiData,
/// typed as a fast typist types (one key every 15 ms) and in bursts (keys arriving together, as when a key
/// is held down), at 120 × 40, where the app shows the list with its preview pane.
struct KeysSection: BenchmarkSection {
    let name = "keys"
    let summary = "CPU time and bytes written per Down/Up in the list, one key per 15 ms and in bursts of 10"
    let usesVisiData = true

    /// How keys are typed.
    enum Pacing: CaseIterable {
        /// One key every `pace`, whether or not the program has answered the last.
        case paced
        /// `burstLength` keys in one write, the next burst once the program has gone idle.
        case bursts

        var label: String {
            switch self {
            case .paced: "navigation key, one per \(Int(KeysSection.pace.milliseconds)) ms"
            case .bursts: "navigation key, in bursts of \(KeysSection.burstLength)"
            }
        }
    }

    static let pace = Duration.milliseconds(15)
    static let burstLength = 10
    /// The CPU a paced key may cost the app, in milliseconds.
    static let target = 0.3
    /// Output quiet and the program idle this long count as settled: longer than the app's 100 ms wait
    /// before it saves the selection, so that the save after the last key is counted once.
    static let settleQuiet = Duration.milliseconds(150)

    func run(in context: BenchmarkContext, table: inout BenchmarkTable) throws {
        table.referenceName = "VisiData"
        let keyCount = context.options.keys
        for size in context.options.sizes {
            let dataFile = try context.workspace.catalogPath(count: size)
            for run in 0..<context.options.runs {
                for program in context.programs(forRun: run) {
                    for pacing in Pacing.allCases {
                        let place = "\(program.name), \(size.grouped) landmarks, \(pacing), run \(run + 1)/\(context.options.runs)"
                        table.attempt(place) { table in
                            let (cpu, bytes) = try measure(
                                program, dataFile: dataFile, keys: Self.keys(pacing, count: keyCount, rows: size),
                                pacing: pacing, context: context)
                            BenchmarkContext.log("  \((cpu * 1000).rounded() / 1000) CPU ms/key, \(Int(bytes)) bytes/key")
                            let isApp = program.name == context.app.name
                            table.record(
                                "\(pacing.label): CPU ms", size: size, landmarks: isApp ? cpu : nil,
                                reference: isApp ? nil : cpu, decimals: 2, target: pacing == .paced ? Self.target : nil)
                            table.record(
                                "\(pacing.label): bytes written", size: size, landmarks: isApp ? bytes : nil,
                                reference: isApp ? nil : bytes, decimals: 0)
                        }
                    }
                }
            }
        }
        table.note(
            "\(keyCount.grouped) keys per run, typed as a terminal sends them (ESC O B / ESC O A in application cursor "
                + "mode) once the program has drawn its first screen and gone idle, at \(context.terminalSize) (the "
                + "app's list with its preview pane). One per \(Int(Self.pace.milliseconds)) ms: Down and Up "
                + "alternate when the list is short, else half Down then half Up. In bursts: \(Self.burstLength) Downs "
                + "in one write, then \(Self.burstLength) Ups, each burst once the program has gone idle. CPU time is "
                + "user + system of all its threads (the process CPU clock) from just before the first key until "
                + "the program has gone idle after the last (output quiet and under 10 % of a core for "
                + "\(Int(Self.settleQuiet.milliseconds)) ms), per key; bytes are what it wrote meanwhile, per key.")
    }

    /// The keys to type: for `paced`, Down/Up alternately when the list is too short to go down `count / 2`
    /// rows (every key still moves the selection), otherwise `count / 2` Down then the rest Up; for
    /// `bursts`, bursts of Down and of Up in turn.
    static func keys(_ pacing: Pacing, count: Int, rows: Int) -> [TerminalKey] {
        switch pacing {
        case .paced where rows > count / 2 + 1:
            Array(repeating: .down, count: count / 2) + Array(repeating: .up, count: count - count / 2)
        case .paced: (0..<count).map { $0 % 2 == 0 ? .down : .up }
        case .bursts: (0..<count).map { $0 / burstLength % 2 == 0 ? .down : .up }
        }
    }

    /// Starts `program` on `dataFile`, waits for its first screen, types `keys` and quits it; returns the CPU
    /// milliseconds and the bytes written per key.
    private func measure(
        _ program: ComparedProgram, dataFile: String, keys: [TerminalKey], pacing: Pacing, context: BenchmarkContext
    ) throws -> (cpu: Double, bytes: Double) {
        let folder = try context.workspace.makePrivateFolder()
        defer { context.workspace.removeFolder(folder) }
        let session = try program.start(dataFile: dataFile, size: context.terminalSize, privateFolder: folder)
        defer { session.quit(typing: []) }
        // VisiData reads a big catalog for minutes before it is idle.
        try session.waitUntilSettled(quiet: .milliseconds(250), timeout: .seconds(600))
        let cpuBefore = try session.cpuNanoseconds()
        let bytesBefore = session.bytesRead
        let start = ContinuousClock.now
        switch pacing {
        case .paced:
            for (index, key) in keys.enumerated() {
                session.drain(until: start + Self.pace * index)
                try session.send(key)
            }
        case .bursts:
            for burst in stride(from: 0, to: keys.count, by: Self.burstLength) {
                try session.send(keys[burst..<min(burst + Self.burstLength, keys.count)])
                try session.waitUntilSettled(quiet: .milliseconds(5), timeout: .seconds(30), requiringOutput: false)
            }
        }
        try session.waitUntilSettled(quiet: Self.settleQuiet, timeout: .seconds(60), requiringOutput: false)
        let cpu = Double(try session.cpuNanoseconds() - cpuBefore) / 1e6
        let bytes = Double(session.bytesRead - bytesBefore)
        if session.quit(typing: program.quitKeys) != 0 {
            BenchmarkContext.log("  \(program.name) did not quit on its quit keys (\(session.exitDescription))")
        }
        return (cpu / Double(keys.count), bytes / Double(keys.count))
    }
}
