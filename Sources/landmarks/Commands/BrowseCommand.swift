import CursesTerminal
import Foundation
import Glibc
import LandmarksCommandLine
import LandmarksCore
import LandmarksUI
import TerminalPictures

/// `landmarks` without a subcommand: the interactive browser on the terminal; `landmarks pick`: the same
/// as a picker, which prints the landmark chosen.
struct BrowseCommand: RunnableCommand, Equatable {
    /// What a picker starts with and prints.
    struct Picking: Equatable {
        /// Typed into the search field first.
        var search: String
        /// How the search finds words in this run (`--exact`; not remembered).
        var searchMode: SearchMode = .fuzzy
        /// Whether the choice is printed as its JSON line rather than its id.
        var json: Bool
    }

    let sources: Command.Sources
    let usesColor: Bool
    let usesMouse: Bool
    /// How pictures are drawn: the terminal's pixels by a protocol, cells, or none.
    var pictures: PictureMode = .auto
    /// Whether the terminal's background is light (`--theme`, `COLORFGBG`); nil: the terminal is asked.
    var lightBackground: Bool? = false
    /// Set for `landmarks pick`.
    var picking: Picking?

    func run() throws(CommandFailure) {
        // A picker draws on the terminal whatever standard output is (a pipe into a variable), and prints
        // the choice to standard output as it was.
        var choiceOutput: Int32 = STDOUT_FILENO
        if picking != nil {
            let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
            guard terminal >= 0 else { throw .usage("no terminal to choose on (/dev/tty)") }
            choiceOutput = dup(STDOUT_FILENO)
            dup2(terminal, STDOUT_FILENO)
            if isatty(STDIN_FILENO) != 1, !StandardInputCatalog.isGiven { dup2(terminal, STDIN_FILENO) }
            close(terminal)
        }
        var sources = sources
        // As fzf and less do: a catalog piped in is read from the pipe, and keys from the terminal.
        if sources.dataPath == nil, StandardInputCatalog.isGiven, isatty(STDOUT_FILENO) == 1 {
            sources.dataPath = StandardInputCatalog.dataPath
        }
        // Without a terminal the app will not start: the catalog is read whole first, so that a bad one
        // is what the user hears of, however slow the machine.
        let canStart = isatty(STDOUT_FILENO) == 1 && (isatty(STDIN_FILENO) == 1 || sources.dataPath == StandardInputCatalog.dataPath)
        let catalog = try CatalogOpening.start(
            CatalogOpening.catalogSource(sources), formats: CatalogOpening.formats(sources),
            patience: canStart ? CatalogStart.patience : nil)
        if sources.dataPath == StandardInputCatalog.dataPath, !StandardInputCatalog.takeKeysFromTerminal() {
            throw .usage("no terminal to read keys from (/dev/tty); for scripts use `landmarks list --data -`")
        }
        let opening = LibraryOpening(sources)
        // The user's photo folder is scanned while the app runs (a folder that is not there ends it now).
        let photoLoader = try opening.photoFolder.map { folder throws(CommandFailure) in
            PhotoFolderLoader(try LibraryOpening.photoScanner(folder), radius: sources.radius, places: BundledData.placesURL()) {
                [inbox = catalog.inbox] in
                inbox.post($0)
            }
        }
        let collation = LandmarkOrder.collation(environment: ProcessInfo.processInfo.environment)
        // Searching and sorting a big catalog need an index and orders: made while the first screen shows
        // (or once the catalog is read).
        if catalog.hasAllLandmarks { catalog.store.prepareQueriesInBackground(locale: collation) }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw .usage("standard input and output must be a terminal; for scripts use `landmarks list`")
        }
        // What the environment does not say (over ssh it does not travel), the terminal is asked, in one
        // burst before the screen starts: its background, the pixels it draws, and its cells' size in pixels.
        let choice = PictureOutput.choosePixels(
            pictures, environment: ProcessInfo.processInfo.environment, asksAnyway: lightBackground == nil)
        Theme.use((lightBackground ?? choice.answers?.isLight ?? false) ? .light : .dark)
        let terminal: CursesTerminal
        do {
            // https://no-color.org: any non-empty NO_COLOR turns colours off.
            let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            terminal = try CursesTerminal(usesColor: usesColor && !noColor, usesMouse: usesMouse)
        } catch CursesTerminal.StartError.unsupportedTerminal(let reason) {
            throw .usage("\(reason); set TERM to your terminal's type (e.g. xterm-256color)")
        } catch {
            throw .usage("\(error)")
        }
        // Placeholders name their pictures by colour (256 colours at least) in UTF-8.
        let placeholdersFit = KittyPlaceholders.largestImageID(terminal.colorDepth) != nil && !terminal.namesAnotherCharacterSet
        let pixels = choice.throughTmux && !placeholdersFit ? nil : choice.pixels
        let cellPixels = choice.cellPixels
        let cell = cellPixels ?? PixelEncoder.defaultCellPixels
        // A cell's height over its width, when it is a believable one.
        let aspect = cellPixels.map { Double($0.height) / Double($0.width) }.flatMap { (1...4).contains($0) ? $0 : nil } ?? 2
        if let pixels {
            terminal.images = PixelImageWriter(pixels, cellPixels: cell, placeholderDepth: choice.throughTmux ? terminal.colorDepth : nil)
        }
        // Pictures in pixels take more memory each than cells: room for as many.
        let loader = PictureLoader(budgetBytes: pixels == nil ? 16 << 20 : 96 << 20, render: Pictures.render) {
            [inbox = catalog.inbox] in inbox.post(.pictureReady)
        }
        var drawing = PictureDrawing(
            source: loader, depth: terminal.colorDepth,
            symbols: terminal.namesAnotherCharacterSet ? .ascii : .blocks, cellAspect: aspect,
            cellPixels: pixels == nil ? nil : PictureRequest.CellPixels(width: cell.width, height: cell.height))
        drawing.isOff = pictures == .none
        // The state is read only now: a corrupt file is moved aside only when its notice can be seen.
        let library = opening.library(
            (catalog.store, catalog.photos ?? PhotoCatalog()), interactive: true, isLoading: catalog.isLoading)
        let app = LandmarksApp(
            library: library, collation: collation, pictures: drawing,
            photoOpener: PhotoOpener(environment: ProcessInfo.processInfo.environment), isLoadingCatalog: catalog.isLoading,
            worldMap: WorldMapSource(url: BundledData.mapURL(), placesURL: BundledData.placesURL()) {
                [inbox = catalog.inbox] in inbox.post(.mapNamesRead)
            },
            photoLoader: photoLoader)
        app.onCatalogRead = MemoryTuning.afterLoading
        if let picking {
            app.isPicker = true
            app.startSearch(picking.search, mode: picking.searchMode)
        }
        // A list waiting for its order shows it when the orders are prepared.
        catalog.store.whenQueriesPrepared { [inbox = catalog.inbox] in inbox.post(.queriesPrepared) }
        let outcome = AppRunLoop(app: app, backend: terminal, inbox: catalog.inbox).run()
        app.stopScanning()
        terminal.stop()
        switch outcome {
        case .picked(let storeIndex):
            let landmark = library.landmarks.landmark(at: storeIndex)
            let line = picking?.json == true ? JSONLinesListing.line(for: landmark) : String(landmark.id)
            var output = LineOutput(descriptor: choiceOutput)
            output.append(line: line)
            if !output.flush() { throw CommandFailure("cannot write the choice: \(String(cString: strerror(errno)))", status: 1) }
        case .quit, .endOfInput:
            // A picker left without a choice ends as fzf's does.
            if picking != nil { throw CommandFailure(nil, status: 130) }
        case .badCatalog(let message): throw CommandFailure(message, status: outcome.exitStatus)
        // The user sent it: nothing to say, only the status a shell expects.
        case .signal: throw CommandFailure(nil, status: outcome.exitStatus)
        }
    }
}
