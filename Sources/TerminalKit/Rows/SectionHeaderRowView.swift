/// A section's heading, `Lakes · 6 ────`, drawn above its rows and never selected.
public struct SectionHeaderRowView: RowView {
    public let title: String
    public let styles: StyleSheet

    public init(_ title: String, styles: StyleSheet) {
        self.title = title
        self.styles = styles
    }

    public func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        surface.fill(rect, style: styles.text)
        let text = rect.inset(left: SelectionGutter.width)
        let width = surface.write(title, x: text.x, y: text.y, maxWidth: text.width, style: styles.heading)
        let rule = text.inset(left: width + 1)
        if rule.width > 0 {
            surface.write(String(repeating: "─", count: rule.width), x: rule.x, y: rule.y, style: styles.notice)
        }
    }
}
