import LandmarksCore
import TerminalKit

/// Feeds the list table from the presenter, section by section and one item at a time, choosing the
/// row view by what the item shows.
final class LandmarkListDataSource: TableDataSource {
    private let presenter: any LandmarkListPresenterInput
    /// The landmark rows' columns for this frame and the texts they were sized by, worked out once by
    /// the view rather than by each row.
    var columns: (layout: LandmarkColumnLayout, longest: LongestTexts)?

    init(presenter: any LandmarkListPresenterInput) {
        self.presenter = presenter
    }

    // MARK: - TableDataSource

    func numberOfSections(in table: TerminalTable) -> Int { presenter.sections.count }

    func table(_ table: TerminalTable, numberOfRowsInSection section: Int) -> Int {
        presenter.sections[section].rowCount
    }

    func table(_ table: TerminalTable, viewForRowAt indexPath: TableIndexPath) -> any RowView {
        switch presenter.row(at: presenter.sections[indexPath.section].rows.lowerBound + indexPath.row) {
        case .favoritesOnlySwitch(let isOn): SwitchRowView(title: "Favorites only", isOn: isOn, styles: Theme.styles)
        case .landmark(let landmark), .yourPhotoGroup(let landmark):
            rowView(for: landmark)
        }
    }

    private func rowView(for landmark: LandmarkSummary) -> LandmarkRowView {
        var row = LandmarkRowView(
            landmark, order: presenter.sortOrder, photosWidth: LandmarkRowView.photosWidth(for: presenter),
            longest: columns?.longest ?? presenter.longestTexts)
        row.layout = columns?.layout
        return row
    }

    /// What the rows were last drawn from, and its version: the presenter's rows and the columns.
    private var rowsDrawnFrom: (rows: Int, columns: LandmarkColumnLayout?, longest: LongestTexts?, order: LandmarkOrder, photos: Int)?
    private var version = 0

    func rowsVersion(in table: TerminalTable) -> Int? {
        let now = (
            presenter.rowsVersion, columns?.layout, columns?.longest, presenter.sortOrder, LandmarkRowView.photosWidth(for: presenter)
        )
        if let before = rowsDrawnFrom, before == now { return version }
        rowsDrawnFrom = now
        version += 1
        return version
    }

    func table(_ table: TerminalTable, headerForSection section: Int) -> (any RowView)? {
        presenter.sections[section].title.map { SectionHeaderRowView($0, styles: Theme.styles) }
    }
}

extension LandmarkRowView {
    /// The photo count's width in `presenter`'s list: wider when it counts your photos too, 0 (no
    /// column) when no landmark has a photo.
    static func photosWidth(for presenter: LandmarkListPresenterInput) -> Int {
        guard presenter.hasPhotos else { return 0 }
        return presenter.countsYourPhotos ? photosWidthWithYours : photosWidth
    }
}
