import TerminalKit
import Testing

/// Pictures placed over cells: which cells they cover, clipping, and what drawing over them does.
@Suite struct ImagePlacementTests {
    private let pixel = PixelImage(width: 1, height: 1, pixels: [200, 100, 50, 255])

    private func placement(_ id: String = "photo", x: Int, y: Int, width: Int, height: Int) -> ImagePlacement {
        ImagePlacement(id: id, image: pixel, area: Rect(x: x, y: y, width: width, height: height))
    }

    /// A surface of letters, each line its own, so that text under a placement can be told apart.
    private func letters(width: Int, height: Int) -> Surface {
        var surface = Surface(width: width, height: height)
        for y in 0..<height {
            surface.write(String(String("abcdefghij".dropFirst(y)).prefix(width)), x: 0, y: y, style: .plain)
        }
        return surface
    }

    /// `#` for a covered cell, line by line (the right half of a wide grapheme left out).
    private func coverage(_ surface: Surface) -> [String] {
        surface.lines { $0.isCovered ? "#" : "." }
    }

    @Test func aPlacementCoversItsCellsAndKeepsTheirText() {
        var surface = letters(width: 5, height: 3)
        let photo = placement(x: 1, y: 1, width: 3, height: 1)
        surface.place(photo)
        #expect(coverage(surface) == [".....", ".###.", "....."])
        #expect(surface.lines == ["abcde", "bcdef", "cdefg"])
        #expect(surface.placements == [photo])
        #expect(surface.placements[0].visibleArea == photo.area)
    }

    @Test func aPlacementIsClippedToTheSurfaceAndOneOutsideIsDropped() {
        var surface = letters(width: 4, height: 3)
        surface.place(placement(x: -2, y: 1, width: 4, height: 5))
        #expect(coverage(surface) == ["....", "##..", "##.."])
        #expect(surface.placements.map(\.area) == [Rect(x: -2, y: 1, width: 4, height: 5)])
        #expect(surface.placements.map(\.visibleArea) == [Rect(x: 0, y: 1, width: 2, height: 2)])
        surface.place(placement("elsewhere", x: 4, y: 0, width: 3, height: 3))
        #expect(surface.placements.map(\.id) == ["photo"])
    }

    @Test func drawingOverACoveredCellTakesThePlacementAway() {
        var surface = letters(width: 5, height: 2)
        surface.place(placement(x: 1, y: 0, width: 3, height: 2))
        surface.write("X", x: 3, y: 1, style: .plain)
        #expect(surface.placements.isEmpty)
        #expect(coverage(surface) == [".....", "....."])
        #expect(surface.lines == ["abcde", "bcdXf"])

        surface.place(placement(x: 1, y: 0, width: 3, height: 2))
        surface.fill(Rect(x: 0, y: 0, width: 2, height: 1), style: .plain)
        #expect(surface.placements.isEmpty)
        #expect(coverage(surface) == [".....", "....."])

        // A wide grapheme whose right half lands on the picture takes it away too.
        surface.place(placement(x: 1, y: 0, width: 3, height: 2))
        surface.write("東", x: 0, y: 1, style: .plain)
        #expect(surface.placements.isEmpty)
        #expect(surface.lines == ["  cde", "東dXf"])
    }

    @Test func drawingBesideOrRestylingAPlacementKeepsIt() {
        var surface = letters(width: 5, height: 2)
        surface.place(placement(x: 1, y: 0, width: 3, height: 2))
        surface.write("X", x: 4, y: 1, style: .plain)
        surface.fill(Rect(x: 0, y: 0, width: 1, height: 2), style: .plain)
        surface.patch(surface.bounds, with: StylePatch(adding: .bold))
        #expect(surface.placements.count == 1)
        #expect(coverage(surface) == [".###.", ".###."])
        #expect(surface[2, 0].style.attributes == .bold)
    }

    @Test func aNewPlacementOverAnotherReplacesIt() {
        var surface = letters(width: 6, height: 2)
        surface.place(placement("old", x: 0, y: 0, width: 3, height: 2))
        surface.place(placement("beside", x: 4, y: 0, width: 2, height: 1))
        surface.place(placement("new", x: 2, y: 1, width: 2, height: 1))
        #expect(surface.placements.map(\.id) == ["beside", "new"])
        #expect(coverage(surface) == ["....##", "..##.."])
    }

    @Test func aWideGraphemeCutByTheEdgeBecomesABlank() {
        var surface = Surface(width: 6, height: 1)
        surface.write("東京都", x: 0, y: 0, style: .plain)
        surface.place(placement(x: 1, y: 0, width: 4, height: 1))
        #expect(surface.lines == ["  京  "])
        #expect((0..<6).map { surface[$0, 0].isCovered } == [false, true, true, true, true, false])
    }

    @Test func aCopyBringsItsPlacementsMovedAndClipped() {
        var block = letters(width: 4, height: 2)
        block.place(placement(x: 1, y: 0, width: 3, height: 2))
        var surface = Surface(width: 5, height: 3)
        surface.copy(block, toX: 2, y: 1)
        #expect(surface.placements.map(\.area) == [Rect(x: 3, y: 1, width: 3, height: 2)])
        #expect(surface.placements.map(\.visibleArea) == [Rect(x: 3, y: 1, width: 2, height: 2)])
        #expect(coverage(surface) == [".....", "...##", "...##"])
        #expect(surface.lines == ["     ", "  abc", "  bcd"])
        // Cells taken one by one come without their placement.
        surface[0, 0] = block[2, 0]
        #expect(!surface[0, 0].isCovered)
        #expect(coverage(surface) == [".....", "...##", "...##"])
    }

    @Test func placementsCompareByIdAndCellsNotPixels() {
        let photo = placement(x: 0, y: 0, width: 2, height: 1)
        let samePictureElsewhere = placement(x: 1, y: 0, width: 2, height: 1)
        let repainted = ImagePlacement(id: "photo", image: PixelImage(width: 1, height: 1, pixels: [0, 0, 0, 255]), area: photo.area)
        #expect(photo != samePictureElsewhere)
        #expect(photo == repainted)
    }
}
