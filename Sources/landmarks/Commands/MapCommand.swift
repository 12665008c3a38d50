import CursesTerminal
import Foundation
import Gazetteer
import LandmarksCommandLine
import LandmarksCore
import LandmarksUI
import TerminalKit
import WorldMap

/// `landmarks map [LANDMARK-ID]`: a map of the landmarks as braille text, centred on one landmark or
/// fitted to those that match the search, with your photos when a folder of them is named. A search
/// that matches no landmark (without a landmark to centre on) prints no map: one line on standard
/// error and status 1.
struct MapCommand: RunnableCommand, Equatable {
    let landmarkID: Int?
    /// The room asked for; nil: the terminal's.
    let columns: Int?
    let rows: Int?
    let search: String
    /// How `search` finds words (`--exact`).
    var searchMode: SearchMode = .fuzzy
    let sources: Command.Sources
    /// The folder of your photos (`--photos DIR` or `$LANDMARKS_PHOTOS`), whose places are drawn too.
    var photoFolder: String?

    func run() throws(CommandFailure) {
        let query = SearchQuery(search, mode: searchMode)
        let store = LibraryOpening(sources).library(
            try CatalogOpening.loadData(CatalogOpening.catalogSource(sources), formats: CatalogOpening.formats(sources), photos: false),
            interactive: false
        ).landmarks
        var marked: Landmark?
        if let landmarkID {
            guard let index = store.index(ofID: landmarkID) else { throw .badData("no landmark has id \(landmarkID)") }
            marked = store[withoutDescription: index]
        }
        let shown = store.indices(favoritesOnly: false, matching: query, in: .file).map {
            store[withoutDescription: $0]
        }
        // A map fitted to no landmark would be the world without a dot: say so instead, with grep's status.
        if marked == nil, !query.isEmpty, shown.isEmpty { throw .noMatch(query) }
        let outlines: OutlineIndex
        switch WorldMapSource(url: BundledData.mapURL()).outlines {
        case .success(let index): outlines = index
        case .failure(let error): throw .badData(error.description)
        }
        let room = PictureOutput.room(columns: columns, rows: rows)
        let photos = try photoFolder.map { folder throws(CommandFailure) in
            try LibraryOpening.photoScanner(folder).scan().files.compactMap { file -> GeoPoint? in
                guard case .photo(_, let metadata) = file.content else { return nil }
                return metadata.location?.geoPoint
            }
        }
        var picture = MapPicture.forScript(
            outlines: outlines, landmarks: shown, marked: marked, columns: room.columns, rows: room.rows, photos: photos ?? [])
        // Countries and regions are named where the places file says their people are.
        picture.areaNames = BundledData.placesURL().flatMap { try? Gazetteer.load(from: $0).areaNames() } ?? []
        var surface = Surface(width: room.columns, height: room.rows)
        picture.draw(in: &surface, rect: surface.bounds)
        let ascii = PictureOutput.namesAnotherCharacterSet
        for line in surface.lines { print(ascii ? AsciiFallback.text(line) : line) }
    }
}
