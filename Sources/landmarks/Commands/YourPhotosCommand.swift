import Foundation
import Gazetteer
import LandmarksCommandLine
import LandmarksCore

/// `landmarks photos` with a photo folder of the user's (`--photos DIR` or `$LANDMARKS_PHOTOS`): your
/// photos at the landmarks or of one, those at none, or the files that could not be used.
struct YourPhotosCommand: RunnableCommand, Equatable {
    let landmarkID: Int?
    let json: Bool
    let listing: Command.PhotoListing
    let sources: Command.Sources
    /// The folder of the user's photos.
    let folder: String
    /// Whether a line naming the columns comes first (`--header`; tab-separated lines only).
    var header = false

    func run() throws(CommandFailure) {
        let library = LibraryOpening(sources).library(
            try CatalogOpening.loadData(CatalogOpening.catalogSource(sources), formats: CatalogOpening.formats(sources), photos: false),
            interactive: false)
        if let landmarkID, library.landmarks.index(ofID: landmarkID) == nil { throw .badData("no landmark has id \(landmarkID)") }
        let scanner = try LibraryOpening.photoScanner(folder)
        let yours = YourPhotos(
            folder: scanner.folder, scan: scanner.scan(), landmarks: library.landmarks, radius: sources.radius, gazetteer: Self.gazetteer())
        var output = LineOutput()
        if header && !json {
            let columns = listing == .problems ? TabSeparatedListing.problemColumns : TabSeparatedListing.yourPhotoColumns
            output.append(line: TabSeparatedListing.header(columns))
        }
        switch listing {
        case .problems:
            for problem in yours.problemsAndNotes {
                if json {
                    output.append(line: JSONLinesListing.line(for: problem, of: yours))
                } else {
                    output.append { TabSeparatedListing.appendLine(for: problem, of: yours, to: &$0) }
                }
            }
        case .placed, .unmatched, .byDate:
            let photos =
                switch listing {
                case .unmatched: yours.unplaced
                case .byDate: yours.byDate
                default: landmarkID.map(yours.photos(ofLandmark:)) ?? library.landmarks.ids.flatMap(yours.photos(ofLandmark:))
                }
            let ratings = library.yourPhotoRatings
            // Photos at no landmark say how far the nearest one is.
            let finder = listing == .placed ? nil : NearestLandmark(library.landmarks.allCoordinates)
            for photo in photos {
                let rating = ratings[photo.fingerprint.key] ?? 0
                let kilometres = photo.metadata.location.flatMap { finder?.nearest(to: $0)?.kilometres }
                if json {
                    output.append(line: JSONLinesListing.line(for: photo, of: yours, rating: rating, landmarkKilometres: kilometres))
                } else {
                    output.append {
                        TabSeparatedListing.appendLine(for: photo, of: yours, rating: rating, landmarkKilometres: kilometres, to: &$0)
                    }
                }
            }
        }
        output.flush()
    }

    /// The bundled place names; nil, and a line on standard error, when they cannot be read (the photos
    /// are then listed without their towns).
    static func gazetteer(at url: URL? = BundledData.placesURL()) -> Gazetteer? {
        do throws(GeoFileError) {
            guard let url else { throw GeoFileError(file: Gazetteer.fileName, problem: "not found") }
            return try Gazetteer.load(from: url)
        } catch {
            FileHandle.standardError.write(Data("landmarks: \(error.description); photos are listed without their towns\n".utf8))
            return nil
        }
    }
}
