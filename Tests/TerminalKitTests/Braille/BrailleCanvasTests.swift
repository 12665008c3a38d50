import TerminalKit
import Testing

@Suite struct BrailleCanvasTests {
    private func lines(_ canvas: BrailleCanvas) -> [String] {
        var surface = Surface(width: canvas.columns, height: canvas.rows)
        canvas.draw(in: &surface, x: 0, y: 0, background: .plain)
        return surface.lines
    }

    @Test func packsEachDotIntoItsUnicodeBit() {
        // Dots 1–8 of a braille cell: (0,0) (0,1) (0,2) (1,0) (1,1) (1,2) (0,3) (1,3).
        let order = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]
        for (bit, (x, y)) in order.enumerated() {
            var canvas = BrailleCanvas(columns: 1, rows: 1, inks: [.plain])
            canvas.setDot(x: x, y: y, ink: 0)
            #expect(canvas.dots == [UInt8(1) << bit])
        }
        var full = BrailleCanvas(columns: 1, rows: 1, inks: [.plain])
        for (x, y) in order { full.setDot(x: x, y: y, ink: 0) }
        #expect(lines(full) == ["⣿"])
    }

    @Test func aLineAcrossTheCanvasFillsTheCellsItCrosses() {
        var canvas = BrailleCanvas(columns: 3, rows: 2, inks: [.plain])
        canvas.line(fromX: 0, y0: 3, toX: 5.9, y1: 3, ink: 0)
        canvas.line(fromX: 2, y0: 0, toX: 2, y1: 7.9, ink: 0)
        #expect(lines(canvas) == ["⣀⣇⣀", " ⡇ "])
    }

    @Test func linesAreClippedAtEveryEdge() {
        var canvas = BrailleCanvas(columns: 2, rows: 1, inks: [.plain])
        canvas.line(fromX: -100, y0: 0, toX: 100, y1: 0, ink: 0)  // through the left and right edges
        canvas.line(fromX: 3, y0: -50, toX: 3, y1: 50, ink: 0)  // through the top and bottom
        canvas.line(fromX: -5, y0: -5, toX: -1, y1: 10, ink: 0)  // wholly outside, left
        canvas.line(fromX: 4, y0: 0, toX: 40, y1: 3, ink: 0)  // wholly outside, right
        canvas.line(fromX: 0, y0: 4, toX: 3, y1: 40, ink: 0)  // wholly outside, below
        canvas.line(fromX: 0, y0: -1, toX: 3, y1: -9, ink: 0)  // wholly outside, above
        #expect(lines(canvas) == ["⠉⢹"])
    }

    @Test func hugeAndEndlessCoordinatesDrawNothingAndDoNotTrap() {
        var canvas = BrailleCanvas(columns: 2, rows: 1, inks: [.plain])
        canvas.line(fromX: .infinity, y0: 0, toX: 1, y1: 1, ink: 0)
        canvas.line(fromX: .nan, y0: 0, toX: 1, y1: 1, ink: 0)
        canvas.line(fromX: -1e300, y0: 1e300, toX: 1e300, y1: -1e300, ink: 0)
        canvas.setDot(x: -1, y: 0, ink: 0)
        canvas.setDot(x: 4, y: 0, ink: 0)
        canvas.setDot(x: 0, y: 4, ink: 0)
        #expect(canvas.dots.count == 2)
    }

    @Test func theMostImportantInkColoursACell() {
        let border = Style(foreground: .indexed(8))
        let marker = Style(foreground: .indexed(11), attributes: [.bold])
        var canvas = BrailleCanvas(columns: 2, rows: 1, inks: [border, marker])
        canvas.setDot(x: 0, y: 0, ink: 1)
        canvas.setDot(x: 1, y: 0, ink: 0)
        canvas.setDot(x: 2, y: 0, ink: 0)
        var surface = Surface(width: 2, height: 1)
        canvas.draw(in: &surface, x: 0, y: 0, background: .plain)
        #expect(surface.lines { $0.style == marker ? "M" : $0.style == border ? "B" : "." } == ["MB"])
    }

    @Test func labelsLieOverTheDotsAndAreSanitised() {
        var canvas = BrailleCanvas(columns: 6, rows: 1, inks: [.plain])
        canvas.line(fromX: 0, y0: 0, toX: 11, y1: 0, ink: 0)
        canvas.label("A\u{1B}[2Jb", column: 1, row: 0, style: .plain)
        canvas.label("off", column: 0, row: 3, style: .plain)
        #expect(lines(canvas) == ["⠉A␛[2…"])
    }

    @Test func manyDotsAtOnceLeaveOutThoseOffTheCanvas() {
        var canvas = BrailleCanvas(columns: 2, rows: 1, inks: [.plain, .plain])
        canvas.withDots(ink: 1) { setDot in
            for (x, y) in [(0, 0), (3, 3), (-1, 0), (4, 0), (0, 4), (0, -1)] { setDot(x, y) }
        }
        #expect(lines(canvas) == ["⠁⢀"])
    }
}
