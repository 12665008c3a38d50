import LandmarksCore
import TerminalKit

/// The list page: title bar, the table of landmarks with its switch row, and the footer.
///
/// The presenter owns the items and where the list is; the table draws them, and the user's moves go
/// back to the presenter.
package final class LandmarkListView: Page, LandmarkListPresenterOutput {
    private let presenter: any LandmarkListPresenterInput
    private let dataSource: LandmarkListDataSource
    private let table = TerminalTable()
    private var state: LandmarkListState?
    private let onShowDetail: (Int) -> Void
    private let onShowPhoto: (PhotoKey) -> Void
    private let onShowFilesNotShown: (YourPhotos) -> Void
    private let onShowMap: () -> Void
    private let onShowYourPhotos: () -> Void
    private let previewPane: PreviewPane
    /// The search field while it is open: its text and cursor.
    private var searchField = TextField()
    /// Whether the field changed since the presenter last had its text.
    private var searchFieldChanged = false
    /// The fewest lines between title bar and footer that show the column titles.
    static let minimumHeightForColumnTitles = 6
    /// The title bar and the footer, which most keys leave as they were.
    private var titleBar = RememberedLine<[String]>()
    private var footer = RememberedLine<[KeyHint]>()
    /// The width of the last frame, which decides whether the preview pane fits.
    private var lastWidth = PreviewPane.minimumTerminalWidth

    /// - Parameters:
    ///   - onShowMap: opens the map of the landmarks shown.
    ///   - onShowYourPhotos: opens your photos by date.
    ///   - onShowPhoto: opens a photo (the first of a group of the user's own).
    ///   - onShowFilesNotShown: lists the files of the user's folder not shown.
    ///   - onShowDetail: opens the detail of the landmark at a store index.
    package init(
        presenter: any LandmarkListPresenterInput, pictures: PictureDrawing, onShowMap: @escaping () -> Void = {},
        onShowYourPhotos: @escaping () -> Void = {},
        onShowPhoto: @escaping (PhotoKey) -> Void = { _ in }, onShowFilesNotShown: @escaping (YourPhotos) -> Void = { _ in },
        onShowDetail: @escaping (Int) -> Void
    ) {
        self.onShowMap = onShowMap
        self.onShowYourPhotos = onShowYourPhotos
        self.onShowPhoto = onShowPhoto
        self.onShowFilesNotShown = onShowFilesNotShown
        self.presenter = presenter
        previewPane = PreviewPane(pictures: pictures)
        self.onShowDetail = onShowDetail
        dataSource = LandmarkListDataSource(presenter: presenter)
        table.dataSource = dataSource
    }

    // MARK: - Page

    package var keyMap: KeyMap<Intent> {
        switch (presenter.isEditingSearch, picks) {
        case (true, false): StandardKeyMaps.search
        case (false, false): StandardKeyMaps.list
        case (true, true): StandardKeyMaps.pickSearch
        case (false, true): StandardKeyMaps.pickList
        }
    }

    package private(set) var wantsAnotherFrame = false

    /// Whether the list is `landmarks pick`'s: its keys say that Enter picks.
    package var picks = false

    package func isEnabled(_ intent: Intent) -> Bool {
        switch intent {
        case .list(.togglePreviewPane): lastWidth >= PreviewPane.minimumTerminalWidth
        case .list(let command): presenter.canPerform(command)
        case .activate: presenter.canPerform(.activateSelection)
        case .showMap: !presenter.items.landmarks.isEmpty
        case .showYourPhotos: presenter.countsYourPhotos
        default: true
        }
    }

    package func reasonDisabled(_ intent: Intent) -> String? {
        if intent == .showMap, !isEnabled(.showMap) { return "no landmarks listed to show on a map" }
        if intent == .showYourPhotos, !isEnabled(.showYourPhotos) {
            return "no photos of yours: start with --photos DIR (or set LANDMARKS_PHOTOS)"
        }
        guard case .list(let command) = intent else { return nil }
        if command == .togglePreviewPane, lastWidth < PreviewPane.minimumTerminalWidth {
            return "the preview pane needs a terminal \(PreviewPane.minimumTerminalWidth) columns wide"
        }
        return presenter.reasonCannotPerform(command)
    }

    package func draw(in surface: inout Surface) {
        // Typed text reaches the presenter once a frame, after every key already queued: a paste
        // or fast typing filters the list once, not at every character. Where a search takes long
        // (a large catalog), the field shows the letter first, in a frame of its own.
        wantsAnotherFrame = searchFieldChanged && !wantsAnotherFrame && presenter.searchesSlowly
        if !wantsAnotherFrame { sendSearchText() }
        lastWidth = surface.width
        let (state, list) = (state, presenter.listState)
        let (title, count) = (state?.title ?? "Landmarks", presenter.countText(selecting: list.selected))
        titleBar.draw([title, count], in: &surface, line: surface.bounds.line(0)) {
            Theme.chrome.drawTitleBar(in: &$0, title: title, trailing: count)
        }
        var content = PageChrome.contentArea(of: surface)
        let showsPane = presenter.showsPreviewPane && surface.width >= PreviewPane.minimumTerminalWidth
        let longest = presenter.longestTexts
        let photosWidth = LandmarkRowView.photosWidth(for: presenter)
        // Worked out once a frame, not once a row.
        let columns: LandmarkColumnLayout
        if showsPane {
            // Columns sized by their content may leave room, which the pane takes rather than blanks.
            let split = LandmarkColumnLayout.besidePane(
                terminalWidth: surface.width, paneWidth: PreviewPane.width(forTerminalWidth: surface.width),
                narrowestPane: PreviewPane.minimumWidth, order: presenter.sortOrder, photosWidth: photosWidth, longest: longest)
            columns = split.layout
            content.width = columns.usedWidth
            // The blank before the pane's rule, where the rows do not reach.
            surface.fill(
                Rect(x: content.width, y: content.y, width: split.paneX - content.width, height: content.height), style: Theme.text)
            previewPane.draw(
                presenter.preview, in: &surface,
                rect: Rect(x: split.paneX, y: content.y, width: surface.width - split.paneX, height: content.height))
        } else {
            columns = LandmarkColumnLayout.layout(
                width: content.width, order: presenter.sortOrder, photosWidth: photosWidth, longest: longest)
        }
        dataSource.columns = (columns, longest)
        // Column titles over the rows, where the rows can spare the line.
        if content.height >= Self.minimumHeightForColumnTitles {
            LandmarkRowView.drawHeader(in: &surface, rect: content, order: presenter.sortOrder, layout: columns)
            content.y += 1
            content.height -= 1
        }
        if let message = state?.emptyMessage, content.height > 1 {
            surface.write(message, x: 2, y: content.y + 2, maxWidth: content.width - 2, style: Theme.styles.notice)
            content.height = 1
        }
        var tableState = TableState(selectedRow: list.selected, offset: list.offset)
        table.draw(in: &surface, rect: content, state: &tableState)
        presenter.scroll(to: tableState.offset)
        if presenter.isEditingSearch {
            Theme.chrome.drawSearchField(
                in: &surface, text: searchField.text, cursor: searchField.cursor, prompt: state?.searchPrompt ?? "/ ",
                hints: footerHints)
        } else if surface.height > 1 {
            let hints = footerHints
            footer.draw(hints, in: &surface, line: surface.bounds.line(surface.height - 1)) {
                Theme.chrome.drawFooter(in: &$0, hints: hints)
            }
        }
    }

    package func insertText(_ text: String) -> Bool {
        guard presenter.isEditingSearch else { return false }
        searchField.insert(text)
        searchFieldChanged = true
        return true
    }

    package func handle(_ intent: Intent) {
        if let move = table.move(for: intent) {
            presenter.select(table.row(after: move, from: presenter.listState.selected))
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
        case .list(let command) where [.finishSearch, .keepSearch, .cancelSearch, .matchExactly, .matchFuzzily].contains(command):
            sendSearchText()
            presenter.perform(command)
        case .activate: presenter.perform(.activateSelection)
        case .showMap: onShowMap()
        case .showYourPhotos: onShowYourPhotos()
        case .list(let command): presenter.perform(command)
        default: break
        }
    }

    /// A click selects a row (on the switch row it also flips it), a double click opens it; the wheel moves.
    package func handle(_ mouse: MouseEvent) {
        guard mouse.wheelRows == 0 else {
            presenter.select(table.row(after: .rows(mouse.wheelRows), from: presenter.listState.selected))
            return
        }
        guard let row = table.row(atX: mouse.x, y: mouse.y) else { return }
        presenter.select(row)
        // Space flips the switch only where it is selected: so does a click.
        if presenter.canPerform(.flipSwitch) {
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

    package func display(_ state: LandmarkListState) {
        self.state = state
    }

    package func showDetail(forLandmarkAt storeIndex: Int) {
        onShowDetail(storeIndex)
    }

    package func showPhoto(_ key: PhotoKey) {
        onShowPhoto(key)
    }

    package func showFilesNotShown(_ photos: YourPhotos) {
        onShowFilesNotShown(photos)
    }
}
