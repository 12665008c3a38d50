import Foundation

/// Every landmark's place in one order, worked out once, so that ordering any subset afterwards
/// compares small integers (or walks the order once) instead of comparing names again.
struct OrderRanking: Sendable {
    /// Store indices, all of them, in this order.
    private var permutation: [Int]
    /// Each store index's position in `permutation`.
    private var rank: [Int32]

    /// The order of `count` landmarks by the keys `appendKey` appends for each store index (a
    /// `Collation`'s), compared byte by byte (a key that begins another first); equal keys keep
    /// store order.
    init(count: Int, appendKey: (Int, inout [UInt8]) -> Void) {
        var keys: [UInt8] = []
        var starts = [0]
        starts.reserveCapacity(count + 1)
        for index in 0..<count {
            appendKey(index, &keys)
            starts.append(keys.count)
        }
        permutation = keys.withUnsafeBufferPointer { keys in
            Array(0..<count).sorted { a, b in
                guard let base = keys.baseAddress else { return a < b }
                let lengthA = starts[a + 1] - starts[a]
                let lengthB = starts[b + 1] - starts[b]
                let common = memcmp(base + starts[a], base + starts[b], min(lengthA, lengthB))
                if common != 0 { return common < 0 }
                return lengthA != lengthB ? lengthA < lengthB : a < b
            }
        }
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
}
