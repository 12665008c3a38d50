import LandmarksCore
import ToolSupport

/// Paints a stylised landscape for a landmark's category and a time of day.
///
/// Everything is flat shapes and one colour per row of sky, which reads as a landscape at thumbnail
/// size and keeps the PNGs small. Detail that only a bigger picture can show (tiers of branches,
/// clumps of leaves, grass tufts, gullies) is painted where it is large enough in pixels, from a
/// random stream of its own, so a scene keeps its layout at every size. Only `+ - * /`, rounding and
/// square roots are used on `Double`s, which IEEE 754 defines exactly, so the pixels are the same on
/// every machine.
struct LandscapePainter {
    let category: Landmark.Category
    let timeOfDay: TimeOfDay
    let terrain: Terrain
    var random: SplitMix64
    /// Fine detail draws from this stream, so painting more or less of it never moves the scene's shapes.
    var texture: SplitMix64
    var canvas: Canvas
    let skyTop: RGBColor
    let skyHorizon: RGBColor
    /// The row where land or water meets the sky.
    let horizon: Int
    /// Where the sun or moon stands; it decides which side of each peak and tree is lit.
    let lampX: Double
    /// The moon's centre row, chosen with its halo in `paintLamp` and used by `paintMoon`.
    var moonY: Double = 0
    /// Pixels per pixel of the 240 × 160 design: sizes given in pixels are multiplied by it, and
    /// frequencies per pixel divided, so a bigger picture shows the same scene in finer detail.
    let scale: Double

    var width: Int { canvas.width }
    var height: Int { canvas.height }

    /// Paints one picture; the same arguments always give the same pixels.
    static func paint(
        category: Landmark.Category, timeOfDay: TimeOfDay, terrain: Terrain, width: Int, height: Int, seed: UInt64
    ) -> Canvas {
        var painter = LandscapePainter(
            category: category, timeOfDay: timeOfDay, terrain: terrain, width: width, height: height, seed: seed)
        painter.paintScene()
        return painter.canvas
    }

    private init(
        category: Landmark.Category, timeOfDay: TimeOfDay, terrain: Terrain, width: Int, height: Int, seed: UInt64
    ) {
        self.category = category
        self.timeOfDay = timeOfDay
        self.terrain = terrain
        var random = SplitMix64(seed: seed)
        canvas = Canvas(width: width, height: height)
        skyTop = timeOfDay.skyTop.jittered(14, using: &random)
        skyHorizon = timeOfDay.skyHorizon.jittered(14, using: &random)
        let horizonShare: Double =
            switch Scenery(category) {
            case .lake: random.double(in: 0.5...0.58)
            case .river: random.double(in: 0.38...0.46)
            case .mountain: random.double(in: 0.62...0.7)
            }
        horizon = Int((Double(height) * horizonShare).rounded())
        scale = Double(min(width, height)) / 160
        lampX = Double(width) * random.double(in: 0.15...0.85)
        self.random = random
        texture = SplitMix64(seed, 0x7E47, base: .photos)
    }

    mutating func paintScene() {
        paintSky()
        paintLamp()
        if timeOfDay == .night {
            paintStars()
            paintMoon()
        } else if random.chance(timeOfDay == .noon ? 1 : 0.6) {
            paintClouds()
        }
        switch Scenery(category) {
        case .lake: paintLake()
        case .river: paintRiver()
        case .mountain: paintMountainValley()
        }
    }

    // MARK: - Scenes

    /// A lake: hills or peaks behind, their mirror image in rippled water, and often a near shore.
    mutating func paintLake() {
        if random.chance(0.6) {
            paintRange(
                baseY: Double(horizon), tallest: Double(horizon) * random.double(in: 0.4...0.62),
                peakCount: random.int(in: 2...4), haze: 0.4, snow: terrain.hasSnow)
        }
        paintHills(
            baseY: Double(horizon), tallest: Double(horizon) * random.double(in: 0.18...0.3),
            color: terrain.forest, haze: 0.25)
        // The far shore: a thin pale beach between the forest and the water.
        for y in (horizon - Int((2 * scale).rounded()))..<horizon {
            canvas.fillSpan(y: y, from: 0, to: width - 1, lit(terrain.shore, haze: 0.3))
        }
        paintWater(from: horizon)
        if random.chance(0.75) {
            paintShore()
        }
    }

    /// A river winding from the horizon towards the viewer through fields, with trees on its banks.
    mutating func paintRiver() {
        if random.chance(0.5) {
            paintRange(
                baseY: Double(horizon), tallest: Double(horizon) * random.double(in: 0.35...0.55),
                peakCount: random.int(in: 3...5), haze: 0.5, snow: terrain.hasSnow && random.chance(0.5))
        }
        paintHills(
            baseY: Double(horizon), tallest: Double(horizon) * random.double(in: 0.12...0.22),
            color: terrain.forest.mixed(with: terrain.grass, 0.3), haze: 0.35)
        paintFields(from: horizon)
        let river = paintRiverBed()
        if !terrain.hasSnow {
            paintBoulders()
        }
        paintBankTrees(avoiding: river)
    }

    /// Snowy peaks behind a nearer range, a valley floor, and a forested hill in front.
    mutating func paintMountainValley() {
        paintRange(
            baseY: Double(horizon), tallest: Double(horizon) * random.double(in: 0.6...0.8),
            peakCount: random.int(in: 2...4), haze: 0.42, snow: terrain.hasSnow)
        paintRange(
            baseY: Double(horizon) + 2 * scale, tallest: Double(horizon) * random.double(in: 0.3...0.45),
            peakCount: random.int(in: 2...3), haze: 0.12, snow: terrain.hasSnow && random.chance(0.5))
        paintFields(from: horizon)
        paintHills(
            baseY: Double(height), tallest: Double(height - horizon) * random.double(in: 0.45...0.75),
            color: terrain.forest, haze: 0)
    }

    // MARK: - Helpers

    /// The canvas rows from the one holding `top` down to the one holding `bottom`, clipped; empty if none.
    func rows(from top: Double, to bottom: Double) -> Range<Int> {
        let first = max(0, Int(top.rounded(.up)))
        let last = min(height - 1, Int(bottom.rounded(.down)))
        return first..<max(first, last + 1)
    }

    /// The canvas column nearest to `x`.
    func column(_ x: Double) -> Int {
        max(0, min(width - 1, Int(x.rounded())))
    }

    /// A midpoint-displacement line: `count` offsets that wander like a rocky ridge.
    mutating func roughLine(count: Int, amplitude: Double) -> [Double] {
        var size = 1
        while size < count { size *= 2 }
        var values = [Double](repeating: 0, count: size + 1)
        values[0] = random.double(in: -amplitude...amplitude)
        values[size] = random.double(in: -amplitude...amplitude)
        var step = size
        var reach = amplitude
        while step > 1 {
            let half = step / 2
            for index in stride(from: half, to: size, by: step) {
                values[index] = (values[index - half] + values[index + half]) / 2 + random.double(in: -reach...reach)
            }
            reach *= 0.55
            step = half
        }
        return Array(values.prefix(count))
    }

    /// sin(x) from a short polynomial, so the pictures do not depend on the platform's maths library.
    static func sine(_ x: Double) -> Double {
        let turn = 6.283185307179586
        var angle = x - (x / turn).rounded(.down) * turn
        if angle > Double.pi { angle -= turn }
        // Fold into -π/2...π/2, where the Taylor series converges quickly.
        if angle > Double.pi / 2 {
            angle = Double.pi - angle
        } else if angle < -Double.pi / 2 {
            angle = -Double.pi - angle
        }
        let square = angle * angle
        return angle * (1 - square / 6 * (1 - square / 20 * (1 - square / 42 * (1 - square / 72))))
    }
}
