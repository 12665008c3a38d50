/// Every measurement of the catalog section on one catalog size, over the runs.
struct CatalogSizeResults {
    /// Landmarks in the catalog.
    let size: Int
    var app: [CatalogAppMeasurement] = []
    var visiData: [VisiDataFirstRowsMeasurement] = []
    /// `landmarks list --data FILE` to a pipe.
    var appListing: [ProcessLauncher.ResourceUse] = []
    /// `landmarks list --data FILE --sort name` to a pipe, in a locale's collation.
    var appCollatedListing: [ProcessLauncher.ResourceUse] = []
    /// Python's `json.load` of the same file.
    var pythonLoad: [ProcessLauncher.ResourceUse] = []

    /// The app's median of `value` over the runs.
    func appMedian(_ value: (CatalogAppMeasurement) -> Double?) -> Double? {
        app.compactMap(value).median
    }

    /// VisiData's median of `value` over the runs; nil when it was not measured.
    func visiDataMedian(_ value: (VisiDataFirstRowsMeasurement) -> Double?) -> Double? {
        visiData.compactMap(value).median
    }
}
