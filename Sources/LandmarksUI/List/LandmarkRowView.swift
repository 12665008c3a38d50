import LandmarksCore
import TerminalKit

/// A landmark row: name, park, state (or category) and photo count in columns that fit the width,
/// and a favourite star; the column the list is sorted by always shows.
package struct LandmarkRowView: RowView {
    package let landmark: LandmarkSummary
    package let order: LandmarkOrder
    /// The photo count's column: wider when the list counts your photos too (`12 · 10 yours`).
    package let photosWidth: Int

    package init(_ landmark: LandmarkSummary, order: LandmarkOrder = .file, photosWidth: Int = Self.photosWidth) {
        self.landmark = landmark
        self.order = order
        self.photosWidth = photosWidth
    }

    /// The photo count's column: `no photos`, `12 photos`; with your photos counted too, `12 · 10 yours`.
    package static let photosWidth = 9
    package static let photosWidthWithYours = 13

    static let favoriteMarker = "★"
    static let gap = 2
    /// The room the selection gutter (`> `) takes on the left and the star on the right.
    static let gutter = 2
    static let starRoom = 2

    /// What a column shows.
    enum Column: Equatable {
        case name, park, state, category, photos

        var title: String {
            switch self {
            case .name: "Name"
            case .park: "Park"
            case .state: "State"
            case .category: "Category"
            case .photos: "Photos"
            }
        }
    }

    /// The columns drawn in `width` columns (the row's text, without gutter and star) in list `order`,
    /// each with its width: a category order shows the category where the state would be, and a state or
    /// category order too narrow for that column shows it instead of the park.
    static func columns(for width: Int, order: LandmarkOrder, photosWidth: Int = photosWidth) -> [(column: Column, width: Int)] {
        let widths = columnWidths(for: width, photosWidth: photosWidth)
        let third: Column = order == .category ? .category : .state
        let second: Column = widths.state == 0 && (order == .state || order == .category) ? third : .park
        return [(.name, widths.name), (second, widths.park), (third, widths.state), (.photos, widths.photos)]
            .filter { $0.width > 0 }
    }

    package func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        let content = SelectionGutter.drawRow(in: &surface, rect: rect, isHighlighted: isHighlighted, styles: Theme.styles)
        guard content.width > 0 else { return }
        // A landmark marked for an action on many: a bullet in the gutter, beside the selection's `>`.
        if landmark.isMarked, rect.width >= 2 {
            surface.write("•", x: rect.x + 1, y: rect.y, maxWidth: 1, style: Theme.highlighted(Theme.favorite, isHighlighted))
        }
        // The star keeps its own column at the right edge, so names never push it out of line.
        let text = content.inset(right: Self.starRoom)
        if landmark.isFavorite, content.width >= 2 {
            surface.write(
                Self.favoriteMarker, x: content.x + content.width - 1, y: content.y, maxWidth: 1,
                style: Theme.highlighted(Theme.favorite, isHighlighted))
        }
        var x = text.x
        for (column, width) in Self.columns(for: text.width, order: order, photosWidth: photosWidth) {
            let (value, matches, style) = cell(column)
            let runs = Self.runs(
                of: value, highlighting: matches, style: Theme.highlighted(style, isHighlighted),
                matchStyle: Theme.match(isHighlighted))
            surface.write(runs, x: x, y: text.y, maxWidth: width)
            x += width + Self.gap
        }
    }

    /// The column titles over rows drawn in `rect`, the one the list is sorted by in bold.
    static func drawHeader(in surface: inout Surface, rect: Rect, order: LandmarkOrder, photosWidth: Int = photosWidth) {
        let text = Rect(x: rect.x + gutter, y: rect.y, width: rect.width - gutter - starRoom, height: 1)
        guard text.width > 0 else { return }
        let sortedColumn: Column? =
            switch order {
            case .file: nil
            case .name: .name
            case .state: .state
            case .category: .category
            }
        var x = text.x
        for (column, width) in columns(for: text.width, order: order, photosWidth: photosWidth) {
            let style =
                column == sortedColumn
                ? Style(foreground: Theme.secondaryText.foreground, attributes: [.bold, .underline]) : Theme.secondaryText
            surface.write(column.title, x: x, y: text.y, maxWidth: width, style: style)
            x += width + gap
        }
    }

    /// What the row shows in `column`: the text, the positions that match the search, the style.
    private func cell(_ column: Column) -> (String, Set<Int>, Style) {
        switch column {
        case .name: (landmark.name, landmark.nameMatches, Theme.text)
        case .park: (landmark.park, landmark.parkMatches, Theme.secondaryText)
        case .state: (landmark.state, landmark.stateMatches, Theme.secondaryText)
        case .category: (landmark.category, [], Theme.secondaryText)
        case .photos: (landmark.photoCountText, [], Theme.secondaryText)
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
    static func columnWidths(for width: Int, photosWidth photos: Int = photosWidth) -> (name: Int, park: Int, state: Int, photos: Int) {
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
