import LandmarksCore
import TerminalKit

/// A landmark row: name, park, state and photo count in columns that fit the width, and a favourite star.
package struct LandmarkRowView: RowView {
    package let landmark: LandmarkSummary

    package init(_ landmark: LandmarkSummary) {
        self.landmark = landmark
    }

    static let favoriteMarker = "★"
    static let gap = 2

    package func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        let content = SelectionGutter.drawRow(in: &surface, rect: rect, isHighlighted: isHighlighted, styles: Theme.styles)
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
        for (value, matches, width, style) in [
            (landmark.name, landmark.nameMatches, columns.name, Theme.text),
            (landmark.park, landmark.parkMatches, columns.park, Theme.secondaryText),
            (landmark.state, landmark.stateMatches, columns.state, Theme.secondaryText),
            (landmark.photoCountText, Set<Int>(), columns.photos, Theme.secondaryText),
        ] where width > 0 {
            let runs = Self.runs(
                of: value, highlighting: matches, style: Theme.highlighted(style, isHighlighted),
                matchStyle: Theme.match(isHighlighted))
            surface.write(runs, x: x, y: text.y, maxWidth: width)
            x += width + Self.gap
        }
    }

    /// `text` cut into runs of plain and matched characters (`matches` holds character positions).
    static func runs(of text: String, highlighting matches: Set<Int>, style: Style, matchStyle: Style)
        -> [(text: String, style: Style)]
    {
        guard !matches.isEmpty else { return [(text, style)] }
        var runs: [(text: String, style: Style)] = []
        for (position, character) in text.enumerated() {
            let characterStyle = matches.contains(position) ? matchStyle : style
            if let last = runs.last, last.style == characterStyle {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append((String(character), characterStyle))
            }
        }
        return runs
    }

    /// Column widths for `width` columns: all four when there is room; then the state goes, then the
    /// photo count, then the park.
    static func columnWidths(for width: Int) -> (name: Int, park: Int, state: Int, photos: Int) {
        let photos = 9  // "no photos", "12 photos"
        if width >= 70 {
            let state = 14
            let rest = width - state - photos - 3 * gap
            let name = rest / 2
            return (name, rest - name, state, photos)
        }
        if width >= 48 {
            let rest = width - photos - 2 * gap
            let name = rest / 2
            return (name, rest - name, 0, photos)
        }
        if width >= 36 {
            let name = (width - gap) / 2
            return (name, width - gap - name, 0, 0)
        }
        return (max(width, 0), 0, 0, 0)
    }
}
