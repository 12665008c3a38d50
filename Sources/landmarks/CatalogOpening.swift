import Foundation
import Glibc
import LandmarksCommandLine
import LandmarksCore

/// Where a command's catalog comes from and how it is read (whole, batch by batch, or started for the
/// browser), or the one-line failure that says why it cannot be.
enum CatalogOpening {
    /// Where the catalog comes from: standard input for `--data -`, else the named or bundled file.
    ///
    /// - Throws: a usage failure (status 2) when the catalog would be read from a terminal, a data
    ///   failure (status 1) when there is no bundled file to read.
    static func catalogSource(_ sources: Command.Sources) throws(CommandFailure) -> CatalogLoader.Source {
        if sources.dataPath == StandardInputCatalog.dataPath {
            guard isatty(STDIN_FILENO) == 0 else {
                throw .usage(
                    "--data - reads the catalog from standard input, which is the terminal: pipe one in (cat FILE | landmarks --data -)")
            }
            return .standardInput
        }
        guard let url = sources.dataPath.map({ URL(fileURLWithPath: $0) }) ?? BundledData.landmarksURL() else {
            throw .badData(BundledData.notFoundMessage())
        }
        // A pipe or device (`--data <(zcat big.json.gz)`, /dev/stdin) is read once, as standard input is.
        var status = stat()
        if stat(url.relativePath, &status) == 0, ![S_IFREG, S_IFDIR].contains(status.st_mode & S_IFMT) {
            // A terminal is a character device (a FIFO is not opened here: its writer would see this
            // reader come and go).
            let descriptor = status.st_mode & S_IFMT == S_IFCHR ? open(url.relativePath, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC) : -1
            defer { if descriptor >= 0 { close(descriptor) } }
            guard descriptor < 0 || isatty(descriptor) == 0 else {
                throw .usage("\(url.relativePath) is a terminal, not a catalog: pipe one in (cat FILE | landmarks --data -)")
            }
            return .namedPipe(url)
        }
        return .file(url)
    }

    /// The formats the catalog may be in: the one `--data-format` names, else every one.
    static func formats(_ sources: Command.Sources) -> CatalogFormats {
        sources.dataFormat.flatMap { CatalogFormats.standard.only($0) } ?? .standard
    }

    /// The landmarks and, unless `photos` is false, their photos.
    ///
    /// - Throws: a data failure (status 1) naming the bad file and the place in it.
    static func loadData(
        _ source: CatalogLoader.Source, formats: CatalogFormats, photos: Bool = true
    ) throws(CommandFailure) -> (LandmarkStore, PhotoCatalog) {
        do {
            let landmarks = try LandmarkStore.load(source, formats: formats)
            guard photos else { return (landmarks, PhotoCatalog()) }
            // A pipe has no photos.json (there is no folder to find one in), but may carry images (a KMZ).
            let beside = try source.file.map { try PhotoCatalog.read(besideLandmarksAt: $0.relativePath) } ?? .none
            let catalog = try PhotoCatalog(beside, carrying: landmarks.carriedPhotos, landmarkIDs: IDIndex(landmarks.ids))
            if let notice = catalog.notice { StandardError.warn(notice) }
            return (landmarks, catalog)
        } catch let error as DataFileError {
            throw .badData(error.description)
        } catch {
            throw .badData("\(source.name): \(error)")
        }
    }

    /// Reads `source` batch by batch, each handed to `receive` as soon as it is read.
    ///
    /// - Throws: a data failure (status 1) with the one-line error, after the batches before it.
    static func readInBatches(
        _ source: CatalogLoader.Source, formats: CatalogFormats, keepsDescriptions: Bool, receive: (LandmarkColumns) -> Void
    ) throws(CommandFailure) {
        do {
            try formats.read(source, keepsLongTexts: keepsDescriptions) { receive($0) }
        } catch {
            throw .badData("\(error)")
        }
    }

    /// Starts reading `source` for the browser and waits `patience` for it (without, until it is read).
    ///
    /// - Throws: a data failure (status 1) when the catalog is found bad within that time.
    static func start(_ source: CatalogLoader.Source, formats: CatalogFormats, patience: Duration?) throws(CommandFailure) -> CatalogStart {
        do {
            return try CatalogStart(source, formats: formats, patience: patience)
        } catch {
            throw .badData(error.message)
        }
    }
}
