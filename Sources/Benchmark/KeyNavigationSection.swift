/// The `keys` section: CPU time and terminal output per navigation key (Down/Up) in the list.
struct KeyNavigationSection: BenchmarkSection {
    let name = "keys"
    let summary = "CPU time and bytes written per navigation key (Down/Up) in the list"

    func run(in context: BenchmarkContext, report: inout BenchmarkReport) throws {
        let keyCount = context.options.keys
        var clockSources: Set<String> = []
        for size in context.options.sizes {
            let dataFile = try context.workspace.catalogPath(count: size, log: context.log)
            let keys = Self.keys(count: keyCount, rows: size)
            var measurements: [String: [KeyNavigationMeasurement]] = [:]
            for run in 0..<context.options.runs {
                for program in context.programs(forRun: run) {
                    let runText = "run \(run + 1)/\(context.options.runs)"
                    context.log("keys: \(program.name), \(size.grouped) landmarks, \(runText)")
                    do {
                        let measurement = try KeyNavigationMeasurement.measure(
                            program, dataFile: dataFile, keys: keys, context: context)
                        measurements[program.name, default: []].append(measurement)
                        clockSources.insert(measurement.clockSource.rawValue)
                        context.log(
                            String(
                                format: "  %.3f CPU ms/key, %.0f bytes/key", measurement.cpuMillisecondsPerKey,
                                measurement.bytesPerKey))
                    } catch {
                        report.fail("keys: \(program.name) with \(size.grouped) landmarks failed: \(error)")
                    }
                }
            }
            addRows(size: size, measurements: measurements, context: context, to: &report)
            for (program, runs) in measurements.sorted(by: { $0.key < $1.key }) {
                noteOddities(of: runs, place: "keys: \(program) with \(size.grouped) landmarks", in: &report)
            }
        }
        report.note(
            "keys: \(keyCount.grouped) keys per run, each typed as a terminal sends it (ESC O B / ESC O A in "
                + "application cursor mode) once the program has answered the previous one: output quiet for "
                + "\(Int(KeyNavigationMeasurement.quietAfterKey.milliseconds)) ms and the program idle (a "
                + "pending key would let a program skip drawing); Down/Up alternate when the list "
                + "is short, else \((keyCount / 2).grouped) Down then \((keyCount - keyCount / 2).grouped) Up. "
                + "CPU time is user + system"
                + (clockSources.isEmpty ? "" : " from " + clockSources.sorted().joined(separator: ", "))
                + ", read just before the first key and just after the last key's output.")
    }

    /// The keys to send: Down/Up alternately when the list is too short to go down `count / 2` rows
    /// (every key still moves the selection), otherwise `count / 2` Down then the rest Up.
    static func keys(count: Int, rows: Int) -> [TerminalKey] {
        let downs = count / 2
        if rows > downs + 1 {
            return Array(repeating: .down, count: downs) + Array(repeating: .up, count: count - downs)
        }
        return (0..<count).map { $0 % 2 == 0 ? .down : .up }
    }

    // MARK: - Private

    private func addRows(
        size: Int, measurements: [String: [KeyNavigationMeasurement]], context: BenchmarkContext,
        to report: inout BenchmarkReport
    ) {
        func median(_ program: ComparedProgram?, _ value: (KeyNavigationMeasurement) -> Double) -> Double? {
            program.flatMap { measurements[$0.name]?.map(value).median }
        }
        report.add(
            .init(
                work: "navigation key, CPU ms (\(size.grouped))",
                landmarks: median(context.app, \.cpuMillisecondsPerKey),
                reference: median(context.reference, \.cpuMillisecondsPerKey), decimals: 2))
        report.add(
            .init(
                work: "navigation key, bytes written (\(size.grouped))",
                landmarks: median(context.app, \.bytesPerKey),
                reference: median(context.reference, \.bytesPerKey), decimals: 0))
    }

    private func noteOddities(
        of runs: [KeyNavigationMeasurement], place: String, in report: inout BenchmarkReport
    ) {
        let withoutOutput = runs.map(\.keysWithoutOutput).reduce(0, +)
        let timedOut = runs.map(\.keysTimedOut).reduce(0, +)
        let killed = runs.filter { !$0.quitCleanly }.count
        if withoutOutput > 0 {
            report.note("\(place): \(withoutOutput) keys in \(runs.count) runs drew nothing (dropped, or no move).")
        }
        if timedOut > 0 {
            report.note(
                "\(place): the output of \(timedOut) keys in \(runs.count) runs did not go quiet within "
                    + "\(KeyNavigationMeasurement.keyLimit).")
        }
        if killed > 0 {
            report.note("\(place): did not quit on its quit keys in \(killed) of \(runs.count) runs and was killed.")
        }
    }
}
