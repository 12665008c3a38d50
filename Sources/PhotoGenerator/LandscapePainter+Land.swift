/// The land: hills, fields, river banks and rocks, lit for the time of day.
extension LandscapePainter {

    /// A colour as it looks in this light, faded towards the horizon's colour by `haze` (0...1) with distance.
    func lit(_ color: RGBColor, haze: Double = 0) -> RGBColor {
        color.lit(by: timeOfDay.light).mixed(with: skyHorizon, haze)
    }

    /// Rolling forested hills rising from `baseY`, topped with a fringe of conifers.
    mutating func paintHills(baseY: Double, tallest: Double, color: RGBColor, haze: Double) {
        let frequencies = (random.double(in: 0.015...0.03), random.double(in: 0.04...0.07))
        let phases = (random.double(in: 0...6.3), random.double(in: 0...6.3))
        func ridge(_ x: Double) -> Double {
            let designX = x / scale
            let broad = Self.sine(designX * frequencies.0 + phases.0)
            let narrow = Self.sine(designX * frequencies.1 + phases.1)
            let shape = 0.55 + 0.3 * broad + 0.15 * narrow
            return baseY - tallest * shape
        }
        let hill = lit(color, haze: haze)
        for x in 0..<width {
            for y in rows(from: ridge(Double(x)), to: baseY) {
                canvas.set(x, y, hill)
            }
        }
        let treeColor = lit(color.scaled(0.78), haze: haze * 0.9)
        let treeHeight = max(3 * scale, tallest * 0.22)
        var x = random.double(in: 0...(4 * scale))
        while x < Double(width) {
            let size = treeHeight * random.double(in: 0.6...1.1)
            paintConifer(x: x, baseY: ridge(x) + size * 0.35, height: size, color: treeColor)
            x += random.double(in: 0.4...1.2) * size
        }
    }

    /// Ground from `top` to the bottom: hazy far away, with bands that widen towards the viewer like fields.
    mutating func paintFields(from top: Int) {
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
        paintTufts(rows: top..<height) { _, _ in true }
    }

    /// The course of the river: its centre and half width in every row below the horizon.
    struct RiverCourse {
        var center: [Double]
        var halfWidth: [Double]
    }

    /// A river seen in perspective: tight bends near the horizon, broad sweeps near the viewer.
    mutating func paintRiverBed() -> RiverCourse {
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
                + wander * nearness * Self.sine(bendRate * depth / (distanceDown + 2 * scale) + phase)
            let halfWidth = 0.6 * scale + fullWidth * nearness
            let bankWidth = (0.5 + 3 * nearness) * scale
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
    mutating func paintBankTrees(avoiding river: RiverCourse) {
        let depth = Double(height - horizon)
        var trees: [(x: Double, y: Int, size: Double, isConifer: Bool)] = []
        for _ in 0..<random.int(in: 10...22) {
            let nearness = random.double(in: 0.04...0.95)
            let y = horizon + Int(nearness * depth)
            let size = 3 * scale + Double(height) * 0.16 * nearness
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
                paintBroadleaf(x: tree.x, baseY: tree.y, size: tree.size, crown: broadleaf, trunk: trunk)
            }
        }
    }

    /// Rounded granite boulders piled on one side, lit on the sun's side: the desert's landmark shape.
    mutating func paintBoulders() {
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
}
