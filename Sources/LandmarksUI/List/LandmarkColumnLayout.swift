import LandmarksCore
import TerminalKit

/// Which of a landmark row's columns show in a width, and how wide each is: the list's rows and its
/// column titles are laid out by the same one.
///
/// Where the name, park, state (or the column sorted by), photo count and a favourite column all fit
/// as wide as the catalog's longest texts (each capped), every column is as wide as what it holds, the
/// star has a column of its own titled `Fav`, and the category (the state, sorted by category), then
/// the city, join as room allows, in that order, so a column never leaves as the width grows; a column
/// no landmark fills is left out.
/// Room still left widens the columns whose longest text the cap cut, up to a limit (beside the preview
/// pane, with room the pane gives, down to its narrowest); what is left after that is not spread as
/// blanks inside a column: `usedWidth` says how much the rows take, and the preview pane takes the rest.
/// Otherwise, as on 80 columns or beside the pane at 120, the compact layout: the name and park share
/// what the state and photo count leave (the state goes first, then the count, then the park), and the
/// star keeps the right edge.
struct LandmarkColumnLayout: Equatable {
    /// A column and its width.
    struct Placed: Equatable {
        let column: LandmarkRowView.Column
        let width: Int
    }

    /// The columns in the order drawn, after the selection gutter.
    let columns: [Placed]
    /// Whether the star has a titled column (the content-sized layout), rather than the right edge.
    var hasFavoriteColumn: Bool { columns.contains { $0.column == .favorite } }
    /// Whether the columns are sized by their content, rather than sharing the width (the compact
    /// layout): the content-sized layout always has the star's column.
    var isContentSized: Bool { hasFavoriteColumn }
    /// The columns the rows take, gutter and a blank after the last column included: the whole width
    /// in the compact layout.
    let usedWidth: Int
    /// The width of the rows it was worked out for, with the room it could take beside them (`spare`).
    let width: Int

    /// Whether rows `width` columns wide have this layout: those it was worked out for, or narrower
    /// ones that still hold the columns it uses (the list beside the preview pane, which took the rest).
    func holds(width: Int) -> Bool {
        usedWidth <= width && width <= self.width
    }

    static let gap = 2
    /// The selection gutter (`> `) on the left; the compact layout's star takes as much on the right.
    static let gutter = 2
    static let starRoom = 2
    /// A blank between the last column and whatever follows (the preview pane's rule).
    static let margin = 1

    /// Each column's width in the content-sized layout: the longest text, no narrower than the title
    /// and no wider than `cap` while deciding what fits, then up to `most` with room to spare.
    private static func limits(of column: LandmarkRowView.Column) -> (cap: Int, most: Int) {
        switch column {
        case .name, .park: (32, 48)
        case .city: (20, 32)
        case .state, .category: (16, 24)
        case .photos, .favorite: (0, 0)
        }
    }

    /// The layout of a row `width` columns wide (gutter included) in list `order`; `longest` gives the
    /// catalog's texts' widths, nil for the compact layout alone with every column; `photosWidth` 0
    /// for a catalog without a photo, which then has no column for the count. Columns sized by their
    /// content may take up to `spare` columns more to show texts their caps cut (which columns show is
    /// decided by `width` alone).
    static func layout(
        width: Int, order: LandmarkOrder, photosWidth: Int = LandmarkRowView.photosWidth, longest: LongestTexts? = nil,
        spare: Int = 0
    ) -> LandmarkColumnLayout {
        if let longest,
            let sized = contentSized(width: width, order: order, photosWidth: photosWidth, longest: longest, spare: max(spare, 0))
        {
            return sized
        }
        return compact(width: width, order: order, photosWidth: photosWidth, longest: longest)
    }

    /// The layout of rows beside the preview pane in a terminal `terminalWidth` columns wide, of which
    /// the pane's own share is `paneWidth`, and the column where the pane's rule goes: the rows keep a
    /// blank column before it, in the compact layout (whose star keeps the right edge) too. Columns
    /// sized by their content show what their caps cut with room from the pane, which keeps
    /// `narrowestPane` columns; the columns shown are those the list's share holds.
    static func besidePane(
        terminalWidth: Int, paneWidth: Int, narrowestPane: Int, order: LandmarkOrder,
        photosWidth: Int = LandmarkRowView.photosWidth, longest: LongestTexts?
    ) -> (layout: LandmarkColumnLayout, paneX: Int) {
        let share = terminalWidth - paneWidth
        let sized = layout(
            width: share, order: order, photosWidth: photosWidth, longest: longest, spare: paneWidth - narrowestPane)
        if sized.isContentSized { return (sized, sized.usedWidth) }
        return (compact(width: share - margin, order: order, photosWidth: photosWidth, longest: longest), share)
    }

    /// Whether `column` has something to show: a text some landmark has (by `longest`; every column
    /// without it), a photo some landmark has, or the order the list is sorted by.
    private static func isShown(
        _ column: LandmarkRowView.Column, order: LandmarkOrder, photosWidth: Int, longest: LongestTexts?
    ) -> Bool {
        switch column {
        case .name, .favorite: return true
        case .photos: return photosWidth > 0
        case .state where order == .state, .category where order == .category: return true
        default: break
        }
        guard let longest else { return true }
        return switch column {
        case .park: longest.park > 0
        case .city: longest.city > 0
        case .state: longest.state > 0
        // `No category` alone is not worth a column.
        case .category: longest.category > 0
        case .name, .photos, .favorite: true
        }
    }

    /// The content-sized layout, or nil where its first columns do not fit.
    private static func contentSized(width: Int, order: LandmarkOrder, photosWidth: Int, longest: LongestTexts, spare: Int)
        -> LandmarkColumnLayout?
    {
        func content(_ column: LandmarkRowView.Column) -> Int {
            switch column {
            case .name: longest.name
            case .park: longest.park
            case .city: longest.city
            case .state: longest.state
            case .category: longest.shownCategory
            case .photos: photosWidth
            case .favorite: column.titleWidth
            }
        }
        func ideal(_ column: LandmarkRowView.Column) -> Int {
            let cap = limits(of: column).cap
            let width = cap > 0 ? min(content(column), cap) : content(column)
            return max(width, column.titleWidth)
        }
        let available = width - gutter - margin
        // The column sorted by comes right after the park, as it does in the compact layout; a column
        // that no landmark fills (a GPX file's park, city and state; the photo count of a catalog
        // without photos) is left out, unless sorted by.
        let sortedColumn: LandmarkRowView.Column = order == .category ? .category : .state
        let otherColumn: LandmarkRowView.Column = sortedColumn == .state ? .category : .state
        func isShown(_ column: LandmarkRowView.Column) -> Bool {
            Self.isShown(column, order: order, photosWidth: photosWidth, longest: longest)
        }
        // No landmark yet: nothing to size by.
        guard longest.name > 0 else { return nil }
        // Each column's width by its place in the order drawn, 0 for one not shown (it is drawn a frame).
        var widths = [Int](repeating: 0, count: LandmarkRowView.Column.allCases.count)
        var used = -gap
        for column in [LandmarkRowView.Column.name, .park, sortedColumn, .photos, .favorite] where isShown(column) {
            widths[column.rawValue] = ideal(column)
            used += gap + ideal(column)
        }
        guard used <= available else { return nil }
        // Then the category (the state, sorted by category), then the city, in that order: one that does
        // not fit keeps out those after it, so that a column never leaves as the width grows. The city
        // comes last, as a row listed for it says so in the park's column without one.
        for column in [otherColumn, LandmarkRowView.Column.city] where isShown(column) {
            guard used + gap + ideal(column) <= available else { break }
            widths[column.rawValue] = ideal(column)
            used += gap + ideal(column)
        }
        // Room left, and the room beside (`spare`), widens what the caps cut, the name first.
        let room = available + spare
        for column in [LandmarkRowView.Column.name, .park, .city, .state, .category] where used < room {
            let shown = widths[column.rawValue]
            guard shown > 0 else { continue }
            let grown = min(shown + room - used, max(min(content(column), limits(of: column).most), shown))
            widths[column.rawValue] = grown
            used += grown - shown
        }
        var placed: [Placed] = []
        placed.reserveCapacity(widths.count)
        for column in LandmarkRowView.Column.allCases where widths[column.rawValue] > 0 {
            placed.append(Placed(column: column, width: widths[column.rawValue]))
        }
        return LandmarkColumnLayout(columns: placed, usedWidth: gutter + used + margin, width: width + spare)
    }

    /// The compact layout: the name and park share what the state and photo count leave; as the width
    /// shrinks the state goes first, then the photo count, then the park. A category order shows the
    /// category where the state would be, and a state or category order too narrow for that column
    /// shows it instead of the park. A column no landmark fills (by `longest`) is left out, its room
    /// going to the name (and park).
    private static func compact(width: Int, order: LandmarkOrder, photosWidth: Int, longest: LongestTexts?)
        -> LandmarkColumnLayout
    {
        func isShown(_ column: LandmarkRowView.Column) -> Bool {
            Self.isShown(column, order: order, photosWidth: photosWidth, longest: longest)
        }
        let text = width - gutter - starRoom
        let sorted: LandmarkRowView.Column? = order == .state ? .state : order == .category ? .category : nil
        let third = sorted ?? .state
        let state = text >= 70 && isShown(third) ? 14 : 0
        let photos = text >= 48 ? photosWidth : 0
        // The park's column, or the sort key's where it has none of its own.
        let second: LandmarkRowView.Column? =
            if text < 36 { nil } else if state == 0, let sorted { sorted } else if isShown(.park) { .park } else { nil }
        let gaps = gap * [second != nil, state > 0, photos > 0].filter { $0 }.count
        let rest = max(text - state - photos - gaps, 0)
        let name = second == nil ? rest : rest / 2
        var placed = name > 0 ? [Placed(column: .name, width: name)] : []
        if let second { placed.append(Placed(column: second, width: rest - name)) }
        if state > 0 { placed.append(Placed(column: third, width: state)) }
        if photos > 0 { placed.append(Placed(column: .photos, width: photos)) }
        return LandmarkColumnLayout(columns: placed, usedWidth: width, width: width)
    }
}
