/// Maps colours down to what the terminal has: direct RGB, the 256-colour palette, the 8 basic
/// colours, or none.
public struct ColorPalette: Sendable {
    public let colors: Int

    /// A palette of `colors` colours (terminfo's count; 2^24 for direct colour, 0 for none).
    public init(colors: Int) {
        self.colors = colors
    }

    /// The terminal colour number for `color`, or -1 for the default colour.
    public func index(for color: TerminalColor) -> Int32 {
        guard colors >= 8 else { return -1 }
        switch color.kind {
        case .default:
            return -1
        case .indexed(let index):
            if colors >= 1 << 24 {
                // Direct-colour terminals take numbers from 8 up as RGB values, so only 0–7 stay indexed.
                if index < 8 { return Int32(index) }
                let (red, green, blue) = Self.rgb(ofIndexed: index)
                return Self.direct(red, green, blue)
            }
            if Int(index) < colors { return Int32(index) }
            let (red, green, blue) = Self.rgb(ofIndexed: index)
            return basic(red, green, blue)
        case .rgb(let red, let green, let blue):
            if colors >= 1 << 24 { return Self.direct(red, green, blue) }
            if colors >= 256 {
                return Int32(16 + 36 * Self.cubeStep(red) + 6 * Self.cubeStep(green) + Self.cubeStep(blue))
            }
            return basic(red, green, blue)
        }
    }

    /// The RGB value xterm gives a palette index.
    public static func rgb(ofIndexed index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16:
            let base: [(UInt8, UInt8, UInt8)] = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
                (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
                (255, 0, 255), (0, 255, 255), (255, 255, 255),
            ]
            return base[Int(index)]
        case 16..<232:
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let cube = Int(index) - 16
            return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        default:
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return (grey, grey, grey)
        }
    }

    private static func direct(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int32 {
        // Direct-colour terminals (e.g. TERM=xterm-direct) take the RGB value as the colour number.
        Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
    }

    /// One bit each for red, green and blue, as in ANSI order; the bright half when the terminal has 16.
    private func basic(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int32 {
        Int32((red > 127 ? 1 : 0) | (green > 127 ? 2 : 0) | (blue > 127 ? 4 : 0))
    }

    /// The nearest of the six levels (0, 95, 135, 175, 215, 255) of the xterm colour cube.
    private static func cubeStep(_ value: UInt8) -> Int {
        value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
    }
}
