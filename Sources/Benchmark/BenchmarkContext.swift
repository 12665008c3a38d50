import Foundation

/// What every section gets: the options, the workspace, the programs to compare.
struct BenchmarkContext {
    let options: BenchmarkOptions
    let workspace: BenchmarkWorkspace
    /// The app under test.
    let app: ComparedProgram
    /// VisiData; nil when it is not measured (the report says why).
    let reference: ComparedProgram?
    /// The terminal every program runs in.
    let terminalSize = TerminalSize(columns: 120, lines: 40)

    /// The programs to measure in run number `run` (from 0), in the order to measure them: the order
    /// alternates from run to run, so that neither program always goes first on a warm or cold machine.
    func programs(forRun run: Int) -> [ComparedProgram] {
        let programs = [app] + (reference.map { [$0] } ?? [])
        return run % 2 == 0 ? programs : programs.reversed()
    }

    /// Writes a progress line to standard error (standard output is kept for the report).
    static func log(_ message: String) {
        FileHandle.standardError.write(Data("landmarks-bench: \(message)\n".utf8))
    }
}

/// A terminal window size in character cells.
struct TerminalSize: Sendable, CustomStringConvertible {
    var columns: Int
    var lines: Int

    var description: String { "\(columns)x\(lines)" }
}
