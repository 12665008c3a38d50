import Glibc
import TerminalKit
import Testing

@testable import CursesTerminal

/// What the ncurses backend sends the terminal for a frame.
@Suite struct CursesTerminalFrameTests {
    /// The backend shows no pixels: the text under an image placement reaches the terminal as any other.
    @Test func coveredCellsAreDrawnAsTheTextTheyHold() async {
        // In a process of its own, as ncurses takes standard output: a pipe here, read back at the end.
        await #expect(processExitsWith: .exitCode(0)) {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0, dup2(ends[1], STDOUT_FILENO) >= 0 else { exit(2) }
            setenv("TERM", "xterm", 1)
            guard let terminal = try? CursesTerminal(usesColor: false, usesMouse: false) else { exit(3) }
            var surface = Surface(width: 12, height: 3)
            surface.write("under", x: 2, y: 1, style: .plain)
            let image = PixelImage(width: 1, height: 1, pixels: [9, 9, 9, 255])
            surface.place(ImagePlacement(id: "photo", image: image, area: Rect(x: 2, y: 1, width: 5, height: 1)))
            terminal.flush(surface)
            terminal.stop()
            _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
            var sent: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while case let count = read(ends[0], &buffer, buffer.count), count > 0 { sent += buffer[0..<count] }
            exit(!terminal.canShowImages && String(decoding: sent, as: UTF8.self).contains("under") ? 0 : 1)
        }
    }

    /// With an image writer, a placement is written after the frame's text at its top left cell, the
    /// cursor saved and restored around it, the text under it not sent; a placement gone is taken away
    /// and its text sent; leaving the screen takes every picture away.
    @Test func placementsAreWrittenAfterTheTextAndTakenAwayWhenGone() async {
        await #expect(processExitsWith: .exitCode(0)) {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0, dup2(ends[1], STDOUT_FILENO) >= 0 else { exit(2) }
            setenv("TERM", "xterm", 1)
            guard let terminal = try? CursesTerminal(usesColor: false, usesMouse: false) else { exit(3) }
            terminal.images = MarkingImageWriter()
            _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
            func sent() -> String {
                var bytes: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                while case let count = read(ends[0], &buffer, buffer.count), count > 0 { bytes += buffer[0..<count] }
                return String(decoding: bytes, as: UTF8.self)
            }
            var surface = Surface(width: 12, height: 3)
            surface.write("under", x: 2, y: 1, style: .plain)
            let image = PixelImage(width: 1, height: 1, pixels: [9, 9, 9, 255])
            surface.place(ImagePlacement(id: "photo", image: image, area: Rect(x: 2, y: 1, width: 5, height: 1)))
            _ = sent()
            terminal.flush(surface)
            let first = sent()
            var plain = Surface(width: 12, height: 3)
            plain.write("under", x: 2, y: 1, style: .plain)
            terminal.flush(plain)
            let second = sent()
            terminal.stop()
            let last = sent()
            // The first frame repaints all: every picture is taken away before the new ones are shown.
            let placed = first.contains("<remove all>\u{1B}7\u{1B}[2;3H<show photo>\u{1B}8") && !first.contains("under")
            let removed = second.contains("<remove photo>") && second.contains("under")
            exit(terminal.canShowImages && placed && removed && last.contains("<remove all>") ? 0 : 1)
        }
    }
}

/// Writes a placement as `<show ID>` and its removal as `<remove ID>`, to see where a backend sends them.
private final class MarkingImageWriter: ImageWriter {
    func show(_ placement: ImagePlacement) -> [UInt8] { Array("<show \(placement.id)>".utf8) }
    func remove(_ placement: ImagePlacement) -> [UInt8] { Array("<remove \(placement.id)>".utf8) }
    func removeAll() -> [UInt8] { Array("<remove all>".utf8) }
    var picturesStayUntilOverwritten: Bool { false }
}
