/// A labelled value, `Label       value`, with the labels in a column of fixed width.
public struct KeyValueRowView: RowView {
    public let label: String
    public let value: String
    public let labelWidth: Int
    public let indent: Int
    public let styles: StyleSheet
    public let valueStyle: Style

    /// - Parameter valueStyle: how the value looks; the style sheet's text style when nil.
    public init(
        label: String, value: String, labelWidth: Int, indent: Int = 0, styles: StyleSheet, valueStyle: Style? = nil
    ) {
        self.label = label
        self.value = value
        self.labelWidth = labelWidth
        self.indent = indent
        self.styles = styles
        self.valueStyle = valueStyle ?? styles.text
    }

    public func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        surface.fill(rect, style: styles.text)
        let content = rect.inset(left: indent)
        surface.write(label, x: content.x, y: content.y, maxWidth: min(labelWidth, content.width), style: styles.label)
        let valueArea = content.inset(left: labelWidth + 2)
        surface.write(value, x: valueArea.x, y: valueArea.y, maxWidth: valueArea.width, style: valueStyle)
    }
}
