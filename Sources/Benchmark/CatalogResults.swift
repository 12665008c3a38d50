import Foundation

/// The catalog section's measurements of every size, and the rows and notes they make.
struct CatalogResults {
    /// By size, in the order measured.
    var sizes: [CatalogSizeResults] = []

    /// The issue's targets for the bundled catalog, 100,000 and 1,000,000 landmarks; a size is held to
    /// those of the smallest of these it does not exceed, a bigger one to none.
    enum Target {
        static let tiers = [12, 100_000, 1_000_000]
        static let firstFrameMilliseconds: [Double?] = [30, 50, 50]
        static let fullyLoadedMilliseconds: [Double?] = [nil, 100, 1000]
        static let peakMebibytes: [Double?] = [40, 80, 512]
        static let keyMilliseconds: [Double?] = [1, 5, 30]
        static let navigationMilliseconds: [Double?] = [1, 1, 1]
        static let listingMilliseconds: [Double?] = [nil, 150, 1500]

        /// The target in `targets` for a catalog of `size` landmarks.
        static func value(_ targets: [Double?], size: Int) -> Double? {
            tiers.firstIndex { size <= $0 }.flatMap { targets[$0] }
        }
    }

    /// Adds the rows, work by work, each over the sizes.
    func addRows(to report: inout BenchmarkReport) {
        let mebibyte = 1_048_576.0
        for results in sizes {
            add(
                "first frame with list rows, ms", results, results.appMedian(\.firstRows),
                results.visiDataMedian(\.firstRows), target: Target.firstFrameMilliseconds, decimals: 1, to: &report)
        }
        for results in sizes {
            add(
                "fully loaded and searchable (final count in the title), ms", results,
                results.appMedian(\.fullyLoaded), nil, target: Target.fullyLoadedMilliseconds, decimals: 1,
                to: &report)
        }
        for results in sizes {
            add(
                "peak RSS, MiB: landmarks fully loaded, VisiData at its first rows", results,
                results.appMedian(\.peakResidentBytes).map { $0 / mebibyte },
                results.visiDataMedian(\.peakResidentBytes).map { $0 / mebibyte }, target: Target.peakMebibytes,
                decimals: 1, to: &report)
        }
        for work in CatalogKeyWork.allCases {
            let targets = work == .navigation ? Target.navigationMilliseconds : Target.keyMilliseconds
            for results in sizes {
                add(
                    work.label + ", ms", results, results.appMedian { $0.keyFrames[work] }, nil, target: targets,
                    decimals: 2, to: &report)
            }
        }
        for results in sizes {
            add(
                "`landmarks list` to a pipe vs Python `json.load`, ms", results,
                results.appListing.map(\.wallTime.milliseconds).median,
                results.pythonLoad.map(\.wallTime.milliseconds).median, target: Target.listingMilliseconds,
                decimals: 0, to: &report)
        }
        for results in sizes {
            add(
                "`landmarks list --sort name` to a pipe, LANG=\(CatalogSection.collatingLanguage), ms", results,
                results.appCollatedListing.map(\.wallTime.milliseconds).median, nil, target: [nil, nil, nil],
                decimals: 0, to: &report)
        }
        for results in sizes {
            add(
                "`landmarks list` to a pipe vs Python `json.load`, peak RSS, MiB", results,
                results.appListing.map { Double($0.peakResidentBytes) / mebibyte }.median,
                results.pythonLoad.map { Double($0.peakResidentBytes) / mebibyte }.median, target: [nil, nil, nil],
                decimals: 1, to: &report)
        }
    }

    /// Says how it was measured.
    func addNotes(python: PythonJSONLoad?, to report: inout BenchmarkReport) {
        report.note(
            "catalog: the bundled catalog and synthetic ones (made once into the work folder, with a photos.json "
                + "of \(SyntheticPhotosFile.photosPerLandmark) photos a landmark whose files are missing). First "
                + "frame: from starting the program to the end of the first frame that shows the first landmark's "
                + "name (a frame ends when the main thread waits for input again). Fully loaded: to the end of the "
                + "frame whose title gives the final count (`1 / N`) instead of `loading N landmarks…`; its peak RSS "
                + "is VmHWM once the app has settled after it. Keys are typed once the app has loaded and settled, "
                + "each timed from the key to the end of its own frame: \(CatalogAppMeasurement.navigationKeys) "
                + "Downs (their median), then `/`, `l`, `a`, Esc, `s`, `c`, `c`, `F`. VisiData: its first rows "
                + "and VmHWM then (ratio = landmarks / VisiData). `landmarks list --data FILE` and "
                + (python.map { "Python \($0.version)'s" } ?? "Python's")
                + " `json.load` of the same file: wall time from start to exit with standard output read from a "
                + "pipe, and ru_maxrss as GNU time reports it (ratio = landmarks / Python).")
        let byIdling = sizes.filter { $0.app.contains(where: \.loadedFoundByIdling) }.map(\.size.grouped)
        if !byIdling.isEmpty {
            report.note(
                "catalog: the final count was not seen in the title with \(byIdling.joined(separator: ", ")) "
                    + "landmarks; fully loaded is then the last frame before the app went idle.")
        }
    }

    // MARK: - Private

    /// Adds a row for `results.size` with its target, and a note when the app's value misses the target.
    private func add(
        _ work: String, _ results: CatalogSizeResults, _ landmarks: Double?, _ reference: Double?,
        target targets: [Double?], decimals: Int, to report: inout BenchmarkReport
    ) {
        let target = Target.value(targets, size: results.size)
        let label = "\(work) (\(results.size.grouped))"
        report.add(
            .init(
                work: label, landmarks: landmarks, reference: reference, decimals: decimals,
                target: target.map { "≤ \(formatted($0))" } ?? "—"))
        if let landmarks, let target, landmarks > target {
            report.note("catalog: over target: \(label): \(formatted(landmarks)) > \(formatted(target)).")
        }
    }

    private func formatted(_ value: Double) -> String {
        value == value.rounded() ? Int(value).grouped : String(format: "%.2f", value)
    }
}
