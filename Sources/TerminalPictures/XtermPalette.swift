import TerminalKit

/// The colours of xterm's 256-colour palette, to blend transparent pixels onto an indexed background.
///
/// The first 16 are the user's theme in most terminals; xterm's defaults are the best guess there is.
enum XtermPalette {
    private static let basic: [UInt32] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]
    private static let cubeLevels: [UInt32] = [0, 95, 135, 175, 215, 255]

    /// Palette entry `index` as 0xRRGGBB.
    static func rgb(_ index: UInt8) -> UInt32 {
        switch index {
        case 0..<16:
            return basic[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return cubeLevels[cube / 36] << 16 | cubeLevels[cube / 6 % 6] << 8 | cubeLevels[cube % 6]
        default:
            let grey = 8 + 10 * (UInt32(index) - 232)
            return grey << 16 | grey << 8 | grey
        }
    }

    /// `color` as 0xRRGGBB; the terminal's default counts as black.
    static func rgb(_ color: TerminalColor?) -> UInt32 {
        switch color?.kind {
        case .rgb(let red, let green, let blue): UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        case .indexed(let index): rgb(index)
        case .default, nil: 0x000000
        }
    }
}
