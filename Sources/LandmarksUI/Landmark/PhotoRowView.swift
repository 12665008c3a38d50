import LandmarksCore
import TerminalKit

/// A photo row: title (with a mark when the image file is missing), day, author and rating stars.
package struct PhotoRowView: RowView {
    package let photo: PhotoSummary

    package init(_ photo: PhotoSummary) {
        self.photo = photo
    }

    static let missingMark = " [missing file]"
    static let gap = 2

    package func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        let content = SelectionGutter.drawRow(in: &surface, rect: rect, isHighlighted: isHighlighted, styles: Theme.styles)
        guard content.width > 0 else { return }
        // The stars keep their own column at the right edge, like the favourite star in the list.
        let starsWidth = content.width >= 20 ? RatingStars.count : 0
        if starsWidth > 0 {
            RatingStars.draw(
                photo.rating, in: &surface, x: content.x + content.width - starsWidth, y: content.y,
                maxWidth: starsWidth, isHighlighted: isHighlighted)
        }
        let text = content.inset(right: starsWidth > 0 ? starsWidth + Self.gap : 0)
        let columns = Self.columnWidths(for: text.width)
        var x = text.x
        // The mark stays whole; the title gives way to it unless the title would almost vanish.
        let markWidth = photo.isFileMissing ? DisplayWidth.of(Self.missingMark) : 0
        let titleLimit = columns.title - markWidth >= 4 ? columns.title - markWidth : columns.title
        let titleWidth = surface.write(
            photo.title, x: x, y: text.y, maxWidth: titleLimit, style: Theme.highlighted(Theme.text, isHighlighted))
        if photo.isFileMissing {
            surface.write(
                Self.missingMark, x: x + titleWidth, y: text.y, maxWidth: columns.title - titleWidth,
                style: Theme.highlighted(Theme.styles.warning, isHighlighted))
        }
        x += columns.title + Self.gap
        for (value, width) in [(photo.day, columns.day), (photo.author, columns.author)] where width > 0 {
            surface.write(
                value, x: x, y: text.y, maxWidth: width, style: Theme.highlighted(Theme.secondaryText, isHighlighted))
            x += width + Self.gap
        }
    }

    /// Column widths for `width` columns: title, day and author when there is room, then without the author,
    /// then the title alone.
    static func columnWidths(for width: Int) -> (title: Int, day: Int, author: Int) {
        let day = 12  // "14 May 2023", "Sep 30, 2023"
        if width >= 60 {
            let author = 18
            return (width - day - author - 2 * gap, day, author)
        }
        if width >= 36 {
            return (width - day - gap, day, 0)
        }
        return (max(width, 0), 0, 0)
    }
}
