import LandmarksCore

/// A landmark row: name, park and state in columns that fit the width, and a favourite star.
public struct LandmarkCell: TableCell {
    public let landmark: LandmarkSummary

    public init(_ landmark: LandmarkSummary) {
        self.landmark = landmark
    }

    static let favoriteMarker = "★"
    static let gap = 2

    public func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        let content = SelectionMarker.drawRow(in: &surface, rect: rect, isHighlighted: isHighlighted)
        guard content.width > 0 else { return }
        // The star keeps its own column at the right edge, so names never push it out of line.
        let text = content.inset(right: 2)
        if landmark.isFavorite, content.width >= 2 {
            surface.write(
                Self.favoriteMarker, x: content.x + content.width - 1, y: content.y, maxWidth: 1,
                style: Theme.highlighted(Theme.favorite, isHighlighted))
        }
        let columns = Self.columnWidths(for: text.width)
        var x = text.x
        for (value, width, style) in [
            (landmark.name, columns.name, Theme.text),
            (landmark.park, columns.park, Theme.secondaryText),
            (landmark.state, columns.state, Theme.secondaryText),
        ] where width > 0 {
            surface.write(
                value, x: x, y: text.y, maxWidth: width, style: Theme.highlighted(style, isHighlighted))
            x += width + Self.gap
        }
    }

    /// Column widths for `width` columns: all three when there is room, then name and park, then name.
    static func columnWidths(for width: Int) -> (name: Int, park: Int, state: Int) {
        if width >= 60 {
            let state = 14
            let rest = width - state - 2 * gap
            let name = rest * 2 / 5
            return (name, rest - name, state)
        }
        if width >= 36 {
            let name = (width - gap) / 2
            return (name, width - gap - name, 0)
        }
        return (max(width, 0), 0, 0)
    }
}
