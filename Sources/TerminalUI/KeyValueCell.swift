/// A labelled value, `Label       value`, with the labels in a column of fixed width.
public struct KeyValueCell: TableCell {
    public let label: String
    public let value: String
    public let labelWidth: Int
    public let indent: Int
    public let valueStyle: Style

    public init(label: String, value: String, labelWidth: Int, indent: Int = 0, valueStyle: Style = Theme.text) {
        self.label = label
        self.value = value
        self.labelWidth = labelWidth
        self.indent = indent
        self.valueStyle = valueStyle
    }

    public func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        surface.fill(rect, style: Theme.text)
        let content = rect.inset(left: indent)
        surface.write(label, x: content.x, y: content.y, maxWidth: min(labelWidth, content.width), style: Theme.label)
        let valueArea = content.inset(left: labelWidth + 2)
        surface.write(value, x: valueArea.x, y: valueArea.y, maxWidth: valueArea.width, style: valueStyle)
    }
}
