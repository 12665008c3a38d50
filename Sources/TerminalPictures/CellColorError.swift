import Foundation
import TerminalKit

/// How far two drawings of one picture in cells are apart in colour, as people see it: each cell's
/// colour is its two colours mixed by how much of the cell its symbol covers, and cells are compared by
/// CIE76 ΔE in CIELAB (about 2.3 is a just noticeable difference).
public enum CellColorError {
    /// The mean ΔE over the cells the two surfaces share; nil when they share none.
    public static func meanDeltaE(_ a: Surface, _ b: Surface) -> Double? {
        let (width, height) = (min(a.width, b.width), min(a.height, b.height))
        guard width > 0, height > 0 else { return nil }
        var total = 0.0
        for y in 0..<height {
            for x in 0..<width {
                total += deltaE(lab(of: a[x, y]), lab(of: b[x, y]))
            }
        }
        return total / Double(width * height)
    }

    /// How much of a cell the block symbols chafa draws with cover, by their foreground: eighths, halves,
    /// quadrants and the full block.
    static func coverage(of character: Character) -> Double {
        switch character {
        case " ": 0
        case "█": 1
        case "▀", "▄", "▌", "▐", "▚", "▞": 0.5
        case "▖", "▗", "▘", "▝": 0.25
        case "▙", "▛", "▜", "▟": 0.75
        case "▁", "▔", "▏", "▕": 0.125
        case "▂", "▎": 0.25
        case "▃", "▍": 0.375
        case "▅", "▋": 0.625
        case "▆", "▊": 0.75
        case "▇", "▉": 0.875
        default: 0.5
        }
    }

    /// The cell's colour as people see it, in CIELAB.
    static func lab(of cell: Cell) -> (Double, Double, Double) {
        let cover = coverage(of: cell.grapheme)
        let fore = XtermPalette.rgb(cell.style.foreground)
        let back = XtermPalette.rgb(cell.style.background)
        func mix(_ shift: UInt32) -> Double {
            let front = Double((fore >> shift) & 0xFF)
            let behind = Double((back >> shift) & 0xFF)
            return front * cover + behind * (1 - cover)
        }
        return lab(red: mix(16), green: mix(8), blue: mix(0))
    }

    /// sRGB (0–255) in CIELAB under D65.
    static func lab(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
        func linear(_ value: Double) -> Double {
            let c = value / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    static func deltaE(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        sqrt((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2))
    }
}
