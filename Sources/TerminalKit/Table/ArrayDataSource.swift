/// A data source over an array of items, each turned into a row view by a closure.
public final class ArrayDataSource<Item>: TableDataSource {
    public var items: [Item]
    private let makeView: (Item) -> any RowView

    public init(items: [Item] = [], makeView: @escaping (Item) -> any RowView) {
        self.items = items
        self.makeView = makeView
    }

    // MARK: - TableDataSource

    public func table(_ table: TerminalTable, numberOfRowsInSection section: Int) -> Int { items.count }

    public func table(_ table: TerminalTable, viewForRowAt indexPath: TableIndexPath) -> any RowView {
        makeView(items[indexPath.row])
    }
}
