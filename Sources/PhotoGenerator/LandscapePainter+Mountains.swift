/// Mountain ranges: peaks with a lit and a shaded face, jagged ridges, snow caps, and gullies on big peaks.
extension LandscapePainter {
    /// Peaks at least this many pixels tall show gullies: darker rock, and snow reaching further down.
    static let gulliedPeakHeight = 90.0

    /// One peak of a range: two straight faces meeting at the apex.
    struct Peak {
        var x: Double
        var apexY: Double
        var leftSlope: Double
        var rightSlope: Double
        var snowLine: Double
        /// How far the line between the two faces leans, per row below the apex.
        var crease: Double
    }

    /// The colours of a range at its distance.
    struct RangePalette {
        var snowLit: RGBColor
        var snowShade: RGBColor
        var rockLit: RGBColor
        var rockShade: RGBColor

        func color(isSnow: Bool, isLit: Bool) -> RGBColor {
            isSnow ? (isLit ? snowLit : snowShade) : (isLit ? rockLit : rockShade)
        }
    }

    /// A mountain range: straight-sided peaks with a lit and a shaded face, jagged ridges, and snow caps.
    mutating func paintRange(baseY: Double, tallest: Double, peakCount: Int, haze: Double, snow: Bool) {
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
        let palette = RangePalette(
            snowLit: lit(RGBColor(246, 248, 255), haze: haze), snowShade: lit(RGBColor(172, 186, 218), haze: haze),
            rockLit: lit(terrain.rockLit, haze: haze), rockShade: lit(terrain.rockShadow, haze: haze))
        // Which peak shows in each column, and from which row down.
        var owners = [Int](repeating: 0, count: width)
        var ridges = [Double](repeating: 0, count: width)
        for x in 0..<width {
            let column = Double(x)
            var ridge = Double.infinity
            for (index, candidate) in peaks.enumerated() {
                let y =
                    candidate.apexY
                    + (column < candidate.x
                        ? (candidate.x - column) * candidate.leftSlope : (column - candidate.x) * candidate.rightSlope)
                if y < ridge {
                    ridge = y
                    owners[x] = index
                }
            }
            ridge += ridgeJag[x]
            ridges[x] = ridge
            let peak = peaks[owners[x]]
            for y in rows(from: ridge, to: baseY) {
                let isSnow = snow && Double(y) < peak.snowLine + snowJag[x]
                canvas.set(x, y, palette.color(isSnow: isSnow, isLit: isLit(x, y, on: peak)))
            }
        }
        for (index, peak) in peaks.enumerated() where baseY - peak.apexY >= Self.gulliedPeakHeight {
            // Only where this peak shows: a gully must not run across the face of the peak in front.
            paintGullies(on: peak, baseY: baseY, palette: palette, snow: snow) { x, y in
                owners[x] == index && Double(y) >= ridges[x]
            } snowLine: { x in
                peak.snowLine + snowJag[x]
            }
        }
    }

    /// Whether the pixel `(x, y)` of `peak` is on the face turned to the sun or moon.
    func isLit(_ x: Int, _ y: Int, on peak: Peak) -> Bool {
        let creaseX = peak.x + (Double(y) - peak.apexY) * peak.crease
        return (Double(x) < creaseX) == (lampX < peak.x)
    }

    /// Gullies wandering down a peak's faces from near its apex: shaded snow, snow reaching further
    /// down than on the ribs beside them, then darker rock.
    private mutating func paintGullies(
        on peak: Peak, baseY: Double, palette: RangePalette, snow: Bool, shows: (Int, Int) -> Bool,
        snowLine: (Int) -> Double
    ) {
        let peakHeight = baseY - peak.apexY
        let extraSnow = peakHeight * texture.double(in: 0.08...0.2)
        for _ in 0..<texture.int(in: 5...9) {
            // Where the gully ends up across the faces: -1 is the left foot, 1 the right foot.
            let across = texture.double(in: -0.9...0.9)
            let lean = across < 0 ? across / peak.leftSlope : across / peak.rightSlope
            let top = peak.apexY + peakHeight * texture.double(in: 0.06...0.3)
            var center = peak.x + lean * (top - peak.apexY)
            for y in rows(from: top, to: baseY) {
                center += lean + texture.double(in: -0.6...0.6)
                let half = 0.4 * scale + (Double(y) - peak.apexY) * 0.012
                let left = max(0, Int((center - half).rounded()))
                let right = min(width - 1, Int((center + half).rounded()))
                guard left <= right else { continue }
                for x in left...right where shows(x, y) {
                    let isSnow = snow && Double(y) < snowLine(x) + extraSnow
                    let color = palette.color(isSnow: isSnow, isLit: isLit(x, y, on: peak))
                    canvas.set(x, y, color.scaled(isSnow ? 0.94 : 0.8))
                }
            }
        }
    }
}
