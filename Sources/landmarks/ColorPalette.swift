import TerminalUI

/// Maps RGB colours down to what the terminal has: direct RGB, the 256-colour cube, the 8 basic colours, or none.
struct ColorPalette {
    let colors: Int

    /// The terminal colour index for `color`, or -1 for the default colour.
    func index(for color: TerminalColor) -> Int32 {
        guard case .rgb(let red, let green, let blue) = color, colors >= 8 else { return -1 }
        if colors >= 1 << 24 {
            // Direct-colour terminals (e.g. TERM=xterm-direct) take the RGB value as the colour number.
            return Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
        }
        if colors >= 256 {
            return Int32(16 + 36 * Self.cubeStep(red) + 6 * Self.cubeStep(green) + Self.cubeStep(blue))
        }
        // Basic colours: one bit each for red, green and blue, as in ANSI order.
        let bits = (red > 127 ? 1 : 0) | (green > 127 ? 2 : 0) | (blue > 127 ? 4 : 0)
        return Int32(bits)
    }

    /// The nearest of the six levels (0, 95, 135, 175, 215, 255) of the xterm colour cube.
    private static func cubeStep(_ value: UInt8) -> Int {
        value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
    }
}
