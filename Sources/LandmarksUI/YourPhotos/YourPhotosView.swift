import LandmarksCore
import TerminalKit

/// Your photos by date, oldest first, day by day with where each was taken (`y` in the list): a trip
/// read as a timeline. Enter opens a photo, whose `n`/`N` then step through the timeline.
package final class YourPhotosView: Page, TableDataSource {
    private let timeline: YourPhotosTimeline
    private let table = TerminalTable()
    private let onOpen: (PhotoKey, [PhotoKey]) -> Void
    private let onClose: () -> Void
    private let count: Int

    /// - Parameters:
    ///   - onOpen: opens a photo, with the photos `n`/`N` step through from it.
    ///   - onClose: returns to the list.
    package init(_ timeline: YourPhotosTimeline, onOpen: @escaping (PhotoKey, [PhotoKey]) -> Void, onClose: @escaping () -> Void) {
        self.timeline = timeline
        self.onOpen = onOpen
        self.onClose = onClose
        count = timeline.days.reduce(0) { $0 + $1.photos.count }
        table.dataSource = self
        table.scrollCueStyle = Theme.styles.notice
    }

    /// The selected photo, for tests.
    var selectedKey: PhotoKey? { entry(atRow: table.selectedRow)?.key }

    // MARK: - TableDataSource

    package func numberOfSections(in table: TerminalTable) -> Int { timeline.days.count }

    package func table(_ table: TerminalTable, numberOfRowsInSection section: Int) -> Int { timeline.days[section].photos.count }

    package func table(_ table: TerminalTable, viewForRowAt indexPath: TableIndexPath) -> any RowView {
        TimelineRowView(entry: timeline.days[indexPath.section].photos[indexPath.row])
    }

    package func table(_ table: TerminalTable, headerForSection section: Int) -> (any RowView)? {
        SectionHeaderRowView(timeline.days[section].title, styles: Theme.styles)
    }

    // MARK: - Page

    package var keyMap: KeyMap<Intent> { StandardKeyMaps.yourPhotos }

    package func draw(in surface: inout Surface) {
        let days = timeline.days.count
        let counts = CountText(locale: nil)
        Theme.chrome.drawTitleBar(
            in: &surface, title: "Landmarks › Your photos by date",
            trailing: "\(counts.number(count)) \(count == 1 ? "photo" : "photos") · \(counts.number(days)) \(days == 1 ? "day" : "days")")
        table.draw(in: &surface, rect: PageChrome.contentArea(of: surface))
        Theme.chrome.drawFooter(in: &surface, hints: footerHints)
    }

    package func handle(_ intent: Intent) {
        switch intent {
        case .activate:
            if let key = selectedKey { onOpen(key, timeline.keys) }
        case .back: onClose()
        default: table.moveSelection(for: intent)
        }
    }

    package func handle(_ mouse: MouseEvent) {
        guard mouse.wheelRows == 0 else { return table.moveSelection(.rows(mouse.wheelRows)) }
        guard let row = table.row(atX: mouse.x, y: mouse.y) else { return }
        table.select(row: row)
        if mouse.kind == .doubleClick { handle(.activate) }
    }

    /// Selects the photo `key` names, e.g. the one shown last on the photo screen.
    package func select(_ key: PhotoKey) {
        var row = 0
        for day in timeline.days {
            if let index = day.photos.firstIndex(where: { $0.key == key }) { return table.select(row: row + index) }
            row += day.photos.count
        }
    }

    // MARK: - Private

    private func entry(atRow row: Int) -> YourPhotosTimeline.Entry? {
        var row = row
        for day in timeline.days {
            if row < day.photos.count { return day.photos[row] }
            row -= day.photos.count
        }
        return nil
    }
}
