import Foundation
import PhotoFixtures

/// The `photos` section: `landmarks photos --photos DIR` on a generated folder of 100,000 small photos
/// in a phone export's mix (HEIC and JPEG with EXIF, Live Photos' videos, some XMP sidecars), the first
/// scan (no index) and a restart with the index, beside `exiftool` reading the same GPS tags.
///
/// Each run gets a new empty cache folder (`XDG_CACHE_HOME`), so its first scan has no index; nothing
/// else is dropped, so the folder's files are in the page cache for every program alike, as they are
/// for a person scanning a folder the second time.
struct PhotoFolderSection: BenchmarkSection {
    let name = "photos"
    let summary =
        "landmarks photos --photos DIR on 100,000 generated phone photos (HEIC, JPEG, videos, sidecars): first scan, restart with"
        + " the index, memory; beside exiftool"

    /// The generated folder: where it is, and how many of its photos have a position near a bundled landmark
    /// (the scan places them all) or none (the scan's unmatched ones).
    private struct PhotoFolder: Codable {
        var path: String
        var positioned: Int
        var unpositioned: Int
    }

    /// How many photos the generated folder holds.
    static let photoCount = 100_000
    /// exiftool takes minutes over 100,000 photos here: it is measured in the first run only.
    private static let referenceRuns = 1

    func run(in context: BenchmarkContext, table: inout BenchmarkTable) throws {
        let folder = try photoFolder(context.workspace)
        var exifTool: String?
        switch ReferenceTools.exifTool() {
        case .success(let (path, version)):
            exifTool = path
            table.referenceName = "exiftool"
            table.note(
                "The reference column is exiftool \(version ?? "(version unknown)") (Debian's libimage-exiftool-perl),"
                    + " `exiftool -n -gpslatitude -gpslongitude -r DIR`; ratio = landmarks / exiftool. exiftool's count of"
                    + " files with a latitude includes the XMP sidecars, which hold their photos' positions again.")
        case .failure(let reason): table.note("\(reason).")
        }
        let count = Self.photoCount.grouped
        for run in 0..<context.options.runs {
            table.attempt("run \(run + 1) of \(context.options.runs)") { table in
                let privateFolder = try context.workspace.makePrivateFolder()
                defer { context.workspace.removeFolder(privateFolder) }
                let environment = ComparedProgram.environment(privateFolder: privateFolder)
                func measure(_ executable: String, _ arguments: [String], counting needle: String? = nil) throws -> ResourceUse {
                    let use = try ResourceUse.measure(
                        executable, arguments, environment: environment, scratchFolder: privateFolder, counting: needle)
                    guard use.status == 0 else { throw BenchmarkError.failed("\(executable) exited with status \(use.status)") }
                    return use
                }
                let scan = ["photos", "--photos", folder.path, "--data", context.workspace.bundledCatalogPath]
                var reference: ResourceUse?
                // The programs alternate, so that neither always runs first on a warm or a cold machine.
                let measureReference = {
                    if let exifTool, run < Self.referenceRuns {
                        reference = try measure(
                            exifTool, ["-n", "-gpslatitude", "-gpslongitude", "-r", folder.path], counting: "GPS Latitude")
                    }
                }
                if run % 2 == 1 { try measureReference() }
                let first = try measure(context.app.executable, scan)
                let restart = try measure(context.app.executable, scan)
                if run % 2 == 0 { try measureReference() }
                for (work, use, other) in [("first scan", first, reference), ("restart with the index", restart, nil)] {
                    let label = work == "first scan" ? "first scan of \(count) photos" : work
                    table.record(
                        "\(label), ms", landmarks: use.wallTime.milliseconds, reference: other?.wallTime.milliseconds,
                        decimals: work == "first scan" ? 0 : 1, target: work == "first scan" ? 10_000 : 1000)
                    table.record(
                        "\(work), CPU ms (user + system)", landmarks: use.cpuTime.milliseconds,
                        reference: other?.cpuTime.milliseconds, decimals: 0)
                    table.record(
                        "\(work), peak RSS, MiB", landmarks: use.peakResidentBytes / 1_048_576,
                        reference: other.map { $0.peakResidentBytes / 1_048_576 }, decimals: 1, target: 200)
                }
                let unmatched = try measure(context.app.executable, scan + ["--unmatched"]).outputLines
                let problems = try measure(context.app.executable, scan + ["--problems"]).outputLines
                // exiftool's count is the files in which it found a latitude.
                table.record(
                    "placed at a landmark (\(folder.positioned.grouped) have GPS)", landmarks: Double(first.outputLines),
                    reference: reference.map { Double($0.counted) }, decimals: 0)
                table.record("unmatched (\(folder.unpositioned.grouped) have no position)", landmarks: Double(unmatched), decimals: 0)
                table.record("problems (0 expected)", landmarks: Double(problems), decimals: 0)
                table.record("index file, KiB", landmarks: Self.bytes(under: "\(privateFolder)/cache") / 1024, decimals: 0)
                if first.outputLines != folder.positioned || unmatched != folder.unpositioned || problems != 0 {
                    table.fail(
                        "The scan did not find what the folder holds: \(folder.positioned) placed, \(folder.unpositioned)"
                            + " unmatched and no problems expected.")
                }
            }
        }
        table.note(
            "`landmarks photos --photos DIR --data \(context.workspace.bundledCatalogPath)` (standard output drained"
                + " through a pipe) on \(folder.path), \(count) photos of 64×48 with EXIF near the bundled landmarks, a"
                + " phone's mix: 60 % HEIC (a third of them with a .MOV beside), the rest JPEG, 5 % of those placed with an"
                + " XMP sidecar;"
                + " times are wall clock from spawn to exit; first scan: a new empty XDG_CACHE_HOME each run (the page"
                + " cache is not dropped); restart: the same XDG_CACHE_HOME right after; memory: ru_maxrss as GNU time"
                + " reports it; exiftool in the first \(min(context.options.runs, Self.referenceRuns)) runs only.")
    }

    // MARK: - Private

    /// The folder of photos in the work folder, written once near the bundled catalog's landmarks; beside
    /// it a small JSON file says how many have a position, so that a later run knows what the scan should
    /// find without writing the folder again.
    private func photoFolder(_ workspace: BenchmarkWorkspace) throws -> PhotoFolder {
        let name = "photo-folder-v2-phone-\(Self.photoCount)"
        let summaryPath = "\(workspace.folder)/\(name).json"
        if let data = FileManager.default.contents(atPath: summaryPath),
            let kept = try? JSONDecoder().decode(PhotoFolder.self, from: data), FileManager.default.fileExists(atPath: kept.path)
        {
            return kept
        }
        try? FileManager.default.removeItem(atPath: "\(workspace.folder)/\(name)")
        let places = (workspace.bundledRecords() ?? []).compactMap { record -> (latitude: Double, longitude: Double)? in
            let coordinates = record["coordinates"] as? [String: Any]
            guard let latitude = coordinates?["latitude"] as? NSNumber, let longitude = coordinates?["longitude"] as? NSNumber
            else { return nil }
            return (latitude.doubleValue, longitude.doubleValue)
        }
        guard !places.isEmpty else { throw BenchmarkError.failed("no landmark coordinates in \(workspace.bundledCatalogPath)") }
        var positioned = 0
        let path = try workspace.keptFolder(name) { partial in
            BenchmarkContext.log("photos: writing \(Self.photoCount.grouped) photos near \(places.count) landmarks (once)")
            let photos = try PhotoFolderFixture.write(count: Self.photoCount, to: partial, near: places, seed: 1, mix: .phone)
            positioned = photos.filter { $0.placeIndex != nil }.count
        }
        let folder = PhotoFolder(path: path, positioned: positioned, unpositioned: Self.photoCount - positioned)
        try JSONEncoder().encode(folder).write(to: URL(fileURLWithPath: summaryPath))
        return folder
    }

    /// The total size of the regular files under `folder`, in bytes.
    private static func bytes(under folder: String) -> Double {
        let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return files.reduce(0) { total, file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(file)")
            guard attributes?[.type] as? FileAttributeType == .typeRegular else { return total }
            return total + ((attributes?[.size] as? NSNumber)?.doubleValue ?? 0)
        }
    }
}
