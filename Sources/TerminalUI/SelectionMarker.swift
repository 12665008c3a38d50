/// The two-column gutter at the start of a selectable row: `> ` when highlighted.
enum SelectionMarker {
    static let width = 2

    /// Fills the row with its (highlighted) background, draws the gutter and returns the rest.
    static func drawRow(in surface: inout Surface, rect: Rect, isHighlighted: Bool) -> Rect {
        let style = Theme.highlighted(Theme.text, isHighlighted)
        surface.fill(rect, style: style)
        surface.write(isHighlighted ? ">" : " ", x: rect.x, y: rect.y, maxWidth: rect.width, style: style)
        return rect.inset(left: width)
    }
}
