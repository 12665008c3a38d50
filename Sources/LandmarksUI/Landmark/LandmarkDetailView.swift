import LandmarksCore
import TerminalKit
import WorldMap

/// The landmark screen: facts and description wrapped to the width and scrollable, and below them the
/// landmark's photos in a child `PhotoList`; Tab, or moving past the facts, moves the focus between them.
/// On a page wide and tall enough, the newest photo and a map around the landmark stand beside the facts;
/// on a large one (120 × 30 and more) the page is two columns, the photo as large as the rows allow.
package final class LandmarkDetailView: Page, LandmarkDetailPresenterOutput, PhotoListDelegate, PhotoFileInFocus {
    private let presenter: any LandmarkDetailPresenterInput
    private let table = TerminalTable(highlightsSelection: false)
    private let dataSource: ArrayDataSource<Line>
    private let photoList = PhotoList()
    private let pictures: PictureDrawing
    private var detail: LandmarkDetail?
    /// The width the lines were wrapped for; a new width wraps again.
    private var laidOutWidth: Int?
    private let onShowPhoto: (PhotoKey) -> Void
    private let onClose: () -> Void
    private let onShowMap: () -> Void
    private let worldMap: WorldMapSource
    /// How wide the map panel shows the land, in kilometres; `+` and `-` halve and double it.
    private(set) var mapKilometres = MapViewport.regionalKilometres

    /// One line of the facts and description, chosen by kind so that each gets its own cell type.
    enum Line {
        case heading(String)
        case subheading(String)
        case fact(LandmarkDetail.Fact, labelWidth: Int)
        case paragraph(String)
        case blank
    }

    static let margin = 2
    /// The narrowest page that shows the picture beside the facts.
    static let pictureMinimumWidth = 80
    /// The picture's height beside the facts, in rows.
    static let pictureRows = 10
    /// The smallest content area laid out in two columns, the picture as large as the rows allow (at
    /// 120 the photos beside the facts still have room for their author).
    static let largeMinimumWidth = 120
    static let largeMinimumHeight = 28
    /// The least width of the facts' column there, and the rows its map keeps below them.
    static let largeFactsMinimumWidth = 48
    static let largeMapMinimumRows = 8
    /// The smallest content area that shows the map panel.
    static let mapMinimumWidth = 60
    static let mapMinimumHeight = 14
    /// The map panel's zoom: from 75 km across to 4,800 (as far as the nearby landmarks are looked for).
    static let mapKilometresRange = (MapViewport.regionalKilometres / 8)...(MapViewport.regionalKilometres * 8)

    /// - Parameters:
    ///   - onShowPhoto: opens a photo.
    ///   - onClose: returns to the list.
    ///   - worldMap: the outlines of the map panel.
    ///   - onShowMap: opens the full-screen map.
    package init(
        presenter: any LandmarkDetailPresenterInput, pictures: PictureDrawing, worldMap: WorldMapSource = WorldMapSource(url: nil),
        onShowPhoto: @escaping (PhotoKey) -> Void, onClose: @escaping () -> Void, onShowMap: @escaping () -> Void = {}
    ) {
        self.presenter = presenter
        self.pictures = pictures
        self.worldMap = worldMap
        self.onShowPhoto = onShowPhoto
        self.onClose = onClose
        self.onShowMap = onShowMap
        dataSource = ArrayDataSource { line in
            switch line {
            case .heading(let text): TextRowView(text, style: Theme.styles.heading, indent: Self.margin)
            case .subheading(let text): TextRowView(text, style: Theme.secondaryText, indent: Self.margin)
            case .fact(let fact, let labelWidth):
                KeyValueRowView(
                    label: fact.label, value: fact.value, labelWidth: labelWidth, indent: Self.margin, styles: Theme.styles)
            case .paragraph(let text): TextRowView(text, style: Theme.text, indent: Self.margin)
            case .blank: TextRowView("", style: Theme.text)
            }
        }
        table.dataSource = dataSource
        table.scrollCueStyle = Theme.styles.notice
        photoList.delegate = self
    }

    /// The widest a fact's label is shown.
    static let longestLabel = 16

    // MARK: - Page

    package var keyMap: KeyMap<Intent> { photoList.hasFocus ? StandardKeyMaps.landmarkPhotos : StandardKeyMaps.landmark }

    package func draw(in surface: inout Surface) {
        Theme.chrome.drawTitleBar(
            in: &surface, title: detail?.title ?? "", trailing: detail?.isFavorite == true ? "★ Favorite" : "")
        let content = PageChrome.contentArea(of: surface)
        if let path = detail?.picturePath, content.width >= Self.largeMinimumWidth, content.height >= Self.largeMinimumHeight {
            drawLarge(in: &surface, content: content, picturePath: path)
        } else {
            drawStacked(in: &surface, content: content)
        }
        Theme.chrome.drawFooter(in: &surface, hints: footerHints)
    }

    /// The page up to 120 × 30: the facts on the left with a small picture and the map beside them,
    /// the photos across the bottom.
    private func drawStacked(in surface: inout Surface, content: Rect) {
        let picture = pictureArea(in: content)
        let showsMap = content.width >= Self.mapMinimumWidth && content.height >= Self.mapMinimumHeight && detail != nil
        let sideWidth = picture.width > 0 ? picture.width : showsMap ? min(content.width * 2 / 5, max(40, content.width / 4)) : 0
        let textWidth = sideWidth > 0 ? content.width - sideWidth - 1 : content.width
        if laidOutWidth != textWidth {
            layOut(width: textWidth)
        }
        // The facts keep at least one line and the photos up to half the rest; when the facts are
        // short, the photos follow them directly and take the space left.
        var photosHeight = photoList.preferredHeight(available: content.height - 1)
        var facts = content
        facts.width = textWidth
        facts.height = showsMap ? content.height - photosHeight : min(table.numberOfRows, content.height - photosHeight)
        photosHeight = content.height - facts.height
        table.draw(in: &surface, rect: facts)
        if sideWidth > 0 {
            surface.fill(
                Rect(x: facts.x + facts.width, y: facts.y, width: content.width - facts.width, height: facts.height), style: Theme.text)
        }
        var mapTop = content.y + 1
        if let path = detail?.picturePath, picture.width > 0 {
            var area = picture
            area.height = min(area.height, facts.height - 1)
            pictures.draw(path, in: &surface, rect: area)
            mapTop = area.y + area.height + 1
        }
        if showsMap {
            drawMap(
                in: &surface, rect: Rect(x: facts.x + facts.width, y: mapTop, width: sideWidth, height: facts.y + facts.height - mapTop))
        }
        photoList.draw(
            in: &surface, rect: Rect(x: content.x, y: facts.y + facts.height, width: content.width, height: photosHeight))
    }

    /// The page from 120 × 30, two columns: on the left the facts and below them the map, which
    /// takes the rows they leave; on the right the newest photo as large as the rows allow (all but
    /// the photos list's and a blank line above and below it), and the photos below it. The facts keep
    /// between 48 columns and two fifths of the width; a page wider than the picture needs gives
    /// the facts the rest (up to those two fifths, past which the picture is centred in its column).
    private func drawLarge(in surface: inout Surface, content: Rect, picturePath: String) {
        surface.fill(content, style: Theme.text)
        let photosRows = photoList.preferredHeight(available: content.height - 1)
        let pictureMostRows = content.height - photosRows - 2
        let factsWidth = min(
            max(Self.largeFactsMinimumWidth, content.width - Self.margin - 1 - pictures.columnsForLandscape(rows: pictureMostRows)),
            max(Self.largeFactsMinimumWidth, content.width * 2 / 5))
        if laidOutWidth != factsWidth {
            layOut(width: factsWidth)
        }
        let picture = Rect(
            x: content.x + factsWidth + Self.margin, y: content.y + 1, width: content.width - factsWidth - Self.margin - 1, height: 0)
        let pictureRows = min(pictures.rowsForLandscape(columns: picture.width), pictureMostRows)
        pictures.draw(picturePath, in: &surface, rect: Rect(x: picture.x, y: picture.y, width: picture.width, height: pictureRows))
        // The map always keeps a few rows: facts longer than the rest scroll.
        let facts = Rect(
            x: content.x, y: content.y, width: factsWidth, height: min(table.numberOfRows, content.height - Self.largeMapMinimumRows))
        table.draw(in: &surface, rect: facts)
        drawMap(
            in: &surface,
            rect: Rect(
                x: content.x + Self.margin, y: facts.y + facts.height, width: factsWidth - Self.margin - 1,
                height: content.height - facts.height))
        let photosTop = picture.y + pictureRows + 1
        photoList.draw(
            in: &surface,
            rect: Rect(
                x: content.x + factsWidth, y: photosTop, width: content.width - factsWidth, height: content.y + content.height - photosTop))
    }

    package var photoFileInFocus: String? {
        photoList.hasFocus ? presenter.picturePath(ofPhotoAt: photoList.selectedPosition) : nil
    }

    /// Tab and Enter go to the photos only when there are some.
    package func isEnabled(_ intent: Intent) -> Bool {
        switch intent {
        case .switchFocus, .activate: photoList.hasFocus || !photoList.photos.isEmpty
        default: true
        }
    }

    package func reasonDisabled(_ intent: Intent) -> String? {
        isEnabled(intent) ? nil : "This landmark has no photos"
    }

    package func handle(_ intent: Intent) {
        switch intent {
        case .toggleFavorite: presenter.toggleFavorite()
        case .back: presenter.close()
        case .switchFocus where photoList.hasFocus: photoList.hasFocus = false
        case .setRating(let stars) where photoList.hasFocus:
            presenter.setRating(stars, ofPhotoAt: photoList.selectedPosition)
        case .changeRating(let stars) where photoList.hasFocus:
            presenter.changeRating(by: stars, ofPhotoAt: photoList.selectedPosition)
        case _ where photoList.hasFocus: photoList.handle(intent)
        case .switchFocus, .activate: focusPhotos()
        case .zoom(let step): zoomMap(step)
        case .showMap: onShowMap()
        case .moveDown where table.showsLastLine: focusPhotos()
        default: table.scroll(for: intent)
        }
    }

    /// A click on a photo selects it and a double click opens it; a click on the facts focuses them.
    package func handle(_ mouse: MouseEvent) {
        switch mouse.kind {
        case .click, .doubleClick:
            if !photoList.handle(mouse), table.row(atX: mouse.x, y: mouse.y) != nil { photoList.hasFocus = false }
        case .scrollUp, .scrollDown:
            // The wheel scrolls whichever part has the focus; unlike ↓ it never moves the focus.
            if photoList.hasFocus {
                mouse.wheelIntents.forEach(photoList.handle)
            } else {
                table.scroll(by: mouse.wheelRows)
            }
        }
    }

    package func willAppear() {
        presenter.viewWillAppear()
    }

    // MARK: - LandmarkDetailPresenterOutput

    package func display(_ detail: LandmarkDetail) {
        if detail.facts != self.detail?.facts || detail.description != self.detail?.description {
            laidOutWidth = nil
        }
        self.detail = detail
        photoList.photos = detail.photos
        photoList.arePending = detail.photosArePending
    }

    package func showPhoto(_ key: PhotoKey) {
        onShowPhoto(key)
    }

    package func close() {
        onClose()
    }

    package func selectPhoto(at position: Int) {
        photoList.select(position: position)
    }

    // MARK: - PhotoListDelegate

    package func photoList(_ photoList: PhotoList, didOpenPhotoAt position: Int) {
        presenter.openPhoto(at: position)
    }

    package func photoListDidMoveAboveFirstPhoto(_ photoList: PhotoList) {
        photoList.hasFocus = false
    }

    // MARK: - Private

    /// Draws the map around the landmark in `rect` with a caption on its last line, when it has room.
    private func drawMap(in surface: inout Surface, rect: Rect) {
        guard let detail, rect.height >= 4, rect.width >= 10 else { return }
        let rows = rect.height - 1
        let center = detail.position.geoPoint
        let outlines = worldMap.outlines
        var picture = MapPicture(
            outlines: try? outlines.get(),
            map: MapPicture.viewport(center: center, kilometresAcross: mapKilometres, columns: rect.width, rows: rows),
            places: detail.nearby.map(\.geoPoint), marked: (center, ""), photos: detail.yourPhotoPositions.map(\.geoPoint))
        picture.areaNames = worldMap.areaNames
        picture.draw(in: &surface, rect: Rect(x: rect.x, y: rect.y, width: rect.width, height: rows))
        if case .failure(let error) = outlines {
            surface.write("no map: \(error.briefDescription)", x: rect.x, y: rect.y, maxWidth: rect.width, style: Theme.styles.notice)
        }
        // At the panel's right edge, away from the facts' scroll cue (`↓`) just left of the panel.
        let caption = "\(CountText(locale: nil).number(Int(mapKilometres))) km · +/- zoom · m map"
        let x = rect.x + max(rect.width - DisplayWidth.of(caption), 1)
        surface.write(caption, x: x, y: rect.y + rows, maxWidth: rect.x + rect.width - x, style: Theme.styles.notice)
    }

    /// Halves (`step` 1) or doubles (-1) the map panel's width in kilometres, within its range.
    private func zoomMap(_ step: Int) {
        let range = Self.mapKilometresRange
        mapKilometres = min(max(step > 0 ? mapKilometres / 2 : mapKilometres * 2, range.lowerBound), range.upperBound)
    }

    /// Where the newest photo goes: at the top right, beside the facts, on a page wide enough.
    private func pictureArea(in content: Rect) -> Rect {
        guard detail?.picturePath != nil, content.width >= Self.pictureMinimumWidth else {
            return Rect(x: 0, y: 0, width: 0, height: 0)
        }
        // Ten rows, and a third of a tall page (16 rows of 50), but never more than half.
        let rows = min(max(Self.pictureRows, content.height / 3), content.height / 2)
        let columns = min(pictures.columnsForLandscape(rows: rows), content.width * 2 / 5)
        return Rect(x: content.x + content.width - columns - 1, y: content.y + 1, width: columns, height: rows)
    }

    private func focusPhotos() {
        photoList.hasFocus = !photoList.photos.isEmpty
    }

    private func layOut(width: Int) {
        laidOutWidth = width
        guard let detail else {
            dataSource.items = []
            return
        }
        // A file's own long names (`google_maps_url`) are cut rather than push every value right.
        let labelWidth = min(detail.facts.map { DisplayWidth.of($0.label) }.max() ?? 0, Self.longestLabel)
        let textWidth = max(width - 2 * Self.margin, 1)
        dataSource.items =
            [.blank, .heading(detail.name), .subheading(detail.park), .blank]
            + detail.facts.map { .fact($0, labelWidth: labelWidth) }
            + [.blank]
            + WordWrap.lines(detail.description, width: textWidth).map { .paragraph($0) }
            + [.blank]
    }
}
