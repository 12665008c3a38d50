/// A row holding an on/off switch, drawn as `[x] Title` or `[ ] Title`.
public struct SwitchCell: TableCell {
    public let title: String
    public let isOn: Bool

    public init(title: String, isOn: Bool) {
        self.title = title
        self.isOn = isOn
    }

    public func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        let content = SelectionMarker.drawRow(in: &surface, rect: rect, isHighlighted: isHighlighted)
        surface.write(
            "\(isOn ? "[x]" : "[ ]") \(title)", x: content.x, y: content.y, maxWidth: content.width,
            style: Theme.highlighted(Theme.heading, isHighlighted))
    }
}
