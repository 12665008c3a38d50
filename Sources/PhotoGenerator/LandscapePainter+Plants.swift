/// Trees and grass: plain shapes when small, with the detail a big picture resolves when large enough.
extension LandscapePainter {
    /// Conifers at least this many pixels tall show a trunk, tiers of branches and a lit side.
    static let tieredConiferHeight = 14.0
    /// Broadleaf crowns at least this wide (radius, in pixels) show clumps of leaves.
    static let clumpedCrownRadius = 6.0
    /// Grass tufts shorter than this many pixels would be specks, and are left out.
    static let shortestTuft = 3.0

    /// A conifer standing on `baseY`: a triangle, or when tall enough, tiers of branches on a trunk.
    mutating func paintConifer(x: Double, baseY: Double, height treeHeight: Double, color: RGBColor) {
        let rows = max(1, Int(treeHeight.rounded()))
        let halfBase = treeHeight * 0.22
        let bottom = Int(baseY.rounded())
        guard treeHeight >= Self.tieredConiferHeight else {
            for row in 0..<rows {
                let half = halfBase * (1 - Double(row) / Double(rows))
                canvas.fillSpan(y: bottom - row, from: Int((x - half).rounded()), to: Int((x + half).rounded()), color)
            }
            return
        }
        let trunkRows = max(1, rows / 10)
        let trunkHalf = max(0.5, treeHeight * 0.025)
        for row in 0..<trunkRows {
            canvas.fillSpan(
                y: bottom - row, from: Int((x - trunkHalf).rounded()), to: Int((x + trunkHalf).rounded()),
                color.scaled(0.55))
        }
        let tiers = Double(min(7, max(3, rows / 10)))
        let (left, right) = sunSideFirst(x: x, lit: color.mixed(with: timeOfDay.lamp, 0.15), shaded: color.scaled(0.85))
        for row in trunkRows..<rows {
            let rise = Double(row - trunkRows) / Double(rows - trunkRows)
            // Each tier is widest at its foot and narrows upwards, where the next one begins.
            let withinTier = rise * tiers - (rise * tiers).rounded(.down)
            let half = halfBase * (1 - rise) * (1 - 0.45 * withinTier)
            let middle = Int(x.rounded())
            canvas.fillSpan(y: bottom - row, from: Int((x - half).rounded()), to: middle, left)
            canvas.fillSpan(y: bottom - row, from: middle + 1, to: Int((x + half).rounded()), right)
        }
    }

    /// A broadleaf tree on row `baseY`: a trunk and a round crown, in clumps of leaves lit from the
    /// sun's side when the crown is big enough.
    mutating func paintBroadleaf(x: Double, baseY: Int, size: Double, crown: RGBColor, trunk: RGBColor) {
        let trunkHalf = max(0.5 * scale, size * 0.06)
        for y in Int(Double(baseY) - size * 0.5)...baseY {
            canvas.fillSpan(y: y, from: Int((x - trunkHalf).rounded()), to: Int((x + trunkHalf).rounded()), trunk)
        }
        let centerY = Double(baseY) - size * 0.75
        let radiusX = size * 0.4
        let radiusY = size * 0.45
        guard radiusX >= Self.clumpedCrownRadius else {
            canvas.fillEllipse(centerX: x, centerY: centerY, radiusX: radiusX, radiusY: radiusY, crown)
            return
        }
        canvas.fillEllipse(centerX: x, centerY: centerY, radiusX: radiusX, radiusY: radiusY, crown.scaled(0.8))
        let towardSun: Double = lampX < x ? -1 : 1
        let highlight = crown.mixed(with: timeOfDay.lamp, 0.15)
        for _ in 0..<7 {
            let angle = texture.double(in: 0...6.3)
            let reach = texture.double(in: 0.15...0.55)
            let clumpX = x + radiusX * (reach * Self.sine(angle + Double.pi / 2) + 0.15 * towardSun)
            let clumpY = centerY + radiusY * (reach * Self.sine(angle) - 0.15)
            let radius = radiusX * texture.double(in: 0.28...0.4)
            canvas.fillEllipse(centerX: clumpX, centerY: clumpY, radiusX: radius * 1.1, radiusY: radius, crown)
            canvas.fillEllipse(
                centerX: clumpX + towardSun * radius * 0.3, centerY: clumpY - radius * 0.3, radiusX: radius * 0.55,
                radiusY: radius * 0.45, highlight)
        }
    }

    /// Grass tufts over `rows`, taller towards the viewer, on pixels `isGround` accepts; painted only
    /// where they are at least `shortestTuft` pixels tall, so small pictures keep plain fields.
    mutating func paintTufts(rows: Range<Int>, where isGround: (Int, Int) -> Bool) {
        guard !rows.isEmpty else { return }
        let depth = Double(rows.count)
        // As many per area of the 240 × 160 design at every size; a bigger picture shows them finer.
        let count = Int(Double(width * rows.count) / (30 * scale * scale))
        for _ in 0..<count {
            let x = texture.int(in: 0...(width - 1))
            let y = texture.int(in: rows.lowerBound...(rows.upperBound - 1))
            let nearness = Double(y - rows.lowerBound) / depth
            let tuftHeight = (0.5 + 3.5 * nearness) * scale * texture.double(in: 0.6...1)
            let shade = texture.chance(0.5) ? 0.84 : 1.12
            guard tuftHeight >= Self.shortestTuft, isGround(x, y) else { continue }
            let blade = canvas.color(x, y).scaled(shade)
            for lean in [-0.3, 0, 0.3] {
                for step in 0..<Int(tuftHeight.rounded()) {
                    canvas.set(x + Int((lean * Double(step)).rounded()), y - step, blade)
                }
            }
        }
    }

    /// The two colours of something split down the middle, left half first: lit on the sun's side.
    func sunSideFirst(x: Double, lit: RGBColor, shaded: RGBColor) -> (RGBColor, RGBColor) {
        lampX < x ? (lit, shaded) : (shaded, lit)
    }
}
