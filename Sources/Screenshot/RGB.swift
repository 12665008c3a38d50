import TerminalKit

/// A colour as SVG writes it.
struct RGB: Hashable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour of `color`, a palette index as xterm shows it; nil for the terminal's default.
    init?(_ color: TerminalColor) {
        switch color.kind {
        case .default: return nil
        case .indexed(let index):
            let (red, green, blue) = ColorPalette.rgb(ofIndexed: index)
            self.init(red: red, green: green, blue: blue)
        case .rgb(let red, let green, let blue): self.init(red: red, green: green, blue: blue)
        }
    }

    /// `#rrggbb`.
    var hex: String {
        "#" + [red, green, blue].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    /// This colour moved `fraction` of the way to `other`.
    func blended(with other: RGB, by fraction: Double) -> RGB {
        func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
            UInt8((Double(from) + (Double(to) - Double(from)) * fraction).rounded())
        }
        return RGB(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }
}

extension String {
    /// The string with zeros in front up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
