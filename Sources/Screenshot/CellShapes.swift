/// The block elements and light box lines a terminal draws to fill its cell exactly, as rectangles,
/// so that a picture made of them shows without seams or gaps whatever font draws the text.
enum CellShapes {
    /// A rectangle in eighths of a cell: `x` and `width` across, `y` and `height` down, from the top left.
    struct Eighths: Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// How much of the foreground colour a shade (`░▒▓`) lays over the background.
    static func shadeOpacity(of character: Character) -> Double? {
        switch character {
        case "░": 0.25
        case "▒": 0.5
        case "▓": 0.75
        default: nil
        }
    }

    /// The rectangles that make up `character`, or nil when it is not a block element or light line.
    static func rectangles(of character: Character) -> [Eighths]? {
        if shadeOpacity(of: character) != nil { return [full] }
        switch character {
        case "█": return [full]
        case "▀": return [top(4)]
        case "▔": return [top(1)]
        case "▁", "▂", "▃", "▄", "▅", "▆", "▇":
            return [bottom(Int(character.unicodeScalars.first!.value - 0x2580))]
        case "▏", "▎", "▍", "▌", "▋", "▊", "▉":
            return [left(Int(0x2590 - character.unicodeScalars.first!.value))]
        case "▐": return [right(4)]
        case "▕": return [right(1)]
        case "▖": return [quadrant(.lowerLeft)]
        case "▗": return [quadrant(.lowerRight)]
        case "▘": return [quadrant(.upperLeft)]
        case "▝": return [quadrant(.upperRight)]
        case "▚": return [quadrant(.upperLeft), quadrant(.lowerRight)]
        case "▞": return [quadrant(.upperRight), quadrant(.lowerLeft)]
        case "▙": return [left(4), quadrant(.lowerRight)]
        case "▛": return [left(4), quadrant(.upperRight)]
        case "▜": return [right(4), quadrant(.upperLeft)]
        case "▟": return [right(4), quadrant(.lowerLeft)]
        // Light box lines: an eighth thick, through the middle of the cell.
        case "│": return [Eighths(x: 4, y: 0, width: 1, height: 8)]
        case "─": return [Eighths(x: 0, y: 4, width: 8, height: 1)]
        case "┌": return [Eighths(x: 4, y: 4, width: 4, height: 1), Eighths(x: 4, y: 4, width: 1, height: 4)]
        case "┐": return [Eighths(x: 0, y: 4, width: 5, height: 1), Eighths(x: 4, y: 4, width: 1, height: 4)]
        case "└": return [Eighths(x: 4, y: 4, width: 4, height: 1), Eighths(x: 4, y: 0, width: 1, height: 5)]
        case "┘": return [Eighths(x: 0, y: 4, width: 5, height: 1), Eighths(x: 4, y: 0, width: 1, height: 5)]
        default: return nil
        }
    }

    // MARK: - Private

    private enum Quadrant {
        case upperLeft, upperRight, lowerLeft, lowerRight
    }

    private static let full = Eighths(x: 0, y: 0, width: 8, height: 8)

    private static func top(_ eighths: Int) -> Eighths { Eighths(x: 0, y: 0, width: 8, height: eighths) }
    private static func bottom(_ eighths: Int) -> Eighths { Eighths(x: 0, y: 8 - eighths, width: 8, height: eighths) }
    private static func left(_ eighths: Int) -> Eighths { Eighths(x: 0, y: 0, width: eighths, height: 8) }
    private static func right(_ eighths: Int) -> Eighths { Eighths(x: 8 - eighths, y: 0, width: eighths, height: 8) }

    private static func quadrant(_ quadrant: Quadrant) -> Eighths {
        switch quadrant {
        case .upperLeft: Eighths(x: 0, y: 0, width: 4, height: 4)
        case .upperRight: Eighths(x: 4, y: 0, width: 4, height: 4)
        case .lowerLeft: Eighths(x: 0, y: 4, width: 4, height: 4)
        case .lowerRight: Eighths(x: 4, y: 4, width: 4, height: 4)
        }
    }
}
