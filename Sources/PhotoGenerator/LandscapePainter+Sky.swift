/// The sky: its gradient by time of day, sun, moon and stars.
extension LandscapePainter {

    /// The sky's colour in row `y`: a gradient that reaches the horizon colour at the horizon.
    func skyColor(atRow y: Int) -> RGBColor {
        let share = max(0, min(1, Double(y) / Double(max(1, horizon))))
        // Weighting by share² keeps the deep colour high up and the glow low, as a real sky does.
        return skyTop.mixed(with: skyHorizon, share * share)
    }

    mutating func paintSky() {
        for y in 0..<height {
            canvas.fillSpan(y: y, from: 0, to: width - 1, skyColor(atRow: y))
        }
    }

    /// The sun (or the moon's halo at night) with a glow in rings, not a smooth fade, to stay compressible.
    mutating func paintLamp() {
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

    /// Stars: a bigger picture shows more faint ones, but no more bright ones, as a sharper camera would.
    mutating func paintStars() {
        let count = Int(Double(width * horizon) / (150 * scale))
        let brightest = 0.93 + 0.07 * (1 - 1 / scale)
        for _ in 0..<count {
            let x = random.int(in: 0...(width - 1))
            let y = random.int(in: 0...max(0, horizon - 4))
            let brightness = random.double(in: 0.35...1)
            let star = canvas.color(x, y).mixed(with: RGBColor(250, 248, 232), brightness)
            canvas.set(x, y, star)
            if brightness > brightest {
                // The brightest few get a small cross, as they do in long exposures.
                let core = canvas.color(x, y)
                let arm = max(1, Int(scale.rounded()))
                for reach in 1...arm {
                    let glint = core.mixed(with: skyColor(atRow: y), Double(reach) / Double(arm + 1))
                    for (dx, dy) in [(-reach, 0), (reach, 0), (0, -reach), (0, reach)] {
                        canvas.set(x + dx, y + dy, glint)
                    }
                }
            }
        }
    }

    mutating func paintMoon() {
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
    mutating func paintClouds() {
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
}
