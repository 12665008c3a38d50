import LandmarksCore

/// Feeds the list table from the presenter, one row at a time, choosing the cell by row type.
public final class LandmarkListDataSource: TerminalTableDataSource {
    private let presenter: any LandmarkListPresenterInput

    public init(presenter: any LandmarkListPresenterInput) {
        self.presenter = presenter
    }

    // MARK: - TerminalTableDataSource

    public func numberOfRows(in table: TerminalTable) -> Int { presenter.numberOfRows }

    public func table(_ table: TerminalTable, cellForRowAt row: Int) -> any TableCell {
        switch presenter.row(at: row) {
        case .favoritesOnlySwitch(let isOn): SwitchCell(title: "Favorites only", isOn: isOn)
        case .landmark(let landmark): LandmarkCell(landmark)
        }
    }
}
