/// The `catalog` section: the app on the bundled catalog and on synthetic ones of 100,000 and
/// 1,000,000 landmarks, beside VisiData (first rows) and Python's `json.load` (`landmarks list`).
struct CatalogSection: BenchmarkSection {
    let name = "catalog"
    let summary =
        "big catalogs (12, 100k, 1m landmarks by default): first frame, fully loaded, peak RSS, search, sort, "
        + "category, Favorites only and Down keys, `landmarks list` vs VisiData and Python's json.load"

    /// The sizes measured when `--sizes` is not given: the three.
    static let defaultSizes = [12, 100_000, 1_000_000]

    func run(in context: BenchmarkContext, report: inout BenchmarkReport) throws {
        let sizes = context.options.sizesWereGiven ? context.options.sizes : Self.defaultSizes
        let python = PythonJSONLoad.locate()
        if python == nil { report.note("catalog: Python's json.load not measured: no python3 in PATH.") }
        var results = CatalogResults()
        for size in sizes {
            let dataFile = try context.workspace.catalogPath(count: size, log: context.log)
            let firstName = try FirstLandmarkName.read(fromCatalogAt: dataFile)
            var sizeResults = CatalogSizeResults(size: size)
            for run in 0..<context.options.runs {
                let place = "\(size.grouped) landmarks, run \(run + 1)/\(context.options.runs)"
                for program in context.programs(forRun: run) {
                    if program.name == context.app.name {
                        attempt("landmarks, \(place)", context: context, report: &report) {
                            let measurement = try CatalogAppMeasurement.measure(
                                dataFile: dataFile, count: size, firstName: firstName, context: context)
                            sizeResults.app.append(measurement)
                            context.log(
                                "  first rows \(format(measurement.firstRows)) ms, loaded "
                                    + "\(format(measurement.fullyLoaded)) ms, "
                                    + "\(format(measurement.peakResidentBytes.map { $0 / 1_048_576 })) MiB")
                        }
                        attempt("landmarks list, \(place)", context: context, report: &report) {
                            let listed = try listing(dataFile: dataFile, context: context)
                            sizeResults.appListing.append(listed)
                            context.log("  \(format(listed.wallTime.milliseconds)) ms")
                        }
                        attempt("landmarks list --sort name, LANG=\(Self.collatingLanguage), \(place)", context: context, report: &report) {
                            let listed = try listing(
                                dataFile: dataFile, arguments: ["--sort", "name"], language: Self.collatingLanguage,
                                context: context)
                            sizeResults.appCollatedListing.append(listed)
                            context.log("  \(format(listed.wallTime.milliseconds)) ms")
                        }
                    } else {
                        attempt("\(program.name), \(place)", context: context, report: &report) {
                            let measurement = try VisiDataFirstRowsMeasurement.measure(
                                program, dataFile: dataFile, firstName: firstName, context: context)
                            sizeResults.visiData.append(measurement)
                            context.log("  first rows \(format(measurement.firstRows)) ms")
                        }
                    }
                }
                if let python {
                    attempt("python3 json.load, \(place)", context: context, report: &report) {
                        let load = try python.measure(dataFile: dataFile, context: context)
                        sizeResults.pythonLoad.append(load)
                        context.log("  \(format(load.wallTime.milliseconds)) ms")
                    }
                }
            }
            results.sizes.append(sizeResults)
        }
        results.addNotes(python: python, to: &report)
        results.addRows(to: &report)
    }

    // MARK: - Private

    /// The locale of the sorted listing: a collation of ICU's rather than the simple order of C.UTF-8.
    static let collatingLanguage = "en_US.UTF-8"

    /// Runs `landmarks list --data FILE` and `arguments` with its output read from a pipe, in the
    /// harness's locale or `language`.
    private func listing(
        dataFile: String, arguments: [String] = [], language: String? = nil, context: BenchmarkContext
    ) throws -> ProcessLauncher.ResourceUse {
        let folder = try context.workspace.makePrivateFolder()
        defer { context.workspace.removeFolder(folder) }
        var environment = ComparedProgram.environment(privateFolder: folder)
        if let language { environment["LANG"] = language }
        let use = try ProcessLauncher.runReadingOutput(
            context.app.executable, arguments: ["list", "--data", dataFile] + arguments,
            environment: environment, scratchFolder: folder)
        guard use.status == 0 else { throw BenchmarkError.failed("landmarks list exited with status \(use.status)") }
        return use
    }

    /// Runs one measurement, logging it; a failure becomes a note and the section goes on.
    private func attempt(
        _ what: String, context: BenchmarkContext, report: inout BenchmarkReport, _ measure: () throws -> Void
    ) {
        context.log("catalog: \(what)")
        do {
            try measure()
        } catch {
            report.fail("catalog: \(what) failed: \(error)")
        }
    }

    private func format(_ value: Double?) -> String {
        value.map { String(Int($0.rounded())) } ?? "–"
    }
}
