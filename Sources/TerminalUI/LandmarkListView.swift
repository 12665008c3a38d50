import LandmarksCore

/// The list screen: title bar, the table of landmarks with its switch row, and the footer.
public final class LandmarkListView: Screen, LandmarkListPresenterOutput {
    public var kind: ScreenKind { presenter.isEditingSearch ? .search : .list }
    private let presenter: any LandmarkListPresenterInput
    private let dataSource: LandmarkListDataSource
    private let table = TerminalTable()
    private let keyMap: KeyMap
    private var state: LandmarkListState?
    private let onShowDetail: (Int) -> Void

    /// - Parameter onShowDetail: opens the detail of the landmark at a store index.
    public init(presenter: any LandmarkListPresenterInput, keyMap: KeyMap, onShowDetail: @escaping (Int) -> Void) {
        self.presenter = presenter
        self.keyMap = keyMap
        self.onShowDetail = onShowDetail
        dataSource = LandmarkListDataSource(presenter: presenter)
        table.dataSource = dataSource
    }

    // MARK: - Screen

    public func draw(in surface: inout Surface) {
        let state = state
        ScreenChrome.drawTitleBar(in: &surface, title: state?.title ?? "Landmarks", trailing: state?.countText ?? "")
        var content = ScreenChrome.contentArea(of: surface)
        if let message = state?.emptyMessage, content.height > 1 {
            surface.write(message, x: 2, y: content.y + 2, maxWidth: content.width - 2, style: Theme.notice)
            content.height = 1
        }
        presenter.viewDidLayout(visibleRowCount: content.height)
        table.draw(in: &surface, rect: content)
        if let search = state?.searchField {
            ScreenChrome.drawSearchField(in: &surface, text: search, hints: keyMap.footerHints(for: kind))
        } else {
            ScreenChrome.drawFooter(in: &surface, hints: keyMap.footerHints(for: kind))
        }
    }

    public func insertText(_ text: String) -> Bool {
        guard presenter.isEditingSearch else { return false }
        presenter.insertSearchText(text)
        return true
    }

    public func handle(_ intent: Intent) {
        presenter.handle(intent)
    }

    /// A click selects a row (on the switch row it also flips it), a double click opens it.
    public func handle(_ mouse: MouseEvent) {
        guard mouse.wheelIntents.isEmpty else {
            mouse.wheelIntents.forEach(presenter.handle)
            return
        }
        guard let row = table.row(atX: mouse.x, y: mouse.y) else { return }
        presenter.selectRow(row)
        if mouse.kind == .doubleClick || row == LandmarkListPresenter.switchRow {
            presenter.handle(.activate)
        }
    }

    public func willAppear() {
        presenter.viewWillAppear()
    }

    // MARK: - LandmarkListPresenterOutput

    public func display(_ state: LandmarkListState) {
        self.state = state
        table.state.selectedRow = state.selectedRow
    }

    public func showDetail(forLandmarkAt storeIndex: Int) {
        onShowDetail(storeIndex)
    }
}
