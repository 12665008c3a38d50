/// A row of a `TerminalTable` that draws itself, including how it looks when highlighted.
public protocol RowView {
    /// Draws the row into `rect` (one line high); the table only says whether it is highlighted.
    func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool)
}
