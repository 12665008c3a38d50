import TerminalKit
import Testing

@testable import TerminalPictures

/// A camera stores a picture as its sensor saw it and says in EXIF how to turn it upright.
@Suite struct OrientationTests {
    enum Corner: Int {
        case topLeft, topRight, bottomLeft, bottomRight
    }

    static let colors: [Corner: [UInt8]] = [
        .topLeft: [255, 0, 0], .topRight: [0, 255, 0], .bottomLeft: [0, 0, 255], .bottomRight: [255, 255, 255],
    ]

    /// For each EXIF orientation, which upright corner the stored picture's top left, top right, bottom
    /// left and bottom right hold; from the standard's words ("the 0th row is the visual right-hand
    /// side, the 0th column the visual top" for 6, and so on).
    static let storedCorners: [Int: [Corner]] = [
        1: [.topLeft, .topRight, .bottomLeft, .bottomRight],
        2: [.topRight, .topLeft, .bottomRight, .bottomLeft],
        3: [.bottomRight, .bottomLeft, .topRight, .topLeft],
        4: [.bottomLeft, .bottomRight, .topLeft, .topRight],
        5: [.topLeft, .bottomLeft, .topRight, .bottomRight],
        6: [.topRight, .bottomRight, .topLeft, .bottomLeft],
        7: [.bottomRight, .topRight, .bottomLeft, .topLeft],
        8: [.bottomLeft, .topLeft, .bottomRight, .topRight],
    ]

    /// The stored JPEG of a 32 × 16 upright picture in four coloured quarters.
    static func storedJPEG(orientation: Int, bigEndian: Bool) -> [UInt8] {
        let (width, height) = orientation >= 5 ? (16, 32) : (32, 16)
        let corners = storedCorners[orientation]!
        let jpeg = TestJPEG.rgb(width: width, height: height) { x, y in
            colors[corners[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]]!
        }
        return TestJPEG.withOrientation(jpeg, UInt16(orientation), bigEndian: bigEndian)
    }

    @Test(arguments: 1...8)
    func eachOrientationIsTurnedUpright(orientation: Int) throws {
        let folder = TemporaryFolder()
        for bigEndian in [true, false] {
            let path = folder.write("\(orientation)-\(bigEndian).jpg", Self.storedJPEG(orientation: orientation, bigEndian: bigEndian))
            let image = try Pictures.decode(path: path, atLeast: nil).get()
            #expect((image.width, image.height) == (32, 16))
            for (corner, x, y) in [(Corner.topLeft, 6, 4), (.topRight, 26, 4), (.bottomLeft, 6, 12), (.bottomRight, 26, 12)] {
                #expect(Colors.near(Colors.rgba(image, x, y), Self.colors[corner]!.map(Int.init) + [255], tolerance: 24), "\(corner)")
            }
        }
    }

    @Test func aPortraitPhotoIsDrawnStandingUp() throws {
        let folder = TemporaryFolder()
        // Stored 64 × 32 on its side, upright 32 × 64: at aspect 2 as tall in rows as it is wide in columns.
        let stored = TestJPEG.rgb(width: 64, height: 32) { _, _ in [128, 128, 128] }
        let path = folder.write("portrait.jpg", TestJPEG.withOrientation(stored, 8))
        let surface = try Pictures.render(PictureRequest(path: path, columns: 40, rows: 16, depth: .direct)).get()
        #expect((surface.width, surface.height) == (16, 16))
    }

    @Test func missingOrInvalidOrientationLeavesThePictureAsStored() {
        let plain = TestJPEG.rgb(width: 8, height: 8) { _, _ in [1, 2, 3] }
        #expect(ExifOrientation.of(bytes: plain) == .topLeft)
        #expect(ExifOrientation.of(bytes: TestJPEG.withOrientation(plain, 9)) == .topLeft)
        #expect(ExifOrientation.of(bytes: TestJPEG.withOrientation(plain, 0)) == .topLeft)
        #expect(ExifOrientation.of(bytes: TestJPEG.withOrientation(plain, 6)) == .rightTop)
        #expect(ExifOrientation.of(bytes: []) == .topLeft)
    }

    @Test func turningKeepsEveryPixel() {
        // 3 × 2, pixels numbered in their red byte; turned a quarter clockwise (6) the left column,
        // read bottom to top, becomes the top row.
        let image = PixelImage(width: 3, height: 2, pixels: (0..<6).flatMap { [UInt8($0), 0, 0, 255] })
        let turned = image.upright(from: .rightTop)
        #expect((turned.width, turned.height) == (2, 3))
        #expect(stride(from: 0, to: turned.pixels.count, by: 4).map { turned.pixels[$0] } == [3, 0, 4, 1, 5, 2])
        #expect(ExifOrientation.allCases.allSatisfy { image.upright(from: $0).pixels.sorted() == image.pixels.sorted() })
    }
}
