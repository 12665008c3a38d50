import LandmarksCore
import TerminalKit

/// Feeds the list table from the presenter, section by section and one row at a time, choosing the
/// row view by row type.
final class LandmarkListDataSource: TableDataSource {
    private let presenter: any LandmarkListPresenterInput

    init(presenter: any LandmarkListPresenterInput) {
        self.presenter = presenter
    }

    // MARK: - TableDataSource

    func numberOfSections(in table: TerminalTable) -> Int { presenter.sections.count }

    func table(_ table: TerminalTable, numberOfRowsInSection section: Int) -> Int {
        presenter.sections[section].rowCount
    }

    func table(_ table: TerminalTable, viewForRowAt indexPath: TableIndexPath) -> any RowView {
        view(for: presenter.row(at: presenter.sections[indexPath.section].firstRow + indexPath.row))
    }

    func table(_ table: TerminalTable, headerForSection section: Int) -> (any RowView)? {
        presenter.sections[section].title.map { view(for: .sectionHeader($0)) }
    }

    private func view(for row: LandmarkListRow) -> any RowView {
        switch row {
        case .favoritesOnlySwitch(let isOn): SwitchRowView(title: "Favorites only", isOn: isOn, styles: Theme.styles)
        case .landmark(let landmark), .yourPhotoGroup(let landmark): LandmarkRowView(landmark, order: presenter.sortOrder)
        case .sectionHeader(let title): SectionHeaderRowView(title, styles: Theme.styles)
        }
    }
}
