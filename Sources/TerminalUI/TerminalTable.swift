import LandmarksCore

/// A scrolling list of one-line rows in sections, asked of a data source, drawn into a surface.
///
/// `state.selectedRow` counts rows across all sections (headers and footers are not rows, so moving
/// skips them); `state.offset` counts lines, headers and footers included.
public final class TerminalTable {
    public weak var dataSource: (any TerminalTableDataSource)?
    public var state = TableState()
    /// Whether the selected row is highlighted and kept in view; off for read-only scrolling text.
    public var highlightsSelection: Bool

    /// Lines that fitted at the last draw, for paging and scrolling.
    public private(set) var visibleRows = 0
    /// Where the table was last drawn and how it was laid out, to find the row under the mouse.
    private var drawnRect = Rect(x: 0, y: 0, width: 0, height: 0)
    private var drawnLayout = TableLayout()

    public init(highlightsSelection: Bool = true) {
        self.highlightsSelection = highlightsSelection
    }

    /// How many rows the data source has, in all sections.
    public var numberOfRows: Int { layout().rowCount }

    /// Draws the visible lines into `rect`, asking the data source only for what it draws.
    public func draw(in surface: inout Surface, rect: Rect) {
        let layout = layout()
        visibleRows = rect.height
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
        for line in 0..<min(rect.height, layout.lineCount - state.offset) {
            let lineRect = rect.line(line)
            switch layout.content(atLine: state.offset + line) {
            case .header(let section):
                dataSource.table(self, headerForSection: section)?.draw(in: &surface, rect: lineRect, isHighlighted: false)
            case .footer(let section):
                dataSource.table(self, footerForSection: section)?.draw(in: &surface, rect: lineRect, isHighlighted: false)
            case .row(let indexPath, let row):
                dataSource.table(self, cellForRowAt: indexPath).draw(
                    in: &surface, rect: lineRect, isHighlighted: highlightsSelection && row == state.selectedRow)
            }
        }
    }

    /// The row (counted across sections) drawn at screen position `x`, `y` at the last draw, if any;
    /// nil on a header or footer.
    public func row(atX x: Int, y: Int) -> Int? {
        guard (drawnRect.x..<drawnRect.x + drawnRect.width).contains(x),
            (drawnRect.y..<drawnRect.y + drawnRect.height).contains(y), state.offset + y - drawnRect.y < drawnLayout.lineCount,
            case .row(_, let row) = drawnLayout.content(atLine: state.offset + y - drawnRect.y)
        else { return nil }
        return row
    }

    /// Scrolls as a movement intent asks (a line, a page, to either end), for read-only tables.
    ///
    /// - Returns: whether `intent` was a movement.
    @discardableResult
    public func scroll(for intent: Intent) -> Bool {
        let page = max(visibleRows - 1, 1)
        switch intent {
        case .moveUp: scroll(by: -1)
        case .moveDown: scroll(by: 1)
        case .pageUp: scroll(by: -page)
        case .pageDown: scroll(by: page)
        case .moveToFirst: scroll(by: -layout().lineCount)
        case .moveToLast: scroll(by: layout().lineCount)
        default: return false
        }
        return true
    }

    /// Scrolls by `lines` (negative is up), staying within the lines there are.
    public func scroll(by lines: Int) {
        state.offset = min(max(state.offset + lines, 0), max(layout().lineCount - visibleRows, 0))
    }

    private func layout() -> TableLayout {
        dataSource.map { TableLayout(of: self, from: $0) } ?? TableLayout()
    }
}
