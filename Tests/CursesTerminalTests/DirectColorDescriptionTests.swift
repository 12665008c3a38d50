import Foundation
import Testing

@testable import CursesTerminal

/// A 24-bit colour description made from the terminal's own where none is installed.
@Suite struct DirectColorDescriptionTests {
    static let screen = """
        #\tReconstructed via infocmp from file: /lib/terminfo/s/screen-256color
        screen-256color|GNU Screen with 256 colors,
        \tam,
        \tccc,
        \tcolors#0x100,
        \tpairs#0x10000,
        \tinitc=\\E]4;%p1%d;rgb:%p2%{255}%*%{1000}%/%2.2X/%p3%{255}%*%{1000}%/%2.2X/%p4%{255}%*%{1000}%/%2.2X\\E\\\\,
        \top=\\E[39;49m,
        \tsetab=\\E[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m,
        \tsetaf=\\E[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m,
        \tsgr0=\\E[m\\017,

        """

    @Test func theColourCapabilitiesBecomeDirectOnesAndTheRestStays() throws {
        let source = try #require(DirectColorDescription.source(fromDescription: Self.screen, term: "screen-256color"))
        let lines = source.split(separator: "\n").map(String.init)
        #expect(lines.first == "screen-256color-landmarks-direct|screen-256color with 24-bit colour (made by landmarks),")
        #expect(lines.contains("\tcolors#0x1000000,") && lines.contains("\tRGB,") && lines.contains("\tpairs#0x10000,"))
        #expect(lines.contains { $0.hasPrefix("\tsetaf=\\E[%?%p1%{8}%<%t3%p1%d%e38;2;") })
        #expect(lines.filter { $0.contains("setaf=") }.count == 1 && lines.filter { $0.contains("colors#") }.count == 1)
        #expect(!lines.contains { $0.contains("initc=") || $0 == "\tccc," || $0.contains("38;5;") })
        #expect(lines.contains("\tam,") && lines.contains("\top=\\E[39;49m,") && lines.contains("\tsgr0=\\E[m\\017,"))
        #expect(DirectColorDescription.source(fromDescription: "dumb|80-column dumb tty,\n\tam,\n\tcols#80,\n", term: "dumb") == nil)
    }

    /// With ncurses' own infocmp and tic: the description compiles, and is found again without them.
    @Test func itCompilesIntoTheAppsFolderOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terminfo-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(DirectColorDescription.make(for: "xterm-256color", in: folder) == "xterm-256color-landmarks-direct")
        #expect(DirectColorDescription.isCompiled("xterm-256color-landmarks-direct", in: folder))
        let modified = try FileManager.default.attributesOfItem(atPath: folder + "/x/xterm-256color-landmarks-direct")[.modificationDate]
        #expect(DirectColorDescription.make(for: "xterm-256color", in: folder) == "xterm-256color-landmarks-direct")
        #expect(
            try FileManager.default.attributesOfItem(atPath: folder + "/x/xterm-256color-landmarks-direct")[.modificationDate] as? Date
                == modified as? Date)
        #expect(DirectColorDescription.make(for: "no-such-terminal", in: folder) == nil)
        #expect(DirectColorDescription.folder(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/landmarks/terminfo")
        #expect(DirectColorDescription.folder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/landmarks/terminfo")
    }
}
