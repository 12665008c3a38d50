import LandmarksCore
import TerminalKit

/// The photo page: its title, a rating row of stars and labelled facts, each row kind its own view type.
package final class PhotoDetailView: Page, PhotoDetailPresenterOutput {
    private let presenter: any PhotoDetailPresenterInput
    private let table = TerminalTable(highlightsSelection: false)
    private let dataSource: ArrayDataSource<PhotoDetail.Row>
    private var detail: PhotoDetail?
    private let onClose: () -> Void

    /// The width of the labels' column: the longest label, `Dimensions`.
    static let labelWidth = 10

    package init(presenter: any PhotoDetailPresenterInput, onClose: @escaping () -> Void) {
        self.presenter = presenter
        self.onClose = onClose
        let margin = LandmarkDetailView.margin
        dataSource = ArrayDataSource { row in
            switch row {
            case .heading(let text): TextRowView(text, style: Theme.styles.heading, indent: margin)
            case .rating(let rating): RatingRowView(rating: rating, labelWidth: Self.labelWidth, indent: margin)
            case .field(let label, let value):
                KeyValueRowView(label: label, value: value, labelWidth: Self.labelWidth, indent: margin, styles: Theme.styles)
            case .warning(let label, let value):
                KeyValueRowView(
                    label: label, value: value, labelWidth: Self.labelWidth, indent: margin, styles: Theme.styles,
                    valueStyle: Theme.styles.warning)
            case .blank: TextRowView("", style: Theme.text)
            }
        }
        table.dataSource = dataSource
    }

    // MARK: - Page

    package var keyMap: KeyMap<Intent> { StandardKeyMaps.photo }

    package func draw(in surface: inout Surface) {
        Theme.chrome.drawTitleBar(in: &surface, title: detail?.title ?? "", trailing: "")
        table.draw(in: &surface, rect: PageChrome.contentArea(of: surface))
        Theme.chrome.drawFooter(in: &surface, hints: footerHints)
    }

    package func handle(_ intent: Intent) {
        switch intent {
        case .setRating(let stars): presenter.setRating(stars)
        case .changeRating(let stars): presenter.changeRating(by: stars)
        case .back: presenter.close()
        default: table.scroll(for: intent)
        }
    }

    package func handle(_ mouse: MouseEvent) {
        table.scroll(by: mouse.wheelRows)
    }

    package func willAppear() {
        presenter.viewWillAppear()
    }

    // MARK: - PhotoDetailPresenterOutput

    package func display(_ detail: PhotoDetail) {
        self.detail = detail
        dataSource.items = detail.rows
    }

    package func close() {
        onClose()
    }
}
