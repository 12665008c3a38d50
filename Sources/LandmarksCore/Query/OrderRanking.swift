import Foundation

/// Every landmark's place in one order, worked out once, so that ordering any subset afterwards
/// compares small integers (or walks the order once) instead of comparing names again.
struct OrderRanking: Sendable {
    /// Store indices, all of them, in this order.
    private var permutation: [Int]
    /// Each store index's position in `permutation`.
    private var rank: [Int32]
    /// Without a locale: every landmark's fields as bytes, joined with a zero byte, which sort as
    /// Swift compares strings (a prefix first), kept so that landmarks read later merge in.
    private var keyBytes: [UInt8] = []
    private var keyStarts: [Int] = [0]

    /// - Parameters:
    ///   - keys: each landmark's sort fields, most significant first, already folded when `locale` is
    ///     nil; equal keys keep store order. Without a locale each is asked for once, so a lazy
    ///     collection makes them one at a time.
    ///   - mergeable: keep the keys, so that landmarks read later can `merge` in.
    init(keys: some RandomAccessCollection<[String]>, locale: Locale?, mergeable: Bool = false) {
        if let locale {
            let keys = Array(keys)
            permutation = keys.indices.sorted { a, b in
                for (left, right) in zip(keys[a], keys[b]) {
                    let result = left.compare(right, options: [.caseInsensitive], range: nil, locale: locale)
                    if result != .orderedSame { return result == .orderedAscending }
                }
                return a < b
            }
            rank = []
        } else {
            permutation = []
            rank = []
            appendBytes(of: keys)
            permutation = sortedByKey(Array(0..<keyStarts.count - 1))
            if !mergeable { dropKeys() }
        }
        rank = Self.rank(of: permutation)
    }

    /// The order of `count` landmarks by the key bytes `appendKey` appends for each store index, as
    /// `init(keys:locale: nil)` orders their texts, without a `String` for each.
    init(count: Int, appendKey: (Int, inout [UInt8]) -> Void) {
        keyStarts.reserveCapacity(count + 1)
        for index in 0..<count {
            appendKey(index, &keyBytes)
            keyStarts.append(keyBytes.count)
        }
        permutation = []
        rank = []
        permutation = sortedByKey(Array(0..<count))
        dropKeys()
        rank = Self.rank(of: permutation)
    }

    /// The order of `within` with the landmarks grouped, stably: each landmark's group is a number,
    /// and `groupRanks` gives each group's place (equal places share one group). Ordering by a field
    /// with few values (a state, a category) then by name so takes one walk of the name order instead
    /// of another sort of a million keys.
    init(groups: [Int32], groupRanks: [Int32], within: OrderRanking) {
        var starts = [Int](repeating: 0, count: (groupRanks.max().map { Int($0) } ?? -1) + 2)
        for group in groups { starts[Int(groupRanks[Int(group)]) + 1] += 1 }
        for place in starts.indices.dropFirst() { starts[place] += starts[place - 1] }
        var permutation = [Int](repeating: 0, count: groups.count)
        for index in within.permutation {
            let place = Int(groupRanks[Int(groups[index])])
            permutation[starts[place]] = index
            starts[place] += 1
        }
        self.permutation = permutation
        rank = Self.rank(of: permutation)
    }

    /// Forgets the keys once no landmark will join: they take as much memory as the order itself.
    mutating func dropKeys() {
        keyBytes = []
        keyStarts = []
    }

    /// Whether landmarks read later can `merge` into it (a locale's collation is ranked again instead).
    var canMerge: Bool { keyStarts.count == permutation.count + 1 }

    /// Merges in the landmarks that joined the store after the others: their keys are sorted among
    /// themselves, then merged with the order so far, rather than everything sorted again.
    mutating func merge(keys: some Collection<[String]>) {
        let first = permutation.count
        appendBytes(of: keys)
        let added = sortedByKey(Array(first..<keyStarts.count - 1))
        var merged: [Int] = []
        merged.reserveCapacity(permutation.count + added.count)
        var (old, new) = (0, 0)
        while old < permutation.count || new < added.count {
            if new == added.count || (old < permutation.count && !precedes(added[new], permutation[old])) {
                merged.append(permutation[old])
                old += 1
            } else {
                merged.append(added[new])
                new += 1
            }
        }
        permutation = merged
        rank = Self.rank(of: permutation)
    }

    private static func rank(of permutation: [Int]) -> [Int32] {
        var rank = [Int32](repeating: 0, count: permutation.count)
        for (position, index) in permutation.enumerated() { rank[index] = Int32(position) }
        return rank
    }

    /// `indices` (distinct store indices) in this order.
    func sorted(_ indices: [Int]) -> [Int] {
        // Every landmark: the order itself, shared rather than copied.
        if indices.count == permutation.count { return permutation }
        // A large subset is quicker picked out of the whole order than sorted.
        guard indices.count * 8 < permutation.count else {
            var wanted = [Bool](repeating: false, count: permutation.count)
            for index in indices { wanted[index] = true }
            return permutation.filter { wanted[$0] }
        }
        return indices.sorted { rank[$0] < rank[$1] }
    }

    /// Adds each landmark's fields to `keyBytes`, joined with a zero byte.
    private mutating func appendBytes(of keys: some Collection<[String]>) {
        for fields in keys {
            for (position, field) in fields.enumerated() {
                if position > 0 { keyBytes.append(0) }
                keyBytes.append(contentsOf: field.utf8)
            }
            keyStarts.append(keyBytes.count)
        }
    }

    /// `indices` ordered by their keys' UTF-8 bytes, which is Unicode scalar order, as Swift compares
    /// strings; equal keys keep store order.
    private func sortedByKey(_ indices: [Int]) -> [Int] {
        indices.sorted(by: precedes)
    }

    /// Whether the landmark at `a` comes before the one at `b`.
    private func precedes(_ a: Int, _ b: Int) -> Bool {
        keyBytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return a < b }
            let lengthA = keyStarts[a + 1] - keyStarts[a]
            let lengthB = keyStarts[b + 1] - keyStarts[b]
            let common = memcmp(base + keyStarts[a], base + keyStarts[b], min(lengthA, lengthB))
            if common != 0 { return common < 0 }
            return lengthA != lengthB ? lengthA < lengthB : a < b
        }
    }
}
