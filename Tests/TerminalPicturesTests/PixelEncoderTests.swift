import Foundation
import TerminalKit
import TerminalPictures
import Testing

/// Each pixel protocol's bytes, read back as the terminals would: kitty's RGBA chunks, iTerm2's file,
/// sixel's raster and colour registers.
@Suite struct PixelEncoderTests {
    /// A solid picture of `width` × `height` pixels in one colour.
    static func solid(_ width: Int, _ height: Int, _ rgb: (UInt8, UInt8, UInt8)) -> PixelImage {
        PixelImage(width: width, height: height, pixels: Array((0..<(width * height)).map { _ in [rgb.0, rgb.1, rgb.2, 255] }.joined()))
    }

    /// The escape sequences of `bytes` that start with `introducer` and end with ST (`ESC \`), without either.
    static func sequences(_ bytes: [UInt8], introducer: String) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.components(separatedBy: "\u{1B}\\").compactMap { part in
            part.range(of: introducer).map { String(part[$0.upperBound...]) }
        }
    }

    @Test func kittyChunksCarryThePixelsWithTheAppsControls() throws {
        let bytes = PixelEncoder.encode(
            Self.solid(40, 40, (255, 0, 0)), in: .kitty, columns: 4, rows: 2, cellPixels: (10, 20), imageID: 7, keepsCursor: true)
        let chunks = Self.sequences(bytes, introducer: "\u{1B}_G")
        #expect(chunks.count >= 2)
        let header = try #require(chunks.first?.split(separator: ";").first).split(separator: ",")
        let keys = Dictionary(
            uniqueKeysWithValues: header.map { pair in
                let parts = pair.split(separator: "=", maxSplits: 1)
                return (String(parts[0]), String(parts.count > 1 ? parts[1] : ""))
            })
        #expect(keys["a"] == "T" && keys["f"] == "32" && keys["q"] == "2" && keys["C"] == "1" && keys["i"] == "7")
        // A square picture in cells twice as tall as wide: 2 rows by 4 columns is 40 × 40 pixels.
        #expect(keys["c"] == "4" && keys["r"] == "2" && keys["s"] == "40" && keys["v"] == "40")
        // Every chunk but the last says more follow (m=1); the payloads are RGBA in base64.
        #expect(chunks.dropLast().allSatisfy { $0.contains("m=1") })
        #expect(chunks.last?.hasPrefix("m=0") == true)
        // kitty decodes chunk by chunk: each is whole base64, padded.
        let decoded = chunks.compactMap { $0.split(separator: ";", maxSplits: 1).dropFirst().first }.map { Data(base64Encoded: String($0)) }
        #expect(decoded.allSatisfy { $0 != nil })
        let pixels = decoded.compactMap { $0 }.reduce(Data(), +)
        #expect(pixels.count == 40 * 40 * 4)
        #expect(Array(pixels.prefix(4)) == [255, 0, 0, 255])
    }

    @Test func kittyWithoutAnIdOrCursorControlAndItsDeletions() {
        let bytes = PixelEncoder.encode(Self.solid(8, 8, (0, 0, 255)), in: .kitty, columns: 2, rows: 1)
        let header = String(decoding: bytes.prefix(24), as: UTF8.self)
        #expect(header.hasPrefix("\u{1B}_Gq=2,a=T,"))
        #expect(String(decoding: PixelEncoder.kittyDelete(imageID: 7), as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
        #expect(String(decoding: PixelEncoder.kittyDeleteAll, as: UTF8.self) == "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
    }

    @Test func itermSendsAFileOfTheCellsSize() throws {
        let bytes = PixelEncoder.encode(Self.solid(60, 20, (0, 255, 0)), in: .iterm, columns: 6, rows: 1, cellPixels: (10, 20))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;"))
        let arguments = try #require(text.split(separator: ":", maxSplits: 1).first)
        #expect(arguments.contains("width=6") && arguments.contains("height=1"))
        let body = try #require(text.split(separator: ":", maxSplits: 1).last).prefix { $0 != "\u{07}" && $0 != "\u{1B}" }
        let file = try #require(Data(base64Encoded: String(body)))
        // A TIFF (little-endian), which iTerm2 reads as it reads any picture file.
        #expect(Array(file.prefix(4)) == [0x49, 0x49, 0x2A, 0x00])
    }

    @Test func sixelsNameTheirSizeAndTheirColours() throws {
        let bytes = PixelEncoder.encode(Self.solid(20, 20, (255, 0, 0)), in: .sixel, columns: 2, rows: 1, cellPixels: (10, 20))
        let body = try #require(Self.sequences(bytes, introducer: "\u{1B}P").first)
        // The raster: aspect 1:1, 20 pixels across and the whole bands of six lines the 20 rows hold
        // (18: a band past the cell would scroll); the colour registers are in percent of RGB.
        #expect(body.contains("q\"1;1;20;18"))
        #expect(body.contains(";2;100;0;0"))
        // Each band of six lines ends with `-`: three bands.
        #expect(body.filter { $0 == "-" }.count == 3)
    }

    @Test func noRoomOrNoPixelsIsNothing() {
        #expect(PixelEncoder.encode(Self.solid(4, 4, (1, 2, 3)), in: .kitty, columns: 0, rows: 3).isEmpty)
        #expect(PixelEncoder.encode(PixelImage(width: 0, height: 0, pixels: []), in: .sixel, columns: 3, rows: 3).isEmpty)
        #expect(PixelEncoder.encode(Self.solid(4, 4, (1, 2, 3)), in: .iterm, columns: 3, rows: 3, cellPixels: (0, 20)).isEmpty)
    }
}
