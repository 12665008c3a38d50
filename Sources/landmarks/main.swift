import Foundation
import Glibc
import CursesTerminal
import LandmarksCommandLine
import LandmarksCore
import LandmarksUI
import TerminalKit
import TerminalPictures
import WorldMap

/// Prints `landmarks: message` on stderr, as one line free of control characters.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("landmarks: \(TerminalText.sanitized(message))\n".utf8))
}

/// Prints `landmarks: message` on stderr and exits.
func fail(_ message: String, status: Int32) -> Never {
    warn(message)
    exit(status)
}

let version = "0.2.0"

// glibc keeps what is freed for reuse, and raises the size it hands to mmap as big blocks are freed:
// while a big catalog loads, four threads grow and drop columns and buffers, and about 13 MB of
// freed memory stayed resident at 100,000 landmarks. While it loads, blocks from 1 MiB up are
// mapped on their own and given back at once, and the heap's free top is trimmed beyond 1 MiB;
// once it is read, blocks up to 32 MiB come from the heap again and stay for reuse, so that a
// search of a million landmarks does not map and fault in its result arrays at every key.
@_silgen_name("mallopt") func mallopt(_ option: Int32, _ value: Int32) -> Int32
let (mallocTrimThreshold, mallocMmapThreshold): (Int32, Int32) = (-1, -3)  // <malloc.h>, which Glibc leaves out
_ = mallopt(mallocMmapThreshold, 1 << 20)
_ = mallopt(mallocTrimThreshold, 1 << 20)

/// Lets big blocks come from the heap and stay there for reuse, as once a catalog is read.
func reuseFreedMemory() {
    _ = mallopt(mallocMmapThreshold, 32 << 20)
    _ = mallopt(mallocTrimThreshold, 64 << 20)
}

let command: Command
do {
    command = try Command.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error.message) (see 'landmarks --help')", status: 2)
}

/// The data file's state file below `--state-dir`, else below the XDG state folder; nil when there
/// is no home folder.
func stateFile(_ sources: Command.Sources) -> StateFile? {
    let base = sources.stateFolder ?? StateFile.defaultFolder(environment: ProcessInfo.processInfo.environment)
    return base.map {
        StateFile(folder: CatalogStateFolder.folder(
            base: $0, dataFile: sources.dataPath, bundledFile: BundledData.landmarksURL()?.path))
    }
}

/// Where the catalog comes from: standard input for `--data -`, else the named or bundled file; exits
/// when there is none.
func catalogSource(_ sources: Command.Sources) -> CatalogLoader.Source {
    if sources.dataPath == StandardInputCatalog.dataPath {
        guard isatty(STDIN_FILENO) == 0 else {
            fail("--data - reads the catalog from standard input, which is the terminal: pipe one in (cat FILE | landmarks --data -)", status: 2)
        }
        return .standardInput
    }
    guard let url = sources.dataPath.map({ URL(fileURLWithPath: $0) }) ?? BundledData.landmarksURL() else {
        fail(BundledData.notFoundMessage(), status: 1)
    }
    // A pipe or device (`--data <(zcat big.json.gz)`, /dev/stdin) is read once, as standard input is.
    var status = stat()
    if stat(url.relativePath, &status) == 0, ![S_IFREG, S_IFDIR].contains(status.st_mode & S_IFMT) {
        // A terminal is a character device (a FIFO is not opened here: its writer would see this
        // reader come and go).
        let descriptor = status.st_mode & S_IFMT == S_IFCHR ? open(url.relativePath, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC) : -1
        defer { if descriptor >= 0 { close(descriptor) } }
        guard descriptor < 0 || isatty(descriptor) == 0 else {
            fail("\(url.relativePath) is a terminal, not a catalog: pipe one in (cat FILE | landmarks --data -)", status: 2)
        }
        return .namedPipe(url)
    }
    return .file(url)
}

/// The landmarks and, unless `photos` is false, their photos, or exits 1 naming the bad file.
func loadData(_ source: CatalogLoader.Source, photos: Bool = true) -> (LandmarkStore, PhotoCatalog) {
    do {
        switch source {
        case .standardInput:
            return try StandardInputCatalog.load()
        case .namedPipe(let url):
            return (try LandmarkStore.load(from: url), PhotoCatalog())
        case .file(let url):
            let landmarks = try LandmarkStore.load(from: url)
            guard photos else { return (landmarks, PhotoCatalog()) }
            return (landmarks, try PhotoCatalog.load(besideLandmarksAt: url.relativePath, landmarkIDs: IDIndex(landmarks.ids)))
        }
    } catch let error as DataFileError {
        fail(error.description, status: 1)
    } catch {
        fail("\(source.name): \(error)", status: 1)
    }
}

/// The landmarks and photos with the saved state applied.
///
/// - Parameter interactive: whether a corrupt state file is moved aside with a notice in the app
///   (call it once the screen is up) or only reported on stderr (the script commands never write).
func makeLibrary(
    _ data: (LandmarkStore, PhotoCatalog), _ sources: Command.Sources, interactive: Bool, isLoading: Bool = false
) -> LandmarkLibrary {
    let (landmarks, photos) = data
    guard let stateFile = stateFile(sources) else {
        let notice = "no HOME or XDG_STATE_HOME: changes are kept in memory only (use --state-dir DIR)"
        if !interactive { warn(notice) }
        return LandmarkLibrary(
            landmarks: landmarks, photos: photos, notice: interactive ? notice : nil, isLoading: isLoading)
    }
    if interactive {
        let (settings, warning) = stateFile.load()
        return LandmarkLibrary(
            landmarks: landmarks, photos: photos, settings: settings, stateFile: stateFile, notice: warning?.description,
            isLoading: isLoading)
    }
    return LandmarkLibrary(landmarks: landmarks, photos: photos, settings: scriptSettings(stateFile))
}

/// The saved settings as the script commands see them: read, never written; a bad state file is
/// reported and left alone.
func scriptSettings(_ stateFile: StateFile?) -> Settings {
    do {
        return try stateFile?.read() ?? Settings()
    } catch {
        warn("warning: \(error)")
        return Settings()
    }
}

/// The folder of the user's own photos: `--photos DIR`, else `$LANDMARKS_PHOTOS`; nil for neither.
func photoFolder(_ sources: Command.Sources) -> String? {
    sources.photoFolder ?? ProcessInfo.processInfo.environment["LANDMARKS_PHOTOS"].flatMap { $0.isEmpty ? nil : $0 }
}

/// Reads the user's photo folder (the files its index knows unchanged are not read again) and places
/// its photos among `landmarks`; exits 1 when the folder cannot be read.
func scanYourPhotos(_ folder: String, _ sources: Command.Sources, landmarks: LandmarkStore) -> YourPhotos {
    let scanner = photoScanner(folder)
    return YourPhotos(folder: scanner.folder, scan: scanner.scan(), landmarks: landmarks, radius: sources.radius)
}

/// A scanner of the user's photo folder, or exits 1 when it does not exist or is not a folder.
func photoScanner(_ folder: String) -> PhotoFolderScanner {
    do {
        return try PhotoFolderScanner(folder: folder)
    } catch {
        fail("\(error.path): \(error.reason)", status: 1)
    }
}

switch command {
case .help:
    print(Command.usage)
case .version:
    print("landmarks \(version)")
case .list(let favoritesOnly, let search, let order, let json, let sources):
    let query = SearchQuery(search)
    let source = catalogSource(sources)
    guard order == .file, !favoritesOnly else {
        // An order, or the favourites in the user's order, needs every landmark first.
        let store = makeLibrary(loadData(source, photos: false), sources, interactive: false).landmarks
        let collation = LandmarkOrder.collation(environment: ProcessInfo.processInfo.environment)
        var output = LineOutput()
        let columns = store.columns
        for index in store.indices(favoritesOnly: favoritesOnly, matching: query, in: order, locale: collation) {
            // Only JSON lines carry the description, which is read from the file for each.
            if json {
                output.append(line: JSONLinesListing.line(for: store[index]))
            } else {
                output.append {
                    TabSeparatedListing.appendLine(forLandmarkAt: index, of: columns, isFavorite: store.isFavorite(at: index), to: &$0)
                }
            }
        }
        output.flush()
        break
    }
    // In file order each line goes out as soon as its record is read (`list | head` ends at once,
    // by SIGPIPE as `yes | head` does); a bad record later still ends with its one-line error and status 1.
    let favorites = scriptSettings(stateFile(sources))[.favoriteLandmarks].map(Set.init)
    do {
        var output = LineOutput()
        try LandmarkReading.read(source, keepsDescriptions: json) { batch, _ in
            for index in query.isEmpty ? Array(batch.indices) : query.matchingIndices(in: batch) {
                let isFavorite = favorites?.contains(batch.id(at: index)) ?? batch.isFavoriteInFile(at: index)
                if json {
                    var landmark = batch[index]
                    landmark.isFavorite = isFavorite
                    output.append(line: JSONLinesListing.line(for: landmark))
                } else {
                    output.append { TabSeparatedListing.appendLine(forLandmarkAt: index, of: batch, isFavorite: isFavorite, to: &$0) }
                }
            }
            // Out now, not when the buffer fills: the reader may be waiting for them.
            output.flush()
        }
    } catch {
        fflush(nil)  // the lines so far, before the error
        fail("\(error)", status: 1)
    }
case .photos(let landmarkID, let json, let listing, let sources) where photoFolder(sources) != nil:
    let library = makeLibrary(loadData(catalogSource(sources), photos: false), sources, interactive: false)
    if let landmarkID, library.landmarks.index(ofID: landmarkID) == nil { fail("no landmark has id \(landmarkID)", status: 1) }
    let yours = scanYourPhotos(photoFolder(sources)!, sources, landmarks: library.landmarks)
    let ratings = library.yourPhotoRatings
    switch listing {
    case .problems:
        var output = LineOutput()
        for problem in yours.problems {
            if json {
                output.append(line: JSONLinesListing.line(for: problem, of: yours))
            } else {
                output.append { TabSeparatedListing.appendLine(for: problem, of: yours, to: &$0) }
            }
        }
        output.flush()
    case .placed, .unmatched:
        let photos =
            if listing == .unmatched { yours.unplaced }
            else if let landmarkID { yours.photos(ofLandmark: landmarkID) }
            else { library.landmarks.ids.flatMap(yours.photos(ofLandmark:)) }
        var output = LineOutput()
        for photo in photos {
            let rating = ratings[photo.fingerprint.key] ?? 0
            if json {
                output.append(line: JSONLinesListing.line(for: photo, of: yours, rating: rating))
            } else {
                output.append { TabSeparatedListing.appendLine(for: photo, of: yours, rating: rating, to: &$0) }
            }
        }
        output.flush()
    }
case .photos(_, _, let listing, _) where listing != .placed:
    fail("\(listing == .unmatched ? "--unmatched" : "--problems") needs your photo folder: --photos DIR (or LANDMARKS_PHOTOS)", status: 2)
case .photos(let landmarkID, let json, _, let sources):
    let library = makeLibrary(loadData(catalogSource(sources)), sources, interactive: false)
    let keys: [PhotoKey]
    if let landmarkID {
        guard library.landmarks.index(ofID: landmarkID) != nil else {
            fail("no landmark has id \(landmarkID)", status: 1)
        }
        keys = library.photos.photoKeys(in: .landmark(id: landmarkID))
    } else {
        // Landmark by landmark, in the file's order, each one's newest first.
        keys = library.landmarks.ids.flatMap { library.photos.photoKeys(in: .landmark(id: $0)) }
    }
    // The folder is made absolute once; a plain relative file (no `.`, `..` or empty part) is joined
    // to it, anything else standardized on its own: a million photos without a URL each.
    let folder = URL(fileURLWithPath: library.photos.folder.isEmpty ? "." : library.photos.folder).standardizedFileURL.path
    func absoluteFile(_ file: String) -> String {
        let isPlain = !file.isEmpty && !file.hasPrefix("/") && !file.hasPrefix(".") && !file.hasSuffix("/")
            && !file.contains("/.") && !file.contains("//")
        guard isPlain else {
            return URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
        }
        return folder == "/" ? "/" + file : folder + "/" + file
    }
    var output = LineOutput()
    for key in keys {
        let photo = library.photos[key]
        let file = absoluteFile(photo.file)
        if json {
            output.append(line: JSONLinesListing.line(for: photo, absoluteFile: file))
        } else {
            output.append { TabSeparatedListing.appendLine(for: photo, absoluteFile: file, to: &$0) }
        }
    }
    output.flush()
case .show(let photoID, let columns, let rows, let colors, let sources):
    let photos = loadData(catalogSource(sources)).1
    guard let index = photos.index(ofID: photoID) else { fail("no photo has id \(photoID)", status: 1) }
    let room = PictureOutput.room(columns: columns, rows: rows)
    let depth = PictureOutput.depth(colors, environment: ProcessInfo.processInfo.environment)
    let path = photos.imagePath(of: photos[index])
    switch Pictures.render(PictureRequest(path: path, columns: room.columns, rows: room.rows, depth: depth)) {
    case .success(let picture):
        for line in PictureOutput.lines(picture, depth: depth, rows: room.rows) { print(line) }
    case .failure(let error):
        fail("\(path): \(error)", status: 1)
    }
case .map(let landmarkID, let columns, let rows, let search, let sources):
    let store = makeLibrary(loadData(catalogSource(sources), photos: false), sources, interactive: false).landmarks
    let outlines: OutlineIndex
    switch WorldMapSource(url: BundledData.mapURL()).outlines {
    case .success(let index): outlines = index
    case .failure(let error): fail(error.description, status: 1)
    }
    var marked: Landmark?
    if let landmarkID {
        guard let index = store.index(ofID: landmarkID) else { fail("no landmark has id \(landmarkID)", status: 1) }
        marked = store[index]
    }
    let shown = store.indices(favoritesOnly: false, matching: SearchQuery(search), in: .file).map { store[withoutDescription: $0] }
    let room = PictureOutput.room(columns: columns, rows: rows)
    let picture = MapPicture.forScript(
        outlines: outlines, landmarks: shown, marked: marked, columns: room.columns, rows: room.rows)
    var surface = Surface(width: room.columns, height: room.rows)
    picture.draw(in: &surface, rect: surface.bounds)
    for line in surface.lines { print(line) }
case .interactive(var sources, let usesColor, let usesMouse):
    // As fzf and less do: a catalog piped in is read from the pipe, and keys from the terminal.
    if sources.dataPath == nil, StandardInputCatalog.isGiven, isatty(STDOUT_FILENO) == 1 {
        sources.dataPath = StandardInputCatalog.dataPath
    }
    // Without a terminal the app will not start: the catalog is read whole first, so that a bad one
    // is what the user hears of, however slow the machine.
    let canStart = isatty(STDOUT_FILENO) == 1 && (isatty(STDIN_FILENO) == 1 || sources.dataPath == StandardInputCatalog.dataPath)
    let catalog: CatalogStart
    do {
        catalog = try CatalogStart(catalogSource(sources), patience: canStart ? CatalogStart.patience : .infinity)
    } catch {
        fail(error.message, status: 1)
    }
    if sources.dataPath == StandardInputCatalog.dataPath, !StandardInputCatalog.takeKeysFromTerminal() {
        fail("no terminal to read keys from (/dev/tty); for scripts use `landmarks list --data -`", status: 2)
    }
    // The user's photo folder is scanned while the app runs (a folder that is not there ends it now).
    let photoLoader = photoFolder(sources).map { PhotoFolderLoader(photoScanner($0), radius: sources.radius) }
    let collation = LandmarkOrder.collation(environment: ProcessInfo.processInfo.environment)
    // Searching and sorting a big catalog need an index and orders: made while the first screen shows
    // (or once the catalog is read).
    if catalog.hasAllLandmarks { catalog.store.prepareQueriesInBackground(locale: collation) }
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        fail("standard input and output must be a terminal; for scripts use `landmarks list`", status: 2)
    }
    let terminal: CursesTerminal
    do {
        // https://no-color.org: any non-empty NO_COLOR turns colours off.
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        terminal = try CursesTerminal(usesColor: usesColor && !noColor, usesMouse: usesMouse)
    } catch CursesTerminal.StartError.unsupportedTerminal(let reason) {
        fail("\(reason); set TERM to your terminal's type (e.g. xterm-256color)", status: 2)
    }
    // The state is read only now: a corrupt file is moved aside only when its notice can be seen.
    let loader = PictureLoader(render: Pictures.render, onReady: terminal.waker.wake)
    let pictures = PictureDrawing(
        source: loader, depth: terminal.colorDepth, symbols: terminal.namesAnotherCharacterSet ? .ascii : .blocks,
        cellAspect: terminal.cellAspect ?? 2)
    let library = makeLibrary(
        (catalog.store, catalog.photos ?? PhotoCatalog()), sources,
        interactive: true, isLoading: catalog.loader != nil)
    let app = LandmarksApp(
        library: library, collation: collation, pictures: pictures,
        photoOpener: PhotoOpener(environment: ProcessInfo.processInfo.environment), loader: catalog.loader,
        worldMap: WorldMapSource(url: BundledData.mapURL()), photoLoader: photoLoader)
    app.onCatalogRead = reuseFreedMemory
    catalog.loader?.notify(terminal.waker.wake)
    photoLoader?.notify(terminal.waker.wake)
    // A list waiting for its order shows it when the orders are prepared.
    catalog.store.whenQueriesPrepared(terminal.waker.wake)
    let outcome = AppRunLoop(app: app, backend: terminal).run()
    app.stopScanning()
    terminal.stop()
    if case .badCatalog(let message) = outcome { warn(message) }
    exit(outcome.exitStatus)
}
