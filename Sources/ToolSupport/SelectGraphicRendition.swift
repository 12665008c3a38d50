import TerminalKit

/// SGR, the escape `ESC [ … m` that sets colours and attributes, applied to a style: how the screenshot
/// maker reads a tmux capture and the benchmark the colours of a frame.
public enum SelectGraphicRendition {
    /// `style` changed by the parameters of one SGR sequence, e.g. `1;38;2;255;200;0` or `48:5:24`.
    ///
    /// Understood: reset (0 or empty), bold, dim, underline, reverse and their ends (1, 2, 4, 7, 22,
    /// 24, 27), the basic and bright colours (30–37, 90–97, 40–47, 100–107), the default colours (39,
    /// 49), and 38/48 with `5;N` (a palette index) or `2;R;G;B` (in `;` or `:` form); the rest is skipped.
    public static func apply(_ parameters: String, to style: Style) -> Style {
        var style = style
        let groups = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
            $0.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        }
        var index = 0
        while index < groups.count {
            let group = groups[index]
            index += 1
            guard let code = group.first ?? nil else {
                style = .plain  // an empty parameter is 0
                continue
            }
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 22: style.attributes.subtract([.bold, .dim])
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = .indexed(UInt8(code - 30))
            case 90...97: style.foreground = .indexed(UInt8(code - 90 + 8))
            case 40...47: style.background = .indexed(UInt8(code - 40))
            case 100...107: style.background = .indexed(UInt8(code - 100 + 8))
            case 39: style.foreground = .default
            case 49: style.background = .default
            case 38, 48:
                // The colon form keeps the colour in its group; the semicolon form takes the groups after it.
                let rest: [Int?]
                if group.count > 1 {
                    rest = Array(group.dropFirst())
                } else {
                    let kind = index < groups.count ? groups[index].first ?? nil : nil
                    let count = kind == 2 ? 4 : 2
                    rest = groups[index..<min(index + count, groups.count)].map { $0.first ?? nil }
                    index += count
                }
                guard let color = color(from: rest) else { continue }
                if code == 38 { style.foreground = color } else { style.background = color }
            default: continue
            }
        }
        return style
    }

    /// The colour of the parameters after 38 or 48: `5, N` or `2, R, G, B` (or `2, colour space, R, G, B`).
    private static func color(from parameters: [Int?]) -> TerminalColor? {
        func byte(_ value: Int?) -> UInt8? { value.flatMap { (0...255).contains($0) ? UInt8($0) : nil } }
        switch parameters.first ?? nil {
        case 5: return parameters.count >= 2 ? byte(parameters[1]).map { .indexed($0) } : nil
        case 2:
            let values = parameters.count >= 5 ? Array(parameters.suffix(3)) : Array(parameters.dropFirst())
            guard values.count == 3, let red = byte(values[0]), let green = byte(values[1]), let blue = byte(values[2])
            else { return nil }
            return .rgb(red, green, blue)
        default: return nil
        }
    }
}
