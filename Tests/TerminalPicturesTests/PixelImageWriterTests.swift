import Foundation
import TerminalKit
import TerminalPictures
import Testing

/// What the app's backend sends for placements in each protocol: kitty's ids, placed and deleted; sixel
/// and iTerm2 pictures, which go when their cells are written again.
@Suite struct PixelImageWriterTests {
    static func placement(_ id: String, columns: Int = 4) -> ImagePlacement {
        ImagePlacement(id: id, image: PixelEncoderTests.solid(8, 8, (1, 2, 3)), area: Rect(x: 1, y: 1, width: columns, height: 2))
    }

    @Test func kittyGivesEachPictureAnIdAndDeletesItByThatId() {
        let writer = PixelImageWriter(.kitty, cellPixels: (10, 20))
        #expect(!writer.picturesStayUntilOverwritten)
        let first = String(decoding: writer.show(Self.placement("a")), as: UTF8.self)
        let second = String(decoding: writer.show(Self.placement("b")), as: UTF8.self)
        #expect(first.hasPrefix("\u{1B}_Gq=2,C=1,i=1,a=T,"))
        #expect(second.hasPrefix("\u{1B}_Gq=2,C=1,i=2,a=T,"))
        #expect(String(decoding: writer.show(Self.placement("a")), as: UTF8.self).hasPrefix("\u{1B}_Gq=2,C=1,i=1,"), "placed again")
        #expect(writer.remove(Self.placement("a")) == PixelEncoder.kittyDelete(imageID: 1))
        #expect(writer.remove(Self.placement("a")).isEmpty, "already gone")
        #expect(writer.removeAll() == PixelEncoder.kittyDeleteAll)
        // A picture shown after all were taken away gets a new id: kitty may still hold the old one.
        #expect(String(decoding: writer.show(Self.placement("b")), as: UTF8.self).hasPrefix("\u{1B}_Gq=2,C=1,i=3,"))
    }

    /// Through tmux: the picture is kept by kitty (`U=1`) through tmux's passthrough and shown by
    /// placeholders in the cells the picture fills, named by a palette index that goes round at 255.
    @Test func kittyThroughTmuxSendsVirtualPicturesAndPlaceholders() throws {
        let writer = PixelImageWriter(.kitty, cellPixels: (10, 20), placeholderDepth: .palette256)
        let placement = Self.placement("a", columns: 6)
        #expect(writer.placeholder(for: placement, column: 0, row: 0) == nil, "not shown yet")
        let shown = String(decoding: writer.show(placement), as: UTF8.self)
        #expect(shown.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_Gq=2,C=1,U=1,i=1,a=T,"))
        #expect(shown.hasSuffix("\u{1B}\u{1B}\\\u{1B}\\"))
        // 8 × 8 pixels in cells of 10 × 20 fill 4 of the 6 columns, and both rows.
        let cell = try #require(writer.placeholder(for: placement, column: 1, row: 0))
        #expect(cell.style.foreground == .indexed(1))
        #expect(cell.grapheme.unicodeScalars.map(\.value) == [0x10EEEE, 0x0305, 0x030D])
        #expect(writer.placeholder(for: placement, column: 3, row: 1) != nil)
        #expect(writer.placeholder(for: placement, column: 4, row: 0) == nil, "beyond the picture")
        #expect(writer.remove(placement) == KittyPlaceholders.throughTmux(PixelEncoder.kittyDelete(imageID: 1)))
        #expect(writer.removeAll() == KittyPlaceholders.throughTmux(PixelEncoder.kittyDeleteAll))
        for number in 2...256 { _ = writer.show(Self.placement("p\(number)")) }
        let wrapped = try #require(writer.placeholder(for: Self.placement("p256"), column: 0, row: 0))
        #expect(wrapped.style.foreground == .indexed(1), "the 256th picture is 1 again")
        #expect(PixelImageWriter(.kitty, cellPixels: (10, 20)).placeholder(for: placement, column: 0, row: 0) == nil)
    }

    @Test func sixelAndItermPicturesGoWithTheirCells() {
        for pixelProtocol in [PixelProtocol.sixel, .iterm] {
            let writer = PixelImageWriter(pixelProtocol, cellPixels: (10, 20))
            #expect(writer.picturesStayUntilOverwritten)
            #expect(!writer.show(Self.placement("a")).isEmpty)
            #expect(writer.remove(Self.placement("a")).isEmpty)
            #expect(writer.removeAll().isEmpty)
        }
    }

    /// A picture asked for in the terminal's pixels comes with cells and a placement over them, with all
    /// the pixels the file has (80 × 48: fewer than 20 × 10 cells of 10 × 20 pixels hold).
    @Test func aRequestInPixelsPlacesThePictureOverItsCells() throws {
        let folder = try TemporaryFolder()
        let path = RenderTests.halves(folder, jpeg: false)
        let request = PictureRequest(
            path: path, columns: 20, rows: 10, depth: .direct, cellPixels: PictureRequest.CellPixels(width: 10, height: 20))
        let surface = try Pictures.render(request).get()
        let placement = try #require(surface.placements.first)
        #expect(surface.placements.count == 1)
        #expect(placement.area == Rect(x: 0, y: 0, width: surface.width, height: surface.height))
        #expect(placement.image.width == 80 && placement.image.height == 48)
        #expect(try Pictures.render(PictureRequest(path: path, columns: 20, rows: 10, depth: .direct)).get().placements.isEmpty)
    }
}
