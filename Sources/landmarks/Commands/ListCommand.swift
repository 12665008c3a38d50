import Foundation
import LandmarksCommandLine
import LandmarksCore
import TerminalKit

/// `landmarks list`: one line per landmark, tab-separated or JSON, in the file's order as the records
/// are read, or in an order once every landmark is; or a place file (CSV, GeoJSON, GPX, KML) of them
/// once every landmark is read.
struct ListCommand: RunnableCommand, Equatable {
    let favoritesOnly: Bool
    let search: String
    /// How `search` finds words (`--exact`): fuzzily, the best matches first, or as typed.
    var searchMode: SearchMode = .fuzzy
    let order: LandmarkOrder
    let format: ListFormat
    let sources: Command.Sources
    /// Whether the places the file has that were left out are listed instead (`--problems`).
    var problems = false
    /// Whether a line naming the columns comes first (`--header`; tab-separated lines only).
    var header = false
    /// The tab-separated lines' columns (`--fields`).
    var fields = ListField.standard

    private var json: Bool { format == .json }

    func run() throws(CommandFailure) {
        let query = SearchQuery(search, mode: searchMode)
        let source = try CatalogOpening.catalogSource(sources)
        if problems { return try listProblems(source) }
        guard order == .file, !favoritesOnly, format.writer() == nil, !query.isRanked else {
            // An order, the favourites in the user's order, or the best matches first need every landmark first.
            return try listAtOnce(source, matching: query)
        }
        // In file order each line goes out as soon as its record is read (`list | head` ends at once,
        // by SIGPIPE as `yes | head` does); a bad record later still ends with its one-line error and status 1.
        let favorites = LibraryOpening(sources).scriptSettings[.favoriteLandmarks].map(Set.init)
        var output = LineOutput()
        if header && format == .tsv { output.append(line: TabSeparatedListing.header(fields.map(\.rawValue))) }
        var leftOut = LeftOutPlaces()
        try CatalogOpening.readInBatches(source, formats: CatalogOpening.formats(sources), keepsDescriptions: json) { batch in
            leftOut.add(batch.leftOut)
            for index in query.isEmpty ? Array(batch.indices) : query.matchingIndices(in: batch) {
                let isFavorite = favorites?.contains(batch.id(at: index)) ?? batch.isFavoriteInFile(at: index)
                if json {
                    var landmark = batch[index]
                    landmark.isFavorite = isFavorite
                    output.append(line: JSONLinesListing.line(for: landmark))
                } else {
                    output.append {
                        TabSeparatedListing.appendLine(forLandmarkAt: index, of: batch, isFavorite: isFavorite, fields: fields, to: &$0)
                    }
                }
            }
            // Out now, not when the buffer fills: the reader may be waiting for them.
            output.flush()
        }
        warn(about: leftOut, in: source)
    }

    /// Lists where the places the file leaves out are, and why, a line each (`row 3: no latitude`),
    /// every one of them, as the file is read.
    private func listProblems(_ source: CatalogLoader.Source) throws(CommandFailure) {
        var output = LineOutput()
        // A batch keeps where its first `LeftOutPlaces.mostKept` are: a batch is a piece of the file, smaller.
        var unplaced = 0
        try CatalogOpening.readInBatches(source, formats: CatalogOpening.formats(sources), keepsDescriptions: false) { batch in
            for (place, reason) in zip(batch.leftOut.places, batch.leftOut.reasons) {
                output.append(line: "\(DataFileError.describe(place)): \(TerminalText.sanitized(reason))")
            }
            unplaced += batch.leftOut.count - batch.leftOut.places.count
            output.flush()
        }
        if unplaced > 0 { output.append(line: "… and \(unplaced) more") }
        output.flush()
    }

    /// Says on stderr how many places were left out, and where, after the list.
    private func warn(about leftOut: LeftOutPlaces, in source: CatalogLoader.Source) {
        if let summary = leftOut.summary(listedBy: sources.problemsCommand) { StandardError.warn("\(source.name): \(summary)") }
    }

    /// Lists the landmarks that match `query` once `source` is read whole, in `order`.
    private func listAtOnce(_ source: CatalogLoader.Source, matching query: SearchQuery) throws(CommandFailure) {
        let opening = LibraryOpening(sources)
        let store = opening.library(
            try CatalogOpening.loadData(source, formats: CatalogOpening.formats(sources), photos: false), interactive: false
        ).landmarks
        let collation = LandmarkOrder.collation(environment: ProcessInfo.processInfo.environment)
        var output = LineOutput()
        let shown = store.indices(favoritesOnly: favoritesOnly, matching: query, in: order, locale: collation)
        if let write = format.writer() {
            write(WrittenLandmarks(count: shown.count) { store.landmark(at: shown[$0]) }) { output.append(line: $0) }
            output.flush()
            return warn(about: store.leftOut, in: source)
        }
        let columns = store.columns
        if header && format == .tsv { output.append(line: TabSeparatedListing.header(fields.map(\.rawValue))) }
        for index in shown {
            // Only JSON lines carry the description, which is read from the file for each.
            if json {
                output.append(line: JSONLinesListing.line(for: store.landmark(at: index)))
            } else {
                output.append {
                    TabSeparatedListing.appendLine(
                        forLandmarkAt: index, of: columns, isFavorite: store.isFavorite(at: index), fields: fields, to: &$0)
                }
            }
        }
        output.flush()
        warn(about: store.leftOut, in: source)
    }
}
