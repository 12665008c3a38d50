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
        #expect(try FirstLandmarkName.read(fromCatalogAt: landmarks.path) == store.landmark(at: 0).name)
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
        #expect(CatalogAppMeasurement.showsLoadedCount("Landmarks 1 / 100,000", count: 100_000))
        #expect(CatalogAppMeasurement.showsLoadedCount("Landmarks 12 landmarks", count: 12))
        #expect(!CatalogAppMeasurement.showsLoadedCount("Landmarks loading 100,000 landmarks…", count: 100_000))
        #expect(!CatalogAppMeasurement.showsLoadedCount("Landmarks loading 34,000 landmarks…", count: 100_000))
    }

    @Test func firstLandmarkNameReadsTheBundledLayout() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("landmarks.json")
        try Data("[\n    {\n        \"name\": \"Caf\\u00e9 \\\"Rock\\\"\",\n        \"id\": 1\n    }\n]\n".utf8).write(to: file)
        #expect(try FirstLandmarkName.read(fromCatalogAt: file.path) == "Café \"Rock\"")
    }
}
