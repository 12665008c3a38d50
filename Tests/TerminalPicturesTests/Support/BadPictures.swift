@testable import TerminalPictures

/// Every kind of file that is not a usable picture, written into a folder, with the error each gives.
enum BadPictures {
    /// A small JPEG with some detail, so that its entropy-coded data runs to a few kilobytes.
    static func jpeg() -> [UInt8] {
        TestJPEG.rgb(width: 64, height: 48) { x, y in [UInt8(x * 4), UInt8(y * 5), UInt8((x * y) & 0xFF)] }
    }

    static func png() -> [UInt8] {
        TestPNG.rgba(width: 64, height: 48) { x, y in [UInt8(x * 4), UInt8(y * 5), 90, 255] }
    }

    /// Garbage that never looks like a marker's length or a picture: a fixed pseudo-random sequence.
    static func garbage(_ count: Int) -> [UInt8] {
        var state: UInt32 = 0x1234_5678
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 24)
        }
    }

    /// Writes each bad file into `folder` and returns (name, path, expected error).
    static func write(into folder: TemporaryFolder) -> [(name: String, path: String, error: PictureError)] {
        let png = png()
        let jpeg = jpeg()
        return [
            ("missing", folder.path("no-such-file.png"), .missingFile),
            ("missing parent", folder.path("no-such-folder/x.jpg"), .missingFile),
            ("folder", folder.makeFolder("a-folder.png"), .unreadable),
            ("empty", folder.write("empty.png", []), .notAPicture),
            ("text named .jpg", folder.write("notes.jpg", Array("Not a picture at all.\n".utf8)), .notAPicture),
            ("GIF header and garbage", folder.write("old.gif", Array("GIF89a".utf8) + garbage(40)), .damaged(.gif)),
            ("PNG signature only", folder.write("signature.png", TestPNG.signature), .damaged(.png)),
            ("truncated PNG", folder.write("cut.png", Array(png[..<(png.count / 2)])), .damaged(.png)),
            ("PNG with a bad checksum", folder.write("crc.png", corruptedHeaderChecksum(png)), .damaged(.png)),
            ("garbage after a JPEG header", folder.write("garbage.jpg", [0xFF, 0xD8, 0xFF, 0xE0] + garbage(2000)), .damaged(.jpeg)),
            ("JPEG start only", folder.write("start.jpg", Array(jpeg[..<3])), .damaged(.jpeg)),
            ("JPEG cut inside its header", folder.write("header-cut.jpg", Array(jpeg[..<100])), .damaged(.jpeg)),
            (
                "PNG claiming 20000 × 20000", folder.write("huge.png", TestPNG.claiming(width: 20_000, height: 20_000)),
                .tooLarge(width: 20_000, height: 20_000)
            ),
            (
                "JPEG claiming 20000 × 20000", folder.write("huge.jpg", TestJPEG.claiming(jpeg, width: 20_000, height: 20_000)),
                .tooLarge(width: 20_000, height: 20_000)
            ),
        ]
    }

    /// `png` with one bit of its header's checksum flipped.
    private static func corruptedHeaderChecksum(_ png: [UInt8]) -> [UInt8] {
        var bytes = png
        // Signature (8), IHDR length and type (8), data (13): the checksum follows.
        bytes[8 + 8 + 13] ^= 0x01
        return bytes
    }
}
