import LandmarksCore

/// Paints a stylised landscape for a landmark's category and a time of day.
///
/// Everything is flat shapes and one colour per row of sky, which reads as a landscape at thumbnail
/// size and keeps the PNGs small. Only `+ - * /`, rounding and square roots are used on `Double`s,
/// which IEEE 754 defines exactly, so the pixels are the same on every machine.
struct LandscapePainter {
    private let category: Landmark.Category
    private let timeOfDay: TimeOfDay
    private let terrain: Terrain
    private var random: SplitMix64
    private var canvas: Canvas
    private let skyTop: RGBColor
    private let skyHorizon: RGBColor
    /// The row where land or water meets the sky.
    private let horizon: Int
    /// Where the sun or moon stands; it decides which side of each peak and tree is lit.
    private let lampX: Double
    /// The moon's centre row, chosen with its halo in `paintLamp` and used by `paintMoon`.
    private var moonY: Double = 0

    private var width: Int { canvas.width }
    private var height: Int { canvas.height }

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
            switch category {
            case .lakes: random.double(in: 0.5...0.58)
            case .rivers: random.double(in: 0.38...0.46)
            case .mountains: random.double(in: 0.62...0.7)
            }
        horizon = Int((Double(height) * horizonShare).rounded())
        lampX = Double(width) * random.double(in: 0.15...0.85)
        self.random = random
    }

    private mutating func paintScene() {
        paintSky()
        paintLamp()
        if timeOfDay == .night {
            paintStars()
            paintMoon()
        } else if random.chance(timeOfDay == .noon ? 1 : 0.6) {
            paintClouds()
        }
        switch category {
        case .lakes: paintLake()
        case .rivers: paintRiver()
        case .mountains: paintMountainValley()
        }
    }

    // MARK: - Sky

    /// The sky's colour in row `y`: a gradient that reaches the horizon colour at the horizon.
    private func skyColor(atRow y: Int) -> RGBColor {
        let share = max(0, min(1, Double(y) / Double(max(1, horizon))))
        // Weighting by share² keeps the deep colour high up and the glow low, as a real sky does.
        return skyTop.mixed(with: skyHorizon, share * share)
    }

    private mutating func paintSky() {
        for y in 0..<height {
            canvas.fillSpan(y: y, from: 0, to: width - 1, skyColor(atRow: y))
        }
    }

    /// The sun (or the moon's halo at night) with a glow in rings, not a smooth fade, to stay compressible.
    private mutating func paintLamp() {
        let shortSide = Double(min(width, height))
        let lampY: Double
        let radius: Double
        let glowRadius: Double
        let glowStrength: Double
        switch timeOfDay {
        case .dawn:
            lampY = Double(horizon) - shortSide * random.double(in: 0.04...0.14)
            radius = shortSide * 0.06
            glowRadius = radius * 5
            glowStrength = 0.55
        case .noon:
            lampY = Double(height) * random.double(in: 0.08...0.18)
            radius = shortSide * 0.055
            glowRadius = radius * 2.6
            glowStrength = 0.35
        case .sunset:
            lampY = Double(horizon) - shortSide * random.double(in: -0.02...0.08)
            radius = shortSide * 0.085
            glowRadius = radius * 5.5
            glowStrength = 0.6
        case .night:
            // The moon is painted after the stars; only its faint halo goes here.
            lampY = Double(height) * random.double(in: 0.1...0.26)
            radius = 0
            glowRadius = shortSide * 0.16
            glowStrength = 0.18
        }
        moonY = lampY
        for y in max(0, Int(lampY - glowRadius))...min(height - 1, Int(lampY + glowRadius)) {
            for x in max(0, Int(lampX - glowRadius))...min(width - 1, Int(lampX + glowRadius)) {
                let dx = Double(x) - lampX
                let dy = Double(y) - lampY
                let closeness = 1 - (dx * dx + dy * dy).squareRoot() / glowRadius
                guard closeness > 0 else { continue }
                let ring = (closeness * closeness * glowStrength * 8).rounded(.down) / 8
                if ring > 0 {
                    canvas.set(x, y, canvas.color(x, y).mixed(with: timeOfDay.lamp, ring))
                }
            }
        }
        if radius > 0 {
            canvas.fillEllipse(centerX: lampX, centerY: lampY, radiusX: radius, radiusY: radius, timeOfDay.lamp)
        }
    }

    private mutating func paintStars() {
        let count = width * horizon / 150
        for _ in 0..<count {
            let x = random.int(in: 0...(width - 1))
            let y = random.int(in: 0...max(0, horizon - 4))
            let brightness = random.double(in: 0.35...1)
            let star = canvas.color(x, y).mixed(with: RGBColor(250, 248, 232), brightness)
            canvas.set(x, y, star)
            if brightness > 0.93 {
                // The brightest few get a small cross, as they do in long exposures.
                let glint = canvas.color(x, y).mixed(with: skyColor(atRow: y), 0.5)
                for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                    canvas.set(x + dx, y + dy, glint)
                }
            }
        }
    }

    private mutating func paintMoon() {
        let radius = Double(min(width, height)) * random.double(in: 0.045...0.065)
        canvas.fillEllipse(centerX: lampX, centerY: moonY, radiusX: radius, radiusY: radius, timeOfDay.lamp)
        if random.chance(0.5) {
            // A crescent: the sky covers most of the disc from one side.
            let side: Double = random.chance(0.5) ? 1 : -1
            let coverX = lampX + side * radius * 0.55
            let coverY = moonY - radius * 0.25
            for y in Int(coverY - radius)...Int(coverY + radius) {
                let dy = Double(y) - coverY
                let reach = radius * radius - dy * dy
                guard reach >= 0 else { continue }
                let half = reach.squareRoot()
                canvas.fillSpan(
                    y: y, from: Int((coverX - half).rounded()), to: Int((coverX + half).rounded()),
                    skyColor(atRow: y))
            }
        } else {
            let mare = timeOfDay.lamp.scaled(0.86)
            canvas.fillEllipse(
                centerX: lampX - radius * 0.3, centerY: moonY - radius * 0.2, radiusX: radius * 0.3,
                radiusY: radius * 0.25, mare)
            canvas.fillEllipse(
                centerX: lampX + radius * 0.35, centerY: moonY + radius * 0.3, radiusX: radius * 0.22,
                radiusY: radius * 0.2, mare)
        }
    }

    /// Flat-bottomed cumulus: a row of overlapping discs cut off at a base line, shaded underneath.
    private mutating func paintClouds() {
        let (top, underside): (RGBColor, RGBColor) =
            switch timeOfDay {
            case .dawn: (RGBColor(255, 222, 220), RGBColor(196, 160, 184))
            case .noon: (RGBColor(252, 252, 254), RGBColor(214, 222, 236))
            case .sunset: (RGBColor(255, 178, 120), RGBColor(170, 96, 112))
            case .night: (RGBColor(60, 66, 92), RGBColor(40, 46, 70))
            }
        for _ in 0..<random.int(in: 2...4) {
            let baseY = Double(horizon) * random.double(in: 0.18...0.6)
            let cloudWidth = Double(width) * random.double(in: 0.14...0.3)
            let left = random.double(in: -0.1...0.9) * Double(width)
            let puffs = random.int(in: 3...6)
            for puff in 0..<puffs {
                let centerX = left + cloudWidth * (Double(puff) + 0.5) / Double(puffs)
                // Middle puffs are the tallest, so the cloud is domed.
                let middle = 1 - abs(Double(puff) + 0.5 - Double(puffs) / 2) / Double(puffs)
                let radius = cloudWidth * random.double(in: 0.12...0.2) * (0.6 + middle)
                let centerY = baseY - radius * random.double(in: 0.2...0.6)
                for y in Int(centerY - radius)...Int(baseY) {
                    let dy = Double(y) - centerY
                    let reach = radius * radius - dy * dy
                    guard reach >= 0 else { continue }
                    let half = reach.squareRoot()
                    let shade = Double(y) > baseY - radius * 0.3 ? underside : top
                    canvas.fillSpan(
                        y: y, from: Int((centerX - half).rounded()), to: Int((centerX + half).rounded()), shade)
                }
            }
        }
    }

    // MARK: - Scenes

    /// A lake: hills or peaks behind, their mirror image in rippled water, and often a near shore.
    private mutating func paintLake() {
        if random.chance(0.6) {
            paintRange(
                baseY: Double(horizon), tallest: Double(horizon) * random.double(in: 0.4...0.62),
                peakCount: random.int(in: 2...4), haze: 0.4, snow: terrain.hasSnow)
        }
        paintHills(
            baseY: Double(horizon), tallest: Double(horizon) * random.double(in: 0.18...0.3),
            color: terrain.forest, haze: 0.25)
        // The far shore: a thin pale beach between the forest and the water.
        for y in (horizon - 2)..<horizon {
            canvas.fillSpan(y: y, from: 0, to: width - 1, lit(terrain.shore, haze: 0.3))
        }
        paintWater(from: horizon)
        if random.chance(0.75) {
            paintShore()
        }
    }

    /// A river winding from the horizon towards the viewer through fields, with trees on its banks.
    private mutating func paintRiver() {
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
    private mutating func paintMountainValley() {
        paintRange(
            baseY: Double(horizon), tallest: Double(horizon) * random.double(in: 0.6...0.8),
            peakCount: random.int(in: 2...4), haze: 0.42, snow: terrain.hasSnow)
        paintRange(
            baseY: Double(horizon + 2), tallest: Double(horizon) * random.double(in: 0.3...0.45),
            peakCount: random.int(in: 2...3), haze: 0.12, snow: terrain.hasSnow && random.chance(0.5))
        paintFields(from: horizon)
        paintHills(
            baseY: Double(height), tallest: Double(height - horizon) * random.double(in: 0.45...0.75),
            color: terrain.forest, haze: 0)
    }

    // MARK: - Land

    /// A colour as it looks in this light, faded towards the horizon's colour by `haze` (0...1) with distance.
    private func lit(_ color: RGBColor, haze: Double = 0) -> RGBColor {
        color.lit(by: timeOfDay.light).mixed(with: skyHorizon, haze)
    }

    /// A mountain range: straight-sided peaks with a lit and a shaded face, jagged ridges, and snow caps.
    private mutating func paintRange(baseY: Double, tallest: Double, peakCount: Int, haze: Double, snow: Bool) {
        struct Peak {
            var x: Double
            var apexY: Double
            var leftSlope: Double
            var rightSlope: Double
            var snowLine: Double
            /// How far the line between the two faces leans, per row below the apex.
            var crease: Double
        }
        let spacing = Double(width) / Double(peakCount)
        var peaks: [Peak] = []
        for index in 0..<peakCount {
            let peakHeight = tallest * random.double(in: 0.55...1)
            peaks.append(
                Peak(
                    x: spacing * (Double(index) + random.double(in: 0.15...0.85)),
                    apexY: baseY - peakHeight,
                    leftSlope: peakHeight / (spacing * random.double(in: 0.45...0.9)),
                    rightSlope: peakHeight / (spacing * random.double(in: 0.45...0.9)),
                    snowLine: baseY - peakHeight * random.double(in: 0.6...0.8),
                    crease: random.double(in: -0.35...0.35)))
        }
        let ridgeJag = roughLine(count: width, amplitude: tallest * 0.05)
        let snowJag = roughLine(count: width, amplitude: tallest * 0.06)
        let snowLit = lit(RGBColor(246, 248, 255), haze: haze)
        let snowShade = lit(RGBColor(172, 186, 218), haze: haze)
        let rockLit = lit(terrain.rockLit, haze: haze)
        let rockShade = lit(terrain.rockShadow, haze: haze)
        for x in 0..<width {
            let column = Double(x)
            var ridge = Double.infinity
            var peak = peaks[0]
            for candidate in peaks {
                let y =
                    candidate.apexY
                    + (column < candidate.x
                        ? (candidate.x - column) * candidate.leftSlope : (column - candidate.x) * candidate.rightSlope)
                if y < ridge {
                    ridge = y
                    peak = candidate
                }
            }
            ridge += ridgeJag[x]
            let sunOnLeft = lampX < peak.x
            for y in rows(from: ridge, to: baseY) {
                let creaseX = peak.x + (Double(y) - peak.apexY) * peak.crease
                let isLit = (column < creaseX) == sunOnLeft
                let isSnow = snow && Double(y) < peak.snowLine + snowJag[x]
                let color = isSnow ? (isLit ? snowLit : snowShade) : (isLit ? rockLit : rockShade)
                canvas.set(x, y, color)
            }
        }
    }

    /// Rolling forested hills rising from `baseY`, topped with a fringe of conifers.
    private mutating func paintHills(baseY: Double, tallest: Double, color: RGBColor, haze: Double) {
        let frequencies = (random.double(in: 0.015...0.03), random.double(in: 0.04...0.07))
        let phases = (random.double(in: 0...6.3), random.double(in: 0...6.3))
        func ridge(_ x: Double) -> Double {
            let shape =
                0.55 + 0.3 * Self.sine(x * frequencies.0 + phases.0) + 0.15 * Self.sine(x * frequencies.1 + phases.1)
            return baseY - tallest * shape
        }
        let hill = lit(color, haze: haze)
        for x in 0..<width {
            for y in rows(from: ridge(Double(x)), to: baseY) {
                canvas.set(x, y, hill)
            }
        }
        let treeColor = lit(color.scaled(0.78), haze: haze * 0.9)
        let treeHeight = max(3, tallest * 0.22)
        var x = random.double(in: 0...4)
        while x < Double(width) {
            let size = treeHeight * random.double(in: 0.6...1.1)
            paintConifer(x: x, baseY: ridge(x) + size * 0.35, height: size, color: treeColor)
            x += random.double(in: 0.4...1.2) * size
        }
    }

    /// Ground from `top` to the bottom: hazy far away, with bands that widen towards the viewer like fields.
    private mutating func paintFields(from top: Int) {
        let depth = Double(height - top)
        for y in top..<height {
            let nearness = Double(y - top) / depth
            var ground = terrain.grass.mixed(with: terrain.grass.scaled(1.12), nearness)
            // Bands equally spaced on the ground plane look evenly spaced in 1 / distance on screen.
            if Int(3 / (nearness + 0.12)) % 2 == 0 {
                ground = ground.scaled(0.92)
            }
            canvas.fillSpan(y: y, from: 0, to: width - 1, lit(ground, haze: 0.35 * (1 - nearness)))
        }
    }

    /// The course of the river: its centre and half width in every row below the horizon.
    private struct RiverCourse {
        var center: [Double]
        var halfWidth: [Double]
    }

    /// A river seen in perspective: tight bends near the horizon, broad sweeps near the viewer.
    private mutating func paintRiverBed() -> RiverCourse {
        let depth = Double(height - horizon)
        let wander = Double(width) * random.double(in: 0.25...0.4)
        let drift = random.double(in: -0.25...0.25)
        let startX = Double(width) * random.double(in: 0.35...0.65)
        let bendRate = random.double(in: 0.35...0.7)
        let phase = random.double(in: 0...6.3)
        let fullWidth = Double(width) * random.double(in: 0.12...0.2)
        let water = lit(terrain.water).mixed(with: skyHorizon, 0.35)
        let bank = lit(terrain.shore)
        var course = RiverCourse(
            center: [Double](repeating: 0, count: height), halfWidth: [Double](repeating: 0, count: height))
        var previousCenter = startX
        for y in horizon..<height {
            let distanceDown = Double(y - horizon)
            let nearness = distanceDown / depth
            // On the ground plane the river swings side to side; on screen each swing shrinks with
            // distance, and distance grows as 1 / (rows below the horizon).
            let center =
                startX + Double(width) * drift * nearness
                + wander * nearness * Self.sine(bendRate * depth / (distanceDown + 2) + phase)
            let halfWidth = 0.6 + fullWidth * nearness
            let bankWidth = 0.5 + 3 * nearness
            // Joining to the previous row's centre keeps the far, fast bends from breaking into dots.
            let left = min(center, previousCenter) - halfWidth
            let right = max(center, previousCenter) + halfWidth
            canvas.fillSpan(
                y: y, from: Int((left - bankWidth).rounded()), to: Int((right + bankWidth).rounded()), bank)
            let shaded = water.scaled(1 - 0.15 * nearness)
            canvas.fillSpan(y: y, from: Int(left.rounded()), to: Int(right.rounded()), shaded)
            course.center[y] = center
            course.halfWidth[y] = (right - left) / 2 + bankWidth
            previousCenter = center
        }
        paintRipples(rows: (horizon + 1)..<height) { y in
            (course.center[y] - course.halfWidth[y] * 0.7)...(course.center[y] + course.halfWidth[y] * 0.7)
        }
        return course
    }

    /// Trees on both banks, smaller towards the horizon, painted far to near so near ones overlap.
    private mutating func paintBankTrees(avoiding river: RiverCourse) {
        let depth = Double(height - horizon)
        var trees: [(x: Double, y: Int, size: Double, isConifer: Bool)] = []
        for _ in 0..<random.int(in: 10...22) {
            let nearness = random.double(in: 0.04...0.95)
            let y = horizon + Int(nearness * depth)
            let size = 3 + Double(height) * 0.16 * nearness
            let x = random.double(in: 0...Double(width))
            guard abs(x - river.center[y]) > river.halfWidth[y] + size * 0.4 else { continue }
            trees.append((x, y, size, random.chance(0.6)))
        }
        trees.sort { $0.y < $1.y }
        let conifer = lit(terrain.forest)
        let broadleaf = lit(terrain.forest.mixed(with: terrain.grass, 0.35))
        let trunk = lit(RGBColor(92, 64, 44))
        for tree in trees {
            if tree.isConifer {
                paintConifer(x: tree.x, baseY: Double(tree.y), height: tree.size * 1.3, color: conifer)
            } else {
                let trunkHalf = max(0.5, tree.size * 0.06)
                for y in Int(Double(tree.y) - tree.size * 0.5)...tree.y {
                    canvas.fillSpan(
                        y: y, from: Int((tree.x - trunkHalf).rounded()), to: Int((tree.x + trunkHalf).rounded()), trunk)
                }
                canvas.fillEllipse(
                    centerX: tree.x, centerY: Double(tree.y) - tree.size * 0.75, radiusX: tree.size * 0.4,
                    radiusY: tree.size * 0.45, broadleaf)
            }
        }
    }

    /// Rounded granite boulders piled on one side, lit on the sun's side: the desert's landmark shape.
    private mutating func paintBoulders() {
        let depth = Double(height - horizon)
        let pileX = lampX < Double(width) / 2 ? Double(width) * 0.8 : Double(width) * 0.2
        let pileY = Double(horizon) + depth * random.double(in: 0.35...0.55)
        let sunlit = lit(terrain.rockLit)
        let shade = lit(terrain.rockShadow)
        let sunOnLeft = lampX < pileX
        for _ in 0..<random.int(in: 5...9) {
            let radius = depth * random.double(in: 0.08...0.16)
            let centerX = pileX + random.double(in: -1.2...1.2) * radius * 1.5
            let centerY = pileY - random.double(in: 0...1.4) * radius
            canvas.fillEllipse(centerX: centerX, centerY: centerY, radiusX: radius * 1.2, radiusY: radius, shade)
            canvas.fillEllipse(
                centerX: centerX + (sunOnLeft ? -radius * 0.25 : radius * 0.25), centerY: centerY - radius * 0.15,
                radiusX: radius * 0.85, radiusY: radius * 0.75, sunlit)
        }
    }

    /// A conifer: a triangle standing on `baseY`.
    private mutating func paintConifer(x: Double, baseY: Double, height treeHeight: Double, color: RGBColor) {
        let halfBase = treeHeight * 0.22
        let rows = Int(treeHeight.rounded())
        for row in 0..<max(1, rows) {
            let half = halfBase * (1 - Double(row) / Double(max(1, rows)))
            canvas.fillSpan(
                y: Int(baseY.rounded()) - row, from: Int((x - half).rounded()), to: Int((x + half).rounded()), color)
        }
    }

    // MARK: - Water

    /// Still water mirroring everything above the horizon, shifted row by row into ripples.
    private mutating func paintWater(from top: Int) {
        let depth = Double(height - top)
        let water = lit(terrain.water)
        let phase = random.double(in: 0...6.3)
        for y in top..<height {
            let distanceDown = y - top
            let nearness = Double(distanceDown) / depth
            let mirrorRow = top - 1 - distanceDown
            let shift = Int((Self.sine(Double(distanceDown) * 0.8 + phase) * (0.5 + 2.5 * nearness)).rounded())
            // Nearer water shows more of its own colour and less reflection, as at a real shore.
            let ownColor = ((0.3 + 0.35 * nearness) * 10).rounded() / 10
            for x in 0..<width {
                let mirrored =
                    mirrorRow >= 0 ? canvas.color(column(Double(x + shift)), mirrorRow) : skyTop
                canvas.set(x, y, mirrored.mixed(with: water, ownColor))
            }
        }
        let wholeRow = 0...Double(width)
        paintRipples(rows: (top + 1)..<height) { _ in wholeRow }
        if timeOfDay != .noon {
            paintGlitter(from: top)
        }
    }

    /// Short pale strokes on water: wind ripples.
    private mutating func paintRipples(rows: Range<Int>, within span: (Int) -> ClosedRange<Double>) {
        guard !rows.isEmpty else { return }
        let depth = Double(rows.count)
        for _ in 0..<(rows.count / 2) {
            let y = random.int(in: rows.lowerBound...(rows.upperBound - 1))
            let nearness = Double(y - rows.lowerBound) / depth
            let range = span(y)
            guard range.upperBound > range.lowerBound else { continue }
            let start = random.double(in: range)
            let length = random.double(in: 2...(4 + 18 * nearness))
            let end = min(range.upperBound, start + length)
            let stroke = canvas.color(column(start), y).mixed(with: skyHorizon, 0.35)
            canvas.fillSpan(y: y, from: Int(start.rounded()), to: Int(end.rounded()), stroke)
        }
    }

    /// The broken path of light the low sun or the moon lays across the water towards the viewer.
    private mutating func paintGlitter(from top: Int) {
        let depth = Double(height - top)
        for y in top..<height where random.chance(0.55) {
            let nearness = Double(y - top) / depth
            let center = lampX + random.double(in: -1...1) * (2 + 14 * nearness)
            let half = random.double(in: 0.5...(1.5 + 5 * nearness))
            let glitter = canvas.color(column(center), y).mixed(with: timeOfDay.lamp, 0.55)
            canvas.fillSpan(y: y, from: Int((center - half).rounded()), to: Int((center + half).rounded()), glitter)
        }
    }

    /// A near shore along the bottom edge with a few rocks, so the lake has a foreground.
    private mutating func paintShore() {
        let shoreTop = Double(height) * (1 - random.double(in: 0.08...0.16))
        let frequency = random.double(in: 0.02...0.05)
        let phase = random.double(in: 0...6.3)
        let amplitude = Double(height) * 0.03
        let sand = lit(terrain.shore)
        let grass = lit(terrain.grass)
        for x in 0..<width {
            let edge = shoreTop + amplitude * Self.sine(Double(x) * frequency + phase)
            let firstRow = Int(edge.rounded())
            for y in max(0, firstRow)..<height {
                // A pale wet edge, then grass behind the beach.
                canvas.set(x, y, y < firstRow + 3 ? sand : grass)
            }
        }
        let rockLit = lit(terrain.rockLit)
        let rockShade = lit(terrain.rockShadow)
        for _ in 0..<random.int(in: 1...4) {
            let radius = Double(height) * random.double(in: 0.025...0.05)
            let x = random.double(in: 0...Double(width))
            let y = shoreTop + random.double(in: 0...1) * (Double(height) - shoreTop) * 0.6
            canvas.fillEllipse(centerX: x, centerY: y, radiusX: radius * 1.4, radiusY: radius, rockShade)
            canvas.fillEllipse(
                centerX: x - radius * 0.2, centerY: y - radius * 0.2, radiusX: radius * 1.0, radiusY: radius * 0.65,
                rockLit)
        }
    }

    // MARK: - Helpers

    /// The canvas rows from the one holding `top` down to the one holding `bottom`, clipped; empty if none.
    private func rows(from top: Double, to bottom: Double) -> Range<Int> {
        let first = max(0, Int(top.rounded(.up)))
        let last = min(height - 1, Int(bottom.rounded(.down)))
        return first..<max(first, last + 1)
    }

    /// The canvas column nearest to `x`.
    private func column(_ x: Double) -> Int {
        max(0, min(width - 1, Int(x.rounded())))
    }

    /// A midpoint-displacement line: `count` offsets that wander like a rocky ridge.
    private mutating func roughLine(count: Int, amplitude: Double) -> [Double] {
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
