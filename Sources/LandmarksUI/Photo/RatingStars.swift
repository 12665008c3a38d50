import TerminalKit

/// A rating drawn as five stars, the first `rating` of them filled: `★★★☆☆`.
enum RatingStars {
    static let count = 5

    /// Draws the stars at `x`, `y`; filled ones in the favourite colour, empty ones dimmed.
    static func draw(_ rating: Int, in surface: inout Surface, x: Int, y: Int, maxWidth: Int, isHighlighted: Bool) {
        let filled = min(max(rating, 0), count)
        let width = min(count, max(maxWidth, 0))
        for star in 0..<width {
            surface.write(
                star < filled ? "★" : "☆", x: x + star, y: y, maxWidth: 1,
                style: Theme.highlighted(star < filled ? Theme.favorite : Theme.secondaryText, isHighlighted))
        }
    }
}
