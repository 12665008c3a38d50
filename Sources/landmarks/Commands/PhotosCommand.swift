import Foundation
import LandmarksCommandLine
import LandmarksCore

/// `landmarks photos` without a photo folder of the user's: the catalog's photos, one line each,
/// landmark by landmark or of one landmark, each landmark's newest first.
struct PhotosCommand: RunnableCommand, Equatable {
    let landmarkID: Int?
    let json: Bool
    let listing: Command.PhotoListing
    let sources: Command.Sources
    /// Whether a line naming the columns comes first (`--header`; tab-separated lines only).
    var header = false

    func run() throws(CommandFailure) {
        guard listing == .placed else {
            throw .usage(
                "\(listing.option) needs your photo folder: --photos DIR (or LANDMARKS_PHOTOS)")
        }
        let library = LibraryOpening(sources).library(
            try CatalogOpening.loadData(CatalogOpening.catalogSource(sources), formats: CatalogOpening.formats(sources)), interactive: false
        )
        let keys: [PhotoKey]
        if let landmarkID {
            guard library.landmarks.index(ofID: landmarkID) != nil else { throw .badData("no landmark has id \(landmarkID)") }
            keys = library.photos.photoKeys(in: .landmark(id: landmarkID))
        } else {
            // Landmark by landmark, in the file's order, each one's newest first.
            keys = library.landmarks.ids.flatMap { library.photos.photoKeys(in: .landmark(id: $0)) }
        }
        // The folder is made absolute once; a plain relative file (no `.`, `..` or empty part) is joined
        // to it, anything else standardized on its own: a million photos without a URL each.
        let folder = URL(fileURLWithPath: library.photos.folder.isEmpty ? "." : library.photos.folder).standardizedFileURL.path
        func absoluteFile(_ file: String) -> String {
            let isPlain =
                !file.isEmpty && !file.hasPrefix("/") && !file.hasPrefix(".") && !file.hasSuffix("/")
                && !file.contains("/.") && !file.contains("//")
            guard isPlain else {
                return URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
            }
            return folder == "/" ? "/" + file : folder + "/" + file
        }
        var output = LineOutput()
        if header && !json { output.append(line: TabSeparatedListing.header(TabSeparatedListing.photoColumns)) }
        for key in keys {
            let photo = library.photos.photo(key)
            let file = absoluteFile(photo.file)
            if json {
                output.append(line: JSONLinesListing.line(for: photo, absoluteFile: file))
            } else {
                output.append { TabSeparatedListing.appendLine(for: photo, absoluteFile: file, to: &$0) }
            }
        }
        output.flush()
    }
}
