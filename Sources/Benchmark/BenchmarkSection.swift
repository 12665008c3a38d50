/// One part of the benchmark: some work measured in the app and in the reference tool.
///
/// A new section is a new file with a type conforming to this protocol, plus one line in
/// `BenchmarkSections.all`.
protocol BenchmarkSection: Sendable {
    /// The name `--section` selects it by, e.g. `keys`.
    var name: String { get }
    /// What it measures, for `--help`.
    var summary: String { get }
    /// Whether it measures the reference tool too; VisiData is looked for (and installed) only when
    /// a selected section does.
    var usesReference: Bool { get }
    /// Measures its work and adds its rows and notes to `report`.
    func run(in context: BenchmarkContext, report: inout BenchmarkReport) throws
}

extension BenchmarkSection {
    var usesReference: Bool { true }
}
