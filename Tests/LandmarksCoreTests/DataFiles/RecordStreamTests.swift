import Foundation
import Glibc
@testable import LandmarksCore
import CLandmarkJSON
import Testing

/// simdjson reads what Foundation's decoder reads, the same way, and leaves it every file it cannot
/// vouch for, so that error messages stay those of the careful decoder.
@Suite struct RecordStreamTests {
    private func foundation(_ json: String) throws -> [Landmark] {
        try JSONRecordDecoding.decode(Landmark.self, from: Data(json.utf8), file: "f")
    }

    @Test func readsTheBundledFileAsFoundationDoes() throws {
        let data = try Data(contentsOf: Fixtures.bundledFile)
        let read = try #require(RecordStream<[Landmark]>.records(in: data))
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
        let read = try #require(RecordStream<[Landmark]>.records(in: Data(json.utf8)))
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
        #expect(RecordStream<[Landmark]>.records(in: Data(json.utf8)) == nil)
    }

    @Test func readsTheBundledPhotosAsFoundationDoes() throws {
        let data = try Data(contentsOf: Fixtures.bundledFile.deletingLastPathComponent().appendingPathComponent("photos.json"))
        let read = try #require(RecordStream<[Photo]>.records(in: data))
        #expect(read == (try JSONRecordDecoding.decode(Photo.self, from: data, file: "f")))
        #expect(read.count == 32)
    }

    private static let photo = #""id": 1, "landmarkId": 2, "title": "t", "author": {"username": "u", "firstName": "f", "lastName": "l"}, "rating": 3, "file": "a.png", "width": 4, "height": 5"#

    @Test(arguments: [
        #"[{"# + photo + #", "takenAt": "2020-07-09T12:27:05-07:00"}]"#,
        #"[{"# + photo + #", "takenAt": "2020-07-09T12:27:05Z", "extra": [null]}]"#,
    ])
    func readsPhotosAsFoundationDoes(json: String) throws {
        let read = try #require(RecordStream<[Photo]>.records(in: Data(json.utf8)))
        #expect(read == (try JSONRecordDecoding.decode(Photo.self, from: Data(json.utf8), file: "f")))
    }

    @Test(arguments: [
        #"[{"# + photo + #", "takenAt": "yesterday"}]"#,
        #"[{"# + photo + #"}]"#,
        #"[{"# + photo + #", "takenAt": null}]"#,
        #"[{"# + photo.replacingOccurrences(of: #""firstName": "f", "#, with: "") + #", "takenAt": "2020-07-09T12:27:05Z"}]"#,
        #"[{"# + photo.replacingOccurrences(of: #""title": "t""#, with: #""title": null"#) + #", "takenAt": "2020-07-09T12:27:05Z"}]"#,
        #"[{"# + photo + #", "width": 6, "takenAt": "2020-07-09T12:27:05Z"}]"#,
    ])
    func leavesEveryDoubtfulPhotosFileToFoundation(json: String) {
        #expect(RecordStream<[Photo]>.records(in: Data(json.utf8)) == nil)
    }

    /// What `RecordStream.read` hands over when `json` is read from a file `pieceSize` bytes at a time.
    private func streamed(_ json: String, pieceSize: Int, keepsBytes: Bool = false) throws -> (
        batches: [[Landmark]], outcome: RecordStream<[Landmark]>.Outcome, records: [String]
    ) {
        let url = try Fixtures.file(json)
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        var batches: [[Landmark]] = []
        var records: [String] = []
        let bytes = Array(json.utf8)
        let outcome = try RecordStream<[Landmark]>(pieceSize: pieceSize).read(descriptor, file: "f", keepsBytes: keepsBytes) {
            batches.append($0)
            records += $1.map { String(decoding: bytes[Int($0.offset)..<Int($0.offset) + Int($0.length)], as: UTF8.self) }
        }
        return (batches, outcome, records)
    }

    @Test(arguments: [1, 2, 7, 64, 1000, 1 << 20])
    func recordsReadPieceByPieceAreTheRecordsOfTheWholeFile(pieceSize: Int) throws {
        // Multi-byte characters, escaped quotes and braces inside strings, blanks between records.
        let json = #"""
             [ {"id": 1, "name": "Ørn \"{[fjord]}\" 東京 🏔", "coordinates": {"latitude": 1, "longitude": 2}} ,
            {"id": 2, "name": "b\\\\", "park": "}{", "coordinates": {"latitude": 3, "longitude": 4}},{"id": 3, "name": "c",
            "coordinates": {"latitude": 5, "longitude": 6}, "x": [[{}]]}
            ]\#n
            """#
        let (batches, outcome, records) = try streamed(json, pieceSize: pieceSize)
        #expect(outcome == .complete)
        #expect(batches.flatMap { $0 } == (try foundation(json)))
        // Each record's range is its bytes from `{` to `}` in the file, which a description is read again from.
        #expect(records.first == #"{"id": 1, "name": "Ørn \"{[fjord]}\" 東京 🏔", "coordinates": {"latitude": 1, "longitude": 2}}"#)
        #expect(records.last == #"{"id": 3, "name": "c",\#n"coordinates": {"latitude": 5, "longitude": 6}, "x": [[{}]]}"#)
        #expect(records.count == 3)
        // Records arrive as their pieces do: a small piece hands each record over on its own.
        #expect(batches.count == (pieceSize <= 64 ? 3 : 1))
    }

    /// A catalog with no line break between records (or one only after `[`) is cut between pieces
    /// inside strings and escapes as well: every record still arrives, whole and once.
    @Test(arguments: [1, 3, 50, 100, 1000])
    func aCatalogOnOneLineIsReadPieceByPiece(pieceSize: Int) throws {
        let records = (1...6).map { id in
            #"{"id": \#(id), "name": "\"q\\\"\\\\\" \#(id) ⛰ {\"", "park": "\\\\\\\\", "coordinates": {"latitude": 1, "longitude": 2}}"#
        }
        for json in ["[" + records.joined(separator: ",") + "]", "[\n" + records.joined(separator: ", ") + "]"] {
            let (batches, outcome, ranges) = try streamed(json, pieceSize: pieceSize)
            #expect(outcome == .complete)
            #expect(batches.flatMap { $0 } == (try foundation(json)))
            #expect(ranges == records)
        }
    }

    @Test func aBadRecordPartWayLeavesTheWholeInputToTheCarefulDecoder() throws {
        let good = #"{"id": 1, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}"#
        let json = "[" + good + ", " + good.replacingOccurrences(of: "\"id\": 1", with: "\"id\": \"x\"") + ", " + good + "]"
        let (batches, outcome, _) = try streamed(json, pieceSize: 80, keepsBytes: true)
        #expect(batches.flatMap { $0 }.count == 1)
        // What follows the record handed over is kept for the careful decoder, and only that.
        let after = 1 + good.utf8.count
        #expect(outcome == .doubtful(RecordTail(offset: UInt64(after), bytes: Data(json.utf8.dropFirst(after)), place: {
            var place = TextPlace()
            place.advance(over: json.utf8.prefix(after))
            return place
        }())))
        let (_, unkept, _) = try streamed(json, pieceSize: 80)
        #expect(unkept == .doubtful(RecordTail(offset: UInt64(after), bytes: nil, place: nil)))
    }

    @Test(arguments: ["[", "[{\"id\": 1", "[{\"id\": 1, \"name\": \"a\", \"coordinates\": {\"latitude\": 1, \"longitude\": 2}}", "  "])
    func aTruncatedFileIsDoubtful(json: String) throws {
        guard case .doubtful(let tail) = try streamed(json, pieceSize: 3).outcome else {
            Issue.record("vouched for")
            return
        }
        #expect(tail.bytes == nil)
    }

    @Test func aRecordTooLongToBeOneIsRefusedWithoutReadingTheRest() throws {
        let long = String(repeating: "x", count: Int(LJ_MAX_RECORD_BYTES) + (1 << 20))
        let json = #"[{"id": 1, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}, {"id": 2, "name": ""#
            + long + long + #"", "coordinates": {"latitude": 1, "longitude": 2}}]"#
        let url = try Fixtures.file(json)
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        #expect(throws: DataFileError(file: "f", place: .record(2, field: nil), problem: "longer than 16 MiB, which no record needs")) {
            _ = try RecordStream<[Landmark]>().read(descriptor, file: "f", keepsBytes: true) { _, _ in }
        }
        // It stopped soon after the limit: the second half of the long text was never read.
        #expect(lseek(descriptor, 0, SEEK_CUR) < off_t(json.utf8.count / 2 + (2 << 20)))
    }
}
