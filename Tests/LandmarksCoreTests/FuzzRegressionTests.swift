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
        #expect(
            loaded.warning?.description
                == "state.json is not a JSON object; kept as state.json.corrupt-20261130T005320Z, starting with defaults (in \(folder))")
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

    /// A CSV whose name has a byte that is not UTF-8 (`Tour\u{C8} Eiffel`), found by FuzzLandmarkStore:
    /// the row's bytes went into the columns as they were, and searching the name did not find it.
    @Test func aCSVNameThatIsNotUTF8IsRepairedAndFound() throws {
        let store = try LandmarkStore(data: try input("csv-name-not-utf8.csv"), file: "x.csv")
        let name = store.landmark(at: 0).name
        #expect(name == "Tour\u{FFFD} Eiffel")
        #expect(store.indices(favoritesOnly: false, matching: SearchQuery(name), in: .name).contains(0))
    }

    /// Inputs that read otherwise a few bytes at a time than whole (found by FuzzLandmarkStore):
    /// - a record on one long line, then bytes that are not UTF-8: the cut before the last quote
    ///   made the bad bytes hide the record's own mistake;
    /// - a number at the top level cut by a piece (`-180.`), taken for an invalid number;
    /// - a string in the array cut by a piece at its closing quote, taken for a mistake;
    /// - a record with a bad value under a key no reader asks for (simdjson skips it), then a syntax
    ///   error: read whole, the scanner started again at the record and named the bad value;
    /// - GeoJSON features one per line, the first with `\"` outside a string in a skipped value: read
    ///   whole, the records were cut where a backslash does not escape, as simdjson cuts them (a record
    ///   holding a backslash outside strings is now a mistake itself: its first one, on line 1, is named);
    /// - features one per line whose second line is a string, then a record separator: the bytes the
    ///   scanner read on to place the mistake kept the separator the stream reads as a blank.
    /// - GeoJSON features one per line with bytes outside strings in a skipped value: a piece ending
    ///   inside `ö` there was taken for bytes that are not UTF-8, before the record was handed over.
    /// - a FeatureCollection whose record has `\[` in a value no reader asks for, then bytes that are not
    ///   UTF-8: read in pieces the record was handed over (simdjson skips the value unread) and the reader
    ///   named its missing type; read whole, the syntax was placed. A backslash outside strings is now a
    ///   mistake of the record however the pieces fall.
    @Test(
        arguments: [
            ("mistake-after-a-record-on-one-line.json", DataFileError.Place.record(1, field: "name"), "missing"),
            ("number-cut-by-a-piece.json", .position(line: 4, column: 1), "unexpected text after the end of the document"),
            ("string-cut-by-a-piece.json", .record(1, field: nil), "wrong type, expected an object"),
            ("mistake-in-a-skipped-value-then-a-syntax-error.json", .position(line: 2, column: 116), "expected a quoted key"),
            ("escaped-quote-outside-a-string-in-a-sequence.json", .position(line: 1, column: 74), "expected ',' or '}'"),
            ("backslash-outside-a-string-in-a-skipped-value.json", .position(line: 5, column: 38), "expected a value"),
            ("record-separator-read-after-a-cut-in-a-sequence.json", .record(2, field: nil), "wrong type, expected an object"),
            ("character-cut-by-a-piece-outside-a-string.json", .position(line: 3, column: 49), "expected a quoted key"),
        ], [1, 3, 7, 12, 1 << 20])
    func aMistakeIsTheSameWhateverThePieces(input: (name: String, place: DataFileError.Place, problem: String), piece: Int) throws {
        let catalog = CatalogInput(bytes: try self.input(input.name), name: "x.json")
        catalog.mostBytesPerRead = piece
        #expect(throws: DataFileError(file: "x.json", place: input.place, problem: input.problem)) {
            try CatalogFormats.standard.read(catalog) { _ in }
        }
    }
}
