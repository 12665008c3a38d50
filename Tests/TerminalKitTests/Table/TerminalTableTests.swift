import TerminalKit
import Testing

/// A data source that records which rows the table asked for.
private final class CountingDataSource: TableDataSource {
    let count: Int
    var requestedRows: [Int] = []

    init(count: Int) { self.count = count }

    func table(_ table: TerminalTable, numberOfRowsInSection section: Int) -> Int { count }

    func table(_ table: TerminalTable, viewForRowAt indexPath: TableIndexPath) -> any RowView {
        let row = indexPath.row
        requestedRows.append(row)
        return SwitchRowView(title: "Row \(row)", isOn: row % 2 == 0, styles: StyleSheet())
    }
}

@Suite struct TerminalTableTests {
    @Test func asksOnlyForTheRowsItDraws() {
        let dataSource = CountingDataSource(count: 1_000_000)
        let table = TerminalTable()
        table.dataSource = dataSource
        table.state.selectedRow = 500_000
        var surface = Surface(width: 20, height: 3)
        table.draw(in: &surface, rect: surface.bounds)
        #expect(dataSource.requestedRows == [499_998, 499_999, 500_000])
        #expect(
            surface.lines == [
                "  [x] Row 499998    ",
                "  [ ] Row 499999    ",
                "> [x] Row 500000    ",
            ])
    }

    @Test func scrollsToKeepTheSelectionVisibleAndHighlightsIt() {
        let items = (1...6).map { "Item \($0)" }
        let dataSource = ArrayDataSource(items: items) { SwitchRowView(title: $0, isOn: false, styles: StyleSheet()) }
        let table = TerminalTable()
        table.dataSource = dataSource
        var surface = Surface(width: 14, height: 3)
        table.state.selectedRow = 4
        table.draw(in: &surface, rect: surface.bounds)
        #expect(surface.lines == ["  [ ] Item 3  ", "  [ ] Item 4  ", "> [ ] Item 5  "])
        #expect(surface[2, 2].style.attributes.contains(.reverse))
        #expect(!surface[2, 1].style.attributes.contains(.reverse))
        table.state.selectedRow = 1
        table.draw(in: &surface, rect: surface.bounds)
        #expect(surface.lines == ["> [ ] Item 2  ", "  [ ] Item 3  ", "  [ ] Item 4  "])
    }

    @Test func drawsAStateItIsGivenAndWorksMovesOutWithoutMakingThem() {
        let dataSource = ArrayDataSource(items: (1...6).map { "Item \($0)" }) {
            SwitchRowView(title: $0, isOn: false, styles: StyleSheet())
        }
        let table = TerminalTable()
        table.dataSource = dataSource
        var state = TableState(selectedRow: 4, offset: 0)
        var surface = Surface(width: 14, height: 3)
        table.draw(in: &surface, rect: surface.bounds, state: &state)
        #expect(surface.lines == ["  [ ] Item 3  ", "  [ ] Item 4  ", "> [ ] Item 5  "])
        #expect(state == TableState(selectedRow: 4, offset: 2))  // scrolled for its owner to keep
        #expect(table.state == TableState())  // the table's own is left alone
        #expect(table.row(after: .pages(1), from: state.selectedRow) == 5)
        #expect(table.row(after: .rows(-2), from: 4) == 2)
        #expect(table.row(after: .first, from: 4) == 0)
        #expect(table.selectedRow == 0)
        #expect(table.row(atX: 3, y: 0) == 2)  // a click finds the row at the offset drawn
    }

    @Test func clampsSelectionWhenTheRowsShrink() {
        let dataSource = ArrayDataSource(items: ["A", "B", "C", "D"]) { SwitchRowView(title: $0, isOn: true, styles: StyleSheet()) }
        let table = TerminalTable()
        table.dataSource = dataSource
        table.state = TableState(selectedRow: 3, offset: 2)
        dataSource.items = ["A", "B"]
        var surface = Surface(width: 8, height: 3)
        table.draw(in: &surface, rect: surface.bounds)
        #expect(table.state == TableState(selectedRow: 1, offset: 0))
        #expect(surface.lines == ["  [x] A ", "> [x] B ", "        "])
    }

    @Test func readOnlyTablesScrollWithinTheirRows() {
        let dataSource = ArrayDataSource(items: (1...5).map(String.init)) { TextRowView($0, style: .plain) }
        let table = TerminalTable(highlightsSelection: false)
        table.dataSource = dataSource
        var surface = Surface(width: 2, height: 2)
        table.draw(in: &surface, rect: surface.bounds)
        table.scroll(by: 10)
        table.draw(in: &surface, rect: surface.bounds)
        #expect(surface.lines == ["4 ", "5 "])
        table.scroll(by: -1)
        table.draw(in: &surface, rect: surface.bounds)
        #expect(surface.lines == ["3 ", "4 "])
    }
}

/// Three sections: a headed one, an empty one, and one with a header and a footer.
private final class SectionedDataSource: TableDataSource {
    let sections = [("Lakes", ["Twin", "Umbagog"]), ("Empty", []), ("Rivers", ["Charley", "Salmon", "Turtle"])]

    func numberOfSections(in table: TerminalTable) -> Int { sections.count }

    func table(_ table: TerminalTable, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }

    func table(_ table: TerminalTable, viewForRowAt indexPath: TableIndexPath) -> any RowView {
        SwitchRowView(title: sections[indexPath.section].1[indexPath.row], isOn: false, styles: StyleSheet())
    }

    func table(_ table: TerminalTable, headerForSection section: Int) -> (any RowView)? {
        sections[section].1.isEmpty ? nil : TextRowView("# \(sections[section].0)", style: .plain)
    }

    func table(_ table: TerminalTable, footerForSection section: Int) -> (any RowView)? {
        section == 2 ? TextRowView("  (end)", style: .plain) : nil
    }
}

@Suite struct SectionedTableTests {
    private let dataSource = SectionedDataSource()

    private func draw(_ table: TerminalTable, height: Int) -> [String] {
        var surface = Surface(width: 16, height: height)
        table.draw(in: &surface, rect: surface.bounds)
        return surface.lines
    }

    @Test func headersAndFootersAreLinesButNotRows() {
        let table = TerminalTable()
        table.dataSource = dataSource
        table.state.selectedRow = 2
        #expect(table.numberOfRows == 5)
        #expect(
            draw(table, height: 9) == [
                "# Lakes         ",
                "  [ ] Twin      ",
                "  [ ] Umbagog   ",
                "# Rivers        ",
                "> [ ] Charley   ",
                "  [ ] Salmon    ",
                "  [ ] Turtle    ",
                "  (end)         ",
                "                ",
            ])
        #expect(table.row(atX: 3, y: 4) == 2)
        #expect(table.row(atX: 3, y: 3) == nil)
        #expect(table.row(atX: 3, y: 7) == nil)
    }

    @Test func scrollingToASectionsFirstRowShowsItsHeader() {
        let table = TerminalTable()
        table.dataSource = dataSource
        table.state.selectedRow = 4
        #expect(draw(table, height: 3) == ["  [ ] Charley   ", "  [ ] Salmon    ", "> [ ] Turtle    "])
        table.state.selectedRow = 2
        #expect(draw(table, height: 3) == ["# Rivers        ", "> [ ] Charley   ", "  [ ] Salmon    "])
        table.state.selectedRow = 0
        #expect(draw(table, height: 3) == ["# Lakes         ", "> [ ] Twin      ", "  [ ] Umbagog   "])
    }
}

/// A data source that gives a version of its rows, and records which rows the table asked for.
private final class VersionedDataSource: TableDataSource {
    var items: [String]
    var version: Int? = 1
    var requestedRows: [Int] = []

    init(items: [String]) { self.items = items }

    func table(_ table: TerminalTable, numberOfRowsInSection section: Int) -> Int { items.count }

    func table(_ table: TerminalTable, viewForRowAt indexPath: TableIndexPath) -> any RowView {
        requestedRows.append(indexPath.row)
        return SwitchRowView(title: items[indexPath.row], isOn: false, styles: StyleSheet())
    }

    func rowsVersion(in table: TerminalTable) -> Int? { version }
}

@Suite struct TerminalTableReuseTests {
    /// While the version stays, a move asks only for rows not yet drawn the way they now show (the
    /// highlighted row, the row left if it was never drawn plain), a scroll only for the row that came
    /// in; the others are copied, to the same screen, and a move back asks for none. A new version, or
    /// none, asks for every row again.
    @Test func rowsOfTheSameVersionAreCopiedNotAskedForAgain() {
        let dataSource = VersionedDataSource(items: ["Alpha", "Beta", "Gamma", "Delta"])
        let table = TerminalTable()
        table.dataSource = dataSource
        func draw() -> [String] {
            var surface = Surface(width: 12, height: 3)
            table.draw(in: &surface, rect: surface.bounds)
            return surface.lines
        }
        #expect(draw() == ["> [ ] Alpha ", "  [ ] Beta  ", "  [ ] Gamma "])
        #expect(dataSource.requestedRows == [0, 1, 2])
        dataSource.requestedRows = []
        table.moveSelection(.rows(1))
        #expect(draw() == ["  [ ] Alpha ", "> [ ] Beta  ", "  [ ] Gamma "])
        #expect(dataSource.requestedRows == [0, 1])
        dataSource.requestedRows = []
        table.moveSelection(.rows(2))
        #expect(draw() == ["  [ ] Beta  ", "  [ ] Gamma ", "> [ ] Delta "])
        #expect(dataSource.requestedRows == [3])
        dataSource.requestedRows = []
        table.moveSelection(.rows(-1))
        #expect(draw() == ["  [ ] Beta  ", "> [ ] Gamma ", "  [ ] Delta "])
        #expect(dataSource.requestedRows == [2, 3])
        dataSource.requestedRows = []
        table.moveSelection(.rows(1))
        #expect(draw() == ["  [ ] Beta  ", "  [ ] Gamma ", "> [ ] Delta "])
        #expect(dataSource.requestedRows == [])
        dataSource.items[2] = "Gimel"
        dataSource.version = 2
        dataSource.requestedRows = []
        #expect(draw() == ["  [ ] Beta  ", "  [ ] Gimel ", "> [ ] Delta "])
        #expect(dataSource.requestedRows == [1, 2, 3])
        dataSource.version = nil
        dataSource.requestedRows = []
        _ = draw()
        #expect(dataSource.requestedRows == [1, 2, 3])
    }
}
