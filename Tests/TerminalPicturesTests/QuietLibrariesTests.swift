import Glibc
import TerminalKit
import Testing

@testable import TerminalPictures

/// The C libraries must never write on the terminal, which the app has in curses mode. Each check runs
/// in a child process whose standard output and error are pipes the test reads: output written by
/// the other tests running meanwhile in this process cannot mix in.
@Suite struct QuietLibrariesTests {
    @Test func badPicturesMakeNoOutput() async throws {
        let folder = TemporaryFolder()
        let paths = BadPictures.write(into: folder).map(\.path) + Self.writeWarningCases(into: folder)
        let exit = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            [paths = paths as [String]] in
            for path in paths {
                for depth in [ColorDepth.direct, .palette256, .none] {
                    _ = Pictures.render(PictureRequest(path: path, columns: 12, rows: 4, depth: depth))
                }
                _ = Pictures.decode(path: path, atLeast: nil)
            }
        }
        let result = try #require(exit)
        #expect(String(decoding: result.standardOutputContent, as: UTF8.self) == "")
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self) == "")
    }

    @Test func filesWithWarningsAreStillShown() {
        let folder = TemporaryFolder()
        for path in Self.writeWarningCases(into: folder) {
            #expect(Pictures.render(PictureRequest(path: path, columns: 12, rows: 4, depth: .direct)).failure == nil, "\(path)")
        }
    }

    /// Shows that the check above would see output: a write to standard error in the child arrives.
    @Test func outputInTheChildIsSeen() async throws {
        let exit = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let message = "libfoo: warning\n"
            _ = write(2, message, message.utf8.count)
        }
        let result = try #require(exit)
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self) == "libfoo: warning\n")
    }

    /// Files on which the libraries have warnings to give but the picture is still usable.
    static func writeWarningCases(into folder: TemporaryFolder) -> [String] {
        let jpeg = BadPictures.jpeg()
        let scan = jpeg.indices.last { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA }!
        var png = BadPictures.png()
        // An ancillary chunk with a wrong checksum: libpng warns and goes on.
        let text = TestPNG.chunk("tEXt", Array("Comment\0hello".utf8))
        png.insert(contentsOf: text.dropLast() + [text.last! ^ 0xFF], at: 33)
        // An EXIF segment whose IFD offset points far outside it.
        let brokenExif: [UInt8] =
            [0xFF, 0xE1, 0x00, 0x16] + Array("Exif".utf8) + [0, 0] + Array("MM".utf8) + [0, 42, 0x7F, 0xFF, 0xFF, 0xF0] + [0, 1, 1, 0x12]
        return [
            folder.write("truncated.jpg", Array(jpeg[..<(jpeg.count * 2 / 3)])),
            folder.write("scrambled.jpg", Array(jpeg[..<(scan + 14)]) + BadPictures.garbage(jpeg.count - scan - 14)),
            folder.write("extra-bytes.jpg", Array(jpeg[..<scan]) + [0x12, 0x34] + jpeg[scan...]),
            folder.write("broken-exif.jpg", Array(jpeg[..<2]) + brokenExif + jpeg[2...]),
            folder.write("bad-text-chunk.png", png),
            folder.write("progressive-cut.jpg", Array(ProgressiveJPEGTests.checkerboard.prefix(1500))),
            folder.write(
                "cmyk.jpg", TestJPEG.encode(width: 16, height: 16, pixels: Array(repeating: 200, count: 16 * 16 * 4), samples: .cmyk)),
        ]
    }
}
