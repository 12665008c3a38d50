import Foundation
import Glibc
import TerminalKit
import TerminalPictures
import Testing
import ToolSupport

/// A headless X server of its own (Xvfb, its display number chosen by the server), with a terminal
/// program on it, screenshots of the whole screen, and keys sent to the terminal.
final class XDisplay {
    private let server: pid_t
    let name: String
    private var programs: [pid_t] = []
    private let folder: String

    /// Starts Xvfb at 1280 × 800 and waits until it names its display.
    init() throws {
        folder = try Self.temporaryFolder()
        let numberFile = folder + "/display"
        _ = FileManager.default.createFile(atPath: numberFile, contents: nil)
        server = try ProcessRunner.spawn(
            "/usr/bin/Xvfb", ["-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            environment: ProcessInfo.processInfo.environment
        ) { actions in
            posix_spawn_file_actions_addopen(&actions, 1, numberFile, O_WRONLY | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let deadline = Date().addingTimeInterval(20)
        var number = ""
        while number.isEmpty, Date() < deadline {
            number = ((try? String(contentsOfFile: numberFile, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if number.isEmpty { usleep(50_000) }
        }
        guard !number.isEmpty else { throw Failure("Xvfb named no display within 20 s") }
        name = ":" + number
    }

    /// A new folder under the temporary one.
    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-terminal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    deinit {
        for program in programs + [server] { kill(program, SIGTERM) }
        try? FileManager.default.removeItem(atPath: folder)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The environment programs on this display get: this process's, with `DISPLAY` and software GL.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        environment["LIBGL_ALWAYS_SOFTWARE"] = "1"
        for name in ["TMUX", "KITTY_WINDOW_ID", "TERM_PROGRAM", "COLORTERM", "NO_COLOR"] { environment[name] = nil }
        return environment.merging(extra) { $1 }
    }

    /// Starts `arguments` (a program and its arguments) on the display.
    func start(_ arguments: [String], environment: [String: String] = [:]) throws {
        programs.append(
            try ProcessRunner.spawn(arguments[0], Array(arguments.dropFirst()), environment: self.environment(environment)) { actions in
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            })
    }

    /// The whole screen now, decoded.
    func screenshot() throws -> PixelImage {
        let path = folder + "/screen-\(UUID().uuidString).png"
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "xwd -root -silent | /usr/bin/convert xwd:- png:\"$0\"", path],
            environment: environment())
        guard result.status == 0 else { throw Failure("screenshot failed: \(result.standardError)") }
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try Pictures.decode(path: path, atLeast: nil).get()
    }

    /// With `LANDMARKS_SCREENSHOTS=DIR`, keeps the terminal's window as it is now as `DIR/name.png`: the
    /// part of `screen` (taken a moment ago) that is not the root window's black. The README's pictures
    /// (`make terminal-screenshots`).
    func keep(_ screen: PixelImage, as name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["LANDMARKS_SCREENSHOTS"] else { return }
        let window = try #require(screen.bounds(in: (0..<screen.width, 0..<screen.height)) { $0 != (0, 0, 0) })
        let crop = "\(window.x.count)x\(window.y.count)+\(window.x.lowerBound)+\(window.y.lowerBound)"
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "xwd -root -silent | /usr/bin/convert xwd:- -crop \"$1\" +repage -strip png:\"$0\"", "\(folder)/\(name).png", crop],
            environment: environment())
        guard result.status == 0 else { throw Failure("keeping \(name) failed: \(result.standardError)") }
    }

    /// Waits (20 s at most) until a screenshot passes `test`, and returns it.
    func waitForScreen(_ what: String, _ test: (PixelImage) -> Bool) throws -> PixelImage {
        let deadline = Date().addingTimeInterval(20)
        var last = try screenshot()
        while !test(last) {
            guard Date() < deadline else { throw Failure("timed out waiting for \(what)") }
            usleep(200_000)
            last = try screenshot()
        }
        return last
    }
}

extension PixelImage {
    /// The colour at `x`, `y` as red, green and blue.
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let offset = (y * width + x) * 4
        return (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
    }

    /// The smallest rectangle holding every pixel in `region` that `test` picks; nil when none does.
    func bounds(in region: (x: Range<Int>, y: Range<Int>), where test: ((Int, Int, Int)) -> Bool) -> (x: Range<Int>, y: Range<Int>)? {
        var (left, right, top, bottom) = (Int.max, Int.min, Int.max, Int.min)
        for y in region.y where y < height {
            for x in region.x where x < width && test(rgb(x, y)) {
                (left, right, top, bottom) = (min(left, x), max(right, x), min(top, y), max(bottom, y))
            }
        }
        return left <= right ? (left..<(right + 1), top..<(bottom + 1)) : nil
    }

    /// The rectangle a picture fills in `region`: the lit pixels' bounds (`test`), less edge rows and
    /// columns lit for less than half their length (a cursor under the picture, a frame's line); nil when
    /// nothing is lit, or what is lit fills less than nine tenths of its rectangle (a frame, text).
    func pictureBox(in region: (x: Range<Int>, y: Range<Int>), where test: ((Int, Int, Int)) -> Bool) -> (x: Range<Int>, y: Range<Int>)? {
        guard var box = bounds(in: region, where: test) else { return nil }
        func litCount(row y: Int) -> Int { box.x.filter { test(rgb($0, y)) }.count }
        func litCount(column x: Int) -> Int { box.y.filter { test(rgb(x, $0)) }.count }
        while box.y.count > 1, litCount(row: box.y.upperBound - 1) * 2 < box.x.count { box.y = box.y.lowerBound..<(box.y.upperBound - 1) }
        while box.y.count > 1, litCount(row: box.y.lowerBound) * 2 < box.x.count { box.y = (box.y.lowerBound + 1)..<box.y.upperBound }
        while box.x.count > 1, litCount(column: box.x.upperBound - 1) * 2 < box.y.count {
            box.x = box.x.lowerBound..<(box.x.upperBound - 1)
        }
        while box.x.count > 1, litCount(column: box.x.lowerBound) * 2 < box.y.count { box.x = (box.x.lowerBound + 1)..<box.x.upperBound }
        let lit = box.y.reduce(0) { $0 + litCount(row: $1) }
        return lit * 10 >= box.x.count * box.y.count * 9 ? box : nil
    }

    /// The mean colour difference (Euclidean in RGB, 0–441) between `region` of this picture and
    /// `source` scaled onto it, pixel by pixel (nearest neighbour).
    func meanDifference(in region: (x: Range<Int>, y: Range<Int>), from source: PixelImage) -> Double {
        var total = 0.0
        for y in region.y {
            for x in region.x {
                let sx = (x - region.x.lowerBound) * source.width / region.x.count
                let sy = (y - region.y.lowerBound) * source.height / region.y.count
                let (a, b) = (rgb(x, y), source.rgb(sx, sy))
                total += sqrt(Double((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)))
            }
        }
        return total / Double(max(region.x.count * region.y.count, 1))
    }
}
