/// A section's heading, `Lakes · 6 ────`, drawn above its rows and never selected.
public struct SectionHeaderCell: TableCell {
    public let title: String

    public init(_ title: String) {
        self.title = title
    }

    public func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        surface.fill(rect, style: Theme.text)
        let text = rect.inset(left: SelectionMarker.width)
        let width = surface.write(title, x: text.x, y: text.y, maxWidth: text.width, style: Theme.heading)
        let rule = text.inset(left: width + 1)
        if rule.width > 0 {
            surface.write(String(repeating: "─", count: rule.width), x: rule.x, y: rule.y, style: Theme.notice)
        }
    }
}
