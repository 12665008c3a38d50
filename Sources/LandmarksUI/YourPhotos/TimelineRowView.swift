import LandmarksCore
import TerminalKit

/// A row of your photos by date: the time, the file's name, where and the camera, in columns that fit.
struct TimelineRowView: RowView {
    let entry: YourPhotosTimeline.Entry

    static let gap = 2

    func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        let content = SelectionGutter.drawRow(in: &surface, rect: rect, isHighlighted: isHighlighted, styles: Theme.styles)
        guard content.width > 0 else { return }
        var x = content.x
        let columns = Self.columnWidths(for: content.width)
        for (value, width, style) in [
            (entry.time, columns.time, Theme.secondaryText), (entry.title, columns.title, Theme.text),
            (entry.place, columns.place, Theme.secondaryText), (entry.camera, columns.camera, Theme.secondaryText),
        ] where width > 0 {
            surface.write(value, x: x, y: content.y, maxWidth: width, style: Theme.highlighted(style, isHighlighted))
            x += width + Self.gap
        }
    }

    /// Column widths for `width` columns: all four when there is room, then without the camera, then
    /// the time and the name alone.
    static func columnWidths(for width: Int) -> (time: Int, title: Int, place: Int, camera: Int) {
        let time = 8  // "18:03", "6:03 PM"
        let rest = width - time - gap
        if width >= 90 {
            let camera = 18
            let title = (rest - camera - 2 * gap) / 3
            return (time, title, rest - camera - 2 * gap - title, camera)
        }
        if width >= 50 {
            let title = (rest - gap) * 2 / 5
            return (time, title, rest - gap - title, 0)
        }
        return (time, max(rest, 0), 0, 0)
    }
}
