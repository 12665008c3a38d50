/// The two-column gutter at the start of a selectable row: `> ` when highlighted.
public enum SelectionGutter {
    public static let width = 2

    /// Fills the row with its (highlighted) background, draws the gutter and returns the rest.
    public static func drawRow(in surface: inout Surface, rect: Rect, isHighlighted: Bool, styles: StyleSheet) -> Rect {
        let style = styles.highlighted(styles.text, isHighlighted)
        surface.fill(rect, style: style)
        surface.write(isHighlighted ? ">" : " ", x: rect.x, y: rect.y, maxWidth: rect.width, style: style)
        return rect.inset(left: width)
    }
}
