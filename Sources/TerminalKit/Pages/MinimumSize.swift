/// The smallest terminal the pages are laid out for, and what is shown below it.
public enum MinimumSize {
    public static let width = 20
    public static let height = 5

    public static func fits(_ surface: Surface) -> Bool {
        surface.width >= width && surface.height >= height
    }

    /// Draws a centred "Terminal too small" message, wrapped to whatever width there is.
    public static func drawMessage(in surface: inout Surface, style: Style) {
        guard surface.height > 0 else { return }
        let lines = WordWrap.lines("Terminal too small", width: max(surface.width, 1))
        let top = max((surface.height - lines.count) / 2, 0)
        for (index, line) in lines.prefix(surface.height).enumerated() {
            let columns = min(DisplayWidth.of(line), surface.width)
            surface.write(line, x: (surface.width - columns) / 2, y: top + index, maxWidth: columns, style: style)
        }
    }
}
