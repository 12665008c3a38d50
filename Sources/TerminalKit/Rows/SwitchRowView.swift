/// A row holding an on/off switch, drawn as `[x] Title` or `[ ] Title`.
public struct SwitchRowView: RowView {
    public let title: String
    public let isOn: Bool
    public let styles: StyleSheet

    public init(title: String, isOn: Bool, styles: StyleSheet) {
        self.title = title
        self.isOn = isOn
        self.styles = styles
    }

    public func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        let content = SelectionGutter.drawRow(in: &surface, rect: rect, isHighlighted: isHighlighted, styles: styles)
        surface.write(
            "\(isOn ? "[x]" : "[ ]") \(title)", x: content.x, y: content.y, maxWidth: content.width,
            style: styles.highlighted(styles.heading, isHighlighted))
    }
}
