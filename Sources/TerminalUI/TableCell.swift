/// A row of a `TerminalTable` that draws itself, including how it looks when highlighted.
public protocol TableCell {
    /// Draws the cell into `rect` (one line high); the table only says whether it is highlighted.
    func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool)
}
