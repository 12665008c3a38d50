import Foundation

/// Reads a landmarks file or pipe into batches of checked landmarks as the bytes arrive: the
/// batches can be shown while the rest is read, and a problem anywhere gives the same one-line
/// error as for a file read whole.
package struct LandmarkReading {
    private let file: String
    /// The ids read so far, to find duplicates and name both records.
    package private(set) var ids = IDIndex()
    /// How many records were handed over.
    private(set) var count = 0

    /// - Parameter file: the name used in error messages.
    package init(file: String) {
        self.file = file
    }

    /// Reads the landmarks of `source` to the end, batch by batch (see `read(_:orAgainFrom:receive:)`).
    ///
    /// - Parameter input: standard input's descriptor, for `.standardInput`.
    /// - Returns: the ids of the landmarks, in file order.
    @discardableResult
    package static func read(
        _ source: CatalogLoader.Source, input: Int32 = STDIN_FILENO, keepsDescriptions: Bool = true,
        receive: (LandmarkColumns, [RecordRange]) -> Void
    ) throws -> IDIndex {
        var reading = LandmarkReading(file: source.name)
        switch source {
        case .file(let url):
            let descriptor = try DataFileReader.open(url)
            defer { close(descriptor) }
            try reading.read(descriptor, orAgainFrom: url, keepsDescriptions: keepsDescriptions, receive: receive)
        case .namedPipe(let url):
            let descriptor = try DataFileReader.open(url)
            defer { close(descriptor) }
            try reading.read(descriptor, orAgainFrom: nil, keepsDescriptions: true, receive: receive)
        case .standardInput:
            guard input >= 0 else { throw DataFileError(file: source.name, place: .open, problem: "cannot be read") }
            try reading.read(input, orAgainFrom: nil, keepsDescriptions: keepsDescriptions, receive: receive)
        }
        return reading.ids
    }

    /// Reads `descriptor` to its end, calling `receive` with each batch of landmarks, checked, in file
    /// order, and where each lies in the input (`RecordRange.none` for those the careful decoder read).
    ///
    /// - Parameters:
    ///   - url: where to read the whole file again when simdjson leaves it to the careful decoder;
    ///     nil keeps what was read instead (a pipe cannot be read twice).
    ///   - keepsDescriptions: false leaves the descriptions of the landmarks simdjson reads empty (they
    ///     are checked, and read again from their range when wanted); the careful decoder's keep theirs.
    /// - Throws: `DataFileError` naming the file and the place, as `LandmarkStore(data:file:)` does.
    package mutating func read(
        _ descriptor: Int32, orAgainFrom url: URL?, keepsDescriptions: Bool = true,
        receive: (LandmarkColumns, [RecordRange]) -> Void
    ) throws {
        var problem: Error?
        let stream = RecordStream<LandmarkColumns>(keepsLongTexts: keepsDescriptions)
        let outcome = try stream.read(descriptor, file: file, keepsBytes: url == nil) { batch, ranges in
            guard problem == nil else { return }
            do {
                try check(count: batch.count, id: batch.id(at:), coordinates: batch.coordinates(at:))
                receive(batch, ranges)
            } catch {
                problem = error
            }
        }
        if let problem { throw problem }
        guard case .doubtful(let tail) = outcome else { return }
        // The careful decoder reads what simdjson did not vouch for, or else all again (what simdjson
        // handed over was the same records).
        let rest: [Landmark]
        if let read = try tail.decode(Landmark.self, recordsBefore: count, url: url, file: file) {
            rest = read
        } else if let url {
            rest = Array(try JSONRecordDecoding.decode(Landmark.self, from: DataFileReader.read(url), file: file).dropFirst(count))
        } else {
            // A pipe, whose records before the tail are gone: the tail is the whole input when nothing was
            // handed over; else it holds no error the syntax scanner finds, which the decoder then names.
            let bytes = tail.bytes ?? Data()
            rest = try JSONRecordDecoding.decode(Landmark.self, from: tail.offset == 0 ? bytes : Data("[".utf8) + bytes, file: file)
        }
        try check(count: rest.count, id: { rest[$0].id }, coordinates: { rest[$0].coordinates })
        guard !rest.isEmpty else { return }
        receive(LandmarkColumns(rest), Array(repeating: .none, count: rest.count))
    }

    /// Checks the values of the next `count` records and that their ids are new.
    private mutating func check(count: Int, id: (Int) -> Int, coordinates: (Int) -> Coordinates) throws {
        for index in 0..<count {
            self.count += 1
            try Landmark.validate(coordinates: coordinates(index), record: self.count, file: file)
            if let first = ids.insert(id(index)).map({ $0 + 1 }) {
                throw DataFileError(
                    file: file, place: .record(self.count, field: "id"),
                    problem: "duplicate id \(id(index)) (also in record \(first))")
            }
        }
    }
}
