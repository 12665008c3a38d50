/// A small seeded pseudo-random generator, so a fixture is the same on every run and every machine.
///
/// A copy of the photo generator's generator (an executable target cannot be imported). It does not
/// conform to `RandomNumberGenerator`, whose standard-library users may change between releases.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A generator for one purpose of one thing, e.g. the EXIF of photo 42 of folder fixture 1.
    init(_ parts: UInt64...) {
        var seed: UInt64 = 0x5EED_F1C7_0E5E_0001
        for part in parts {
            // Each part goes through a full mixing step, so nearby ids give unrelated streams.
            var mixer = SplitMix64(seed: seed ^ part)
            seed = mixer.next()
        }
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<1` with 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A number in `range`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// A whole number in `range`; the modulo bias is far too small to matter for fixtures.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }
}
