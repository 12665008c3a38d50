/// A scrolling list of one-line rows in sections, asked of a data source, drawn into a surface.
///
/// The table owns the selection and the scroll position: `selectedRow` counts rows across all
/// sections (headers and footers are lines, not rows, so moving skips them); the offset counts lines.
/// Paging uses the height of the last draw, so nothing outside needs to know it.
public final class TerminalTable {
    public weak var dataSource: (any TableDataSource)?
    /// Whether the selected row is highlighted and kept in view; off for read-only scrolling text.
    public var highlightsSelection: Bool
    /// The style of the `↑` and `↓` drawn at the right edge when lines are hidden above or below; nil
    /// draws none (a list with a selection shows where it is in its own way).
    public var scrollCueStyle: Style?
    public var state = TableState()

    /// Lines that fitted at the last draw.
    public private(set) var viewportHeight = 0
    /// Where the table was last drawn, to find the row under the mouse.
    private var drawnRect = Rect(x: 0, y: 0, width: 0, height: 0)
    private var drawnLayout = TableLayout()

    public init(highlightsSelection: Bool = true) {
        self.highlightsSelection = highlightsSelection
    }

    /// The selected row, counted across sections.
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
        state.selectedRow = min(max(row, 0), max(numberOfRows - 1, 0))
    }

    /// Moves the selection by `rows` (negative is up), stopping at either end.
    public func moveSelection(by rows: Int) {
        select(row: state.selectedRow + rows)
    }

    /// Moves the selection a page down (or up): as many rows as the last draw showed.
    public func moveSelection(pages: Int) {
        moveSelection(by: pages * max(viewportHeight, 1))
    }

    public func selectFirst() { select(row: 0) }

    public func selectLast() { select(row: numberOfRows - 1) }

    /// Selects the first row of the next section that has rows, if there is one.
    public func selectNextSection() {
        if let row = layout().sectionStarts.first(where: { $0 > state.selectedRow }) { select(row: row) }
    }

    /// Selects the first row of the section before the selected row's, if there is one.
    public func selectPreviousSection() {
        if let row = layout().sectionStarts.last(where: { $0 < state.selectedRow }) { select(row: row) }
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

    /// Draws the visible lines into `rect`, asking the data source only for what it draws.
    public func draw(in surface: inout Surface, rect: Rect) {
        let layout = layout()
        viewportHeight = rect.height
        drawnRect = rect
        drawnLayout = layout
        state.selectedRow = min(max(state.selectedRow, 0), max(layout.rowCount - 1, 0))
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
        guard let dataSource else { return }
        defer { drawScrollCues(in: &surface, rect: rect, lineCount: layout.lineCount) }
        for line in 0..<min(rect.height, layout.lineCount - state.offset) {
            let lineRect = rect.line(line)
            switch layout.content(atLine: state.offset + line) {
            case .header(let section):
                dataSource.table(self, headerForSection: section)?.draw(in: &surface, rect: lineRect, isHighlighted: false)
            case .footer(let section):
                dataSource.table(self, footerForSection: section)?.draw(in: &surface, rect: lineRect, isHighlighted: false)
            case .row(let indexPath, let row):
                dataSource.table(self, viewForRowAt: indexPath).draw(
                    in: &surface, rect: lineRect, isHighlighted: highlightsSelection && row == state.selectedRow)
            }
        }
    }

    /// The row (counted across sections) drawn at screen position `x`, `y` at the last draw, if any;
    /// nil on a header or footer.
    public func row(atX x: Int, y: Int) -> Int? {
        guard drawnRect.contains(x: x, y: y), state.offset + y - drawnRect.y < drawnLayout.lineCount,
            case .row(_, let row) = drawnLayout.content(atLine: state.offset + y - drawnRect.y)
        else { return nil }
        return row
    }

    private func drawScrollCues(in surface: inout Surface, rect: Rect, lineCount: Int) {
        guard let style = scrollCueStyle, rect.width > 0, rect.height > 0 else { return }
        let x = rect.x + rect.width - 1
        if state.offset > 0 { surface.write("↑", x: x, y: rect.y, maxWidth: 1, style: style) }
        if state.offset + rect.height < lineCount { surface.write("↓", x: x, y: rect.y + rect.height - 1, maxWidth: 1, style: style) }
    }

    private func layout() -> TableLayout {
        dataSource.map { TableLayout(of: self, from: $0) } ?? TableLayout()
    }
}
