import LandmarksCore
import TerminalKit

/// The photo page, a viewer: the picture as large as the terminal allows, and below it (beside it on
/// a wide, low terminal) the title, a rating row of stars and labelled facts.
package final class PhotoDetailView: Page, PhotoDetailPresenterOutput, PhotoFileInFocus {
    private let presenter: any PhotoDetailPresenterInput
    private let pictures: PictureDrawing
    private let table = TerminalTable(highlightsSelection: false)
    private let dataSource: ArrayDataSource<PhotoDetail.Row>
    private var detail: PhotoDetail?
    private let onClose: (PhotoKey) -> Void
    /// Whether the picture takes the whole page, its facts hidden (`v`).
    private(set) var showsPictureAlone = false

    /// The width of the labels' column: the longest label, `Dimensions`.
    static let labelWidth = 10
    /// The facts' least width beside the picture; a wide terminal gives them a third of its width, up to
    /// 72 columns, so that a place and its distance (`… · 1.0 km from Turtle Rock`) fit.
    static let sideFactsWidth = 48
    /// Fewer rows than this and the picture is left out: the facts matter more.
    static let minimumPictureRows = 4

    /// - Parameter onClose: returns to the landmark, given the photo shown last.
    package init(presenter: any PhotoDetailPresenterInput, pictures: PictureDrawing, onClose: @escaping (PhotoKey) -> Void) {
        self.presenter = presenter
        self.pictures = pictures
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
        table.scrollCueStyle = Theme.styles.notice
    }

    // MARK: - Page

    package var keyMap: KeyMap<Intent> { StandardKeyMaps.photo }

    package func draw(in surface: inout Surface) {
        Theme.chrome.drawTitleBar(in: &surface, title: detail?.title ?? "", trailing: detail?.position ?? "")
        let content = PageChrome.contentArea(of: surface)
        let (picture, facts) = layOut(content)
        if let detail, picture.height > 0 {
            pictures.draw(detail.picturePath, in: &surface, rect: picture)
        }
        table.draw(in: &surface, rect: facts)
        Theme.chrome.drawFooter(in: &surface, hints: footerHints)
    }

    package var photoFileInFocus: String? { detail.map(\.picturePath).flatMap { $0.isEmpty ? nil : $0 } }

    /// The scrolling keys act only when the facts do not fit their rows (and are shown).
    package func isEnabled(_ intent: Intent) -> Bool {
        switch intent {
        case .moveUp, .moveDown, .pageUp, .pageDown, .moveToFirst, .moveToLast, .halfPageUp, .halfPageDown:
            !showsPictureAlone && table.numberOfLines > table.viewportHeight
        default: true
        }
    }

    package func handle(_ intent: Intent) {
        switch intent {
        case .setRating(let stars): presenter.setRating(stars)
        case .changeRating(let stars): presenter.changeRating(by: stars)
        case .otherPhoto(let offset): presenter.showPhoto(movingBy: offset)
        case .togglePictureAlone: showsPictureAlone.toggle()
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

    package func close(showing key: PhotoKey) {
        onClose(key)
    }

    // MARK: - Private

    /// The picture's area and the facts': the facts below the picture, or beside it where the
    /// terminal is wide and low; no picture when it would be too small to tell.
    private func layOut(_ content: Rect) -> (picture: Rect, facts: Rect) {
        if showsPictureAlone { return (content, Rect(x: content.x, y: content.y + content.height, width: content.width, height: 0)) }
        let factRows = dataSource.items.count
        let below = content.height - factRows
        let factsWidth = min(max(Self.sideFactsWidth, content.width / 3), 72)
        let besideWidth = content.width - factsWidth
        let besideRows = pictures.rowsForLandscape(columns: besideWidth)
        if below < besideRows, besideWidth >= 2 * Self.sideFactsWidth / 3, content.height >= Self.minimumPictureRows {
            return (
                Rect(x: content.x, y: content.y, width: besideWidth, height: content.height),
                Rect(x: content.x + besideWidth, y: content.y, width: factsWidth, height: content.height)
            )
        }
        guard below >= Self.minimumPictureRows else { return (Rect(x: 0, y: 0, width: 0, height: 0), content) }
        return (
            Rect(x: content.x, y: content.y, width: content.width, height: below),
            Rect(x: content.x, y: content.y + below, width: content.width, height: factRows)
        )
    }
}
