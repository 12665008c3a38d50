/// A line of a frame drawn again only when what it shows changed; otherwise the cells drawn last time
/// are pasted, e.g. a footer of key hints or a title bar, which change far less often than frames come.
public struct RememberedLine<Content: Equatable> {
    private var last: (content: Content, line: Rect, cells: [Cell])?

    public init() {}

    /// Shows `content` on `line` (one line, which `draw` must fill whole and not draw beyond): through
    /// `draw`, or by pasting what it drew for the same content at the same place.
    public mutating func draw(_ content: Content, in surface: inout Surface, line: Rect, by draw: (inout Surface) -> Void) {
        let line = line.line(0).intersection(surface.bounds)
        if let last, last.content == content, last.line == line {
            surface.paste(last.cells, x: line.x, y: line.y)
            return
        }
        draw(&surface)
        // A line with a picture over it is not kept: its cells alone would not show it.
        last = line.isEmpty || surface.hasPlacement(in: line) ? nil : (content, line, surface.cells(inLineOf: line))
    }
}
