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
}
