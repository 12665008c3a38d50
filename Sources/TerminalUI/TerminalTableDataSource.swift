/// Supplies a `TerminalTable` with rows, the way `UITableViewDataSource` does.
public protocol TerminalTableDataSource: AnyObject {
    func numberOfRows(in table: TerminalTable) -> Int
    /// The cell for `row`; the table asks only for the rows it draws.
    func table(_ table: TerminalTable, cellForRowAt row: Int) -> any TableCell
}
