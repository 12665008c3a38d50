import LandmarksCore
import TerminalKit

/// A landmark's photos as a table with a heading: a child component of the landmark page, with its
/// own data source, selection and keys, reporting back through a delegate.
package final class PhotoList {
    package weak var delegate: (any PhotoListDelegate)?
    /// Whether keys go to this list; only then is the selected photo highlighted.
    package var hasFocus = false {
        didSet { table.highlightsSelection = hasFocus }
    }
    private let table = TerminalTable(highlightsSelection: false)
    private let dataSource = ArrayDataSource<PhotoSummary> { PhotoRowView($0) }

    package init() {
        table.dataSource = dataSource
    }

    /// Whether the photos are still being read: then no photos is not yet "No photos".
    package var arePending = false

    package var photos: [PhotoSummary] {
        get { dataSource.items }
        set { dataSource.items = newValue }
    }

    /// The selected photo's position, kept when the list is shown again.
    package var selectedPosition: Int { table.selectedRow }

    /// Selects the photo at `position` (newest first).
    package func select(position: Int) {
        table.select(row: position)
    }

    /// The lines the list wants out of `available`: its heading and up to half the space for photos.
    package func preferredHeight(available: Int) -> Int {
        guard available > 0 else { return 0 }
        let rows = min(photos.count, max(available / 2 - 1, 1))
        return min(1 + rows, available)
    }

    /// Draws the heading (`Photos · 3`) on the first line of `rect` and the photos below it.
    package func draw(in surface: inout Surface, rect: Rect) {
        guard rect.height > 0 else { return }
        let heading = rect.line(0).inset(left: LandmarkDetailView.margin)
        surface.fill(rect.line(0), style: Theme.text)
        if photos.isEmpty {
            let notice = arePending ? "Photos are still being read…" : "No photos of this landmark."
            surface.writeLine(notice, in: heading, style: Theme.styles.notice)
        } else {
            surface.writeLine("Photos · \(CountText(locale: nil).number(photos.count))", in: heading, style: Theme.styles.heading)
        }
        table.draw(in: &surface, rect: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1))
    }

    /// Focuses and selects the photo under a click; a double click also opens it.
    ///
    /// - Returns: whether the click was on a photo.
    package func handle(_ mouse: MouseEvent) -> Bool {
        guard let row = table.row(atX: mouse.x, y: mouse.y) else { return false }
        hasFocus = true
        table.select(row: row)
        if mouse.kind == .doubleClick { delegate?.photoList(self, didOpenPhotoAt: row) }
        return true
    }

    /// Acts on a key's intent when the list has the focus: moving, and opening the selected photo.
    func handle(_ intent: Intent) {
        switch intent {
        case .moveUp where table.selectedRow == 0:
            delegate?.photoListDidMoveAboveFirstPhoto(self)
        case .activate:
            guard !photos.isEmpty else { return }
            delegate?.photoList(self, didOpenPhotoAt: table.selectedRow)
        default:
            table.moveSelection(for: intent)
        }
    }
}
