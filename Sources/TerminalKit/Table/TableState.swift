/// A table's selection and scroll offset, kept in range at draw time.
public struct TableState: Equatable, Sendable {
    public var selectedRow: Int
    /// The first row drawn.
    public var offset: Int

    public init(selectedRow: Int = 0, offset: Int = 0) {
        self.selectedRow = selectedRow
        self.offset = offset
    }

    /// Clamps selection and offset to `rowCount` rows, `visibleRows` of which fit, scrolling as
    /// little as possible to keep the selection visible when `followsSelection` is set.
    public mutating func clamp(rowCount: Int, visibleRows: Int, followsSelection: Bool) {
        selectedRow = min(max(selectedRow, 0), max(rowCount - 1, 0))
        offset = min(max(offset, 0), max(rowCount - visibleRows, 0))
        guard followsSelection, visibleRows > 0 else { return }
        if selectedRow < offset {
            offset = selectedRow
        } else if selectedRow >= offset + visibleRows {
            offset = selectedRow - visibleRows + 1
        }
    }
}
