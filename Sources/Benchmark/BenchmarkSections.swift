/// Every section of the benchmark, in the order they run and appear in the report.
enum BenchmarkSections {
    /// Register a new section here, one line each.
    static let all: [any BenchmarkSection] = [
        KeyNavigationSection(),
        PictureSection(),
        MapSection(),
        CatalogSection(),
        PhotoFolderSection(),
    ]

    /// The section called `name`, if there is one.
    static func named(_ name: String) -> (any BenchmarkSection)? {
        all.first { $0.name == name }
    }
}
