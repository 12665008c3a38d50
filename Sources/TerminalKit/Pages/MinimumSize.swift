/// The smallest terminal the pages are laid out for, and what is shown below it.
public enum MinimumSize {
    public static let width = 20
    public static let height = 5

    public static func fits(_ surface: Surface) -> Bool {
        surface.width >= width && surface.height >= height
    }

    /// Draws a centred "Terminal too small" message, cut to whatever space there is.
    public static func drawMessage(in surface: inout Surface, style: Style) {
        guard surface.height > 0 else { return }
        let message = "Terminal too small"
        let columns = min(DisplayWidth.of(message), surface.width)
        surface.write(
            message, x: (surface.width - columns) / 2, y: (surface.height - 1) / 2, maxWidth: columns, style: style)
    }
}
