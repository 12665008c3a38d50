import LandmarksCore
import TerminalKit

/// The files of the user's photo folder that the list does not show (damaged, no photo, unreadable),
/// then those it shows without part of what they hold (a position at 0° 0°, damaged metadata), each
/// with why: what `landmarks photos --problems` prints, opened from the list's "Not shown" row.
package final class FilesNotShownView: Page {
    /// One row of the page.
    enum Row: Equatable {
        case heading(String)
        /// A file by its path below the folder, with why; `isSkipped`: not shown at all.
        case file(path: String, reason: String, isSkipped: Bool)
        case blank
    }

    private let table = TerminalTable(highlightsSelection: false)
    private let dataSource: ArrayDataSource<Row>
    private let count: Int
    private let onClose: () -> Void

    /// The paths' column is as wide as the longest path, up to this; a longer one ends in `…`.
    static let widestPathColumn = 40

    /// - Parameter onClose: returns to the list.
    package init(_ photos: YourPhotos, onClose: @escaping () -> Void) {
        self.onClose = onClose
        let skipped = photos.problems.map { Row.file(path: $0.path, reason: $0.reason, isSkipped: true) }
        let noted = photos.notes.map { Row.file(path: $0.path, reason: $0.reason, isSkipped: false) }
        count = skipped.count + noted.count
        var rows: [Row] = [.blank, .heading("In " + photos.folder), .blank]
        if !skipped.isEmpty { rows += [.heading("Skipped")] + skipped + [.blank] }
        if !noted.isEmpty { rows += [.heading("Shown, without part of what they hold")] + noted }
        let paths = rows.compactMap { row -> String? in if case .file(let path, _, _) = row { path } else { nil } }
        let pathWidth = min(paths.map { DisplayWidth.of(TerminalText.sanitized($0)) }.max() ?? 0, Self.widestPathColumn)
        let margin = LandmarkDetailView.margin
        dataSource = ArrayDataSource(items: rows) { row in
            switch row {
            case .heading(let text): TextRowView(text, style: Theme.styles.heading, indent: margin)
            case .file(let path, let reason, let isSkipped):
                KeyValueRowView(
                    label: path, value: reason, labelWidth: pathWidth, indent: margin, styles: Theme.styles,
                    valueStyle: isSkipped ? Theme.styles.warning : Theme.secondaryText)
            case .blank: TextRowView("", style: Theme.text)
            }
        }
        table.dataSource = dataSource
        table.scrollCueStyle = Theme.styles.notice
    }

    /// The rows, for tests.
    var rows: [Row] { dataSource.items }

    // MARK: - Page

    package var keyMap: KeyMap<Intent> { StandardKeyMaps.filesNotShown }

    package func draw(in surface: inout Surface) {
        Theme.chrome.drawTitleBar(in: &surface, title: "Landmarks › Not shown", trailing: count == 1 ? "1 file" : "\(count) files")
        table.draw(in: &surface, rect: PageChrome.contentArea(of: surface))
        Theme.chrome.drawFooter(in: &surface, hints: footerHints)
    }

    package func handle(_ intent: Intent) {
        switch intent {
        case .back: onClose()
        default: table.scroll(for: intent)
        }
    }

    package func handle(_ mouse: MouseEvent) {
        table.scroll(by: mouse.wheelRows)
    }
}
