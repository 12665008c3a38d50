/// Where a table's section headers, rows and footers fall, line by line, from section counts alone.
struct TableLayout {
    /// What one line of the table shows.
    enum Content: Equatable {
        case header(section: Int)
        /// A row, and its number counted across sections.
        case row(TableIndexPath, Int)
        case footer(section: Int)
    }

    private struct Section {
        let firstLine: Int
        let hasHeader: Bool
        let firstRow: Int
        let rowCount: Int
        let hasFooter: Bool
        var lineCount: Int { (hasHeader ? 1 : 0) + rowCount + (hasFooter ? 1 : 0) }
    }

    private var sections: [Section] = []
    private(set) var lineCount = 0
    private(set) var rowCount = 0

    init() {}

    init(of table: TerminalTable, from dataSource: any TableDataSource) {
        for index in 0..<max(dataSource.numberOfSections(in: table), 0) {
            let section = Section(
                firstLine: lineCount, hasHeader: dataSource.table(table, headerForSection: index) != nil,
                firstRow: rowCount, rowCount: max(dataSource.table(table, numberOfRowsInSection: index), 0),
                hasFooter: dataSource.table(table, footerForSection: index) != nil)
            sections.append(section)
            lineCount += section.lineCount
            rowCount += section.rowCount
        }
    }

    /// The first row of each section that has rows.
    var sectionStarts: [Int] {
        sections.filter { $0.rowCount > 0 }.map(\.firstRow)
    }

    /// The line that shows `row` (counted across sections); 0 when there are no rows.
    func line(ofRow row: Int) -> Int {
        guard let section = sections.last(where: { $0.firstRow <= row && $0.rowCount > 0 }) else { return 0 }
        return section.firstLine + (section.hasHeader ? 1 : 0) + min(row - section.firstRow, section.rowCount - 1)
    }

    /// What line `line` shows; `line` must be below `lineCount`.
    func content(atLine line: Int) -> Content {
        let index = sections.lastIndex { $0.firstLine <= line && $0.lineCount > 0 } ?? 0
        let section = sections[index]
        var offset = line - section.firstLine
        if section.hasHeader {
            if offset == 0 { return .header(section: index) }
            offset -= 1
        }
        if offset < section.rowCount {
            return .row(TableIndexPath(section: index, row: offset), section.firstRow + offset)
        }
        return .footer(section: index)
    }
}
