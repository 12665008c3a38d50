import Foundation

/// One part of the benchmark: some work measured in the app (and in a reference tool), as a table.
///
/// A new section is a new file with a type conforming to this protocol, plus one line in `BenchmarkSections.all`.
protocol BenchmarkSection: Sendable {
    /// The name `--section` selects it by, e.g. `keys`.
    var name: String { get }
    /// What it measures, for `--help`.
    var summary: String { get }
    /// Whether it compares the app with VisiData, which is looked for (and installed) only then.
    var usesVisiData: Bool { get }
    /// Measures its work into `table`.
    func run(in context: BenchmarkContext, table: inout BenchmarkTable) throws
}

extension BenchmarkSection {
    var usesVisiData: Bool { false }
}

/// Every section, in the order they run and appear in the report.
enum BenchmarkSections {
    static let all: [any BenchmarkSection] = [
        KeysSection(), PictureSection(), MapSection(), CatalogSection(), PhotoFolderSection(),
    ]
}

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
