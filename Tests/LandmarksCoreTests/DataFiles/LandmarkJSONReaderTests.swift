import Foundation
@testable import LandmarksCore
import Testing

/// simdjson reads what Foundation's decoder reads, the same way, and leaves it every file it cannot
/// vouch for, so that error messages stay those of the careful decoder.
@Suite struct LandmarkJSONReaderTests {
    private func foundation(_ json: String) throws -> [Landmark] {
        try JSONRecordDecoding.decode(Landmark.self, from: Data(json.utf8), file: "f")
    }

    @Test func readsTheBundledFileAsFoundationDoes() throws {
        let data = try Data(contentsOf: Fixtures.bundledFile)
        let read = try #require(LandmarkJSONReader.landmarks(in: data))
        #expect(read == (try JSONRecordDecoding.decode(Landmark.self, from: data, file: "f")))
        #expect(read.count == 12)
    }

    @Test(arguments: [
        // Escapes, other keys, nulls and absent optional fields, integers as coordinates, any category.
        #"[{"id": 7, "name": "Caf\u00e9 \"\u0041\" \ud83d\ude00", "x": [1, {"y": 2}], "park": null, "coordinates": {"latitude": 1, "longitude": -2.5, "z": 0}, "category": "Featured", "isFavorite": true}]"#,
        #"[]"#,
        #" [ {"coordinates": {"longitude": 180, "latitude": -90}, "name": "", "id": -3, "isFeatured": null} ] "#,
    ])
    func readsWhatFoundationReads(json: String) throws {
        let read = try #require(LandmarkJSONReader.landmarks(in: Data(json.utf8)))
        #expect(read == (try foundation(json)))
    }

    @Test(arguments: [
        #"[{"id": 1, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}},]"#,  // the tutorial's trailing comma
        #"[{"id": 1, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}] x"#,
        #"[{"id": 1.5, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}]"#,
        #"[{"id": 1, "name": null, "coordinates": {"latitude": 1, "longitude": 2}}]"#,
        #"[{"id": 1, "name": "a", "name": "b", "coordinates": {"latitude": 1, "longitude": 2}}]"#,
        #"[{"id": 1, "name": "a", "coordinates": {"latitude": 1}}]"#,
        #"[{"id": 1, "name": "a", "park": 3, "coordinates": {"latitude": 1, "longitude": 2}}]"#,
        #"[{"id": 1, "name": "a", "coordinates": {"latitude": 1e999, "longitude": 2}}]"#,
        #"[{"id": 99999999999999999999, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}]"#,
        #"[{"id": 1, "name": "\ud800", "coordinates": {"latitude": 1, "longitude": 2}}]"#,
        #"{"id": 1}"#, "", "[", "[1]",
    ])
    func leavesEveryDoubtfulFileToFoundation(json: String) {
        #expect(LandmarkJSONReader.landmarks(in: Data(json.utf8)) == nil)
    }
}
