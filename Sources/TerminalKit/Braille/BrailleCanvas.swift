/// A grid of braille cells (U+2800–U+28FF) to draw dots and lines on, 2 × 4 dots a cell, with text
/// labels laid over it; it draws itself into a `Surface`.
///
/// Each cell keeps the highest ink drawn on it: inks are styles in order of importance (e.g. borders,
/// then coastlines, then markers), so that what matters most gives a shared cell its colour. Shapes
/// are characters, so they stay when colours are off.
public struct BrailleCanvas: Sendable {
    /// Its size in cells.
    public let columns: Int
    public let rows: Int
    /// The styles dots are drawn in, least important first; a dot names one by its index.
    public let inks: [Style]
    /// Each cell's dots, one bit a dot (the Unicode braille bit order).
    public private(set) var dots: [UInt8]
    /// Each cell's most important ink so far.
    private var cellInks: [UInt8]
    private var labels: [(text: String, column: Int, row: Int, style: Style)] = []

    /// Its size in dots.
    public var dotWidth: Int { columns * 2 }
    public var dotHeight: Int { rows * 4 }

    public init(columns: Int, rows: Int, inks: [Style]) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.inks = inks.isEmpty ? [.plain] : inks
        dots = Array(repeating: 0, count: self.columns * self.rows)
        cellInks = Array(repeating: 0, count: self.columns * self.rows)
    }

    /// The bit of the dot at `dx` (0–1), `dy` (0–3) inside a cell: dots 1–3 and 7 down the left
    /// column, 4–6 and 8 down the right.
    @inline(__always)
    public static func bit(dx: Int, dy: Int) -> UInt8 {
        dy == 3 ? (dx == 0 ? 0x40 : 0x80) : UInt8(1) << (dx * 3 + dy)
    }

    /// Sets the dot at `x`, `y` (in dots) in `ink`; a dot outside the canvas is left out.
    @inline(__always)
    public mutating func setDot(x: Int, y: Int, ink: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let index = (y >> 2) * columns + (x >> 1)
        dots[index] |= Self.bit(dx: x & 1, dy: y & 3)
        let ink = UInt8(truncatingIfNeeded: ink)
        if ink > cellInks[index] { cellInks[index] = ink }
    }

    /// The most important ink drawn in the cell at `column`, `row` (0 also where nothing is).
    public func ink(column: Int, row: Int) -> Int {
        guard column >= 0, row >= 0, column < columns, row < rows else { return 0 }
        return Int(cellInks[row * columns + column])
    }

    /// Calls `body` with a function that sets the dot at `x`, `y` in `ink` (a dot outside the canvas
    /// is left out), for drawing many dots at once: a million take a few milliseconds.
    public mutating func withDots(ink: Int, _ body: (_ setDot: (Int, Int) -> Void) -> Void) {
        let columns = columns
        let width = dotWidth
        let height = dotHeight
        let ink = UInt8(truncatingIfNeeded: ink)
        dots.withUnsafeMutableBufferPointer { dots in
            cellInks.withUnsafeMutableBufferPointer { inks in
                body { x, y in
                    guard x >= 0, y >= 0, x < width, y < height else { return }
                    let index = (y >> 2) * columns + (x >> 1)
                    dots[index] |= Self.bit(dx: x & 1, dy: y & 3)
                    if ink > inks[index] { inks[index] = ink }
                }
            }
        }
    }

    /// Draws a straight line between two points in dots, clipped to the canvas.
    public mutating func line(fromX x0: Double, y0: Double, toX x1: Double, y1: Double, ink: Int) {
        guard let (ax, ay, bx, by) = clipped(x0, y0, x1, y1) else { return }
        var x = Int(ax.rounded(.down))
        var y = Int(ay.rounded(.down))
        let endX = Int(bx.rounded(.down))
        let endY = Int(by.rounded(.down))
        let dx = abs(endX - x)
        let dy = -abs(endY - y)
        let stepX = x < endX ? 1 : -1
        let stepY = y < endY ? 1 : -1
        var error = dx + dy
        while true {
            setDot(x: x, y: y, ink: ink)
            if x == endX && y == endY { return }
            let twice = 2 * error
            if twice >= dy {
                error += dy
                x += stepX
            }
            if twice <= dx {
                error += dx
                y += stepY
            }
        }
    }

    /// Lays `text` over the dots from cell `column`, `row`; it is sanitised when drawn, as all surface text is.
    public mutating func label(_ text: String, column: Int, row: Int, style: Style) {
        labels.append((text, column, row, style))
    }

    /// Draws the canvas with its top left at `x`, `y`: blank cells in `background`, dotted ones in their
    /// ink, then the labels.
    public func draw(in surface: inout Surface, x: Int, y: Int, background: Style) {
        let area = Rect(x: x, y: y, width: columns, height: rows)
        surface.fill(area, style: background)
        for row in 0..<rows {
            for column in 0..<columns {
                let index = row * columns + column
                guard dots[index] != 0, area.contains(x: x + column, y: y + row),
                    surface.bounds.contains(x: x + column, y: y + row)
                else { continue }
                var cell = Self.glyphs[Int(dots[index])]
                cell.style = inks[min(Int(cellInks[index]), inks.count - 1)]
                surface[x + column, y + row] = cell
            }
        }
        for label in labels where label.row >= 0 && label.row < rows {
            let start = max(label.column, 0)
            surface.write(label.text, x: x + start, y: y + label.row, maxWidth: columns - start, style: label.style)
        }
    }

    /// The 256 braille cells, indexed by their dots.
    private static let glyphs: [Cell] = (0..<256).map { Cell(Character(Unicode.Scalar(0x2800 + $0)!)) }

    /// The part of a line inside the canvas (Liang–Barsky), or nil when none is.
    private func clipped(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> (Double, Double, Double, Double)? {
        // Up to just under the far edge, so that rounding down stays inside.
        let maxX = Double(dotWidth) - 1e-9
        let maxY = Double(dotHeight) - 1e-9
        let dx = x1 - x0
        let dy = y1 - y0
        var enter = 0.0
        var leave = 1.0
        for (p, q) in [(-dx, x0), (dx, maxX - x0), (-dy, y0), (dy, maxY - y0)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 {
                    if t > leave { return nil }
                    enter = max(enter, t)
                } else {
                    if t < enter { return nil }
                    leave = min(leave, t)
                }
            }
        }
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        return (x0 + enter * dx, y0 + enter * dy, x0 + leave * dx, y0 + leave * dy)
    }
}
