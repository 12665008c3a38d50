/// SplitMix64 (Steele, Lea and Flood): the one small seeded generator of the tools and tests, so the same
/// photo always gets the same picture, a fixture or a bench catalog is the same on every run and machine,
/// and a monkey test's seed replays its keys.
///
/// It deliberately does not conform to `RandomNumberGenerator`: the standard library's shuffles and
/// ranges may change their algorithms between releases, and the committed images must not.
public struct SplitMix64: Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The base of the fixtures' generators; the photo generator has its own (`base:`), which must not
    /// change while its pictures are committed.
    public static let fixtures: UInt64 = 0x5EED_F1C7_0E5E_0001

    /// A generator for one purpose of one thing, e.g. the painting of photo 1001-2, or the EXIF of photo
    /// 42 of folder fixture 1.
    public init(_ parts: UInt64..., base: UInt64 = fixtures) {
        var seed = base
        for part in parts {
            // Each part goes through a full mixing step, so nearby ids give unrelated streams.
            var mixer = SplitMix64(seed: seed ^ part)
            seed = mixer.next()
        }
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<1` with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A number in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// A whole number in `range`; the modulo bias is far too small to matter for pictures.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One element of a non-empty array.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }

    /// The elements in a random order (Fisher–Yates).
    public mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var result = elements
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, int(in: 0...index))
        }
        return result
    }
}
