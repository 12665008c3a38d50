import CursesTerminal
import Foundation
import LandmarksCommandLine
import LandmarksCore
import TerminalPictures

/// `landmarks show PHOTO-ID|FILE`: a photo's picture, or a picture file's, as lines of text with colour escapes.
struct ShowCommand: RunnableCommand, Equatable {
    let picture: Command.ShownPicture
    /// The room asked for; nil: the terminal's.
    let columns: Int?
    let rows: Int?
    /// The colours asked for; nil: what the terminal says.
    let colors: PictureColors?
    /// Pixels by a protocol, or cells; nil: as the terminal says (`auto`).
    var pictures: PictureMode? = nil
    let sources: Command.Sources
    /// The folder of your photos (`--photos DIR` or `$LANDMARKS_PHOTOS`), where the id of one of yours is looked up.
    var photoFolder: String? = nil

    func run() throws(CommandFailure) {
        let path: String
        switch picture {
        case .file(let file):
            path = file
        case .yourPhoto(let id):
            guard let photoFolder else {
                throw .badData("\(id) is the id of one of your photos: name their folder with --photos DIR (or LANDMARKS_PHOTOS)")
            }
            let scanner = try LibraryOpening.photoScanner(photoFolder)
            let found = scanner.scan().files.first { file in
                if case .photo(let fingerprint, _) = file.content { fingerprint.key == id } else { false }
            }
            guard let found else { throw .badData("no photo of yours in \(scanner.folder) has id \(id)") }
            path = scanner.folder + "/" + found.path
        case .photo(let id):
            let photos = try CatalogOpening.loadData(CatalogOpening.catalogSource(sources), formats: CatalogOpening.formats(sources)).1
            guard let index = photos.index(ofID: id) else { throw .badData("no photo has id \(id)") }
            path = photos.imagePath(of: photos.photo(at: index))
        }
        let room = PictureOutput.room(columns: columns, rows: rows)
        let environment = ProcessInfo.processInfo.environment
        let choice = PictureOutput.choosePixels(pictures ?? .auto, environment: environment)
        if let pixelProtocol = choice.pixels {
            let cell = choice.cellPixels ?? PixelEncoder.defaultCellPixels
            switch Pictures.decode(path: path, atLeast: (room.columns * cell.width, room.rows * cell.height)) {
            case .success(let image) where choice.throughTmux:
                // An id of its own, so that the pictures other commands left on the screen stay theirs.
                let bytes = KittyPlaceholders.printed(
                    image, imageID: .random(in: 1...255), columns: room.columns, rows: room.rows, cellPixels: cell)
                FileHandle.standardOutput.write(Data(bytes))
                return
            case .success(let image):
                var bytes = PixelEncoder.encode(image, in: pixelProtocol, columns: room.columns, rows: room.rows, cellPixels: cell)
                bytes.append(UInt8(ascii: "\n"))
                FileHandle.standardOutput.write(Data(bytes))
                return
            case .failure(let error):
                throw .badData("\(path): \(error)")
            }
        }
        let depth = PictureOutput.depth(colors, environment: environment)
        let ascii = PictureOutput.namesAnotherCharacterSet
        let request = PictureRequest(path: path, columns: room.columns, rows: room.rows, depth: depth, symbols: ascii ? .ascii : .blocks)
        switch Pictures.render(request) {
        case .success(let picture):
            for line in PictureOutput.lines(picture, depth: depth, rows: room.rows) { print(ascii ? AsciiFallback.text(line) : line) }
        case .failure(let error):
            throw .badData("\(path): \(error)")
        }
    }
}
