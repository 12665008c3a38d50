import TerminalKit

@testable import TerminalPictures

/// Colour checks loose enough for lossy JPEG and chafa's choices, strict enough to tell red from blue.
enum Colors {
    /// The colour as RGB: itself, or the xterm palette's entry for an index; nil for the default.
    static func rgb(_ color: TerminalColor) -> (red: Int, green: Int, blue: Int)? {
        switch color.kind {
        case .rgb(let red, let green, let blue): (Int(red), Int(green), Int(blue))
        case .indexed(let index):
            (Int(XtermPalette.rgb(index) >> 16), Int(XtermPalette.rgb(index) >> 8 & 0xFF), Int(XtermPalette.rgb(index) & 0xFF))
        case .default: nil
        }
    }

    static func isRed(_ color: TerminalColor) -> Bool {
        guard let (red, green, blue) = rgb(color) else { return false }
        return red > 160 && green < 80 && blue < 80
    }

    static func isBlue(_ color: TerminalColor) -> Bool {
        guard let (red, green, blue) = rgb(color) else { return false }
        return blue > 160 && red < 80 && green < 80
    }

    /// How much of a cell each block symbol inks with the foreground, in eighths.
    private static let inkEighths: [Character: Int] = [
        " ": 0, "▁": 1, "▂": 2, "▃": 3, "▄": 4, "▅": 5, "▆": 6, "▇": 7, "█": 8, "▉": 7, "▊": 6, "▋": 5, "▌": 4,
        "▍": 3, "▎": 2, "▏": 1, "▐": 4, "▔": 1, "▕": 1, "▀": 4, "▖": 2, "▗": 2, "▘": 2, "▝": 2, "▙": 6, "▛": 6,
        "▜": 6, "▟": 6, "▚": 4, "▞": 4,
    ]

    /// The colours a cell mostly shows: the background around a sliver of ink, the foreground of a
    /// nearly full block, both otherwise. Scaling blurs an edge into such slivers.
    static func shown(_ cell: Cell) -> [TerminalColor] {
        switch inkEighths[cell.grapheme] ?? 4 {
        case ...2: [cell.style.background]
        case 6...: [cell.style.foreground]
        default: [cell.style.foreground, cell.style.background]
        }
    }

    /// The pixel at `x`, `y` as RGBA numbers.
    static func rgba(_ image: PixelImage, _ x: Int, _ y: Int) -> [Int] {
        let offset = (y * image.width + x) * 4
        return image.pixels[offset..<(offset + 4)].map(Int.init)
    }

    /// Whether every channel of `actual` is within `tolerance` of `expected`'s.
    static func near(_ actual: [Int], _ expected: [Int], tolerance: Int = 8) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
