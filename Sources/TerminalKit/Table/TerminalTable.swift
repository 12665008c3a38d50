/// A scrolling list of one-line rows in sections, asked of a data source, drawn into a surface.
///
/// Selection and scroll position are a `TableState`: the table keeps its own in `state`, or draws one
/// its owner keeps and passes in (as ratatui's `List` draws a `ListState`), and then works out where a
/// move goes without making it (`row(after:from:)`). `selectedRow` counts rows across all sections
/// (headers and footers are lines, not rows, so moving skips them); the offset counts lines. Paging
/// uses the height of the last draw, so nothing outside needs to know it.
public final class TerminalTable {
    public weak var dataSource: (any TableDataSource)?
    /// Whether the selected row is highlighted and kept in view; off for read-only scrolling text.
    public var highlightsSelection: Bool
    /// The style of the `↑` and `↓` drawn at the right edge when lines are hidden above or below; nil
    /// draws none (a list with a selection shows where it is in its own way).
    public var scrollCueStyle: Style?
    /// The table's own selection and offset, for a table whose owner keeps none.
    public var state = TableState()

    /// Lines that fitted at the last draw.
    public private(set) var viewportHeight = 0
    /// Where the table was last drawn, and from which line, to find the row under the mouse.
    private var drawnRect = Rect(x: 0, y: 0, width: 0, height: 0)
    private var drawnOffset = 0
    private var drawnLayout = TableLayout()
    /// What was drawn of rows, highlighted and not, where the data source gives a version, in the
    /// slots `drawnRowSlot` gives: a row of the same version drawn the same way again is copied (every
    /// row but the one the selection comes to, once it has been drawn plain).
    private var drawnRows: [DrawnRow?] = []

    private struct DrawnRow {
        let row: Int
        let version: Int
        let x: Int
        let cells: [Cell]
    }

    /// Where a row drawn one way is kept among `lines` lines' slots: the rows shown at once are
    /// consecutive, so no two of them share one.
    private static func drawnRowSlot(_ row: Int, isHighlighted: Bool, lines: Int) -> Int {
        row % lines * 2 + (isHighlighted ? 1 : 0)
    }

    public init(highlightsSelection: Bool = true) {
        self.highlightsSelection = highlightsSelection
    }

    /// The selected row of the table's own state, counted across sections.
    public var selectedRow: Int { state.selectedRow }

    /// How many rows the data source has, in all sections.
    public var numberOfRows: Int { layout().rowCount }

    /// How many lines the table has: rows, headers and footers.
    public var numberOfLines: Int { layout().lineCount }

    /// Whether the last line is in view.
    public var showsLastLine: Bool { state.offset + viewportHeight >= numberOfLines }

    // MARK: - Selection

    /// Selects `row`, clamped to the rows there are.
    public func select(row: Int) {
        state.selectedRow = clamped(row, rowCount: numberOfRows)
    }

    /// Moves the table's own selection, stopping at either end.
    public func moveSelection(_ move: TableMove) {
        state.selectedRow = row(after: move, from: state.selectedRow)
    }

    /// The row that `move` selects from `row`, within the rows there are: a move worked out for an
    /// owner that keeps the state.
    public func row(after move: TableMove, from row: Int) -> Int {
        let layout = layout()
        let target =
            switch move {
            case .rows(let rows): row + rows
            case .pages(let pages): row + pages * max(viewportHeight, 1)
            case .first: 0
            case .last: layout.rowCount - 1
            case .nextSection: layout.sectionStarts.first { $0 > row } ?? row
            case .previousSection: layout.sectionStarts.last { $0 < row } ?? row
            }
        return clamped(target, rowCount: layout.rowCount)
    }

    // MARK: - Scrolling

    /// Scrolls by `lines` (negative is up), staying within the lines there are; the selection stays.
    public func scroll(by lines: Int) {
        state.offset = min(max(state.offset + lines, 0), max(numberOfLines - viewportHeight, 0))
    }

    /// Scrolls a page down (or up), keeping one line of the last page in view.
    public func scroll(pages: Int) {
        scroll(by: pages * max(viewportHeight - 1, 1))
    }

    // MARK: - Drawing

    /// Draws the visible lines of the table's own state into `rect`.
    public func draw(in surface: inout Surface, rect: Rect) {
        var state = state
        draw(in: &surface, rect: rect, state: &state)
        self.state = state
    }

    /// Draws the visible lines into `rect` with the selection and offset of `state`, asking the data
    /// source only for what it draws; `state` comes back in range, scrolled to keep the selection in view.
    public func draw(in surface: inout Surface, rect: Rect, state: inout TableState) {
        let layout = layout()
        viewportHeight = rect.height
        drawnRect = rect
        drawnLayout = layout
        state.selectedRow = clamped(state.selectedRow, rowCount: layout.rowCount)
        let selectedLine = layout.line(ofRow: state.selectedRow)
        var lines = TableState(selectedRow: selectedLine, offset: state.offset)
        lines.clamp(rowCount: layout.lineCount, visibleRows: rect.height, followsSelection: highlightsSelection)
        // A section's first row brought into view from below shows its header with it.
        if highlightsSelection, rect.height > 1, lines.offset == selectedLine, lines.offset > 0,
            case .header = layout.content(atLine: selectedLine - 1)
        {
            lines.offset -= 1
        }
        state.offset = lines.offset
        drawnOffset = lines.offset
        guard let dataSource else { return }
        defer { drawScrollCues(in: &surface, rect: rect, offset: drawnOffset, lineCount: layout.lineCount) }
        let version = dataSource.rowsVersion(in: self)
        if drawnRows.count != 2 * rect.height { drawnRows = Array(repeating: nil, count: 2 * rect.height) }
        for line in 0..<min(rect.height, layout.lineCount - drawnOffset) {
            let lineRect = rect.line(line)
            switch layout.content(atLine: drawnOffset + line) {
            case .header(let section):
                dataSource.table(self, headerForSection: section)?.draw(in: &surface, rect: lineRect, isHighlighted: false)
            case .footer(let section):
                dataSource.table(self, footerForSection: section)?.draw(in: &surface, rect: lineRect, isHighlighted: false)
            case .row(let indexPath, let row):
                let isHighlighted = highlightsSelection && row == state.selectedRow
                let slot = Self.drawnRowSlot(row, isHighlighted: isHighlighted, lines: rect.height)
                // On another line the row is the same: a row scrolled is copied too.
                if let before = drawnRows[slot], before.row == row, before.version == version, before.x == lineRect.x,
                    before.cells.count == lineRect.width
                {
                    surface.paste(before.cells, x: lineRect.x, y: lineRect.y)
                    continue
                }
                dataSource.table(self, viewForRowAt: indexPath).draw(in: &surface, rect: lineRect, isHighlighted: isHighlighted)
                // A row that placed a picture is drawn again each time: copying takes the text alone.
                if let version, !surface.hasPlacement(in: lineRect) {
                    drawnRows[slot] = DrawnRow(row: row, version: version, x: lineRect.x, cells: surface.cells(inLineOf: lineRect))
                }
            }
        }
    }

    /// The row (counted across sections) drawn at screen position `x`, `y` at the last draw, if any;
    /// nil on a header or footer.
    public func row(atX x: Int, y: Int) -> Int? {
        guard drawnRect.contains(x: x, y: y), drawnOffset + y - drawnRect.y < drawnLayout.lineCount,
            case .row(_, let row) = drawnLayout.content(atLine: drawnOffset + y - drawnRect.y)
        else { return nil }
        return row
    }

    private func drawScrollCues(in surface: inout Surface, rect: Rect, offset: Int, lineCount: Int) {
        guard let style = scrollCueStyle, rect.width > 0, rect.height > 0 else { return }
        let x = rect.x + rect.width - 1
        if offset > 0 { surface.write("↑", x: x, y: rect.y, maxWidth: 1, style: style) }
        if offset + rect.height < lineCount { surface.write("↓", x: x, y: rect.y + rect.height - 1, maxWidth: 1, style: style) }
    }

    private func clamped(_ row: Int, rowCount: Int) -> Int {
        min(max(row, 0), max(rowCount - 1, 0))
    }

    private func layout() -> TableLayout {
        dataSource.map { TableLayout(of: self, from: $0) } ?? TableLayout()
    }
}
