import TerminalKit

/// What to draw: a file into at most columns × rows cells.
public struct PictureRequest: Hashable, Sendable {
    public var path: String
    public var columns: Int
    public var rows: Int
    public var depth: ColorDepth
    public var symbols: PictureSymbols
    /// A cell's height divided by its width in pixels (about 2; from TIOCGWINSZ when the terminal reports it).
    public var cellAspect: Double
    /// The colour behind transparent pixels (the app's background); nil: the terminal's default, drawn as
    /// black for blending.
    public var background: TerminalColor?
    /// How colours are matched to a palette of 256, 16 or 8 (24-bit colour needs no matching).
    public var colorMatching: ColorMatching = .perceptual

    /// A cell's size in pixels where the terminal shows pictures in its own pixels: the picture is then
    /// also placed over its cells (`ImagePlacement`) at this resolution; nil: cells alone.
    public var cellPixels: CellPixels?

    /// A cell's size in pixels.
    public struct CellPixels: Hashable, Sendable {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            (self.width, self.height) = (width, height)
        }
    }

    public init(
        path: String, columns: Int, rows: Int, depth: ColorDepth, symbols: PictureSymbols = .blocks,
        cellAspect: Double = 2.0, background: TerminalColor? = nil, cellPixels: CellPixels? = nil
    ) {
        self.path = path
        self.columns = columns
        self.rows = rows
        self.depth = depth
        self.symbols = symbols
        self.cellAspect = cellAspect
        self.background = background
        self.cellPixels = cellPixels
    }
}
