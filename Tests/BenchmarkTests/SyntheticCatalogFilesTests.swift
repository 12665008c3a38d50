import Foundation
import LandmarksCore
import Testing

@testable import landmarks_bench

/// The benchmark's made-up catalogs are files the app accepts, and the same bytes every time.
@Suite struct SyntheticCatalogFilesTests {
    /// A new empty folder under the temporary directory.
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func photosFileIsAcceptedByThePhotoCatalogWithThreePhotosPerLandmark() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let landmarks = folder.appendingPathComponent("landmarks.json")
        let photos = folder.appendingPathComponent("photos.json")
        try SyntheticCatalog(count: 40).write(to: landmarks.path)
        try SyntheticPhotosFile(landmarkCount: 40).write(to: photos.path)

        let store = try LandmarkStore(data: Data(contentsOf: landmarks), file: "landmarks.json")
        let ids = Set((0..<store.count).map { store.landmark(at: $0).id })
        let catalog = try PhotoCatalog(data: Data(contentsOf: photos), file: "photos.json", landmarkIDs: ids)
        #expect(store.count == 40)
        #expect(catalog.count == 120)
        #expect(ids.allSatisfy { catalog.photoCount(in: .landmark(id: $0)) == SyntheticPhotosFile.photosPerLandmark })
        #expect(try BenchmarkWorkspace.firstLandmarkName(inCatalogAt: landmarks.path) == store.landmark(at: 0).name)
    }

    @Test func photosFileIsTheSameBytesEveryTime() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("a.json")
        let second = folder.appendingPathComponent("b.json")
        try SyntheticPhotosFile(landmarkCount: 25).write(to: first.path)
        try SyntheticPhotosFile(landmarkCount: 25).write(to: second.path)
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
    }

    @Test func loadedCountIsTheFinalTitleNotTheLoadingOne() {
        #expect(CatalogSection.showsLoadedCount("Landmarks 1 / 100,000", count: 100_000))
        #expect(CatalogSection.showsLoadedCount("Landmarks 12 landmarks", count: 12))
        #expect(!CatalogSection.showsLoadedCount("Landmarks loading 100,000 landmarks…", count: 100_000))
        #expect(!CatalogSection.showsLoadedCount("Landmarks loading 34,000 landmarks…", count: 100_000))
    }

    @Test func firstLandmarkNameReadsTheBundledLayout() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("landmarks.json")
        try Data("[\n    {\n        \"name\": \"Caf\\u00e9 \\\"Rock\\\"\",\n        \"id\": 1\n    }\n]\n".utf8).write(to: file)
        #expect(try BenchmarkWorkspace.firstLandmarkName(inCatalogAt: file.path) == "Café \"Rock\"")
    }

    /// The catalog section's first search letter is one that most landmarks match, so that its frame shows
    /// almost the whole list (the worst case for a search key).
    @Test func theTimedSearchLetterMatchesMostSyntheticLandmarks() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let landmarks = folder.appendingPathComponent("landmarks.json")
        try SyntheticCatalog(count: 2000).write(to: landmarks.path)
        let store = try LandmarkStore(data: Data(contentsOf: landmarks), file: "landmarks.json")
        let matches = SearchQuery("l").matchingIndices(in: store.columns).count
        #expect(matches > store.count * 9 / 10, "\(matches) of \(store.count)")
        #expect(matches < store.count)
    }

    @Test func pacedKeysAlwaysMoveAndBurstsAlternateDirection() {
        #expect(KeysSection.keys(.paced, count: 6, rows: 3) == [.down, .up, .down, .up, .down, .up])
        #expect(KeysSection.keys(.paced, count: 6, rows: 100) == [.down, .down, .down, .up, .up, .up])
        let bursts = KeysSection.keys(.bursts, count: 30, rows: 12)
        #expect(bursts == Array(repeating: .down, count: 10) + Array(repeating: .up, count: 10) + Array(repeating: .down, count: 10))
    }

    @Test func aTableGivesMediansByWorkWithEachWorksSizesTogetherAndNotesWhatMissesItsTarget() {
        var table = BenchmarkTable(section: "keys")
        table.referenceName = "VisiData"
        for run in 0..<3 {
            table.record("CPU ms", size: 12, landmarks: Double(run), reference: 10, decimals: 1, target: 0.5)
            table.record("bytes", size: 12, landmarks: 100, decimals: 0)
            table.record("CPU ms", size: 100_000, landmarks: 0.25, decimals: 2, target: 0.5)
        }
        #expect(
            table.markdown.split(separator: "\n", omittingEmptySubsequences: false) == [
                "### keys", "", "| work | landmarks | VisiData | ratio | target |", "|---|---:|---:|---:|---:|",
                "| CPU ms (12) | 1.0 | 10.0 | 0.10 | ≤ 0.50 |", "| CPU ms (100,000) | 0.25 | – | – | ≤ 0.50 |",
                "| bytes (12) | 100 | – | – |  |", "", "- over target: CPU ms (12): 1 > 0.50.", "",
            ])
    }
}
