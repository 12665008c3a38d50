import LandmarksCore
import TerminalKit

/// The pane beside the list on wide terminals: the selected landmark's newest photo on top, then its
/// name, park, location, category, coordinates and as much of its description as fits.
struct PreviewPane {
    let pictures: PictureDrawing

    /// Terminals at least this wide show the pane.
    static let minimumTerminalWidth = 100

    /// The narrowest the pane is: its share of a 100-column terminal, and no less when it gives the
    /// list room for texts its columns cut.
    static let minimumWidth = 40

    /// The pane's width for a terminal `width` columns wide: two fifths, between 40 and 72 columns.
    static func width(forTerminalWidth width: Int) -> Int {
        min(max(width * 2 / 5, minimumWidth), 72)
    }

    func draw(_ preview: LandmarkPreview, in surface: inout Surface, rect: Rect) {
        surface.fill(rect, style: Theme.text)
        guard rect.width > 2, rect.height > 0 else { return }
        surface.fill(Rect(x: rect.x, y: rect.y, width: 1, height: rect.height), with: "│", style: Theme.styles.notice)
        let content = Rect(x: rect.x + 2, y: rect.y, width: rect.width - 3, height: rect.height)
        switch preview {
        case .summary(let text, let hint):
            surface.writeLine(text, in: content.line(1), style: Theme.styles.heading)
            for (offset, line) in WordWrap.lines(hint, width: content.width, limit: content.height - 2).enumerated() {
                surface.writeLine(line, in: content.line(2 + offset), style: Theme.styles.notice)
            }
        case .landmark(let name, let picturePath, let facts, let description):
            var y = content.y
            if let picturePath {
                let rows = min(pictures.rowsForLandscape(columns: content.width), content.height / 2)
                pictures.draw(picturePath, in: &surface, rect: Rect(x: content.x, y: y, width: content.width, height: rows))
                y += rows + 1
            }
            let bottom = content.y + content.height
            func line(_ draw: (inout Surface, Rect) -> Void) {
                guard y < bottom else { return }
                draw(&surface, Rect(x: content.x, y: y, width: content.width, height: 1))
                y += 1
            }
            line { $0.writeLine(name, in: $1, style: Theme.styles.heading) }
            let labelWidth = facts.map { DisplayWidth.of($0.label) }.max() ?? 0
            for fact in facts {
                line {
                    KeyValueRowView(label: fact.label, value: fact.value, labelWidth: labelWidth, styles: Theme.styles)
                        .draw(in: &$0, rect: $1, isHighlighted: false)
                }
            }
            y += 1
            for text in WordWrap.lines(description, width: content.width, limit: bottom - y) {
                line { $0.writeLine(text, in: $1, style: Theme.text) }
            }
        }
    }
}
