import LandmarksCore

/// The detail screen: the landmark's facts and its description wrapped to the width, scrollable.
public final class LandmarkDetailView: Screen, LandmarkDetailPresenterOutput {
    public let kind = ScreenKind.detail
    private let presenter: any LandmarkDetailPresenterInput
    private let keyMap: KeyMap
    private let table = TerminalTable(highlightsSelection: false)
    private let dataSource: ArrayDataSource<Line>
    private var detail: LandmarkDetail?
    /// The width the lines were wrapped for; a new width wraps again.
    private var laidOutWidth: Int?
    private let onClose: () -> Void

    /// One line of the detail, chosen by kind so that each gets its own cell type.
    enum Line {
        case heading(String)
        case subheading(String)
        case fact(LandmarkDetail.Fact, labelWidth: Int)
        case paragraph(String)
        case blank
    }

    static let margin = 2

    public init(presenter: any LandmarkDetailPresenterInput, keyMap: KeyMap, onClose: @escaping () -> Void) {
        self.presenter = presenter
        self.keyMap = keyMap
        self.onClose = onClose
        dataSource = ArrayDataSource { line in
            switch line {
            case .heading(let text): TextCell(text, style: Theme.heading, indent: Self.margin)
            case .subheading(let text): TextCell(text, style: Theme.secondaryText, indent: Self.margin)
            case .fact(let fact, let labelWidth):
                KeyValueCell(label: fact.label, value: fact.value, labelWidth: labelWidth, indent: Self.margin)
            case .paragraph(let text): TextCell(text, indent: Self.margin)
            case .blank: TextCell("")
            }
        }
        table.dataSource = dataSource
    }

    // MARK: - Screen

    public func draw(in surface: inout Surface) {
        ScreenChrome.drawTitleBar(
            in: &surface, title: detail?.title ?? "", trailing: detail?.isFavorite == true ? "★ Favorite" : "")
        let content = ScreenChrome.contentArea(of: surface)
        if laidOutWidth != content.width {
            layOut(width: content.width)
        }
        table.draw(in: &surface, rect: content)
        ScreenChrome.drawFooter(in: &surface, hints: keyMap.footerHints(for: kind))
    }

    public func handle(_ intent: Intent) {
        let page = max(table.visibleRows - 1, 1)
        switch intent {
        case .moveUp: table.scroll(by: -1)
        case .moveDown: table.scroll(by: 1)
        case .pageUp: table.scroll(by: -page)
        case .pageDown: table.scroll(by: page)
        case .moveToFirst: table.scroll(by: -table.numberOfRows)
        case .moveToLast: table.scroll(by: table.numberOfRows)
        default: presenter.handle(intent)
        }
    }

    // MARK: - LandmarkDetailPresenterOutput

    public func display(_ detail: LandmarkDetail) {
        self.detail = detail
        laidOutWidth = nil
    }

    public func close() {
        onClose()
    }

    // MARK: - Private

    private func layOut(width: Int) {
        laidOutWidth = width
        guard let detail else {
            dataSource.items = []
            return
        }
        let labelWidth = detail.facts.map { DisplayWidth.of($0.label) }.max() ?? 0
        let textWidth = max(width - 2 * Self.margin, 1)
        dataSource.items =
            [.blank, .heading(detail.name), .subheading(detail.park), .blank]
            + detail.facts.map { .fact($0, labelWidth: labelWidth) }
            + [.blank]
            + WordWrap.lines(detail.description, width: textWidth).map { .paragraph($0) }
    }
}
