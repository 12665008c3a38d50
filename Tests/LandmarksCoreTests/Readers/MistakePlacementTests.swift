import Foundation
import Glibc
import Testing

@testable import LandmarksCore

/// A mistake after many good records is placed where it is, whether the catalog is read whole, from a
/// file a piece at a time, or from a pipe whose bytes cannot be read again.
@Suite struct MistakePlacementTests {
    private static func record(_ id: Int) -> String {
        #"{"id": \#(id), "name": "Ørn \#(id) 富士", "coordinates": {"latitude": 1, "longitude": 2}}"#
    }

    private static let records = (1...40).map(record)

    /// Bad documents whose mistake comes after many good records: syntax, schema and values, on
    /// many lines and on one, and where it is placed.
    static let documents: [(document: String, place: DataFileError.Place, problem: String)] = {
        let lines = records.joined(separator: ",\n")
        let line = records.joined(separator: ",")
        let record41 = record(41)
        let lineCharacters = line.count
        return [
            ("[\n" + lines + "\n" + record41 + "\n]", .position(line: 42, column: 1), "expected ',' or ']'"),  // a missing comma
            ("[" + line + " " + record41 + "]", .position(line: 1, column: lineCharacters + 3), "expected ',' or ']'"),
            ("[\n" + lines, .position(line: 41, column: record(40).count + 1), "unexpected end of file"),  // cut after a record
            ("[\n" + lines + ",\n", .position(line: 42, column: 1), "unexpected end of file"),  // cut after a comma
            ("[\n" + lines + ",\n" + String(record41.prefix(30)), .position(line: 42, column: 31), "unexpected end of file"),
            ("[\n" + lines + "\n] and more", .position(line: 42, column: 3), "unexpected text after the end of the document"),
            ("[\n" + lines + ",\n" + #"{"id": 41, "name": "a"}"# + "]", .record(41, field: "coordinates"), "missing"),
            (
                "[" + line + "," + #"{"id": 41, "name": "a\q", "coordinates": {"latitude": 1, "longitude": 2}}"# + "]",
                .position(line: 1, column: lineCharacters + 25), "invalid escape in a string"
            ),
            (
                "[\n" + lines + ",\n" + #"{"id": 41, "name": 5, "coordinates": {"latitude": 1, "longitude": 2}}"# + "]",
                .record(41, field: "name"), "wrong type, expected a string"
            ),
            (
                "[\n" + lines + ",\n" + #"{"id": 3, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}"# + "]",
                .record(41, field: "id"), "duplicate id 3 (also in record 3)"
            ),
            // The first mistake in the file counts, whatever comes later in the same piece.
            (
                "[\n" + lines.replacingOccurrences(of: #""name": "Ørn 2 "#, with: #""name": 2, "x": ""#) + ",\n"
                    + #"{"id": 41, "name": "\#u{1}"}"# + "]",
                .record(2, field: "name"), "wrong type, expected a string"
            ),
            (
                "[\n" + lines.replacingOccurrences(of: #""id": 2,"#, with: #""id": 2"#) + ",\n" + #"{"id": 41, "name": "\#u{1}"}"# + "]",
                .position(line: 3, column: 10), "expected ',' or '}'"
            ),
        ]
    }()

    /// The error reading `document` gives: whole, from a file `piece` bytes at a time, from a pipe.
    private func errors(_ document: String, piece: Int) throws -> [DataFileError?] {
        func error(_ work: () throws -> Void) -> DataFileError? {
            do {
                try work()
                return nil
            } catch {
                return error as? DataFileError
            }
        }
        let url = try Fixtures.file(document)
        let whole = error { _ = try LandmarkStore(data: Data(document.utf8), file: "f") }
        let file = error {
            let input = try CatalogInput.open(.file(url))
            input.mostBytesPerRead = piece
            try CatalogFormats.standard.read(input, keepsLongTexts: false) { _ in }
        }
        // Read as a pipe is read: nothing can be read again.
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        let pipe = error {
            let input = try CatalogInput.open(.standardInput, standardInput: descriptor)
            input.mostBytesPerRead = piece
            try CatalogFormats.standard.read(input) { _ in }
        }
        return [whole, file, pipe]
    }

    @Test(arguments: documents, [7, 100, 1 << 20])
    func theMistakeIsPlacedAsInTheWholeDocument(
        document: (document: String, place: DataFileError.Place, problem: String), piece: Int
    ) throws {
        let errors = try errors(document.document, piece: piece)
        #expect(errors.map { $0?.place } == Array(repeating: document.place, count: 3))
        #expect(errors.map { $0?.problem } == Array(repeating: document.problem, count: 3))
    }

    /// A big file cut short is placed where it ends, with no more than a piece of it in memory at once.
    @Test func aBigFileCutShortIsPlacedWhereItEnds() throws {
        let lines = (1...20_000).map { #"{"id": \#($0), "name": "n", "coordinates": {"latitude": 1, "longitude": 2}}"# }
        let cut = #"{"id": 0, "name": "n""#
        let url = try Fixtures.file("[\n" + lines.joined(separator: ",\n") + ",\n" + cut)
        #expect(
            throws: DataFileError(
                file: url.path, place: .position(line: lines.count + 2, column: cut.count + 1), problem: "unexpected end of file")
        ) {
            _ = try LandmarkStore.load(from: url)
        }
        let trailingComma = try Fixtures.file("[\n" + lines.joined(separator: ",\n") + ",\n]\n")
        #expect(try LandmarkStore.load(from: trailingComma).count == lines.count)
    }
}
