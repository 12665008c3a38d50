/// Writes a terminal's pixel protocol for image placements (kitty, iTerm2, sixel): what a backend that
/// shows pictures sends after a frame's text, the cursor at each placement's top left cell.
public protocol ImageWriter: AnyObject {
    /// The bytes that show `placement` at the cursor, scaled to its area (the cursor is put back after).
    func show(_ placement: ImagePlacement) -> [UInt8]
    /// The bytes that take `placement` away (nothing where the protocol cannot: its cells are written again).
    func remove(_ placement: ImagePlacement) -> [UInt8]
    /// The bytes that take every picture away, e.g. before leaving the screen or after a resize.
    func removeAll() -> [UInt8]
    /// Whether a picture taken away leaves its pixels until the text under it is written again (sixel,
    /// iTerm2: the picture is part of the cells), rather than going at `remove` (kitty).
    var picturesStayUntilOverwritten: Bool { get }
    /// The text that shows `placement`'s picture in its cell at `column`, `row` (from the top left of its
    /// area), for a protocol whose pictures are shown by text (kitty's Unicode placeholders); nil: a blank.
    func placeholder(for placement: ImagePlacement, column: Int, row: Int) -> Cell?
}

extension ImageWriter {
    /// None: pictures are drawn over blanks.
    public func placeholder(for placement: ImagePlacement, column: Int, row: Int) -> Cell? { nil }
}
