import Foundation
import Testing

@testable import TerminalPictures

/// A JPEG is read up to its end marker: a motion photo's video after it (hundreds of megabytes on a
/// phone) is never read.
@Suite struct MotionPhotoTests {
    @Test func aVideoAfterTheJPEGIsNotRead() throws {
        let folder = TemporaryFolder()
        let jpeg = BadPictures.jpeg()
        // A video's bytes, with end markers of its own among them, 3 MB of it.
        let trailer = Array("\0\0\0\u{18}ftypmp42".utf8) + (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) }
        let path = folder.write("PXL_20240514_motion.jpg", jpeg + trailer)
        let file = try PictureFile.open(path).get()
        #expect(try file.readJPEG().get() == jpeg)
        let picture = try Pictures.decode(path: path, atLeast: nil).get()
        #expect(picture.width > 0 && picture.height > 0)
    }

    @Test func theEndMarkerIsFoundWhereverAReadEnds() {
        #expect(PictureFile.endMarker(in: [0x00, 0xFF, 0xD9, 0x12], after: nil) == 3)
        // 0xFF at the end of one read, 0xD9 at the start of the next.
        #expect(PictureFile.endMarker(in: [0xD9, 0x00], after: 0xFF) == 1)
        #expect(PictureFile.endMarker(in: [0xD9, 0x00], after: 0x12) == nil)
        // Stuffed bytes and restart markers are not the end.
        #expect(PictureFile.endMarker(in: [0xFF, 0x00, 0xFF, 0xD0, 0xFF], after: nil) == nil)
    }

    @Test func aJPEGWithoutAnEndMarkerIsReadWhole() throws {
        let folder = TemporaryFolder()
        let jpeg = BadPictures.jpeg()
        let cut = Array(jpeg.dropLast(2))
        let path = folder.write("cut.jpg", cut)
        #expect(try PictureFile.open(path).get().readJPEG().get() == cut)
    }
}
