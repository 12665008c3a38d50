import TerminalKit
import Testing

/// A table that keeps its own selection moves, pages and jumps sections itself.
@Suite struct TableSelectionTests {
    private let dataSource = ArrayDataSource(items: (1...10).map { "Row \($0)" }) {
        TextRowView($0, style: .plain)
    }

    private func table(height: Int) -> TerminalTable {
        let table = TerminalTable()
        table.dataSource = dataSource
        var surface = Surface(width: 8, height: height)
        table.draw(in: &surface, rect: surface.bounds)
        return table
    }

    @Test func movingStopsAtEitherEnd() {
        let table = table(height: 3)
        table.moveSelection(.rows(-1))
        #expect(table.selectedRow == 0)
        table.moveSelection(.last)
        #expect(table.selectedRow == 9)
        table.moveSelection(.rows(5))
        #expect(table.selectedRow == 9)
        table.moveSelection(.first)
        #expect(table.selectedRow == 0)
        table.select(row: 42)
        #expect(table.selectedRow == 9)
    }

    @Test func aPageIsAsManyRowsAsTheLastDrawShowed() {
        let table = table(height: 4)
        table.moveSelection(.pages(1))
        #expect(table.selectedRow == 4)
        table.moveSelection(.pages(2))
        #expect(table.selectedRow == 9)
        table.moveSelection(.pages(-1))
        #expect(table.selectedRow == 5)
    }

    @Test func readOnlyScrollingKeepsALineOfThePreviousPage() {
        let table = TerminalTable(highlightsSelection: false)
        table.dataSource = dataSource
        var surface = Surface(width: 8, height: 4)
        table.draw(in: &surface, rect: surface.bounds)
        #expect(!table.showsLastLine)
        table.scroll(pages: 1)
        table.draw(in: &surface, rect: surface.bounds)
        #expect(surface.lines[0] == "Row 4   ")
        table.scroll(pages: 5)
        #expect(table.showsLastLine)
    }
}

/// Three sections, the middle one empty, with headers: what the category view looks like.
private final class ThreeSections: TableDataSource {
    let sections = [["a", "b"], [], ["c", "d", "e"]]

    func numberOfSections(in table: TerminalTable) -> Int { sections.count }
    func table(_ table: TerminalTable, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func table(_ table: TerminalTable, viewForRowAt indexPath: TableIndexPath) -> any RowView {
        TextRowView(sections[indexPath.section][indexPath.row], style: .plain)
    }
    func table(_ table: TerminalTable, headerForSection section: Int) -> (any RowView)? {
        TextRowView("# \(section)", style: .plain)
    }
}

@Suite struct TableSectionSelectionTests {
    private let dataSource = ThreeSections()

    @Test func sectionJumpsSkipEmptySectionsAndStopAtTheEnds() {
        let table = TerminalTable()
        table.dataSource = dataSource
        table.moveSelection(.nextSection)
        #expect(table.selectedRow == 2)  // c, past the empty section
        table.moveSelection(.nextSection)
        #expect(table.selectedRow == 2)  // no section after: stays
        table.moveSelection(.rows(1))
        table.moveSelection(.previousSection)
        #expect(table.selectedRow == 2)  // inside a section: to its first row
        table.moveSelection(.previousSection)
        #expect(table.selectedRow == 0)
    }

    @Test func pagingCountsRowsAcrossHeaders() {
        let table = TerminalTable()
        table.dataSource = dataSource
        var surface = Surface(width: 6, height: 3)
        table.draw(in: &surface, rect: surface.bounds)
        table.moveSelection(.pages(1))
        #expect(table.selectedRow == 3)
        table.draw(in: &surface, rect: surface.bounds)
        #expect(surface.lines == ["# 2   ", "c     ", "d     "])
    }
}
