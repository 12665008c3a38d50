import LandmarksCore
import TerminalKit

/// A landmark row: name, park, city, state, category, photo count and favourite star in the columns
/// `LandmarkColumnLayout` gives the width; the column the list is sorted by always shows.
package struct LandmarkRowView: RowView {
    package let landmark: LandmarkSummary
    package let order: LandmarkOrder
    /// The photo count's column: wider when the list counts your photos too (`12 · 10 yours`).
    package let photosWidth: Int
    /// The catalog's longest texts, which size the columns where they fit; nil for the compact layout.
    package let longest: LongestTexts?
    /// The layout worked out once for the frame's rows (the list hands it to each row), used when it
    /// is for the width drawn.
    var layout: LandmarkColumnLayout?

    package init(
        _ landmark: LandmarkSummary, order: LandmarkOrder = .file, photosWidth: Int = Self.photosWidth, longest: LongestTexts? = nil
    ) {
        self.landmark = landmark
        self.order = order
        self.photosWidth = photosWidth
        self.longest = longest
    }

    /// The photo count's column: `no photos`, `12 photos`; with your photos counted too, `12 · 10 yours`.
    package static let photosWidth = 9
    package static let photosWidthWithYours = 13

    static let favoriteMarker = "★"

    /// What a column shows, in the order the columns are drawn.
    enum Column: Int, CaseIterable {
        case name, park, city, state, category, photos
        /// The favourite star, in a column of its own where the columns are sized by their content.
        case favorite

        /// The title's width: its characters, all ASCII.
        var titleWidth: Int { title.utf8.count }

        var title: String {
            switch self {
            case .name: "Name"
            case .park: "Park"
            case .city: "City"
            case .state: "State"
            case .category: "Category"
            case .photos: "Photos"
            case .favorite: "Fav"
            }
        }
    }

    package func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        let content = SelectionGutter.drawRow(in: &surface, rect: rect, isHighlighted: isHighlighted, styles: Theme.styles)
        guard content.width > 0 else { return }
        // A landmark marked for an action on many: a bullet in the gutter, beside the selection's `>`.
        if landmark.isMarked, rect.width >= 2 {
            surface.write("•", x: rect.x + 1, y: rect.y, maxWidth: 1, style: Theme.highlighted(Theme.favorite, isHighlighted))
        }
        let layout =
            self.layout.flatMap { $0.holds(width: rect.width) ? $0 : nil }
            ?? LandmarkColumnLayout.layout(width: rect.width, order: order, photosWidth: photosWidth, longest: longest)
        let starStyle = Theme.highlighted(Theme.favorite, isHighlighted)
        // Without a column of its own, the star keeps the right edge, so names never push it out of line.
        if !layout.hasFavoriteColumn, landmark.isFavorite, content.width >= 2 {
            surface.write(Self.favoriteMarker, x: content.x + content.width - 1, y: content.y, maxWidth: 1, style: starStyle)
        }
        let shows = (city: layout.columns.contains { $0.column == .city }, state: layout.columns.contains { $0.column == .state })
        var x = content.x
        for placed in layout.columns {
            if placed.column == .favorite {
                // Under the middle of its title, `Fav`.
                if landmark.isFavorite {
                    surface.write(Self.favoriteMarker, x: x + placed.width / 2, y: content.y, maxWidth: 1, style: starStyle)
                }
            } else {
                let (value, matches, style) = cell(placed.column, shows: shows)
                let (shown, maxWidth) = (Theme.highlighted(style, isHighlighted), min(placed.width, content.x + content.width - x))
                if matches.isEmpty {
                    // Most texts match nothing (no search): one run, no array made.
                    surface.write(value, x: x, y: content.y, maxWidth: maxWidth, style: shown)
                } else {
                    let runs = Self.runs(of: value, highlighting: matches, style: shown, matchStyle: Theme.match(isHighlighted))
                    surface.write(runs, x: x, y: content.y, maxWidth: maxWidth)
                }
            }
            x += placed.width + LandmarkColumnLayout.gap
        }
    }

    /// The column titles over rows drawn in `rect` with `layout`, the one the list is sorted by in bold.
    static func drawHeader(in surface: inout Surface, rect: Rect, order: LandmarkOrder, layout: LandmarkColumnLayout) {
        let text = rect.inset(left: LandmarkColumnLayout.gutter)
        guard text.width > 0 else { return }
        let sortedColumn: Column? =
            switch order {
            case .file: nil
            case .name: .name
            case .state: .state
            case .category: .category
            }
        var x = text.x
        for placed in layout.columns {
            let style =
                placed.column == sortedColumn
                ? Style(foreground: Theme.secondaryText.foreground, attributes: [.bold, .underline]) : Theme.secondaryText
            surface.write(placed.column.title, x: x, y: text.y, maxWidth: min(placed.width, text.x + text.width - x), style: style)
            x += placed.width + LandmarkColumnLayout.gap
        }
    }

    /// What the row shows in `column`: the text, the positions that match the search, the style. The
    /// park's column says `in Twentynine Palms` for a row listed for its city unless the city has a
    /// column of its own, and `in Alaska` for one listed for its state unless the state has.
    private func cell(_ column: Column, shows: (city: Bool, state: Bool)) -> (String, Set<Int>, Style) {
        switch column {
        case .name: return (landmark.name, landmark.nameMatches, Theme.text)
        case .park:
            let park = landmark.parkColumn(showsCity: shows.city, showsState: shows.state)
            return (park.text, park.matches, Theme.secondaryText)
        case .city: return (landmark.city, landmark.cityMatches, Theme.secondaryText)
        case .state: return (landmark.state, landmark.stateMatches, Theme.secondaryText)
        case .category: return (landmark.category, [], Theme.secondaryText)
        case .photos: return (landmark.photoCountText, [], Theme.secondaryText)
        case .favorite: return ("", [], Theme.secondaryText)
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
}
