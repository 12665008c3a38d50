/// Gives each foreground/background combination on screen a terminal colour pair, and knows how many
/// cells show each pair, so that a pair is only redefined when no cell shows it any more.
///
/// ncurses' own `alloc_pair` recycles the oldest pair when the table is full, which recolours cells
/// still on screen; a cache of its answers then goes stale. Here a pair in use is never redefined:
/// when every pair is in use, a new combination borrows the closest pair there is instead.
struct ColorPairTable {
    /// A foreground and background colour number; -1 is the terminal's default.
    struct Colors: Hashable {
        let foreground: Int32
        let background: Int32
    }

    /// How many pairs there are to give, numbered from 1 (pair 0 is the terminal's default colours).
    let capacity: Int
    private var pairOf: [Colors: Int32] = [:]
    /// The colours of each pair, by pair number.
    private var colorsOf: [Colors?]
    /// How many cells show each pair, by pair number.
    private var users: [Int]
    /// Pairs whose cells all went, each listed once; some may be in use again, which `takeUnusedPair` skips.
    private var released: [Int32] = []
    private var isListedAsReleased: [Bool]
    private var nextNew: Int32 = 1
    /// The last answer, since neighbouring cells mostly share their colours.
    private var lastAnswer: (colors: Colors, pair: Int32)?

    init(capacity: Int) {
        self.capacity = max(capacity, 0)
        colorsOf = Array(repeating: nil, count: self.capacity + 1)
        users = Array(repeating: 0, count: self.capacity + 1)
        isListedAsReleased = Array(repeating: false, count: self.capacity + 1)
    }

    /// The pair for a cell that showed pair `old` and now shows `colors`: the old pair is released
    /// first, so that a pair only this cell showed can take the new colours.
    mutating func pair(for colors: Colors, replacing old: Int32, define: (Int32, Colors) -> Void) -> Int32 {
        release(old)
        let pair = pair(for: colors, define: define)
        retain(pair)
        return pair
    }

    /// The pair that shows `colors`, defining (through `define`) a new or unused pair when needed.
    mutating func pair(for colors: Colors, define: (Int32, Colors) -> Void) -> Int32 {
        if colors.foreground == -1 && colors.background == -1 { return 0 }
        if let lastAnswer, lastAnswer.colors == colors { return lastAnswer.pair }
        if let pair = pairOf[colors] {
            lastAnswer = (colors, pair)
            return pair
        }
        guard let pair = takeUnusedPair() else { return closestPair(to: colors) }
        if let old = colorsOf[Int(pair)] { pairOf[old] = nil }
        colorsOf[Int(pair)] = colors
        pairOf[colors] = pair
        define(pair, colors)
        lastAnswer = (colors, pair)
        return pair
    }

    /// Counts one more cell showing `pair`.
    private mutating func retain(_ pair: Int32) {
        guard pair > 0 else { return }
        users[Int(pair)] += 1
    }

    /// Counts one cell fewer showing `pair`.
    private mutating func release(_ pair: Int32) {
        guard pair > 0, users[Int(pair)] > 0 else { return }
        users[Int(pair)] -= 1
        if users[Int(pair)] == 0 { listAsReleased(pair) }
    }

    /// Forgets every cell (the whole screen is about to be drawn again); definitions stay.
    mutating func releaseAll() {
        for pair in 1..<max(capacity + 1, 1) where users[pair] > 0 {
            users[pair] = 0
            listAsReleased(Int32(pair))
        }
    }

    /// How many pairs wait in the list of released ones (never more than the capacity).
    var releasedCount: Int { released.count }

    /// How many cells show `pair`.
    func userCount(of pair: Int32) -> Int { pair > 0 ? users[Int(pair)] : 0 }

    /// The colours `pair` shows now; nil for pair 0 (the default colours) and unused numbers.
    func colors(of pair: Int32) -> Colors? { pair > 0 && Int(pair) <= capacity ? colorsOf[Int(pair)] : nil }

    private mutating func takeUnusedPair() -> Int32? {
        if Int(nextNew) <= capacity {
            defer { nextNew += 1 }
            return nextNew
        }
        while let pair = released.popLast() {
            isListedAsReleased[Int(pair)] = false
            if users[Int(pair)] == 0 { return pair }
        }
        return nil
    }

    private mutating func listAsReleased(_ pair: Int32) {
        guard !isListedAsReleased[Int(pair)] else { return }
        isListedAsReleased[Int(pair)] = true
        released.append(pair)
    }

    /// The defined pair with the same background, else the same foreground, else the default pair.
    private func closestPair(to colors: Colors) -> Int32 {
        var sameForeground: Int32?
        for pair in 1..<max(Int(nextNew), 1) {
            guard let defined = colorsOf[pair] else { continue }
            if defined.background == colors.background { return Int32(pair) }
            if sameForeground == nil, defined.foreground == colors.foreground { sameForeground = Int32(pair) }
        }
        return sameForeground ?? 0
    }
}
