import LandmarksCore

/// The photo screen: its title, a rating row of stars and labelled facts, each row kind its own cell type.
public final class PhotoDetailView: Screen, PhotoDetailPresenterOutput {
    public let kind = ScreenKind.photo
    private let presenter: any PhotoDetailPresenterInput
    private let keyMap: KeyMap
    private let table = TerminalTable(highlightsSelection: false)
    private let dataSource: ArrayDataSource<PhotoDetail.Row>
    private var detail: PhotoDetail?
    private let onClose: () -> Void

    /// The width of the labels' column: the longest label, `Dimensions`.
    static let labelWidth = 10

    public init(presenter: any PhotoDetailPresenterInput, keyMap: KeyMap, onClose: @escaping () -> Void) {
        self.presenter = presenter
        self.keyMap = keyMap
        self.onClose = onClose
        let margin = LandmarkDetailView.margin
        dataSource = ArrayDataSource { row in
            switch row {
            case .heading(let text): TextCell(text, style: Theme.heading, indent: margin)
            case .rating(let rating): RatingCell(rating: rating, labelWidth: Self.labelWidth, indent: margin)
            case .field(let label, let value):
                KeyValueCell(label: label, value: value, labelWidth: Self.labelWidth, indent: margin)
            case .warning(let label, let value):
                KeyValueCell(
                    label: label, value: value, labelWidth: Self.labelWidth, indent: margin, valueStyle: Theme.warning)
            case .blank: TextCell("")
            }
        }
        table.dataSource = dataSource
    }

    // MARK: - Screen

    public func draw(in surface: inout Surface) {
        ScreenChrome.drawTitleBar(in: &surface, title: detail?.title ?? "", trailing: "")
        table.draw(in: &surface, rect: ScreenChrome.contentArea(of: surface))
        ScreenChrome.drawFooter(in: &surface, hints: keyMap.footerHints(for: kind))
    }

    public func handle(_ intent: Intent) {
        if !table.scroll(for: intent) { presenter.handle(intent) }
    }

    public func willAppear() {
        presenter.viewWillAppear()
    }

    // MARK: - PhotoDetailPresenterOutput

    public func display(_ detail: PhotoDetail) {
        self.detail = detail
        dataSource.items = detail.rows
    }

    public func close() {
        onClose()
    }
}
