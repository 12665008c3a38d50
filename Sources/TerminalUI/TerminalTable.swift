import LandmarksCore

/// A scrolling list of one-line rows asked of a data source, drawn into a surface.
public final class TerminalTable {
    public weak var dataSource: (any TerminalTableDataSource)?
    public var state = TableState()
    /// Whether the selected row is highlighted and kept in view; off for read-only scrolling text.
    public var highlightsSelection: Bool

    /// Rows that fitted at the last draw, for paging and scrolling.
    public private(set) var visibleRows = 0
    /// Where the table was last drawn, to find the row under the mouse.
    private var drawnRect = Rect(x: 0, y: 0, width: 0, height: 0)

    public init(highlightsSelection: Bool = true) {
        self.highlightsSelection = highlightsSelection
    }

    /// How many rows the data source has.
    public var numberOfRows: Int { dataSource?.numberOfRows(in: self) ?? 0 }

    /// Draws the visible rows into `rect`, asking the data source only for those rows.
    public func draw(in surface: inout Surface, rect: Rect) {
        let rowCount = numberOfRows
        visibleRows = rect.height
        drawnRect = rect
        state.clamp(rowCount: rowCount, visibleRows: rect.height, followsSelection: highlightsSelection)
        guard let dataSource else { return }
        for line in 0..<rect.height {
            let row = state.offset + line
            guard row < rowCount else { break }
            let cell = dataSource.table(self, cellForRowAt: row)
            cell.draw(
                in: &surface, rect: rect.line(line),
                isHighlighted: highlightsSelection && row == state.selectedRow)
        }
    }

    /// The row drawn at screen position `x`, `y` at the last draw, if any.
    public func row(atX x: Int, y: Int) -> Int? {
        guard (drawnRect.x..<drawnRect.x + drawnRect.width).contains(x),
            (drawnRect.y..<drawnRect.y + drawnRect.height).contains(y)
        else { return nil }
        let row = state.offset + y - drawnRect.y
        return row < numberOfRows ? row : nil
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
        case .moveToFirst: scroll(by: -numberOfRows)
        case .moveToLast: scroll(by: numberOfRows)
        default: return false
        }
        return true
    }

    /// Scrolls by `rows` (negative is up), staying within the rows there are.
    public func scroll(by rows: Int) {
        state.offset += rows
        state.clamp(rowCount: numberOfRows, visibleRows: visibleRows, followsSelection: false)
    }
}
