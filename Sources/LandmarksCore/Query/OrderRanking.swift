import Foundation

/// Every landmark's place in one order, worked out once, so that ordering any subset afterwards
/// compares small integers (or walks the order once) instead of comparing names again.
struct OrderRanking: Sendable {
    /// Store indices, all of them, in this order.
    private let permutation: [Int]
    /// Each store index's position in `permutation`.
    private let rank: [Int32]

    /// - Parameter keys: each landmark's sort fields, most significant first, already folded when
    ///   `locale` is nil; equal keys keep store order. Without a locale each is asked for once, so a
    ///   lazy collection makes them one at a time.
    init(keys: some RandomAccessCollection<[String]>, locale: Locale?) {
        if let locale {
            let keys = Array(keys)
            permutation = keys.indices.sorted { a, b in
                for (left, right) in zip(keys[a], keys[b]) {
                    let result = left.compare(right, options: [.caseInsensitive], range: nil, locale: locale)
                    if result != .orderedSame { return result == .orderedAscending }
                }
                return a < b
            }
        } else {
            permutation = Self.byteOrder(keys)
        }
        var rank = [Int32](repeating: 0, count: permutation.count)
        for (position, index) in permutation.enumerated() { rank[index] = Int32(position) }
        self.rank = rank
    }

    /// `indices` in this order.
    func sorted(_ indices: [Int]) -> [Int] {
        // A large subset is quicker picked out of the whole order than sorted.
        guard indices.count * 8 < permutation.count else {
            var wanted = [Bool](repeating: false, count: permutation.count)
            for index in indices { wanted[index] = true }
            return permutation.filter { wanted[$0] }
        }
        return indices.sorted { rank[$0] < rank[$1] }
    }

    /// Store indices ordered by their keys' UTF-8 bytes, which is Unicode scalar order, as Swift
    /// compares strings; the fields are joined with a zero byte, which sorts a prefix first.
    private static func byteOrder(_ keys: some RandomAccessCollection<[String]>) -> [Int] {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(keys.count + 1)
        for fields in keys {
            starts.append(bytes.count)
            for (position, field) in fields.enumerated() {
                if position > 0 { bytes.append(0) }
                bytes.append(contentsOf: field.utf8)
            }
        }
        starts.append(bytes.count)
        return bytes.withUnsafeBufferPointer { buffer in
            let indices = 0..<starts.count - 1
            guard let base = buffer.baseAddress else { return Array(indices) }
            func precedes(_ a: Int, _ b: Int) -> Bool {
                let lengthA = starts[a + 1] - starts[a]
                let lengthB = starts[b + 1] - starts[b]
                let common = memcmp(base + starts[a], base + starts[b], min(lengthA, lengthB))
                if common != 0 { return common < 0 }
                return lengthA != lengthB ? lengthA < lengthB : a < b
            }
            return indices.sorted(by: precedes)
        }
    }
}
