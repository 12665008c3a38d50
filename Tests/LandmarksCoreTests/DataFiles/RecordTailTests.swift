import Foundation
import Glibc
@testable import LandmarksCore
import Testing

/// When simdjson gives up part way, the careful decoder reads only what it did not vouch for, and
/// names the same place as when it reads the whole document.
@Suite struct RecordTailTests {
    private static func record(_ id: Int) -> String {
        #"{"id": \#(id), "name": "Ørn \#(id) 富士", "coordinates": {"latitude": 1, "longitude": 2}}"#
    }

    private static let records = (1...40).map(record)

    /// Bad documents whose mistake comes after many good records: syntax, schema and values, on
    /// many lines and on one.
    static let documents: [String] = {
        let lines = records.joined(separator: ",\n")
        let line = records.joined(separator: ",")
        let record41 = record(41)
        let missingField = #"{"id": 41, "name": "a"}"#
        let badEscape = #"{"id": 41, "name": "a\q", "coordinates": {"latitude": 1, "longitude": 2}}"#
        let badType = #"{"id": 41, "name": 5, "coordinates": {"latitude": 1, "longitude": 2}}"#
        let duplicate = #"{"id": 3, "name": "a", "coordinates": {"latitude": 1, "longitude": 2}}"#
        var documents: [String] = []
        documents.append("[\n" + lines + "\n" + record41 + "\n]")  // a missing comma
        documents.append("[" + line + " " + record41 + "]")
        documents.append("[\n" + lines)  // cut after a record
        documents.append("[\n" + lines + ",\n")  // cut after a comma
        documents.append("[\n" + lines + ",\n" + String(record41.prefix(30)))  // cut in a record
        documents.append("[\n" + lines + "\n] and more")
        documents.append("[\n" + lines + ",\n" + missingField + "]")
        documents.append("[" + line + "," + badEscape + "]")
        documents.append("[\n" + lines + ",\n" + badType + "]")
        documents.append("[\n" + lines + ",\n" + duplicate + "]")
        return documents
    }()

    /// The place and problem of the error reading `document` gives: whole, from a file, from a pipe.
    private func errors(_ document: String) throws -> [String] {
        func described(_ work: () throws -> Void) -> String {
            do {
                try work()
                return "no error"
            } catch let error as DataFileError {
                return "\(error.place): \(error.problem)"
            } catch {
                return "\(error)"
            }
        }
        let url = try Fixtures.file(document)
        let whole = described { _ = try LandmarkStore(data: Data(document.utf8), file: "f") }
        let file = described { _ = try LandmarkStore.load(from: url) }
        // Read as a pipe is read: nothing can be read again.
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        let pipe = described { _ = try LandmarkStore.load(reading: descriptor, file: "f", orAgainFrom: nil) }
        return [whole, file, pipe]
    }

    @Test(arguments: documents)
    func theErrorIsPlacedAsInTheWholeDocument(document: String) throws {
        let errors = try errors(document)
        #expect(errors[0] != "no error")
        #expect(errors[1] == errors[0])
        #expect(errors[2] == errors[0])
    }

    @Test func aPipeKeepsOnlyWhatWasNotHandedOver() throws {
        let document = "[\n" + Self.records.joined(separator: ",\n") + ",\n{\"id\": 41}]"
        let url = try Fixtures.file(document)
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        var handedOver = 0
        let outcome = try RecordStream<[Landmark]>(pieceSize: 100).read(descriptor, file: "f", keepsBytes: true) { batch, _ in
            handedOver += batch.count
        }
        guard case .doubtful(let tail) = outcome else {
            Issue.record("the bad record was vouched for")
            return
        }
        #expect(handedOver == 40)
        #expect(tail.bytes == Data(",\n{\"id\": 41}]".utf8))
        #expect(tail.offset == UInt64(document.utf8.count - tail.bytes!.count))
    }
}
