import Foundation
import LandmarksCommandLine
import LandmarksCore
import TerminalPictures

/// `landmarks show PHOTO-ID`: a photo's picture as lines of text with colour escapes.
struct ShowCommand: RunnableCommand, Equatable {
    let photoID: Int
    /// The room asked for; nil: the terminal's.
    let columns: Int?
    let rows: Int?
    /// The colours asked for; nil: what the terminal says.
    let colors: PictureColors?
    let sources: Command.Sources

    func run() throws(CommandFailure) {
        let photos = try CatalogOpening.loadData(CatalogOpening.catalogSource(sources), formats: CatalogOpening.formats(sources)).1
        guard let index = photos.index(ofID: photoID) else { throw .badData("no photo has id \(photoID)") }
        let room = PictureOutput.room(columns: columns, rows: rows)
        let depth = PictureOutput.depth(colors, environment: ProcessInfo.processInfo.environment)
        let path = photos.imagePath(of: photos.photo(at: index))
        switch Pictures.render(PictureRequest(path: path, columns: room.columns, rows: room.rows, depth: depth)) {
        case .success(let picture):
            for line in PictureOutput.lines(picture, depth: depth, rows: room.rows) { print(line) }
        case .failure(let error):
            throw .badData("\(path): \(error)")
        }
    }
}
