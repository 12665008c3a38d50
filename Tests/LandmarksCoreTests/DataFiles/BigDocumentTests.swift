import Foundation
@testable import LandmarksCore
import Testing

/// A big document's syntax error is placed without Foundation decoding it first, and what Foundation
/// is lenient about (the tutorial's trailing comma) still loads.
@Suite struct BigDocumentTests {
    /// Records one per line, past the size from which syntax is checked first (made small here).
    private static let lines = (1...100).map { #"{"id": \#($0), "name": "n", "coordinates": {"latitude": 1, "longitude": 2}}"# }
    private static let bigDocument = 4096

    @Test func aBigFileCutShortIsPlacedWhereItEnds() throws {
        let cut = #"{"id": 0, "name": "n""#
        let json = "[\n" + Self.lines.joined(separator: ",\n") + ",\n" + cut
        #expect(json.utf8.count >= Self.bigDocument)
        #expect(throws: DataFileError(
            file: "big.json", place: .position(line: Self.lines.count + 2, column: cut.count + 1),
            problem: "unexpected end of file")
        ) {
            try JSONRecordDecoding.decode(Landmark.self, from: Data(json.utf8), file: "big.json", bigDocument: Self.bigDocument)
        }
    }

    @Test func aBigFileWithTheTutorialsTrailingCommaLoads() throws {
        let json = "[\n" + Self.lines.joined(separator: ",\n") + ",\n]\n"
        let landmarks = try JSONRecordDecoding.decode(Landmark.self, from: Data(json.utf8), file: "big.json", bigDocument: Self.bigDocument)
        #expect(landmarks.count == Self.lines.count)
    }
}
