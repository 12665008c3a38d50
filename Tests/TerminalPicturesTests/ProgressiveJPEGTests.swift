import Testing

@testable import TerminalPictures

/// A progressive JPEG decoded at 1/8 needs only its DC scans (each block's average): the rest are
/// left out when the picture has pixels to spare.
@Suite struct ProgressiveJPEGTests {
    /// A 128 × 64 picture with each pixel a `shade` of its column and row.
    static func picture(progressive: Bool = true, _ shade: (Int, Int) -> Int) -> [UInt8] {
        var pixels: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<128 {
                let value = UInt8(clamping: shade(x, y))
                pixels += [value, value, UInt8(255 - Int(value))]
            }
        }
        return TestJPEG.encode(width: 128, height: 64, pixels: pixels, quality: 100, progressive: progressive)
    }

    /// A picture of 8 × 8 blocks, each a `shade` of its block column and row.
    static func blocks(progressive: Bool = true, _ shade: (Int, Int) -> Int) -> [UInt8] {
        picture(progressive: progressive) { x, y in shade(x / 8, y / 8) }
    }

    /// Neighbouring blocks far apart: what libjpeg's smoothing of DC-only blocks changes most.
    static let checkerboard = blocks { column, row in (column + row) % 2 * 200 + 20 }

    @Test func trimmingKeepsOnlyTheDCScans() throws {
        // Detail inside the blocks, so that the AC scans carry most of the file.
        let jpeg = Self.picture { x, y in (x * 37 + y * 11) % 97 * 2 }
        let trimmed = try #require(JPEGScans.dcOnly(jpeg))
        #expect(trimmed.count < jpeg.count / 2)
        #expect(trimmed.prefix(2) == [0xFF, 0xD8] && trimmed.suffix(2) == [0xFF, 0xD9])
        #expect(JPEGScans.dcOnly(Self.blocks(progressive: false) { column, _ in column * 12 }) == nil)
        #expect(JPEGScans.dcOnly(Array("not a jpeg".utf8)) == nil)
        #expect(JPEGScans.dcOnly(Array(jpeg.prefix(40))) == nil)
    }

    /// Each block's average is in the DC scans alone; smooth pictures come out the same either way.
    @Test func theDCScansGiveTheSameEighthOfASmoothPicture() throws {
        let ramp = Self.blocks { column, row in column * 12 + row * 3 }
        let whole = try #require(TestJPEG.decode(ramp, eighths: 1))
        let dcScans = try #require(JPEGScans.dcOnly(ramp))
        let trimmed = try #require(TestJPEG.decode(dcScans, eighths: 1))
        #expect((trimmed.width, trimmed.height) == (16, 8))
        #expect(zip(whole.pixels, trimmed.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 2 })
    }

    /// With twice the pixels needed the DC scans are enough; with just enough, every scan is decoded,
    /// because libjpeg smooths blocks whose detail it lacks (which a checkerboard shows).
    @Test func onlyAPictureWithPixelsToSpareIsTrimmed() throws {
        let folder = TemporaryFolder()
        let path = folder.write("checkerboard.jpg", Self.checkerboard)
        let dcScans = try #require(JPEGScans.dcOnly(Self.checkerboard))
        let smoothed = try #require(TestJPEG.decode(dcScans, eighths: 1))
        let exact = try #require(TestJPEG.decode(Self.checkerboard, eighths: 1))
        #expect(smoothed != exact)
        #expect(try Pictures.decode(path: path, atLeast: (width: 8, height: 4)).get() == smoothed)
        #expect(try Pictures.decode(path: path, atLeast: (width: 16, height: 8)).get() == exact)
    }

    @Test func aTruncatedProgressivePictureIsStillShown() throws {
        let folder = TemporaryFolder()
        let jpeg = Self.blocks { column, row in column * 12 + row * 3 }
        for fraction in [2, 3, 5] {
            let path = folder.write("cut-\(fraction).jpg", Array(jpeg.prefix(jpeg.count * (fraction - 1) / fraction)))
            for need in [(width: 4, height: 2), (width: 128, height: 64)] {
                let image = try Pictures.decode(path: path, atLeast: need).get()
                #expect(image.width >= need.width && image.height >= need.height)
            }
        }
    }
}
