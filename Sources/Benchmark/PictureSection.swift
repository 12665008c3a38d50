import Foundation
import TerminalKit
import TerminalPictures
import ToolSupport

/// The `pictures` section: how soon pictures appear and what they cost, the app alone (VisiData shows
/// no pictures): the photo screen of bundled pictures, 24-megapixel JPEGs, the list's preview pane.
struct PictureSection: BenchmarkSection {
    let name = "pictures"
    let summary = "time to draw pictures (photo screen, 24 MP JPEGs, a 12 MP HEIC, preview pane), memory, bytes per key"

    /// The made-up photos' sizes: 24 megapixels, as a camera's; 12, as a phone's.
    static let syntheticSize = (width: 6000, height: 4000)
    static let phoneSize = (width: 4032, height: 3024)

    /// A made-up photo the section draws.
    private enum SyntheticKind {
        case jpeg(progressive: Bool)
        /// One HEVC frame, as x265 through libheif writes it (phones write tiles, which decode on every core).
        case heic
        /// An iPhone 13 Pro's photo (pillow-heif's `pug.heic`, in Tests/PeerImages): 4032 × 3024 in 512 × 512 tiles.
        case iPhoneHEIC

        var label: String {
            switch self {
            case .jpeg(let progressive): "24 MP JPEG, \(progressive ? "progressive" : "baseline")"
            case .heic: "12 MP HEIC, one frame (made up)"
            case .iPhoneHEIC: "12 MP HEIC, an iPhone's (tiles)"
            }
        }
    }

    func run(in context: BenchmarkContext, table: inout BenchmarkTable) throws {
        let largePhotos: [(label: String, catalog: String)] = try [
            SyntheticKind.jpeg(progressive: false), .jpeg(progressive: true), .iPhoneHEIC, .heic,
        ]
        .map { kind in (kind.label, try syntheticCatalog(kind, context.workspace)) }
        for run in 1...context.options.runs {
            let runText = "run \(run)/\(context.options.runs)"
            table.attempt("photo screen of bundled pictures, \(runText)") { try measurePhotoScreen(context, table: &$0) }
            for photo in largePhotos {
                table.attempt("\(photo.label), \(runText)") {
                    try measureLargePhoto(photo.label, catalog: photo.catalog, context, table: &$0)
                }
            }
            table.attempt("preview pane, \(runText)") { try measurePreviewPane(context, table: &$0) }
        }
        measureColourError(context, table: &table)
        table.note(
            "The app alone (VisiData shows no pictures), with COLORTERM=truecolor. A frame is the output from its "
                + "first byte until the app's main thread waits for input again; times run from the key to the frame's "
                + "last byte. A frame shows a picture when it writes at least \(PictureMarks.minimumBlockGlyphs) block "
                + "glyphs in \(PictureMarks.minimumColours) colours. Photo screen: Enter on Turtle Rock's newest photo, "
                + "then on its third, from the landmark screen. \(Self.syntheticSize.width) × "
                + "\(Self.syntheticSize.height) JPEGs (made up, quality 90, 4:2:0) and a \(Self.phoneSize.width) × "
                + "\(Self.phoneSize.height) HEIC (the same picture, x265 quality 60, one frame) and an iPhone 13 Pro's HEIC of that"
                + " size (Tests/PeerImages/pillow-heif/pug.heic, 512 × 512 tiles): the only photo of a catalog, its "
                + "screen opened from the landmark screen (which drew it small before); memory growth is VmHWM once "
                + "drawn minus VmRSS before Enter on the landmark. Preview pane: Down from the first landmark (selected "
                + "at the start) to the last (each picture new), then Up back (each picture cached); medians over a "
                + "run's keys, then over the runs.")
    }

    // MARK: - Measurements

    /// Opens the photo screen on two bundled pictures in one run of the app: Turtle Rock's newest photo
    /// (a 240 × 160 PNG) and its third (a 640 × 427 JPEG), each from the landmark screen with Enter.
    private func measurePhotoScreen(_ context: BenchmarkContext, table: inout BenchmarkTable) throws {
        let app = try PictureApp(context: context, dataFile: context.workspace.bundledCatalogPath)
        // Turtle Rock's page (the first landmark, selected at the start), which draws its newest photo at
        // the top; then the focus on its photos.
        try app.press(.enter, .tab)
        // The second: back to the landmark (its newest photo still selected), then two photos down, newest first.
        let openings: [(kind: String, file: String, before: [TerminalKey])] = [
            ("240×160 PNG", "photos/1001-2.png", []), ("640×427 JPEG", "photos/1001-3.jpg", [.character("h"), .down, .down]),
        ]
        for (kind, file, before) in openings {
            try app.press(before)
            let response = try app.measure(.enter)
            guard let first = response.frames.first, response.frames.contains(where: { $0.text.contains(file) }) else {
                throw BenchmarkError.failed(
                    "expected the photo screen of \(file) (has the bundled data changed?); the app shows: \(app.session.recentText)")
            }
            table.record("photo screen, bundled \(kind): first frame, ms", landmarks: first.end.milliseconds, decimals: 1)
            table.record(
                "photo screen, bundled \(kind): picture drawn, ms", landmarks: response.pictureFrame?.end.milliseconds,
                decimals: 1, target: 30)
            noteColours(of: response.pictureFrame, in: &table)
        }
    }

    /// Opens the only photo of the one-landmark catalog `catalog`: `p` hides the preview pane (so that the
    /// list does not draw it), Enter opens the landmark, selected at the start (whose screen draws it
    /// small), Tab and Enter open the photo screen, which draws it as large as the terminal allows.
    private func measureLargePhoto(_ label: String, catalog: String, _ context: BenchmarkContext, table: inout BenchmarkTable) throws {
        let app = try PictureApp(context: context, dataFile: catalog)
        try app.press(.character("p"))
        let probe = app.session.probe
        let residentBefore = probe.residentBytes()
        let peakWasReset = probe.resetPeakResidentBytes()
        let peakBefore = probe.peakResidentBytes()
        try app.press(.enter, .tab)
        let response = try app.measure(.enter)
        let growth = (peakWasReset ? residentBefore : peakBefore).flatMap { before in probe.peakResidentBytes().map { $0 - before } }
        table.record(
            "\(label): picture drawn on the photo screen, ms", landmarks: response.pictureFrame?.end.milliseconds,
            decimals: 0, target: label.contains("iPhone") ? 300 : label.contains("HEIC") ? nil : 200)
        table.record(
            "\(label): memory growth, MiB", landmarks: growth.map { $0 / 1_048_576 }, decimals: 1,
            target: label.contains("HEIC") ? 150 : 100)
        noteColours(of: response.pictureFrame, in: &table)
        if !peakWasReset {
            table.note("VmHWM could not be reset (/proc/PID/clear_refs); memory growth counts from the peak at start.")
        }
    }

    /// How far the bundled photos drawn in 256 and 16 colours are from their 24-bit drawing (mean ΔE per
    /// cell, the mean over the photos and the worst photo), matched to the palette the old way (nearest in
    /// RGB) and the app's (with error diffusion), side by side: colour is not timed, so one run tells.
    private func measureColourError(_ context: BenchmarkContext, table: inout BenchmarkTable) {
        let folder = URL(fileURLWithPath: context.workspace.bundledCatalogPath).deletingLastPathComponent().appendingPathComponent("photos")
        let photos = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map { folder.path + "/" + $0 }
        func drawn(_ path: String, _ depth: ColorDepth, _ matching: ColorMatching) -> Surface? {
            var request = PictureRequest(path: path, columns: 60, rows: 20, depth: depth)
            request.colorMatching = matching
            return try? Pictures.render(request).get()
        }
        for (depth, name) in [(ColorDepth.palette256, "256"), (.palette16, "16")] {
            var errors: [ColorMatching: [Double]] = [:]
            for path in photos {
                guard let full = drawn(path, .direct, .perceptual) else { continue }
                for matching in [ColorMatching.nearest, .perceptual] {
                    if let drawing = drawn(path, depth, matching), let error = CellColorError.meanDeltaE(drawing, full) {
                        errors[matching, default: []].append(error)
                    }
                }
            }
            let mean = { (values: [Double]) in values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }
            for (matching, how) in [(ColorMatching.nearest, "nearest in RGB (before)"), (.perceptual, "error diffusion (now)")] {
                let values = errors[matching] ?? []
                table.record(
                    "\(name) colours, \(how): mean ΔE per cell against 24-bit, mean of the photos", landmarks: mean(values), decimals: 1)
                table.record("\(name) colours, \(how): mean ΔE per cell against 24-bit, worst photo", landmarks: values.max(), decimals: 1)
            }
        }
        table.note(
            "Colour error: the \(photos.count) bundled photos drawn at 60 × 20 cells in 256 and 16 colours against their 24-bit"
                + " drawing, in-process (TerminalPictures); each cell's colour is its two colours mixed by how much of it the"
                + " symbol covers, compared by CIE76 ΔE; before: the nearest palette colour in RGB, now: the same with"
                + " chafa's error diffusion.")
    }

    /// Moves through the list with the preview pane on the bundled catalog: Down from the first landmark,
    /// selected at the start, to the last, each landmark's picture not drawn before (the key's own frame, the
    /// pane's picture after it, the bytes); Up back, each picture then in the app's cache, so that it is in
    /// the key's own frame.
    private func measurePreviewPane(_ context: BenchmarkContext, table: inout BenchmarkTable) throws {
        guard let count = context.workspace.bundledCatalogCount(), count > 1 else {
            throw BenchmarkError.failed("cannot read the bundled catalog \(context.workspace.bundledCatalogPath)")
        }
        let app = try PictureApp(context: context, dataFile: context.workspace.bundledCatalogPath)
        var values: [String: [Double]] = [:]
        var withoutPicture = 0
        for key in Array(repeating: TerminalKey.down, count: count - 1) + Array(repeating: .up, count: count - 1) {
            let bytesBefore = app.session.bytesRead
            let response = try app.measure(key)
            guard let first = response.frames.first else { continue }
            if response.pictureFrame == nil { withoutPicture += 1 }
            if key == .down {
                values["Down: the key's frame written, ms", default: []].append(first.end.milliseconds)
                values["Down: the pane's picture drawn, ms", default: []] += [response.pictureFrame?.end.milliseconds].compactMap { $0 }
                values["Down: bytes written, the key's frame", default: []].append(Double(first.bytes.count))
                values["Down: bytes written, with the picture", default: []].append(Double(app.session.bytesRead - bytesBefore))
            } else if first.marks.showsPicture {
                values["Up to a cached picture: the key's frame, ms", default: []].append(first.end.milliseconds)
            }
        }
        for (work, decimals, target) in [
            ("Down: the key's frame written, ms", 2, 2.0), ("Down: the pane's picture drawn, ms", 1, nil),
            ("Down: bytes written, the key's frame", 0, nil), ("Down: bytes written, with the picture", 0, nil),
            ("Up to a cached picture: the key's frame, ms", 1, nil),
        ] {
            table.record("preview pane, \(work)", landmarks: values[work]?.median, decimals: decimals, target: target)
        }
        if withoutPicture > 0 { table.note("In the preview pane, \(withoutPicture) keys of a run drew no picture.") }
    }

    private func noteColours(of picture: WrittenFrame?, in table: inout BenchmarkTable) {
        if picture?.marks.usesDirectColour == false {
            table.note("Some pictures were drawn in 256 colours, not 24-bit: is xterm-direct installed (Debian ncurses-term)?")
        }
    }

    // MARK: - Private

    /// A catalog of one landmark whose only photo is a made-up picture (a 24-megapixel JPEG, baseline or
    /// progressive, or a 12-megapixel HEIC), kept in the work folder (making one takes seconds); returns
    /// its `landmarks.json`.
    private func syntheticCatalog(_ kind: SyntheticKind, _ workspace: BenchmarkWorkspace) throws -> String {
        let (name, file, size): (String, String, (width: Int, height: Int)) =
            switch kind {
            case .jpeg(let progressive): (progressive ? "24mp-progressive" : "24mp-baseline", "photo.jpg", Self.syntheticSize)
            case .heic: ("12mp-heic", "photo.heic", Self.phoneSize)
            case .iPhoneHEIC: ("12mp-iphone-heic", "photo.heic", Self.phoneSize)
            }
        let folder = try workspace.keptFolder("pictures-v1/\(name)") { partial in
            BenchmarkContext.log("writing a \(size.width) × \(size.height) \(kind.label) (once)")
            let bytes =
                switch kind {
                case .jpeg(let progressive): try SyntheticPhoto.jpeg(width: size.width, height: size.height, progressive: progressive)
                case .heic: try SyntheticPhoto.heic(width: size.width, height: size.height)
                case .iPhoneHEIC: [UInt8](try Data(contentsOf: PeerImages.folder.appendingPathComponent("pillow-heif/pug.heic")))
                }
            try Data(bytes).write(to: URL(fileURLWithPath: "\(partial)/\(file)"))
            let landmark = """
                [{"id": 1, "name": "\(name)", "park": "Benchmark", "state": "", "category": "Lakes", \
                "coordinates": {"latitude": 0, "longitude": 0}}]

                """
            let photo = """
                [{"id": 1, "landmarkId": 1, "title": "\(name)", \
                "author": {"username": "bench", "firstName": "Landmarks", "lastName": "Bench"}, \
                "takenAt": "2024-06-01T12:00:00Z", "rating": 0, "file": "\(file)", \
                "width": \(size.width), "height": \(size.height)}]

                """
            try Data(landmark.utf8).write(to: URL(fileURLWithPath: "\(partial)/landmarks.json"))
            try Data(photo.utf8).write(to: URL(fileURLWithPath: "\(partial)/photos.json"))
        }
        return "\(folder)/landmarks.json"
    }
}

/// The app in a pseudo-terminal of its own for the pictures section: 24-bit colour, keys typed one at a
/// time, each once the app has finished answering the previous one.
private final class PictureApp {
    let session: PseudoTerminalSession
    private let context: BenchmarkContext
    private let folder: String
    /// Output quiet and the app idle this long count as settled; longer than the app's 100 ms wait
    /// before it saves the selection, so that no save falls into the next measurement.
    private static let settleQuiet = Duration.milliseconds(150)
    /// The longest wait for the app to settle or for the frames of a key.
    private static let limit = Duration.seconds(20)

    /// Starts the app on `dataFile` in the section's terminal and waits for its first screen.
    init(context: BenchmarkContext, dataFile: String) throws {
        self.context = context
        folder = try context.workspace.makePrivateFolder()
        do {
            session = try context.app.start(
                dataFile: dataFile, size: context.terminalSize, privateFolder: folder,
                extraEnvironment: ["COLORTERM": "truecolor"])
            try session.waitUntilSettled(quiet: Self.settleQuiet, timeout: Self.limit)
        } catch {
            context.workspace.removeFolder(folder)
            throw error
        }
    }

    deinit {
        session.quit(typing: context.app.quitKeys)
        context.workspace.removeFolder(folder)
    }

    /// Types each key and waits until the app has drawn everything it draws for it (pictures too).
    func press(_ keys: TerminalKey...) throws {
        try press(keys)
    }

    func press(_ keys: [TerminalKey]) throws {
        for key in keys {
            try session.send(key)
            try session.waitUntilSettled(quiet: Self.settleQuiet, timeout: Self.limit)
        }
    }

    /// Types `key` and reads its frames up to the first that shows a picture (or until the app has
    /// gone idle without one), then waits until the app has settled.
    ///
    /// - Throws: when the app ends, or draws nothing for the key.
    func measure(_ key: TerminalKey) throws -> PseudoTerminalSession.FrameResponse {
        let start = ContinuousClock.now
        try session.send(key)
        let response = session.readFrames(since: start, limit: Self.limit) { $0.last?.marks.showsPicture == true }
        guard !response.frames.isEmpty, !session.hasExited else {
            throw BenchmarkError.failed("the app drew nothing for \(key) (\(session.exitDescription)); it shows: \(session.recentText)")
        }
        try session.waitUntilSettled(quiet: Self.settleQuiet, timeout: Self.limit)
        return response
    }
}
