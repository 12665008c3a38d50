import Foundation
import Glibc
import PhotoFixtures

/// The generated folder of small JPEGs with EXIF that the photos section scans, and what it holds.
///
/// It is written once into the work folder (`photo-folder-v1-COUNT/`, the version changing with what
/// is written) near the bundled landmarks, and reused; beside it a small JSON file says how many of its
/// photos have a position, so that a later run knows what the scan should find without writing it again.
struct BenchmarkPhotoFolder: Codable {
    /// Bumped when the folder's contents change (the fixture's seed, the places, the layout).
    static let formatVersion = 1

    /// The folder's path.
    let path: String
    /// How many photos it holds.
    let count: Int
    /// Photos with a GPS position, each within 5 km of a bundled landmark: the scan places them all.
    let positioned: Int
    /// Photos without a position (no GPS, or no EXIF at all): the scan's unmatched ones.
    let unpositioned: Int

    /// The folder of `count` photos in `workspace`, written (once) near the bundled catalog's landmarks.
    ///
    /// - Throws: `BenchmarkError.failed` when the bundled catalog has no coordinates; the fixture's or
    ///   the file system's error when the folder cannot be written.
    static func prepare(count: Int, in workspace: BenchmarkWorkspace, log: (String) -> Void) throws -> BenchmarkPhotoFolder {
        let path = "\(workspace.folder)/photo-folder-v\(formatVersion)-\(count)"
        let summaryPath = "\(path).json"
        let files = FileManager.default
        if files.fileExists(atPath: path), let data = files.contents(atPath: summaryPath),
            let kept = try? JSONDecoder().decode(BenchmarkPhotoFolder.self, from: data), kept.count == count
        {
            return BenchmarkPhotoFolder(
                path: path, count: kept.count, positioned: kept.positioned, unpositioned: kept.unpositioned)
        }
        let places = try landmarkPlaces(in: workspace.bundledCatalogPath)
        log("photos: writing \(count.grouped) photos near \(places.count) landmarks to \(path) (once)")
        let partial = "\(path).partial"
        try? files.removeItem(atPath: partial)
        try? files.removeItem(atPath: path)
        try files.createDirectory(atPath: partial, withIntermediateDirectories: true)
        let photos = try PhotoFolderFixture.write(count: count, to: partial, near: places, seed: 1)
        let positioned = photos.filter { $0.placeIndex != nil }.count
        let folder = BenchmarkPhotoFolder(path: path, count: count, positioned: positioned, unpositioned: count - positioned)
        guard rename(partial, path) == 0 else { throw BenchmarkError.system("rename \(partial)", errno) }
        try JSONEncoder().encode(folder).write(to: URL(fileURLWithPath: summaryPath))
        return folder
    }

    /// The coordinates of every landmark in the catalog at `catalogPath`.
    private static func landmarkPlaces(in catalogPath: String) throws -> [(latitude: Double, longitude: Double)] {
        guard let data = FileManager.default.contents(atPath: catalogPath),
            let records = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { throw BenchmarkError.failed("photos: cannot read the landmarks of \(catalogPath)") }
        let places = records.compactMap { record -> (latitude: Double, longitude: Double)? in
            guard let coordinates = record["coordinates"] as? [String: Any],
                let latitude = (coordinates["latitude"] as? NSNumber)?.doubleValue,
                let longitude = (coordinates["longitude"] as? NSNumber)?.doubleValue
            else { return nil }
            return (latitude, longitude)
        }
        guard !places.isEmpty else { throw BenchmarkError.failed("photos: no coordinates in \(catalogPath)") }
        return places
    }
}
