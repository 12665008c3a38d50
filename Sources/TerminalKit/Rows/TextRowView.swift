/// A read-only line of text in one style.
public struct TextRowView: RowView {
    public let text: String
    public let style: Style
    /// Columns left blank before the text.
    public let indent: Int

    public init(_ text: String, style: Style, indent: Int = 0) {
        self.text = text
        self.style = style
        self.indent = indent
    }

    public func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        surface.writeLine(String(repeating: " ", count: indent) + text, in: rect, style: style)
    }
}
