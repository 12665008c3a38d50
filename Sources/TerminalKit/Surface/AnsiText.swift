/// A surface as lines of text with SGR colour escapes, for output that is not a full-screen terminal
/// session (e.g. a picture printed for a script).
///
/// Only escapes made here are written: the cells' text was made visible on its way into the surface.
public enum AnsiText {
    /// Each line of `surface`, styled for a terminal of `depth`, ending with a reset when styled.
    public static func lines(of surface: Surface, depth: ColorDepth) -> [String] {
        (0..<surface.height).map { y in
            var line = ""
            var current = Style.plain
            for x in 0..<surface.width {
                let cell = surface[x, y]
                guard !cell.isContinuation else { continue }
                let style = depth == .none ? Style(attributes: cell.style.attributes) : cell.style
                if style != current {
                    line += sgr(style, depth: depth)
                    current = style
                }
                line.append(cell.grapheme)
            }
            return current == .plain ? line : line + "\u{1B}[0m"
        }
    }

    /// The escape that sets `style` from scratch.
    static func sgr(_ style: Style, depth: ColorDepth) -> String {
        var codes = ["0"]
        if style.attributes.contains(.bold) { codes.append("1") }
        if style.attributes.contains(.dim) { codes.append("2") }
        if style.attributes.contains(.underline) { codes.append("4") }
        if style.attributes.contains(.reverse) { codes.append("7") }
        codes += color(style.foreground, depth: depth, isBackground: false)
        codes += color(style.background, depth: depth, isBackground: true)
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func color(_ color: TerminalColor, depth: ColorDepth, isBackground: Bool) -> [String] {
        let base = isBackground ? 40 : 30
        if depth == .direct {
            let rgb: (UInt8, UInt8, UInt8)? =
                switch color.kind {
                case .default: nil
                case .indexed(let index): ColorPalette.rgb(ofIndexed: index)
                case .rgb(let red, let green, let blue): (red, green, blue)
                }
            return rgb.map { ["\(base + 8)", "2", "\($0.0)", "\($0.1)", "\($0.2)"] } ?? []
        }
        let colors = depth == .palette256 ? 256 : depth == .palette16 ? 16 : depth == .palette8 ? 8 : 0
        let index = ColorPalette(colors: colors).index(for: color)
        guard index >= 0 else { return [] }
        if colors == 256 { return ["\(base + 8)", "5", "\(index)"] }
        // The basic colours: 30–37, their bright half 90–97.
        return [index < 8 ? "\(base + Int(index))" : "\(base + 60 + Int(index) - 8)"]
    }
}
