/// Water: lakes with reflections and winding rivers.
extension LandscapePainter {

    /// Still water mirroring everything above the horizon, shifted row by row into ripples.
    mutating func paintWater(from top: Int) {
        let depth = Double(height - top)
        let water = lit(terrain.water)
        let phase = random.double(in: 0...6.3)
        for y in top..<height {
            let distanceDown = y - top
            let nearness = Double(distanceDown) / depth
            let mirrorRow = top - 1 - distanceDown
            let wave = Self.sine(Double(distanceDown) / scale * 0.8 + phase)
            let shift = Int((wave * (0.5 + 2.5 * nearness) * scale).rounded())
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
    mutating func paintRipples(rows: Range<Int>, within span: (Int) -> ClosedRange<Double>) {
        guard !rows.isEmpty else { return }
        let depth = Double(rows.count)
        for _ in 0..<(rows.count / 2) {
            let y = random.int(in: rows.lowerBound...(rows.upperBound - 1))
            let nearness = Double(y - rows.lowerBound) / depth
            let range = span(y)
            guard range.upperBound > range.lowerBound else { continue }
            let start = random.double(in: range)
            let length = random.double(in: (2 * scale)...((4 + 18 * nearness) * scale))
            let end = min(range.upperBound, start + length)
            let stroke = canvas.color(column(start), y).mixed(with: skyHorizon, 0.35)
            canvas.fillSpan(y: y, from: Int(start.rounded()), to: Int(end.rounded()), stroke)
        }
    }

    /// The broken path of light the low sun or the moon lays across the water towards the viewer.
    mutating func paintGlitter(from top: Int) {
        let depth = Double(height - top)
        for y in top..<height where random.chance(0.55) {
            let nearness = Double(y - top) / depth
            let center = lampX + random.double(in: -1...1) * (2 + 14 * nearness) * scale
            let half = random.double(in: (0.5 * scale)...((1.5 + 5 * nearness) * scale))
            let glitter = canvas.color(column(center), y).mixed(with: timeOfDay.lamp, 0.55)
            canvas.fillSpan(y: y, from: Int((center - half).rounded()), to: Int((center + half).rounded()), glitter)
        }
    }

    /// A near shore along the bottom edge with a few rocks, so the lake has a foreground.
    mutating func paintShore() {
        let shoreTop = Double(height) * (1 - random.double(in: 0.08...0.16))
        let frequency = random.double(in: 0.02...0.05)
        let phase = random.double(in: 0...6.3)
        let amplitude = Double(height) * 0.03
        let sand = lit(terrain.shore)
        let grass = lit(terrain.grass)
        let beachWidth = 3 * scale
        var firstRows: [Int] = []
        for x in 0..<width {
            let edge = shoreTop + amplitude * Self.sine(Double(x) / scale * frequency + phase)
            let firstRow = Int(edge.rounded())
            firstRows.append(firstRow)
            for y in max(0, firstRow)..<height {
                // A pale wet edge, then grass behind the beach.
                canvas.set(x, y, Double(y - firstRow) < beachWidth ? sand : grass)
            }
        }
        let grassTop = max(0, Int(shoreTop - amplitude + beachWidth))
        paintTufts(rows: grassTop..<height) { x, y in Double(y - firstRows[x]) >= beachWidth }
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
}
