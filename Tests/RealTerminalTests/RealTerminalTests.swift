import Foundation
import TerminalKit
import TerminalPictures
import Testing
import ToolSupport

/// Whether `make test-terminals` asked for the real terminals.
let realTerminalsAreWanted = ProcessInfo.processInfo.environment["LANDMARKS_REAL_TERMINALS"] == "1"

/// The app and `landmarks show` in real terminals under Xvfb: kitty (its graphics protocol) and xterm as
/// a VT340 (sixels). Screenshots are compared with the photo drawn, pixel by pixel. `make test-terminals`
/// runs them (it installs Xvfb, xterm, kitty and ImageMagick); `make test` skips them.
@Suite(.enabled(if: realTerminalsAreWanted, "make test-terminals runs these (Xvfb, xterm, kitty)"), .serialized)
struct RealTerminalTests {
    /// The photo drawn: 240 × 160 pixels of a desert road.
    static let photoPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/photos/1001-1.png").path
    /// The app, built beside the tests.
    static let landmarks = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("landmarks").path

    /// Whether a pixel is lit, not the terminals' black background or their grey-on-black text's dim edges.
    static func isLit(_ pixel: (Int, Int, Int)) -> Bool { pixel.0 + pixel.1 + pixel.2 > 60 }

    /// How far the picture in `region` of `screen` is from the photo: its aspect, and its mean colour difference.
    static func comparison(_ screen: PixelImage, in region: (x: Range<Int>, y: Range<Int>), photo path: String = photoPath) throws -> (
        aspect: Double, difference: Double
    ) {
        let photo = try Pictures.decode(path: path, atLeast: nil).get()
        let box = try #require(screen.pictureBox(in: region, where: isLit))
        let measured = (aspect: Double(box.x.count) / Double(box.y.count), difference: screen.meanDifference(in: box, from: photo))
        print("picture \(box.x.count) × \(box.y.count) pixels, aspect \(measured.aspect), mean colour difference \(measured.difference)")
        return measured
    }

    @Test func showDrawsThePhotoInKittysPixels() throws {
        let display = try XDisplay()
        try display.start([
            "/usr/bin/kitty", "-o", "font_size=10", "-o", "window_padding_width=0", "-o", "background=#000000",
            "sh", "-c", "\"$0\" show \"$1\" --size 40x12; sleep 60", Self.landmarks, Self.photoPath,
        ])
        let region = (x: 0..<700, y: 0..<500)
        let screen = try display.waitForScreen("the photo") {
            $0.pictureBox(in: region, where: Self.isLit).map { $0.x.count > 200 } == true
        }
        let (aspect, difference) = try Self.comparison(screen, in: region)
        // 3:2, within a cell's rounding; colours within what scaling blurs (measured 4.8; the same
        // picture in 24-bit cells differs by 13).
        #expect(abs(aspect - 1.5) < 0.05, "aspect \(aspect)")
        #expect(difference < 9, "mean colour difference \(difference)")
    }

    /// The bundled list in kitty at 120 × 32 cells: the preview pane draws Turtle Rock's newest photo
    /// (selected at the start) in kitty's pixels. Kept for the README as `kitty-list.png`.
    @Test func theListsPreviewIsThePhotoInKittysPixels() throws {
        let folder = try XDisplay.temporaryFolder()
        let display = try XDisplay()
        // Not quite black, so that the window stands out from the root window where it is kept.
        try display.start(
            [
                "/usr/bin/kitty", "-o", "font_size=10", "-o", "window_padding_width=0", "-o", "background=#0c0c0c",
                "-o", "remember_window_size=no", "-o", "initial_window_width=120c", "-o", "initial_window_height=32c",
                "sh", "-c", "\"$0\"; sleep 60", Self.landmarks,
            ], environment: ["XDG_STATE_HOME": folder + "/state", "XDG_CACHE_HOME": folder + "/cache"])
        let pane = (x: 585..<1000, y: 20..<290)
        let screen = try display.waitForScreen("the preview's picture") { screen in
            screen.pictureBox(in: pane, where: Self.isLit).map { $0.x.count > 200 } == true
        }
        let newest = Self.photoPath.replacingOccurrences(of: "1001-1.png", with: "1001-2.png")
        let (aspect, difference) = try Self.comparison(screen, in: pane, photo: newest)
        #expect(abs(aspect - 1.5) < 0.05, "aspect \(aspect)")
        #expect(difference < 12, "mean colour difference \(difference)")
        try display.keep(screen, as: "kitty-list")
    }

    /// kitty 0.26 around tmux with `allow-passthrough` on: tmux names it `kitty(0.26.5)`, which predates
    /// Unicode placeholders, so the preview is drawn in cells (placeholders would show as unknown glyphs,
    /// far from the photo).
    @Test func insideTmuxKitty026GetsCells() throws {
        let folder = try XDisplay.temporaryFolder()
        let display = try XDisplay()
        let script = "tmux -S \"$1\" -f /dev/null new-session \"tmux set -p allow-passthrough on; \\\"$0\\\"; sleep 60\""
        try display.start(
            [
                "/usr/bin/kitty", "-o", "font_size=10", "-o", "window_padding_width=0", "-o", "background=#000000",
                "-o", "remember_window_size=no", "-o", "initial_window_width=120c", "-o", "initial_window_height=32c",
                "sh", "-c", script, Self.landmarks, folder + "/tmux.socket",
            ], environment: ["XDG_STATE_HOME": folder + "/state", "XDG_CACHE_HOME": folder + "/cache", "TERM": "xterm-kitty"])
        defer { _ = try? ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/tmux"), ["-S", folder + "/tmux.socket", "kill-server"]) }
        let pane = (x: 585..<1000, y: 20..<290)
        let screen = try display.waitForScreen("the preview's picture") { screen in
            screen.pictureBox(in: pane, where: Self.isLit).map { $0.x.count > 200 } == true
        }
        let newest = Self.photoPath.replacingOccurrences(of: "1001-1.png", with: "1001-2.png")
        let (_, difference) = try Self.comparison(screen, in: pane, photo: newest)
        // Cells of 24-bit colour, 13 for the photo above; unknown glyphs would be far more.
        #expect(difference < 25, "mean colour difference \(difference)")
        let named = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/tmux"), ["-S", folder + "/tmux.socket", "display-message", "-p", "#{client_termtype}"])
        #expect(named.standardOutput.hasPrefix("kitty(0.26"), "tmux names its client \(named.standardOutput)")
    }

    /// The bundled list in xterm as a VT340 on white at 120 × 32: the light theme, found by asking xterm,
    /// and the preview's photo in sixels, found by its device attributes. Kept for the README as
    /// `xterm-sixel-light.png`.
    @Test func theListOnWhiteWithItsPreviewInSixels() throws {
        let folder = try XDisplay.temporaryFolder()
        let display = try XDisplay()
        try display.start(
            [
                "/usr/bin/xterm", "-ti", "vt340", "-xrm", "XTerm*decTerminalID: vt340", "-xrm", "XTerm*numColorRegisters: 256",
                "-geometry", "120x32", "-fa", "DejaVu Sans Mono", "-fs", "10", "-bg", "white", "-fg", "black", "-bw", "0",
                "-e", "sh", "-c", "\"$0\"; sleep 60", Self.landmarks,
            ], environment: ["TERM": "xterm-256color", "XDG_STATE_HOME": folder + "/state", "XDG_CACHE_HOME": folder + "/cache"])
        // Lit here: not the white background nor the light theme's pale pane.
        let coloured = { (pixel: (Int, Int, Int)) in pixel.0 + pixel.1 + pixel.2 < 600 }
        let pane = (x: 586..<960, y: 19..<275)
        let white = { (pixel: (Int, Int, Int)) in pixel == (255, 255, 255) }
        let screen = try display.waitForScreen("the preview's picture") { screen in
            // The window first (white), then a picture in its pane far smaller than the pane.
            guard let window = screen.bounds(in: (0..<1280, 0..<800), where: white), window.x.count > 900 else { return false }
            return screen.pictureBox(in: pane, where: coloured).map { (200..<500).contains($0.x.count) } == true
        }
        let photo = try Pictures.decode(path: Self.photoPath.replacingOccurrences(of: "1001-1.png", with: "1001-2.png"), atLeast: nil).get()
        let box = try #require(screen.pictureBox(in: pane, where: coloured))
        let aspect = Double(box.x.count) / Double(box.y.count)
        let difference = screen.meanDifference(in: box, from: photo)
        print("picture \(box.x.count) × \(box.y.count) pixels, aspect \(aspect), mean colour difference \(difference)")
        #expect(abs(aspect - 1.5) < 0.05, "aspect \(aspect)")
        #expect(difference < 14, "mean colour difference \(difference)")
        try display.keep(screen, as: "xterm-sixel-light")
    }

    /// Nothing in the environment names sixels: xterm's device attributes (4) do, answering the query.
    @Test func showDrawsThePhotoInXtermsSixels() throws {
        let display = try XDisplay()
        try display.start(
            [
                "/usr/bin/xterm", "-ti", "vt340", "-xrm", "XTerm*decTerminalID: vt340", "-xrm", "XTerm*numColorRegisters: 256",
                "-geometry", "100x30", "-fa", "DejaVu Sans Mono", "-fs", "10", "-bg", "black", "-fg", "white", "-bw", "0",
                "-e", "sh", "-c", "\"$0\" show \"$1\" --size 40x12; sleep 60", Self.landmarks, Self.photoPath,
            ], environment: ["TERM": "xterm-256color"])
        let region = (x: 2..<700, y: 2..<500)
        let screen = try display.waitForScreen("the photo") {
            $0.pictureBox(in: region, where: Self.isLit).map { $0.x.count > 200 } == true
        }
        let (aspect, difference) = try Self.comparison(screen, in: region)
        #expect(abs(aspect - 1.5) < 0.05, "aspect \(aspect)")
        // Sixels have 256 colours at most: a little further (measured 6.8).
        #expect(difference < 11, "mean colour difference \(difference)")
    }

    /// The app in kitty: the photo screen's picture alone (`v`) is the photo in pixels; after the window
    /// grows it is the photo again, larger, and nothing of the smaller one is left beside it; after quitting
    /// nothing of it is left.
    @Test func theAppShowsThePhotoInKittysPixelsAndLeavesNothingBehind() throws {
        let folder = try XDisplay.temporaryFolder()
        try Self.writeCatalog(in: folder)
        let socket = folder + "/kitty.socket"
        let display = try XDisplay()
        try display.start(
            [
                "/usr/bin/kitty", "-o", "font_size=10", "-o", "window_padding_width=0", "-o", "background=#000000",
                "-o", "allow_remote_control=yes", "--listen-on", "unix:" + socket, "-o", "remember_window_size=no",
                "-o", "initial_window_width=800",
                "-o", "initial_window_height=600", "sh", "-c", "\"$0\" --data \"$1\"; sleep 60", Self.landmarks,
                folder + "/landmarks.json",
            ], environment: ["XDG_STATE_HOME": folder + "/state", "XDG_CACHE_HOME": folder + "/cache"])
        func remoteControl(_ arguments: [String]) throws {
            let deadline = Date().addingTimeInterval(20)
            while true {
                let result = try ProcessRunner.run(
                    URL(fileURLWithPath: "/usr/bin/kitty"), ["@", "--to", "unix:" + socket] + arguments, environment: display.environment())
                if result.status == 0 { return }
                guard Date() < deadline else { throw XDisplay.Failure("kitty refused \(arguments): \(result.standardError)") }
                usleep(200_000)
            }
        }
        func send(_ text: String) throws { try remoteControl(["send-text", text]) }
        // The list's first landmark (selected at the start), its photos, the first photo, the picture alone.
        let pictureArea = (x: 0..<800, y: 30..<560)
        try send("\r\t\r")
        try send("v")
        let alone = try display.waitForScreen("the picture alone") { screen in
            screen.pictureBox(in: pictureArea, where: Self.isLit).map { $0.x.count > 300 && $0.y.count > 200 } == true
        }
        let (aspect, difference) = try Self.comparison(alone, in: pictureArea)
        // Measured 8.7: scaled up to the page, the pixel art's edges blur.
        #expect(abs(aspect - 1.5) < 0.05, "aspect \(aspect)")
        #expect(difference < 12, "mean colour difference \(difference)")
        // A larger window: the picture is placed again at the new size; a picture left behind would widen
        // the lit box and spoil its aspect.
        let before = try #require(alone.pictureBox(in: pictureArea, where: Self.isLit))
        try remoteControl(["resize-os-window", "--unit", "pixels", "--width", "1100", "--height", "800"])
        let largerArea = (x: 0..<1100, y: 30..<760)
        let larger = try display.waitForScreen("the picture at the larger size") { screen in
            screen.pictureBox(in: largerArea, where: Self.isLit).map { $0.x.count > before.x.count + 100 } == true
        }
        let (largerAspect, largerDifference) = try Self.comparison(larger, in: largerArea)
        #expect(abs(largerAspect - 1.5) < 0.05, "aspect after the resize \(largerAspect)")
        #expect(largerDifference < 12, "mean colour difference after the resize \(largerDifference)")
        try send("q")
        let left = try display.waitForScreen("the screen given back") { screen in
            screen.bounds(in: largerArea, where: Self.isLit) == nil
        }
        #expect(left.bounds(in: largerArea, where: Self.isLit) == nil)
    }

    /// xterm's default black on white in 8 colours (`TERM=xterm`), found by asking xterm (OSC 11; xterm
    /// clears `COLORFGBG`): every line of the list holds text that reads on white (3:1 at least), which
    /// the dark theme's light grey (`--theme dark`) does not.
    @Test(arguments: [("auto", true), ("dark", false)])
    func onWhiteEveryLineReads(theme: String, expectsLight: Bool) throws {
        let folder = try XDisplay.temporaryFolder()
        let display = try XDisplay()
        try display.start(
            [
                "/usr/bin/xterm", "-geometry", "80x24", "-fa", "DejaVu Sans Mono", "-fs", "10", "-bg", "white", "-fg", "black",
                "-bw", "0", "-e", "sh", "-c", "\"$0\" --theme \"$1\"; sleep 60", Self.landmarks, theme,
            ], environment: ["TERM": "xterm", "XDG_STATE_HOME": folder])
        let white = { (pixel: (Int, Int, Int)) in pixel.0 > 250 && pixel.1 > 250 && pixel.2 > 250 }
        let screen = try display.waitForScreen("the list") { screen in
            // The window: the white area at the top left, once the app's title bar (black in 8 colours) is drawn
            // across its first line.
            guard let window = screen.bounds(in: (0..<1280, 0..<800), where: white), window.x.count > 300 else { return false }
            let middle = window.y.lowerBound + window.y.count / 48
            return window.x.filter { !white(screen.rgb($0, middle)) }.count * 2 > window.x.count
        }
        // The list's rows: the window's lines 3 to 14 (12 landmarks).
        let window = try #require(screen.bounds(in: (0..<1280, 0..<800), where: white))
        let line = window.y.count / 24
        var weakest = Double.infinity
        for row in 3..<15 {
            // The park column: the second third of the line.
            let region = (
                x: (window.x.lowerBound + window.x.count / 3)..<(window.x.lowerBound + window.x.count * 2 / 3),
                y: (window.y.lowerBound + row * line)..<(window.y.lowerBound + (row + 1) * line)
            )
            var strongest = 1.0
            for y in region.y {
                for x in region.x {
                    let pixel = screen.rgb(x, y)
                    strongest = max(strongest, ContrastRatio.of(pixel, (255, 255, 255)))
                }
            }
            weakest = min(weakest, strongest)
        }
        print("--theme \(theme): the weakest line's text has contrast \(weakest) on white")
        if expectsLight { try display.keep(screen, as: "xterm-light") }
        if expectsLight {
            #expect(weakest >= 3, "the weakest line's contrast: \(weakest)")
        } else {
            #expect(weakest < 3, "the dark theme on white, for comparison: \(weakest)")
        }
    }

    /// One landmark with one photo, the desert road, in `folder`.
    static func writeCatalog(in folder: String) throws {
        let landmark = """
            [{"name": "Turtle Rock", "category": "Rivers", "city": "Twentynine Palms", "state": "California", "id": 1001,
              "isFeatured": false, "isFavorite": false, "park": "Joshua Tree National Park",
              "coordinates": {"longitude": -116.166868, "latitude": 34.011286}, "description": "A rock.", "imageName": "turtlerock"}]
            """
        let photo = """
            [{"id": 1, "landmarkId": 1001, "title": "Road", "author": {"username": "u", "firstName": "A", "lastName": "B"},
              "takenAt": "2020-07-09T12:27:05-07:00", "rating": 0, "file": "\(photoPath)", "width": 240, "height": 160}]
            """
        try landmark.write(toFile: folder + "/landmarks.json", atomically: true, encoding: .utf8)
        try photo.write(toFile: folder + "/photos.json", atomically: true, encoding: .utf8)
    }
}
