import TerminalKit
import Testing

@testable import TerminalPictures

/// PNG files of every colour type and depth come out as 8-bit sRGB RGBA, not premultiplied.
@Suite struct PNGDecodingTests {
    private func decode(_ png: [UInt8]) throws -> PixelImage {
        let folder = TemporaryFolder()
        return try Pictures.decode(path: folder.write("picture.png", png), atLeast: nil).get()
    }

    @Test func rgbaKeepsItsAlphaUnpremultiplied() throws {
        let image = try decode(TestPNG.rgba(width: 2, height: 1) { x, _ in x == 0 ? [200, 100, 50, 255] : [200, 100, 50, 128] })
        #expect(image.pixels == [200, 100, 50, 255, 200, 100, 50, 128])
    }

    @Test func paletteWithTransparencyBecomesRGBA() throws {
        let png = TestPNG.encode(
            width: 3, height: 1, colorType: .palette, rows: [[0, 1, 2]], palette: [(255, 0, 0), (0, 255, 0), (0, 0, 255)],
            transparency: [255, 255, 0])
        let image = try decode(png)
        #expect(Array(image.pixels[0..<8]) == [255, 0, 0, 255, 0, 255, 0, 255])
        #expect(image.pixels[11] == 0)
    }

    @Test func greyAndGreyWithAlphaBecomeRGBA() throws {
        #expect(
            try decode(TestPNG.encode(width: 2, height: 1, colorType: .grey, rows: [[77, 200]])).pixels == [
                77, 77, 77, 255, 200, 200, 200, 255,
            ])
        let greyAlpha = try decode(TestPNG.encode(width: 1, height: 1, colorType: .greyAlpha, rows: [[77, 40]]))
        #expect(greyAlpha.pixels == [77, 77, 77, 40])
    }

    /// Without gamma information 16-bit samples are taken as sRGB, as editors write them: mid-grey stays
    /// mid-grey (taken as linear it would come out near 186).
    @Test func sixteenBitSamplesAreReducedAsSRGB() throws {
        let rgb16 = try decode(
            TestPNG.encode(width: 1, height: 1, colorType: .rgb, bitDepth: 16, rows: [[0xFF, 0xFF, 0x80, 0x80, 0x00, 0x00]]))
        #expect(Colors.near(Colors.rgba(rgb16, 0, 0), [255, 128, 0, 255], tolerance: 1))
        let grey16 = try decode(TestPNG.encode(width: 1, height: 1, colorType: .grey, bitDepth: 16, rows: [[0x80, 0x80]]))
        #expect(Colors.near(Colors.rgba(grey16, 0, 0), [128, 128, 128, 255], tolerance: 1))
    }

    @Test func lowBitDepthsAreExpanded() throws {
        // 1-bit grey: a black and a white pixel packed in one byte.
        let image = try decode(TestPNG.encode(width: 2, height: 1, colorType: .grey, bitDepth: 1, rows: [[0b0100_0000]]))
        #expect(image.pixels == [0, 0, 0, 255, 255, 255, 255, 255])
    }

    @Test func aPNGIsDecodedWholeWhateverIsAskedFor() throws {
        let folder = TemporaryFolder()
        let path = folder.write("big.png", TestPNG.rgba(width: 400, height: 300) { _, _ in [1, 2, 3, 255] })
        let image = try Pictures.decode(path: path, atLeast: (width: 10, height: 10)).get()
        #expect((image.width, image.height) == (400, 300))
    }
}
