/// A data source over an array of items, each turned into a cell by a closure.
public final class ArrayDataSource<Item>: TerminalTableDataSource {
    public var items: [Item]
    private let makeCell: (Item) -> any TableCell

    public init(items: [Item] = [], makeCell: @escaping (Item) -> any TableCell) {
        self.items = items
        self.makeCell = makeCell
    }

    // MARK: - TerminalTableDataSource

    public func table(_ table: TerminalTable, numberOfRowsInSection section: Int) -> Int { items.count }

    public func table(_ table: TerminalTable, cellForRowAt indexPath: IndexPath) -> any TableCell {
        makeCell(items[indexPath.row])
    }
}
