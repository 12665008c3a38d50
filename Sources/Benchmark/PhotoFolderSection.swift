import Foundation

/// The `photos` section: `landmarks photos --photos DIR` on a generated folder of 10,000 small JPEGs
/// with EXIF, the first scan (no index) and a restart with the index, beside `exiftool` reading the
/// same GPS tags.
///
/// Each run gets a new empty cache folder (`XDG_CACHE_HOME`), so its first scan has no index; nothing
/// else is dropped, so the folder's files are in the page cache for every program alike, as they are
/// for a person scanning a folder the second time. Peak memory is `ru_maxrss` from `wait4`.
struct PhotoFolderSection: BenchmarkSection {
    let name = "photos"
    let summary = "landmarks photos --photos DIR on 10,000 generated JPEGs: first scan, restart with the index, memory; beside exiftool"
    let usesReference = false

    /// How many photos the generated folder holds.
    var photoCount = 10_000

    /// exiftool takes about 100 s over 10,000 photos here: it is measured in the first runs only.
    private static let referenceRuns = 3

    func run(in context: BenchmarkContext, report: inout BenchmarkReport) throws {
        let folder = try BenchmarkPhotoFolder.prepare(count: photoCount, in: context.workspace, log: context.log)
        let exifTool: String?
        switch ExifToolLocator.locate(log: context.log) {
        case .available(let path, let version):
            exifTool = path
            report.note(
                "photos: the reference column is exiftool \(version ?? "(version unknown)") (Debian's libimage-exiftool-perl),"
                    + " `exiftool -n -gpslatitude -gpslongitude -r DIR`; ratio = landmarks / exiftool.")
            report.referenceName = context.reference == nil ? "exiftool" : "\(report.referenceName) / exiftool"
        case .unavailable(let reason):
            exifTool = nil
            report.note("photos: \(reason).")
        }
        let appArguments = ["photos", "--photos", folder.path, "--data", context.workspace.bundledCatalogPath]
        let runs = max(context.options.runs, 1)
        var first: [ProcessLauncher.ResourceUse] = []
        var restart: [ProcessLauncher.ResourceUse] = []
        var reference: [ProcessLauncher.ResourceUse] = []
        var listings: (unmatched: Int, problems: Int, indexBytes: UInt64)?
        for run in 0..<runs {
            context.log("photos: run \(run + 1) of \(runs)")
            let privateFolder = try context.workspace.makePrivateFolder()
            defer { context.workspace.removeFolder(privateFolder) }
            let environment = ComparedProgram.environment(privateFolder: privateFolder)
            // Through GNU time, which reports the peak memory the harness cannot read itself.
            let runApp = { (extra: [String]) in
                try ProcessLauncher.runReadingOutput(
                    context.app.executable, arguments: appArguments + extra, environment: environment,
                    scratchFolder: privateFolder)
            }
            let measureReference = {
                if let exifTool, run < Self.referenceRuns {
                    reference.append(try ProcessLauncher.runReadingOutput(
                        exifTool, arguments: ["-n", "-gpslatitude", "-gpslongitude", "-r", folder.path],
                        environment: environment, scratchFolder: privateFolder, counting: "GPS Latitude"))
                }
            }
            // The programs alternate, so that neither always runs first on a warm or a cold machine.
            if run % 2 == 1 { try measureReference() }
            first.append(try runApp([]))
            restart.append(try runApp([]))
            if run % 2 == 0 { try measureReference() }
            if listings == nil {
                let unmatched = try runApp(["--unmatched"])
                let problems = try runApp(["--problems"])
                listings = (unmatched.outputLines, problems.outputLines, Self.bytes(under: "\(privateFolder)/cache"))
            }
        }
        if let failed = (first + restart).first(where: { $0.status != 0 }) {
            report.fail("photos: `landmarks \(appArguments.joined(separator: " "))` exited with status \(failed.status).")
        }
        if let failed = reference.first(where: { $0.status != 0 }) {
            report.fail("photos: exiftool exited with status \(failed.status).")
        }
        addRows(folder: folder, first: first, restart: restart, reference: reference, listings: listings, to: &report)
        report.note(
            "photos: `landmarks photos --photos DIR --data \(context.workspace.bundledCatalogPath)` (standard output"
                + " drained through a pipe) on \(folder.path), \(folder.count.grouped) JPEGs of 64×48 with EXIF near the"
                + " bundled landmarks; times are wall clock from spawn to exit, medians of \(runs) runs; first scan: a new"
                + " empty XDG_CACHE_HOME each run (the page cache is not dropped); restart: the same XDG_CACHE_HOME"
                + " right after; memory: ru_maxrss as GNU time reports it; exiftool in the first \(min(runs, Self.referenceRuns)) runs only.")
    }

    // MARK: - Private

    private func addRows(
        folder: BenchmarkPhotoFolder, first: [ProcessLauncher.ResourceUse], restart: [ProcessLauncher.ResourceUse],
        reference: [ProcessLauncher.ResourceUse], listings: (unmatched: Int, problems: Int, indexBytes: UInt64)?,
        to report: inout BenchmarkReport
    ) {
        func median(_ results: [ProcessLauncher.ResourceUse], _ value: (ProcessLauncher.ResourceUse) -> Double) -> Double? {
            results.map(value).median
        }
        let mebibytes = { (result: ProcessLauncher.ResourceUse) in Double(result.peakResidentBytes) / 1_048_576 }
        let count = folder.count.grouped
        report.add(.init(
            work: "photos: first scan of \(count) JPEGs, ms (target ≤ 2000)", landmarks: median(first, \.wallTime.milliseconds),
            reference: median(reference, \.wallTime.milliseconds), decimals: 0))
        report.add(.init(
            work: "photos: first scan, CPU ms (user + system)", landmarks: median(first, \.cpuTime.milliseconds),
            reference: median(reference, \.cpuTime.milliseconds), decimals: 0))
        report.add(.init(
            work: "photos: first scan, peak RSS, MiB (target ≤ 100)", landmarks: median(first, mebibytes),
            reference: median(reference, mebibytes), decimals: 1))
        report.add(.init(
            work: "photos: restart with the index, ms (target ≤ 100)", landmarks: median(restart, \.wallTime.milliseconds),
            decimals: 1))
        report.add(.init(
            work: "photos: restart with the index, CPU ms (user + system)", landmarks: median(restart, \.cpuTime.milliseconds),
            decimals: 0))
        report.add(.init(
            work: "photos: restart with the index, peak RSS, MiB (target ≤ 100)", landmarks: median(restart, mebibytes),
            decimals: 1))
        // The counts come from the first run; exiftool's is the files in which it found a latitude.
        let placed = first.first.map { Double($0.outputLines) }
        report.add(.init(
            work: "photos: placed at a landmark (\(folder.positioned.grouped) have GPS)", landmarks: placed,
            reference: reference.first.map { Double($0.countedLines) }, decimals: 0))
        report.add(.init(
            work: "photos: unmatched (\(folder.unpositioned.grouped) have no position)",
            landmarks: listings.map { Double($0.unmatched) }, decimals: 0))
        report.add(.init(
            work: "photos: problems (0 expected)", landmarks: listings.map { Double($0.problems) }, decimals: 0))
        report.add(.init(
            work: "photos: index file, KiB", landmarks: listings.map { Double($0.indexBytes) / 1024 }, decimals: 0))
        if placed.map(Int.init) != folder.positioned || listings?.unmatched != folder.unpositioned
            || listings?.problems != 0
        {
            report.fail(
                "photos: the scan did not find what the folder holds: \(folder.positioned) placed, \(folder.unpositioned)"
                    + " unmatched and no problems expected.")
        }
    }

    /// The total size of the regular files under `folder`, in bytes.
    private static func bytes(under folder: String) -> UInt64 {
        guard let files = FileManager.default.enumerator(atPath: folder) else { return 0 }
        var total: UInt64 = 0
        while let file = files.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(file)")
            if attributes?[.type] as? FileAttributeType == .typeRegular {
                total += (attributes?[.size] as? NSNumber)?.uint64Value ?? 0
            }
        }
        return total
    }
}
