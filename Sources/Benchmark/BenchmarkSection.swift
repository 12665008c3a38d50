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
        KeysSection(), PictureSection(), MapSection(), CatalogSection(), PlaceFormatsSection(), PhotoFolderSection(), PlacesSection(),
    ]
}
