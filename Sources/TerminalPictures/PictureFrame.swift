import TerminalKit

/// Draws a picture, or what stands in for it, into a rectangle of a surface.
///
/// A ready picture is centred; while it loads the area stays quiet (a faint frame); a picture that
/// cannot be shown gets a frame with the reason in words, e.g. `missing file`.
public enum PictureFrame {
    public static func draw(_ picture: PictureState, in surface: inout Surface, rect: Rect, styles: StyleSheet) {
        guard rect.width > 0, rect.height > 0 else { return }
        surface.fill(rect, style: styles.text)
        switch picture {
        case .ready(let cells):
            surface.copy(cells, toX: rect.x + (rect.width - cells.width) / 2, y: rect.y + (rect.height - cells.height) / 2)
        case .loading:
            drawFrame(in: &surface, rect: rect, style: styles.notice, text: nil)
        case .failed(let error):
            drawFrame(in: &surface, rect: rect, style: styles.notice, text: error.description)
        }
    }

    /// A box of light lines around `rect` (when it has room for one) with `text` centred inside.
    private static func drawFrame(in surface: inout Surface, rect: Rect, style: Style, text: String?) {
        if rect.width >= 2, rect.height >= 2 {
            let (right, bottom) = (rect.x + rect.width - 1, rect.y + rect.height - 1)
            surface.fill(Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1), with: "─", style: style)
            surface.fill(Rect(x: rect.x + 1, y: bottom, width: rect.width - 2, height: 1), with: "─", style: style)
            surface.fill(Rect(x: rect.x, y: rect.y + 1, width: 1, height: rect.height - 2), with: "│", style: style)
            surface.fill(Rect(x: right, y: rect.y + 1, width: 1, height: rect.height - 2), with: "│", style: style)
            for (corner, x, y) in [("┌", rect.x, rect.y), ("┐", right, rect.y), ("└", rect.x, bottom), ("┘", right, bottom)] {
                surface.write(corner, x: x, y: y, style: style)
            }
        }
        guard let text else { return }
        let inner = rect.width >= 4 ? rect.inset(left: 2, right: 2) : rect
        let columns = min(DisplayWidth.of(text), inner.width)
        surface.write(
            text, x: inner.x + (inner.width - columns) / 2, y: rect.y + (rect.height - 1) / 2, maxWidth: inner.width, style: style)
    }
}
