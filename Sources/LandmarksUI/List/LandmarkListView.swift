import LandmarksCore
import TerminalKit

/// The list page: title bar, the table of landmarks with its switch row, and the footer.
package final class LandmarkListView: Page, LandmarkListPresenterOutput {
    private let presenter: any LandmarkListPresenterInput
    private let dataSource: LandmarkListDataSource
    private let table = TerminalTable()
    private var state: LandmarkListState?
    private let onShowDetail: (Int) -> Void
    private let previewPane: PreviewPane

    /// - Parameter onShowDetail: opens the detail of the landmark at a store index.
    package init(
        presenter: any LandmarkListPresenterInput, pictures: PictureDrawing, onShowDetail: @escaping (Int) -> Void
    ) {
        self.presenter = presenter
        previewPane = PreviewPane(pictures: pictures)
        self.onShowDetail = onShowDetail
        dataSource = LandmarkListDataSource(presenter: presenter)
        table.dataSource = dataSource
    }

    // MARK: - Page

    package var keyMap: KeyMap<Intent> { presenter.isEditingSearch ? StandardKeyMaps.search : StandardKeyMaps.list }

    package func isEnabled(_ intent: Intent) -> Bool {
        guard case .list(let command) = intent else { return true }
        return presenter.canPerform(command)
    }

    package func draw(in surface: inout Surface) {
        let state = state
        Theme.chrome.drawTitleBar(in: &surface, title: state?.title ?? "Landmarks", trailing: state?.countText ?? "")
        var content = PageChrome.contentArea(of: surface)
        if presenter.showsPreviewPane, surface.width >= PreviewPane.minimumTerminalWidth {
            let paneWidth = PreviewPane.width(forTerminalWidth: surface.width)
            content.width -= paneWidth
            previewPane.draw(
                presenter.preview(ofRow: table.selectedRow), in: &surface,
                rect: Rect(x: content.width, y: content.y, width: paneWidth, height: content.height))
        }
        if let message = state?.emptyMessage, content.height > 1 {
            surface.write(message, x: 2, y: content.y + 2, maxWidth: content.width - 2, style: Theme.styles.notice)
            content.height = 1
        }
        table.draw(in: &surface, rect: content)
        if let search = state?.searchField {
            Theme.chrome.drawSearchField(in: &surface, text: search, hints: footerHints)
        } else {
            Theme.chrome.drawFooter(in: &surface, hints: footerHints)
        }
    }

    package func insertText(_ text: String) -> Bool {
        guard presenter.isEditingSearch else { return false }
        presenter.insertSearchText(text)
        return true
    }

    package func handle(_ intent: Intent) {
        if table.moveSelection(for: intent) {
            presenter.didSelectRow(table.selectedRow)
            return
        }
        switch intent {
        case .activate: presenter.perform(.activateSelection)
        case .list(let command): presenter.perform(command)
        default: break
        }
    }

    /// A click selects a row (on the switch row it also flips it), a double click opens it; the wheel moves.
    package func handle(_ mouse: MouseEvent) {
        guard mouse.wheelRows == 0 else {
            table.moveSelection(by: mouse.wheelRows)
            presenter.didSelectRow(table.selectedRow)
            return
        }
        guard let row = table.row(atX: mouse.x, y: mouse.y) else { return }
        table.select(row: row)
        presenter.didSelectRow(row)
        if mouse.kind == .doubleClick || row == LandmarkListPresenter.switchRow {
            presenter.perform(.activateSelection)
        }
    }

    package func willAppear() {
        presenter.viewWillAppear()
    }

    // MARK: - LandmarkListPresenterOutput

    package var selectedRow: Int { table.selectedRow }

    package func display(_ state: LandmarkListState) {
        self.state = state
        table.select(row: state.selectedRow)
    }

    package func showDetail(forLandmarkAt storeIndex: Int) {
        onShowDetail(storeIndex)
    }
}
