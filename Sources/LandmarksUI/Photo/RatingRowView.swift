import TerminalKit

/// A photo's rating as a labelled row of five stars, `Rating   ★★★★☆  4 of 5`.
package struct RatingRowView: RowView {
    package let rating: Int
    package let labelWidth: Int
    package let indent: Int

    package init(rating: Int, labelWidth: Int, indent: Int = 0) {
        self.rating = rating
        self.labelWidth = labelWidth
        self.indent = indent
    }

    package func draw(in surface: inout Surface, rect: Rect, isHighlighted: Bool) {
        surface.fill(rect, style: Theme.text)
        let content = rect.inset(left: indent)
        surface.write("Rating", x: content.x, y: content.y, maxWidth: min(labelWidth, content.width), style: Theme.styles.label)
        let stars = content.inset(left: labelWidth + 2)
        RatingStars.draw(rating, in: &surface, x: stars.x, y: stars.y, maxWidth: stars.width, isHighlighted: false)
        let words = stars.inset(left: RatingStars.count + 2)
        surface.write("\(rating) of \(RatingStars.count)", x: words.x, y: words.y, maxWidth: words.width, style: Theme.secondaryText)
    }
}
