import Foundation
import Gazetteer
import LandmarksCore
import ToolSupport

/// The `places` section: the gazetteer (`Resources/world.places`) read and indexed, its memory, the
/// nearest town to a point beside a scan of every town, and 100,000 photos at no landmark placed and
/// grouped by town beside the same photos placed among the landmarks alone. Measured in this process on
/// the code the app runs.
struct PlacesSection: BenchmarkSection {
    let name = "places"
    let summary = "the gazetteer: reading it, its memory, the nearest town (beside a linear scan), 100,000 photos grouped by town"

    private static let photoCount = 100_000
    private static let lookups = 100_000
    private static let scannedLookups = 200

    func run(in context: BenchmarkContext, table: inout BenchmarkTable) throws {
        let file = URL(fileURLWithPath: context.workspace.bundledCatalogPath).deletingLastPathComponent()
            .appendingPathComponent(Gazetteer.fileName)
        table.referenceName = "linear scan"
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.doubleValue ?? 0
        table.record("\(Gazetteer.fileName) on disk, MiB", landmarks: size / 1_048_576, decimals: 1, target: 10)
        let probe = ProcessProbe(processID: getpid())
        var gazetteer: Gazetteer?
        for run in 0..<max(context.options.runs, 1) {
            let before = probe.residentBytes()
            var loaded: Gazetteer?
            let loading = ContinuousClock().measure { loaded = try? Gazetteer.load(from: file) }
            guard let loaded else {
                table.fail("cannot read \(file.path)")
                return
            }
            if run == 0, let before, let after = probe.residentBytes() {
                table.record(
                    "memory it holds (resident, first read), MiB", landmarks: (after - before) / 1_048_576, decimals: 1, target: 10)
            }
            table.record("read and index \(loaded.count.grouped) towns, ms", landmarks: loading.milliseconds, decimals: 0)
            gazetteer = loaded
        }
        guard let gazetteer else { return }
        var random = SplitMix64(seed: 29)
        let points = (0..<Self.lookups).map { _ in (random.double(in: -60...75), random.double(in: -180...180)) }
        for _ in 0..<max(context.options.runs, 1) {
            var found = 0
            let tree = ContinuousClock().measure {
                for (latitude, longitude) in points where gazetteer.nearestPlace(latitude: latitude, longitude: longitude) != nil {
                    found += 1
                }
            }
            let scan = ContinuousClock().measure {
                for (latitude, longitude) in points.prefix(Self.scannedLookups) {
                    found += Self.nearestByScan(gazetteer, latitude, longitude)
                }
            }
            table.record(
                "nearest town to a point, µs", landmarks: tree.milliseconds * 1000 / Double(Self.lookups),
                reference: scan.milliseconds * 1000 / Double(Self.scannedLookups), decimals: 2, target: 5)
            if found == 0 { table.fail("no town found") }
        }
        let landmarks = try LandmarkStore.load(from: URL(fileURLWithPath: context.workspace.bundledCatalogPath))
        let scan = Self.photosAtNoLandmark(random: &random)
        for _ in 0..<max(context.options.runs, 1) {
            var groups = 0
            let withTowns = ContinuousClock().measure {
                let yours = YourPhotos(folder: "/photos", scan: scan, landmarks: landmarks, gazetteer: gazetteer)
                groups = yours.townGroups.count
            }
            let without = ContinuousClock().measure {
                _ = YourPhotos(folder: "/photos", scan: scan, landmarks: landmarks)
            }
            table.record(
                "\(Self.photoCount.grouped) photos placed and grouped by town (reference: landmarks alone), ms",
                landmarks: withTowns.milliseconds, reference: without.milliseconds, decimals: 0, target: 1000)
            table.record("towns they fall in", landmarks: Double(groups), decimals: 0)
        }
        table.note(
            "In-process (Gazetteer and LandmarksCore, release build): the nearest town to \(Self.lookups.grouped) random"
                + " points between 60° S and 75° N through the k-d tree; the reference scans every town for"
                + " \(Self.scannedLookups) of them. Memory: resident size before and after the first read. The photos:"
                + " \(Self.photoCount.grouped) dated photos at random points on land-free and land alike (far from the"
                + " bundled landmarks), placed among the bundled landmarks and in the towns; the reference column places"
                + " the same photos without a gazetteer.")
    }

    /// The nearest town by measuring the distance to every town: what the k-d tree saves.
    private static func nearestByScan(_ gazetteer: Gazetteer, _ latitude: Double, _ longitude: Double) -> Int {
        var best = (index: 0, kilometres: Double.infinity)
        for index in 0..<gazetteer.count {
            let town = gazetteer.coordinates(at: index)
            let kilometres = Gazetteer.kilometres(latitude, longitude, town.latitude, town.longitude)
            if kilometres < best.kilometres { best = (index, kilometres) }
        }
        return best.index >= 0 ? 1 : 0
    }

    /// A scan's worth of photos at random places in Europe and Asia, dated a minute apart.
    private static func photosAtNoLandmark(random: inout SplitMix64) -> PhotoFolderScanner.Result {
        let files = (0..<photoCount).map { number in
            PhotoFolderFile(
                path: "trip/IMG_\(number).HEIC", size: 1000, modified: 0,
                content: .photo(
                    PhotoFingerprint(size: 1000, hash: UInt64(number)),
                    PhotoMetadata(
                        kind: .heif, width: 64, height: 48,
                        location: Coordinates(latitude: random.double(in: 10...60), longitude: random.double(in: -10...140)),
                        taken: ZonedDate(date: Date(timeIntervalSince1970: 1_700_000_000 + Double(number) * 60), utcOffsetSeconds: 0))))
        }
        return PhotoFolderScanner.Result(files: files, folderProblems: [], readCount: photoCount, isCancelled: false)
    }
}
