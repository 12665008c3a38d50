import Foundation
import LandmarksCore
import Testing

/// Inputs that `make fuzz` found to crash the decoders, kept in `Regressions/` and read as files.
@Suite struct FuzzRegressionTests {
    private static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Regressions")

    private func input(_ name: String) throws -> Data {
        try Data(contentsOf: Self.regressions.appendingPathComponent(name))
    }

    /// 513 `[` and nothing after, found by FuzzPhotoCatalog: Foundation's decoder trapped on it.
    private let deepArrays = "arrays-513-deep-to-the-last-byte.json"
    private let tooDeep = DataFileError.Place.position(line: 1, column: 513)

    @Test func arraysTooDeepToTheLastByteAreASyntaxErrorInALandmarksFile() throws {
        let data = try input(deepArrays)
        #expect(throws: DataFileError(file: "deep.json", place: tooDeep, problem: "nesting deeper than 512 levels")) {
            try LandmarkStore(data: data, file: "deep.json")
        }
    }

    @Test func arraysTooDeepToTheLastByteAreASyntaxErrorInAPhotosFile() throws {
        let data = try input(deepArrays)
        #expect(throws: DataFileError(file: "photos.json", place: tooDeep, problem: "nesting deeper than 512 levels")) {
            try PhotoCatalog(data: data, file: "photos.json")
        }
    }

    @Test func arraysTooDeepToTheLastByteMakeACorruptStateFile() throws {
        let folder = try Fixtures.folder()
        let file = StateFile(folder: folder, now: { Date(timeIntervalSince1970: 1_796_000_000) })
        try input(deepArrays).write(to: URL(fileURLWithPath: file.path))
        let loaded = file.load()
        #expect(loaded.settings == Settings())
        #expect(loaded.warning?.description == "state.json is not a JSON object; kept as state.json.corrupt-20261130T005320Z, starting with defaults (in \(folder))")
    }

    @Test func theDeepestNestingAllowedStillReachesTheDecoder() throws {
        let nested = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: DataFileError(file: "x.json", place: .record(1, field: nil), problem: "wrong type, expected an object")) {
            try LandmarkStore(data: Data(nested.utf8), file: "x.json")
        }
    }

    @Test func bracketsInStringsAreNotNestingEvenAfterAnEscapedQuote() throws {
        let brackets = String(repeating: "[", count: 600)
        let store = try LandmarkStore(data: Data("[\(Fixtures.record(name: #"\""# + brackets))]".utf8), file: "x.json")
        #expect(store.landmark(at: 0).name == "\"" + brackets)
    }
}
