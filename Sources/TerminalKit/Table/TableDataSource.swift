/// A row's place in a table with sections.
public struct TableIndexPath: Hashable, Sendable {
    public let section: Int
    public let row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}

/// Supplies a `TerminalTable` with sections of rows, the way `UITableViewDataSource` does.
///
/// A single-section source implements only the two row methods; sections, headers and footers have
/// defaults. Headers and footers are drawn but never selected.
public protocol TableDataSource: AnyObject {
    func numberOfSections(in table: TerminalTable) -> Int
    func table(_ table: TerminalTable, numberOfRowsInSection section: Int) -> Int
    /// The view that draws a row; the table asks only for the rows it draws.
    func table(_ table: TerminalTable, viewForRowAt indexPath: TableIndexPath) -> any RowView
    /// A line above the section's rows, e.g. `Lakes · 6`; nil for none.
    func table(_ table: TerminalTable, headerForSection section: Int) -> (any RowView)?
    /// A line below the section's rows; nil for none.
    func table(_ table: TerminalTable, footerForSection section: Int) -> (any RowView)?
    /// A number that stays the same only while every row would be drawn as it was (its highlight and
    /// width aside): the table then copies what it drew of a row instead of asking for it again. Nil
    /// (the default): every row is asked for and drawn at every draw.
    func rowsVersion(in table: TerminalTable) -> Int?
}

extension TableDataSource {
    public func numberOfSections(in table: TerminalTable) -> Int { 1 }
    public func table(_ table: TerminalTable, headerForSection section: Int) -> (any RowView)? { nil }
    public func table(_ table: TerminalTable, footerForSection section: Int) -> (any RowView)? { nil }
    public func rowsVersion(in table: TerminalTable) -> Int? { nil }
}
