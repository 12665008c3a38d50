import LandmarksCore

/// Feeds the list table from the presenter, section by section and one row at a time, choosing the
/// cell by row type.
public final class LandmarkListDataSource: TerminalTableDataSource {
    private let presenter: any LandmarkListPresenterInput

    public init(presenter: any LandmarkListPresenterInput) {
        self.presenter = presenter
    }

    // MARK: - TerminalTableDataSource

    public func numberOfSections(in table: TerminalTable) -> Int { presenter.sections.count }

    public func table(_ table: TerminalTable, numberOfRowsInSection section: Int) -> Int {
        presenter.sections[section].rowCount
    }

    public func table(_ table: TerminalTable, cellForRowAt indexPath: IndexPath) -> any TableCell {
        cell(for: presenter.row(at: presenter.sections[indexPath.section].firstRow + indexPath.row))
    }

    public func table(_ table: TerminalTable, headerForSection section: Int) -> (any TableCell)? {
        presenter.sections[section].title.map { cell(for: .sectionHeader($0)) }
    }

    private func cell(for row: LandmarkListRow) -> any TableCell {
        switch row {
        case .favoritesOnlySwitch(let isOn): SwitchCell(title: "Favorites only", isOn: isOn)
        case .landmark(let landmark): LandmarkCell(landmark)
        case .sectionHeader(let title): SectionHeaderCell(title)
        }
    }
}
