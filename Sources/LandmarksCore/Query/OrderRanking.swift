import Foundation

/// Every landmark's place in one order, worked out once, so that ordering any subset afterwards
/// compares small integers (or walks the order once) instead of comparing names again.
struct OrderRanking: Sendable {
    /// Store indices, all of them, in this order.
    private var permutation: [Int]
    /// Each store index's position in `permutation`.
    private var rank: [Int32]
    /// Every landmark's key (`Collation`), kept while landmarks read later may merge in.
    private var keyBytes: [UInt8] = []
    private var keyStarts: [Int] = [0]

    /// The order of `count` landmarks by the keys `appendKey` appends for each store index (a
    /// `Collation`'s); equal keys keep store order.
    ///
    /// - Parameter mergeable: keep the keys, so that landmarks read later can `merge` in.
    init(count: Int, mergeable: Bool = false, appendKey: (Int, inout [UInt8]) -> Void) {
        permutation = []
        rank = []
        keyStarts.reserveCapacity(count + 1)
        appendKeys(of: 0..<count, appendKey)
        permutation = sortedByKey(Array(0..<count))
        if !mergeable { dropKeys() }
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

    /// Whether landmarks read later can `merge` into it.
    var canMerge: Bool { keyStarts.count == permutation.count + 1 }

    /// Merges in the landmarks that joined the store after the others, up to `count`: their keys are
    /// sorted among themselves, then merged with the order so far, rather than everything sorted again.
    mutating func merge(count: Int, appendKey: (Int, inout [UInt8]) -> Void) {
        let first = permutation.count
        appendKeys(of: first..<count, appendKey)
        let added = sortedByKey(Array(first..<count))
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

    /// Adds the keys of the landmarks at `indices` to `keyBytes`.
    private mutating func appendKeys(of indices: Range<Int>, _ appendKey: (Int, inout [UInt8]) -> Void) {
        for index in indices {
            appendKey(index, &keyBytes)
            keyStarts.append(keyBytes.count)
        }
    }

    /// `indices` ordered by their keys' bytes; equal keys keep store order.
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
