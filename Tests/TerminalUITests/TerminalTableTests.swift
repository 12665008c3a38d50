import TerminalUI
import Testing

/// A data source that records which rows the table asked for.
private final class CountingDataSource: TerminalTableDataSource {
    let count: Int
    var requestedRows: [Int] = []

    init(count: Int) { self.count = count }

    func numberOfRows(in table: TerminalTable) -> Int { count }

    func table(_ table: TerminalTable, cellForRowAt row: Int) -> any TableCell {
        requestedRows.append(row)
        return SwitchCell(title: "Row \(row)", isOn: row % 2 == 0)
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
        #expect(surface.lines == [
            "  [x] Row 499998    ",
            "  [ ] Row 499999    ",
            "> [x] Row 500000    ",
        ])
    }

    @Test func scrollsToKeepTheSelectionVisibleAndHighlightsIt() {
        let items = (1...6).map { "Item \($0)" }
        let dataSource = ArrayDataSource(items: items) { SwitchCell(title: $0, isOn: false) }
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

    @Test func clampsSelectionWhenTheRowsShrink() {
        let dataSource = ArrayDataSource(items: ["A", "B", "C", "D"]) { SwitchCell(title: $0, isOn: true) }
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
        let dataSource = ArrayDataSource(items: (1...5).map(String.init)) { TextCell($0) }
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
