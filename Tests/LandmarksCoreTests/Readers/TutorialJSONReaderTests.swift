import Foundation
import Glibc
import Testing

@testable import LandmarksCore

/// The tutorial's landmarks read piece by piece with simdjson: what loads, what each mistake is
/// called, and the records and their places as they arrive.
@Suite struct TutorialJSONReaderTests {
    /// The landmarks of `json`, or the one-line error it gives (without the file's name).
    private func outcome(_ json: String) -> Result<[Landmark], DataFileError> {
        Result { () throws(DataFileError) in try LandmarkStore(data: Data(json.utf8), file: "f").landmarks }
    }

    private func mistake(_ json: String) -> String? {
        guard case .failure(let error) = outcome(json) else { return nil }
        return String(error.description.dropFirst("f: ".count))
    }

    @Test func readsTheBundledCatalogAndItsPhotos() throws {
        let store = try LandmarkStore(data: Data(contentsOf: Fixtures.bundledFile), file: "f")
        #expect(store.count == 12)
        #expect(store.landmark(at: 0).name == "Turtle Rock" && store.landmark(at: 11).name == "Lake Umbagog")
        let photos = try PhotoCatalog(
            data: Data(contentsOf: Fixtures.bundledFile.deletingLastPathComponent().appendingPathComponent("photos.json")), file: "f")
        #expect(photos.count == 32)
    }

    @Test func escapesOtherKeysNullsAndAbsentFieldsReadAsTheTutorialMeansThem() throws {
        let json = #"""
            [{"id": 7, "name": "Caf\u00e9 \"\u0041\" \ud83d\ude00", "x": [1, {"y": 2}], "park": null,
              "coordinates": {"latitude": 1, "longitude": -2.5, "z": 0}, "category": "Featured", "isFavorite": true},
             {"coordinates": {"longitude": 180, "latitude": -90}, "name": "", "id": -3, "isFeatured": null}]
            """#
        let landmarks = try outcome(json).get()
        #expect(landmarks.map(\.name) == ["Café \"A\" 😀", ""])
        #expect(landmarks[0].park.isEmpty && landmarks[0].isFavorite && !landmarks[0].isFeatured)
        #expect(landmarks[0].category == .featured)
        #expect(landmarks[0].coordinates == Coordinates(latitude: 1, longitude: -2.5))
        #expect(landmarks[1].id == -3 && landmarks[1].coordinates == Coordinates(latitude: -90, longitude: 180))
        #expect(try outcome("[]").get().isEmpty)
    }

    /// What Foundation's decoder was lenient about still loads: trailing commas, a byte-order mark,
    /// whole numbers written as `1.0` or `1e2`, a key given twice (the first counts).
    @Test func whatFoundationAcceptedLoads() throws {
        let record = #"{"id": 1, "name": "a", "coordinates": {"latitude": 1, "longitude": 2,},}"#
        #expect(try outcome("[" + record + ",\n]").get().count == 1)
        #expect(try outcome("\u{FEFF}[" + record + "]").get().count == 1)
        #expect(try outcome(#"[{"id": 1e2, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}]"#).get().map(\.id) == [100])
        #expect(
            try outcome(#"[{"id": 3.0, "name": "a", "name": "b", "coordinates": {"latitude": 1, "longitude": 2}}]"#).get().map(\.name) == [
                "a"
            ])
        // Keys written with escapes are the keys they spell.
        #expect(
            try outcome(#"[{"id": 1, "n\u0061me": "a", "name": "b", "co\u006frdinates": {"latitude": 1, "longitude": 2}}]"#).get().map(
                \.name) == ["a"])
    }

    @Test(arguments: [
        (
            #"[{"id": 1, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}] x"#,
            "line 1, column 74: unexpected text after the end of the document"
        ),
        (
            #"[{"id": 1.5, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}]"#,
            #"record 1, field "id": 1.5 cannot be read here (a whole number is wanted, or a smaller one)"#
        ),
        (
            #"[{"id": 99999999999999999999, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}]"#,
            #"record 1, field "id": 99999999999999999999 cannot be read here (a whole number is wanted, or a smaller one)"#
        ),
        (
            #"[{"id": 1, "name": null, "coordinates": {"latitude": 1, "longitude": 2}}]"#,
            #"record 1, field "name": is null, expected a string"#
        ),
        (#"[{"id": 1, "name": "a", "coordinates": {"latitude": 1}}]"#, #"record 1, field "coordinates.longitude": missing"#),
        (#"[{"id": 1, "name": "a", "coordinates": [1, 2]}]"#, #"record 1, field "coordinates": wrong type, expected an object"#),
        (
            #"[{"id": 1, "name": "a", "park": 3, "coordinates": {"latitude": 1, "longitude": 2}}]"#,
            #"record 1, field "park": wrong type, expected a string"#
        ),
        (
            #"[{"id": 1, "name": "a", "isFavorite": "yes", "coordinates": {"latitude": 1, "longitude": 2}}]"#,
            #"record 1, field "isFavorite": wrong type, expected true or false"#
        ),
        (
            #"[{"id": 1, "name": "a", "coordinates": {"latitude": 1e999, "longitude": 2}}]"#,
            #"record 1, field "coordinates.latitude": a value cannot be read (a number out of range, or a lone surrogate in a text)"#
        ),
        (
            #"[{"id": 1, "name": "\ud800", "coordinates": {"latitude": 1, "longitude": 2}}]"#,
            #"record 1, field "name": a value cannot be read (a number out of range, or a lone surrogate in a text)"#
        ),
        (#"[{"id": 1, "name": "a\q", "coordinates": {"latitude": 1, "longitude": 2}}]"#, "line 1, column 23: invalid escape in a string"),
        (#"[{"id": 01, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}]"#, "line 1, column 10: expected ',' or '}'"),
        (
            #"[{"id": 1, "name": "a", "isFeatured": tru, "coordinates": {"latitude": 1, "longitude": 2}}]"#,
            "line 1, column 42: expected a value"
        ),
        (#"[{"id": 1, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}},, ]"#, "line 1, column 73: expected a value"),
        (#"{"id": 1}"#, "top level: wrong type, expected an array of landmarks"),
        (#"{"id": 1"#, "line 1, column 9: unexpected end of file"),
        ("", "line 1, column 1: unexpected end of file"),
        ("[", "line 1, column 2: unexpected end of file"),
        ("[1]", "record 1: wrong type, expected an object"),
        ("[null]", "record 1: is null, expected an object"),
        ("[x]", "line 1, column 2: expected a value"),
    ])
    func eachMistakeIsNamedAndPlaced(json: String, message: String) {
        #expect(mistake(json) == message)
    }

    @Test(arguments: [
        (
            #""takenAt": "yesterday", "rating": 3"#,
            #"record 1, field "takenAt": "yesterday" is not an ISO 8601 date and time with a time zone (e.g. 2023-05-14T06:12:00-07:00)"#
        ),
        (#""takenAt": null, "rating": 3"#, #"record 1, field "takenAt": is null, expected a string"#),
        (#""takenAt": "2020-07-09T12:27:05Z", "rating": 6"#, #"record 1, field "rating": 6 is outside 0...5"#),
        (#""rating": 3"#, #"record 1, field "takenAt": missing"#),
    ])
    func eachMistakeOfAPhotoIsNamed(fields: String, message: String) throws {
        let json =
            #"[{"id": 1, "landmarkId": 2, "title": "t", "author": {"username": "u", "firstName": "f", "lastName": "l"}, "file": "a.png", "width": 4, "height": 5, "#
            + fields + "}]"
        #expect(throws: DataFileError.self) { try PhotoCatalog(data: Data(json.utf8), file: "f") }
        do {
            _ = try PhotoCatalog(data: Data(json.utf8), file: "f")
        } catch let error as DataFileError {
            #expect(error.description == "f: " + message)
        }
    }

    /// What the reader hands over when `json` is read from a file that gives `piece` bytes at a time.
    private func batches(_ json: String, piece: Int) throws -> (batches: [[Landmark]], records: [String]) {
        let url = try Fixtures.file(json)
        let input = try CatalogInput.open(.file(url))
        input.mostBytesPerRead = piece
        var batches: [[Landmark]] = []
        var records: [String] = []
        let bytes = Array(json.utf8)
        try CatalogFormats.standard.read(input, keepsLongTexts: false) { batch in
            batches.append(Array(batch))
            records += batch.indices.compactMap { batch.longTextRange(at: $0) }.map {
                String(decoding: bytes[Int($0.offset)..<Int($0.offset) + Int($0.length)], as: UTF8.self)
            }
        }
        return (batches, records)
    }

    @Test(arguments: [1, 2, 7, 64, 1000, 1 << 20])
    func recordsReadPieceByPieceAreTheRecordsOfTheWholeFile(piece: Int) throws {
        // Multi-byte characters, escaped quotes and braces inside strings, blanks between records.
        let json = #"""
             [ {"id": 1, "name": "Ørn \"{[fjord]}\" 東京 🏔", "coordinates": {"latitude": 1, "longitude": 2}} ,
            {"id": 2, "name": "b\\\\", "park": "}{", "coordinates": {"latitude": 3, "longitude": 4}},{"id": 3, "name": "c",
            "coordinates": {"latitude": 5, "longitude": 6}, "x": [[{}]]}
            ]\#n
            """#
        let (batches, records) = try batches(json, piece: piece)
        #expect(batches.flatMap { $0 }.map(\.name) == ["Ørn \"{[fjord]}\" 東京 🏔", "b\\\\", "c"])
        #expect(batches.flatMap { $0 }.map(\.park) == ["", "}{", ""])
        // Each record's range is its bytes from `{` to `}` in the file, which a description is read again from.
        #expect(records.first == #"{"id": 1, "name": "Ørn \"{[fjord]}\" 東京 🏔", "coordinates": {"latitude": 1, "longitude": 2}}"#)
        #expect(records.last == #"{"id": 3, "name": "c",\#n"coordinates": {"latitude": 5, "longitude": 6}, "x": [[{}]]}"#)
        #expect(records.count == 3)
        // Records arrive as their pieces do: a small piece hands each record over on its own.
        #expect(batches.count == (piece <= 64 ? 3 : 1))
    }

    /// A catalog with no line break between records (or one only after `[`) is cut between pieces
    /// inside strings and escapes as well: every record still arrives, whole and once.
    @Test(arguments: [1, 3, 50, 100, 1000])
    func aCatalogOnOneLineIsReadPieceByPiece(piece: Int) throws {
        let records = (1...6).map { id in
            #"{"id": \#(id), "name": "\"q\\\"\\\\\" \#(id) ⛰ {\"", "park": "\\\\\\\\", "coordinates": {"latitude": 1, "longitude": 2}}"#
        }
        for json in ["[" + records.joined(separator: ",") + "]", "[\n" + records.joined(separator: ", ") + "]"] {
            let (batches, ranges) = try batches(json, piece: piece)
            #expect(batches.flatMap { $0 }.map(\.id) == Array(1...6))
            #expect(batches.flatMap { $0 }.map(\.name) == (1...6).map { "\"q\\\"\\\\\" \($0) ⛰ {\"" })
            #expect(ranges == records)
        }
    }

    @Test func theRecordsBeforeAMistakeAreHandedOverFirst() throws {
        let good = #"{"id": 1, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}"#
        let json =
            "[" + good + ", " + good.replacingOccurrences(of: "\"id\": 1", with: "\"id\": 2") + ", "
            + good.replacingOccurrences(of: "\"id\": 1", with: "\"id\": \"x\"") + "]"
        var handedOver: [Int] = []
        #expect(throws: DataFileError(file: "f", place: .record(3, field: "id"), problem: "wrong type, expected an integer")) {
            try CatalogFormats.standard.read(CatalogInput(bytes: Array(json.utf8), name: "f")) { handedOver += $0.ids }
        }
        #expect(handedOver == [1, 2])
    }

    @Test func aRecordTooLongToBeOneIsRefusedWithoutReadingTheRest() throws {
        let long = String(repeating: "x", count: Int(JSONRecordStream.mostRecordBytes) + (1 << 20))
        let json =
            #"[{"id": 1, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}, {"id": 2, "name": ""#
            + long + long + #"", "coordinates": {"latitude": 1, "longitude": 2}}]"#
        let url = try Fixtures.file(json)
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        #expect(
            throws: DataFileError(
                file: "standard input", place: .record(2, field: nil), problem: "longer than 16 MiB, which no record needs")
        ) {
            _ = try LandmarkStore.load(.standardInput, standardInput: descriptor)
        }
        // It stopped soon after the limit: the second half of the long text was never read.
        #expect(lseek(descriptor, 0, SEEK_CUR) < off_t(json.utf8.count / 2 + (2 << 20)))
    }
}
