import LandmarksCore
import TerminalKit

/// The list page: title bar, the table of landmarks with its switch row, and the footer.
package final class LandmarkListView: Page, LandmarkListPresenterOutput {
    private let presenter: any LandmarkListPresenterInput
    private let dataSource: LandmarkListDataSource
    private let table = TerminalTable()
    private var state: LandmarkListState?
    private let onShowDetail: (Int) -> Void
    private let onShowPhoto: (Int) -> Void
    private let onShowMap: () -> Void
    private let previewPane: PreviewPane
    /// The search field while it is open: its text and cursor.
    private var searchField = TextField()
    /// Whether the field changed since the presenter last had its text.
    private var searchFieldChanged = false
    /// The fewest lines between title bar and footer that show the column titles.
    static let minimumHeightForColumnTitles = 6
    /// The width of the last frame, which decides whether the preview pane fits.
    private var lastWidth = PreviewPane.minimumTerminalWidth

    /// - Parameters:
    ///   - onShowMap: opens the map of the landmarks shown.
    ///   - onShowPhoto: opens the photo at an index in the photo catalog (one of a group of the user's own).
    ///   - onShowDetail: opens the detail of the landmark at a store index.
    package init(
        presenter: any LandmarkListPresenterInput, pictures: PictureDrawing, onShowMap: @escaping () -> Void = {},
        onShowPhoto: @escaping (Int) -> Void = { _ in }, onShowDetail: @escaping (Int) -> Void
    ) {
        self.onShowMap = onShowMap
        self.onShowPhoto = onShowPhoto
        self.presenter = presenter
        previewPane = PreviewPane(pictures: pictures)
        self.onShowDetail = onShowDetail
        dataSource = LandmarkListDataSource(presenter: presenter)
        table.dataSource = dataSource
    }

    // MARK: - Page

    package var keyMap: KeyMap<Intent> { presenter.isEditingSearch ? StandardKeyMaps.search : StandardKeyMaps.list }

    package func isEnabled(_ intent: Intent) -> Bool {
        switch intent {
        case .list(.togglePreviewPane): lastWidth >= PreviewPane.minimumTerminalWidth
        case .list(let command): presenter.canPerform(command)
        case .activate: presenter.canPerform(.activateSelection)
        case .showMap: presenter.numberOfRows > 1
        default: true
        }
    }

    package func reasonDisabled(_ intent: Intent) -> String? {
        if intent == .showMap, !isEnabled(.showMap) { return "no landmarks listed to show on a map" }
        guard case .list(let command) = intent else { return nil }
        if command == .togglePreviewPane, lastWidth < PreviewPane.minimumTerminalWidth {
            return "the preview pane needs a terminal \(PreviewPane.minimumTerminalWidth) columns wide"
        }
        return presenter.reasonCannotPerform(command)
    }

    package func draw(in surface: inout Surface) {
        // Typed text reaches the presenter once a frame, after every key already queued: a paste
        // or fast typing filters the list once, not at every character.
        sendSearchText()
        lastWidth = surface.width
        let state = state
        Theme.chrome.drawTitleBar(
            in: &surface, title: state?.title ?? "Landmarks", trailing: presenter.countText(selecting: table.selectedRow))
        var content = PageChrome.contentArea(of: surface)
        if presenter.showsPreviewPane, surface.width >= PreviewPane.minimumTerminalWidth {
            let paneWidth = PreviewPane.width(forTerminalWidth: surface.width)
            content.width -= paneWidth
            previewPane.draw(
                presenter.preview(ofRow: table.selectedRow), in: &surface,
                rect: Rect(x: content.width, y: content.y, width: paneWidth, height: content.height))
        }
        // Column titles over the rows, where the rows can spare the line.
        if content.height >= Self.minimumHeightForColumnTitles {
            LandmarkRowView.drawHeader(in: &surface, rect: content, order: presenter.sortOrder)
            content.y += 1
            content.height -= 1
        }
        if let message = state?.emptyMessage, content.height > 1 {
            surface.write(message, x: 2, y: content.y + 2, maxWidth: content.width - 2, style: Theme.styles.notice)
            content.height = 1
        }
        table.draw(in: &surface, rect: content)
        if presenter.isEditingSearch {
            Theme.chrome.drawSearchField(
                in: &surface, text: searchField.text, cursor: searchField.cursor, hints: footerHints)
        } else {
            Theme.chrome.drawFooter(in: &surface, hints: footerHints)
        }
    }

    package func insertText(_ text: String) -> Bool {
        guard presenter.isEditingSearch else { return false }
        searchField.insert(text)
        searchFieldChanged = true
        return true
    }

    package func handle(_ intent: Intent) {
        if table.moveSelection(for: intent) {
            presenter.didSelectRow(table.selectedRow)
            return
        }
        switch intent {
        case .editSearch(let edit):
            let before = searchField.text
            searchField.apply(edit)
            searchFieldChanged = searchFieldChanged || searchField.text != before
        case .list(.startSearch):
            presenter.perform(.startSearch)
            searchField = TextField(state?.searchField ?? "")
        case .list(let command) where command == .finishSearch || command == .cancelSearch:
            sendSearchText()
            presenter.perform(command)
        case .activate: presenter.perform(.activateSelection)
        case .showMap: onShowMap()
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
        if row == LandmarkListPresenter.switchRow {
            presenter.perform(.flipSwitch)
        } else if mouse.kind == .doubleClick {
            presenter.perform(.activateSelection)
        }
    }

    package func willAppear() {
        presenter.viewWillAppear()
    }

    // MARK: - Private

    private func sendSearchText() {
        guard searchFieldChanged else { return }
        searchFieldChanged = false
        presenter.setSearchText(searchField.text)
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

    package func showPhoto(at photoIndex: Int) {
        onShowPhoto(photoIndex)
    }
}
