import TerminalKit
import TerminalPictures

/// Draws the picture of an image file into a rectangle, in this terminal's colours and cell shape.
package struct PictureDrawing {
    package let source: any PictureSource
    package let depth: ColorDepth
    package let symbols: PictureSymbols
    /// A cell's height over its width, in pixels.
    package let cellAspect: Double
    /// A cell's size in pixels where the terminal shows pictures in pixels; nil: cells alone.
    package let cellPixels: PictureRequest.CellPixels?
    /// Whether no picture is drawn at all (`--pictures none`): their room stays blank.
    package var isOff = false

    package init(
        source: any PictureSource, depth: ColorDepth, symbols: PictureSymbols = .blocks, cellAspect: Double = 2,
        cellPixels: PictureRequest.CellPixels? = nil
    ) {
        self.source = source
        self.depth = depth
        self.symbols = symbols
        self.cellAspect = cellAspect
        self.cellPixels = cellPixels
    }

    /// Draws the picture of `path` in `rect`, centred, or a placeholder while it loads or when it cannot be shown.
    package func draw(_ path: String, in surface: inout Surface, rect: Rect) {
        guard rect.width > 0, rect.height > 0, !isOff else { return }
        let request = PictureRequest(
            path: path, columns: rect.width, rows: rect.height, depth: depth, symbols: symbols, cellAspect: cellAspect,
            cellPixels: cellPixels)
        PictureFrame.draw(source.picture(for: request), in: &surface, rect: rect, styles: Theme.styles)
    }

    /// The rows a picture of `columns` cells needs to keep a 3:2 landscape shape, the usual photo's.
    package func rowsForLandscape(columns: Int) -> Int {
        max(Int((Double(columns) * 2 / 3 / cellAspect).rounded()), 1)
    }

    /// The columns a picture of `rows` cells needs to keep a 3:2 landscape shape.
    package func columnsForLandscape(rows: Int) -> Int {
        Int(Double(rows) * cellAspect * 1.5)
    }
}
