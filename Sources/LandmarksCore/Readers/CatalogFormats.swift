import Glibc

/// The formats a catalog can be in, each read by its `CatalogReader`, and the choice among them.
package struct CatalogFormats: Sendable {
    /// The readers, the default first: it reads what no reader recognises, so that its mistakes say
    /// what is wrong with the file.
    package let readers: [any CatalogReader.Type]

    package init(readers: [any CatalogReader.Type]) {
        precondition(!readers.isEmpty, "no catalog format to read")
        self.readers = readers
    }

    /// Every format the app reads.
    package static let standard = CatalogFormats(readers: [
        TutorialJSONReader.self, GeoJSONReader.self, GPXReader.self, KMLReader.self, KMZReader.self, CSVReader.self, GeoNamesReader.self,
    ])

    /// Only the format called `name` (`--data-format`): every input is read in it; nil for a name none has.
    package func only(_ name: String) -> CatalogFormats? {
        readers.first { $0.formatName == name }.map { CatalogFormats(readers: [$0]) }
    }

    /// The reader for an input whose first bytes are `head`: the surest, the earliest listed among
    /// equals, the default when none recognises it.
    package func reader(forHead head: [UInt8], fileExtension: String) -> any CatalogReader.Type {
        var best = readers[0]
        var bestRecognition = CatalogRecognition.no
        for reader in readers {
            let recognition = reader.recognition(ofHead: head, fileExtension: fileExtension)
            if recognition > bestRecognition {
                best = reader
                bestRecognition = recognition
            }
        }
        return best
    }

    /// Reads `source` to its end in the format its first bytes show, batch by batch.
    ///
    /// - Parameters:
    ///   - standardInput: the descriptor `.standardInput` is read from.
    ///   - keepsLongTexts: false leaves the long texts of a regular file in it, to be read again when
    ///     shown (a pipe's are always kept).
    ///   - receive: takes each batch of checked landmarks, in file order; a mistake it throws ends the reading.
    /// - Returns: the ids of the landmarks, in file order (the readers make them differ).
    /// - Throws: `DataFileError` naming the source and the place of its first mistake.
    @discardableResult
    package func read(
        _ source: CatalogSource, standardInput: Int32 = STDIN_FILENO, keepsLongTexts: Bool = true,
        receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) -> [Int] {
        let input = try CatalogInput.open(source, standardInput: standardInput)
        return try read(input, keepsLongTexts: keepsLongTexts, receive: receive)
    }

    /// Reads `input` to its end in the format its first bytes show, as `read(_:…)` does.
    @discardableResult
    package func read(
        _ input: CatalogInput, keepsLongTexts: Bool = true, receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) -> [Int] {
        let fileExtension =
            input.name.split(separator: "/").last.map { name in
                name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
            } ?? ""
        let head = try input.readHead { head in
            !readers.contains { $0.recognition(ofHead: head, fileExtension: fileExtension) == .undecided }
        }
        // A whole input whose last line has no end is recognised as if it had one (a CSV of a header alone).
        let isCut = input.headIsWhole && head.last.map { $0 != 0x0A && $0 != 0x0D } == true
        let reader = reader(forHead: isCut ? head + [0x0A] : head, fileExtension: fileExtension)
        // JSON that no reader knew is the default reader's to name the mistake of; anything else (XML,
        // text) is said to be in none of the formats.
        let first = head.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.first
        let isRecognised =
            first.map { Array("[{\"-0123456789tfn".utf8).contains($0) } ?? true
            || readers.contains { $0.recognition(ofHead: head, fileExtension: fileExtension) > .no }
        let longTexts =
            keepsLongTexts
            ? nil
            : input.rereadablePath.flatMap(RecordFile.init(path:)).map { LongTextFile(file: $0, longTexts: reader.longTexts(ofRecord:id:)) }
        var ids: [Int] = []
        do {
            try reader.read(input, leavingLongTextsIn: longTexts) { batch throws(DataFileError) in
                ids += batch.ids
                try receive(batch)
            }
        } catch {
            // (One format alone is the user's choice: its mistakes need no list.)
            guard !isRecognised, error.place != .open, readers.count > 1 else { throw error }
            // Read by the default reader, as no reader knew it: say what else was tried. (A key path to
            // `formatName` crashes Swift 6.3's compiler.)
            let formats = readers.map { $0.formatName }.joined(separator: ", ")
            throw DataFileError(
                file: error.file, place: error.place, problem: error.problem + " (not a file in any format read: \(formats))")
        }
        return ids
    }
}
