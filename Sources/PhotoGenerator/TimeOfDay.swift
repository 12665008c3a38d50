/// When a photo was taken, which sets the sky, the light on the land and the clock time in `takenAt`.
enum TimeOfDay: CaseIterable {
    case dawn, noon, sunset, night

    /// The colour at the top of the sky.
    var skyTop: RGBColor {
        switch self {
        case .dawn: RGBColor(78, 92, 165)
        case .noon: RGBColor(58, 128, 218)
        case .sunset: RGBColor(64, 48, 118)
        case .night: RGBColor(8, 12, 34)
        }
    }

    /// The colour of the sky just above the horizon.
    var skyHorizon: RGBColor {
        switch self {
        case .dawn: RGBColor(248, 188, 164)
        case .noon: RGBColor(184, 216, 244)
        case .sunset: RGBColor(250, 138, 68)
        case .night: RGBColor(32, 46, 92)
        }
    }

    /// The sun's colour, or the moon's at night.
    var lamp: RGBColor {
        switch self {
        case .dawn: RGBColor(255, 238, 196)
        case .noon: RGBColor(255, 252, 236)
        case .sunset: RGBColor(255, 196, 88)
        case .night: RGBColor(236, 236, 214)
        }
    }

    /// Per-channel factors applied to the land's daylight colours.
    var light: RGBColor {
        switch self {
        case .dawn: RGBColor(0.86, 0.76, 0.84)
        case .noon: RGBColor(1, 1, 1)
        case .sunset: RGBColor(0.92, 0.62, 0.5)
        case .night: RGBColor(0.27, 0.32, 0.5)
        }
    }

    /// The local clock time, as minutes after midnight, within which a photo of this light was taken.
    var minutesAfterMidnight: ClosedRange<Int> {
        switch self {
        case .dawn: (5 * 60 + 40)...(6 * 60 + 35)
        case .noon: (11 * 60 + 30)...(13 * 60 + 15)
        case .sunset: (19 * 60 + 5)...(20 * 60 + 10)
        case .night: (22 * 60 + 30)...(23 * 60 + 55)
        }
    }

    /// Title patterns; `%@` stands for the landmark's name.
    var titlePatterns: [String] {
        switch self {
        case .dawn: ["%@ at first light", "Dawn over %@", "Morning mist — %@", "Early light on %@"]
        case .noon: ["Midday at %@", "%@ under a clear sky", "Bright noon, %@", "A summer day at %@"]
        case .sunset: ["Sunset over %@", "%@ at golden hour", "Last light — %@", "Evening glow, %@"]
        case .night: ["Stars above %@", "%@ by moonlight", "Night sky — %@", "After dark at %@"]
        }
    }
}
