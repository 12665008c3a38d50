import Testing

@testable import TerminalPictures

@Suite struct JPEGDecodingTests {
    @Test func cmykIsConvertedToRGB() throws {
        let folder = TemporaryFolder()
        // Inverted CMYK: red is no cyan (255), full magenta and yellow (0), no black (255).
        let pixels = (0..<16).flatMap { _ in (0..<32).flatMap { x -> [UInt8] in x < 16 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let path = folder.write("cmyk.jpg", TestJPEG.encode(width: 32, height: 16, pixels: pixels, samples: .cmyk))
        let image = try Pictures.decode(path: path, atLeast: nil).get()
        #expect((image.width, image.height) == (32, 16))
        #expect(Colors.near(Colors.rgba(image, 4, 8), [255, 0, 0, 255], tolerance: 12))
        #expect(Colors.near(Colors.rgba(image, 28, 8), [0, 0, 255, 255], tolerance: 12))
    }

    @Test func invertedCMYKConversion() {
        // No ink is white, full black is black whatever the rest, half black halves the colour.
        var pixels: [UInt8] = [255, 255, 255, 255, 255, 0, 255, 0, 255, 0, 0, 128]
        JPEGDecoder.convertInvertedCMYKToRGBA(&pixels)
        #expect(pixels == [255, 255, 255, 255, 0, 0, 0, 255, 128, 0, 0, 255])
    }

    @Test func greyBecomesRGBA() throws {
        let folder = TemporaryFolder()
        let path = folder.write("grey.jpg", TestJPEG.encode(width: 8, height: 8, pixels: Array(repeating: 90, count: 64), samples: .grey))
        #expect(Colors.near(Colors.rgba(try Pictures.decode(path: path, atLeast: nil).get(), 3, 3), [90, 90, 90, 255], tolerance: 2))
    }

    /// A 4000 × 3000 photo for 40 × 12 cells needs 80 × 48 pixels: 1/8 (500 × 375) still covers them.
    @Test func aBigPhotoIsDecodedOnlyAsLargeAsTheCellsNeed() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "big.jpg", TestJPEG.encode(width: 4000, height: 3000, pixels: Array(repeating: 128, count: 4000 * 3000 * 3)))
        let forCells = try Pictures.decodeForCells(PictureRequest(path: path, columns: 40, rows: 12, depth: .direct)).get()
        #expect((forCells.image.width, forCells.image.height) == (500, 375))
        #expect((forCells.width, forCells.height) == (4000, 3000))
        let surface = try Pictures.render(PictureRequest(path: path, columns: 40, rows: 12, depth: .direct)).get()
        #expect((surface.width, surface.height) == (32, 12))

        let small = try Pictures.decode(path: path, atLeast: (width: 80, height: 48)).get()
        #expect((small.width, small.height) == (500, 375))
        let larger = try Pictures.decode(path: path, atLeast: (width: 600, height: 400)).get()
        #expect((larger.width, larger.height) == (1000, 750))
    }

    @Test func theSmallestCoveringScaleIsChosen() {
        let eighths = (1...8).map { JPEGScale(numerator: $0, denominator: 8) }
        #expect(JPEGScale.smallest(of: eighths, width: 6000, height: 4000, covering: (240, 160)) == JPEGScale(numerator: 1, denominator: 8))
        #expect(JPEGScale.smallest(of: eighths, width: 6000, height: 4000, covering: (751, 10)) == JPEGScale(numerator: 2, denominator: 8))
        #expect(JPEGScale.smallest(of: eighths, width: 6000, height: 4000, covering: (10, 501)) == JPEGScale(numerator: 2, denominator: 8))
        // Rounding up as TurboJPEG does: 1/8 of 100 is 13 pixels.
        #expect(JPEGScale.smallest(of: eighths, width: 100, height: 100, covering: (13, 13)) == JPEGScale(numerator: 1, denominator: 8))
        #expect(JPEGScale.smallest(of: eighths, width: 100, height: 100, covering: (500, 500)) == .full)
        #expect(JPEGScale.smallest(of: eighths, width: 100, height: 100, covering: nil) == .full)
        #expect(JPEGScale.reductions.contains(JPEGScale(numerator: 1, denominator: 8)))
        #expect(JPEGScale.reductions.allSatisfy { $0.numerator <= $0.denominator })
    }

    /// Turned upright the need is in upright terms: a portrait photo stored on its side needs its height
    /// covered by the stored width.
    @Test func aTurnedPhotoIsScaledForItsUprightSize() throws {
        let folder = TemporaryFolder()
        let stored = TestJPEG.encode(width: 800, height: 400, pixels: Array(repeating: 60, count: 800 * 400 * 3))
        let path = folder.write("portrait.jpg", TestJPEG.withOrientation(stored, 6))
        // Upright 400 × 800; 60 × 150 needs 1/4 (100 × 200), where 1/8 (50 × 100) would not do.
        let image = try Pictures.decode(path: path, atLeast: (width: 60, height: 150)).get()
        #expect((image.width, image.height) == (100, 200))
    }
}
