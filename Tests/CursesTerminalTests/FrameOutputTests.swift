import Glibc
import Testing

@testable import CursesTerminal

@Suite struct FrameOutputTests {
    /// What the read end of `pipe` holds now, without waiting.
    private func waiting(in descriptor: Int32) -> String {
        var bytes = [UInt8](repeating: 0, count: 4096)
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 0) == 1 else { return "" }
        let count = read(descriptor, &bytes, bytes.count)
        return String(decoding: bytes[0..<max(count, 0)], as: UTF8.self)
    }

    @Test func aFrameReachesTheTerminalOnlyWhenItIsWholeAndOtherOutputAtOnce() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        var output = FrameOutput(terminal: ends[1])
        let descriptor = output.descriptor
        #expect(write(descriptor, "mode", 4) == 4)
        #expect(waiting(in: ends[0]) == "mode")
        var seenWhileDrawing: String?
        output.frame {
            _ = write(descriptor, "\u{1B}[1;1Hab", 8)
            _ = write(descriptor, "\u{1B}[2;1Hcd", 8)
            seenWhileDrawing = waiting(in: ends[0])
        }
        #expect(seenWhileDrawing == "")
        #expect(waiting(in: ends[0]) == "\u{1B}[1;1Hab\u{1B}[2;1Hcd")
        // The next frame starts empty: only its own bytes go out.
        output.frame { _ = write(descriptor, "ef", 2) }
        #expect(waiting(in: ends[0]) == "ef")
        #expect(write(descriptor, "after", 5) == 5)
        #expect(waiting(in: ends[0]) == "after")
    }
}
