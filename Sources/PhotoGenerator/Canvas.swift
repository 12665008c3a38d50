import ToolSupport

/// A colour with channels in `0...255`, kept as `Double` while painting and rounded only when stored.
struct RGBColor: Equatable {
    var red: Double
    var green: Double
    var blue: Double

    init(_ red: Double, _ green: Double, _ blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// This colour moved `amount` (0...1) of the way towards `other`.
    func mixed(with other: RGBColor, _ amount: Double) -> RGBColor {
        RGBColor(
            red + (other.red - red) * amount,
            green + (other.green - green) * amount,
            blue + (other.blue - blue) * amount)
    }

    /// Each channel multiplied by the matching channel of `light`, whose channels are factors near 0...1.
    func lit(by light: RGBColor) -> RGBColor {
        RGBColor(red * light.red, green * light.green, blue * light.blue)
    }

    /// Every channel multiplied by `factor`: below 1 darkens, above 1 brightens.
    func scaled(_ factor: Double) -> RGBColor {
        RGBColor(red * factor, green * factor, blue * factor)
    }

    /// The colour shifted by up to `spread` per channel, so repeated scenes do not look identical.
    func jittered(_ spread: Double, using random: inout SplitMix64) -> RGBColor {
        RGBColor(
            red + random.double(in: -spread...spread),
            green + random.double(in: -spread...spread),
            blue + random.double(in: -spread...spread))
    }
}

/// An 8-bit RGB picture in memory, row by row, top row first.
struct Canvas {
    let width: Int
    let height: Int
    /// Three bytes per pixel (red, green, blue), the layout PNG colour type 2 stores.
    private(set) var bytes: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 3)
    }

    /// Whether `(x, y)` lies on the canvas.
    func contains(_ x: Int, _ y: Int) -> Bool {
        x >= 0 && x < width && y >= 0 && y < height
    }

    /// The colour at `(x, y)`, which must be on the canvas.
    func color(_ x: Int, _ y: Int) -> RGBColor {
        let offset = (y * width + x) * 3
        return RGBColor(Double(bytes[offset]), Double(bytes[offset + 1]), Double(bytes[offset + 2]))
    }

    /// Paints one pixel; points off the canvas are ignored so shapes may overhang the edges.
    mutating func set(_ x: Int, _ y: Int, _ color: RGBColor) {
        guard contains(x, y) else { return }
        let offset = (y * width + x) * 3
        bytes[offset] = Self.channel(color.red)
        bytes[offset + 1] = Self.channel(color.green)
        bytes[offset + 2] = Self.channel(color.blue)
    }

    /// Paints the pixels `x0...x1` of row `y`, clipped to the canvas.
    mutating func fillSpan(y: Int, from x0: Int, to x1: Int, _ color: RGBColor) {
        let start = max(0, x0)
        let end = min(width - 1, x1)
        guard y >= 0, y < height, start <= end else { return }
        for x in start...end {
            set(x, y, color)
        }
    }

    /// Paints a filled ellipse centred on `(centerX, centerY)`.
    mutating func fillEllipse(centerX: Double, centerY: Double, radiusX: Double, radiusY: Double, _ color: RGBColor) {
        guard radiusX > 0, radiusY > 0 else { return }
        for y in Int((centerY - radiusY).rounded(.down))...Int((centerY + radiusY).rounded(.up)) {
            let dy = (Double(y) - centerY) / radiusY
            let reach = 1 - dy * dy
            guard reach >= 0 else { continue }
            let halfWidth = radiusX * reach.squareRoot()
            fillSpan(
                y: y, from: Int((centerX - halfWidth).rounded()), to: Int((centerX + halfWidth).rounded()), color)
        }
    }

    /// Rounds and clamps a channel to a byte.
    private static func channel(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
