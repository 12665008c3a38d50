import TerminalKit

/// Draws a captured screen as an SVG document that looks like the terminal: a rectangle per run of
/// background colour, block elements and light lines as rectangles, the rest as monospace text.
struct ScreenshotSVG {
    /// A cell's size in SVG pixels: whole numbers in eighths across, so that block elements meet exactly.
    static let cellWidth = 8
    static let cellHeight = 16
    /// Around the screen, in the default background, as a terminal window's margin.
    static let padding = 12
    /// The font size whose monospace advance (0.6 em in common fonts) is one cell.
    static let fontSize = 13.33

    /// The terminal's own colours, for cells in the default foreground and background.
    var defaultForeground = RGB(red: 0xD0, green: 0xD0, blue: 0xD0)
    var defaultBackground = RGB(red: 0x1C, green: 0x1C, blue: 0x1C)

    /// The whole SVG document for `screen`.
    func document(for screen: CapturedScreen) -> String {
        let width = screen.width * Self.cellWidth + 2 * Self.padding
        let height = screen.rows.count * Self.cellHeight + 2 * Self.padding
        var backgrounds: [String] = []
        var shapes: [String] = []
        var texts: [String] = []
        for (y, row) in screen.rows.enumerated() {
            var column = 0
            var pending = RowRuns()
            for cell in row {
                let colors = self.colors(of: cell.style)
                pending.addBackground(
                    colors.background, column: column, width: cell.width, isDefault: colors.background == defaultBackground)
                if let rectangles = CellShapes.rectangles(of: cell.character) {
                    let opacity = CellShapes.shadeOpacity(of: cell.character)
                    for rectangle in rectangles {
                        pending.addShape(rectangle, column: column, color: colors.foreground, opacity: opacity)
                    }
                    pending.endText()
                } else if cell.character == " " {
                    pending.addSpace(column: column)
                } else {
                    pending.addText(
                        cell.character, column: column, width: cell.width, look: TextLook(colors.foreground, cell.style.attributes))
                }
                column += cell.width
            }
            pending.endText()
            let top = Self.padding + y * Self.cellHeight
            backgrounds += pending.backgrounds.map {
                rect(
                    x: Self.padding + $0.column * Self.cellWidth, y: top, width: $0.width * Self.cellWidth, height: Self.cellHeight,
                    fill: $0.color)
            }
            shapes += pending.shapes.map(svgShape(top: top))
            texts += pending.texts.map(svgText(top: top))
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
            <rect width="\(width)" height="\(height)" rx="6" fill="\(defaultBackground.hex)"/>
            <g shape-rendering="crispEdges">
            \(backgrounds.joined(separator: "\n"))
            \(shapes.joined(separator: "\n"))
            </g>
            <g font-family="'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, monospace" font-size="\(Self.fontSize)" xml:space="preserve">
            \(texts.joined(separator: "\n"))
            </g>
            </svg>

            """
    }

    /// The foreground and background a cell shows: defaults filled in, reverse applied, dim blended.
    func colors(of style: Style) -> (foreground: RGB, background: RGB) {
        var foreground = RGB(style.foreground) ?? defaultForeground
        var background = RGB(style.background) ?? defaultBackground
        if style.attributes.contains(.reverse) { swap(&foreground, &background) }
        if style.attributes.contains(.dim) { foreground = foreground.blended(with: background, by: 0.4) }
        return (foreground, background)
    }

    // MARK: - Private

    private func rect(x: Int, y: Int, width: Int, height: Int, fill: RGB, opacity: Double? = nil) -> String {
        let opacityText = opacity.map { " fill-opacity=\"\($0)\"" } ?? ""
        return "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" fill=\"\(fill.hex)\"\(opacityText)/>"
    }

    /// A shape run in pixels; eighths of a cell are whole pixels across and two pixels down.
    private func svgShape(top: Int) -> (RowRuns.Shape) -> String {
        { shape in
            let unitX = Self.cellWidth / 8
            let unitY = Self.cellHeight / 8
            return rect(
                x: Self.padding + shape.column * Self.cellWidth + shape.eighths.x * unitX, y: top + shape.eighths.y * unitY,
                width: shape.eighths.width * unitX, height: shape.eighths.height * unitY, fill: shape.color, opacity: shape.opacity)
        }
    }

    /// A text run, its baseline at four fifths of the cell, stretched to exactly its cells.
    private func svgText(top: Int) -> (RowRuns.Text) -> String {
        { text in
            var attributes = "x=\"\(Self.padding + text.column * Self.cellWidth)\" y=\"\(top + Self.cellHeight * 4 / 5)\""
            attributes += " textLength=\"\(text.width * Self.cellWidth)\" fill=\"\(text.look.color.hex)\""
            if text.look.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
            if text.look.attributes.contains(.underline) { attributes += " text-decoration=\"underline\"" }
            return "<text \(attributes)>\(Self.escaped(text.characters))</text>"
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
