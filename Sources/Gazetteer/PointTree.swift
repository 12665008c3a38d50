import Foundation

/// A k-d tree over points on the unit sphere, kept as three arrays in the tree's order (the middle of
/// every range is the node that splits it), for the nearest point to any place in a few microseconds.
struct PointTree: Sendable {
    /// The points' coordinates in tree order: the x, y and z of unit vectors.
    private let axes: [[Float]]
    /// The original index of the point at each position in tree order.
    private let order: [Int32]

    /// A tree over `count` places, each given in degrees by `place`; indices it answers are those of `place`.
    init(count: Int, place: (Int) -> (latitude: Double, longitude: Double)) {
        let vectors = (0..<count).map { Self.unitVector(place($0)) }
        var order = (0..<Int32(vectors.count)).map { $0 }
        var ranges = [(low: 0, high: vectors.count, axis: 0)]
        while let (low, high, axis) = ranges.popLast() {
            guard high - low > 1 else { continue }
            let middle = (low + high) / 2
            Self.select(middle, in: &order, low: low, high: high) { vectors[Int($0)][axis] }
            ranges.append((low, middle, (axis + 1) % 3))
            ranges.append((middle + 1, high, (axis + 1) % 3))
        }
        axes = (0..<3).map { axis in order.map { vectors[Int($0)][axis] } }
        self.order = order
    }

    /// The index of the point nearest the place (the straight line through the sphere orders points
    /// as the great circle does); nil when there are none.
    func nearest(latitude: Double, longitude: Double) -> Int? {
        guard !order.isEmpty else { return nil }
        let target = Self.unitVector((latitude, longitude))
        var best = (position: 0, distance: Float.infinity)
        search(low: 0, high: order.count, axis: 0, target: target, best: &best)
        return Int(order[best.position])
    }

    private func search(low: Int, high: Int, axis: Int, target: SIMD3<Float>, best: inout (position: Int, distance: Float)) {
        guard low < high else { return }
        let middle = (low + high) / 2
        let dx = axes[0][middle] - target[0]
        let dy = axes[1][middle] - target[1]
        let dz = axes[2][middle] - target[2]
        let distance = dx * dx + dy * dy + dz * dz
        if distance < best.distance { best = (middle, distance) }
        let beyond = target[axis] - axes[axis][middle]
        let next = (axis + 1) % 3
        let (near, far) = beyond < 0 ? ((low, middle), (middle + 1, high)) : ((middle + 1, high), (low, middle))
        search(low: near.0, high: near.1, axis: next, target: target, best: &best)
        if beyond * beyond < best.distance {
            search(low: far.0, high: far.1, axis: next, target: target, best: &best)
        }
    }

    private static func unitVector(_ place: (latitude: Double, longitude: Double)) -> SIMD3<Float> {
        let (phi, lambda) = (place.latitude * .pi / 180, place.longitude * .pi / 180)
        return SIMD3(Float(cos(phi) * cos(lambda)), Float(cos(phi) * sin(lambda)), Float(sin(phi)))
    }

    /// Reorders `order[low..<high]` so that the element at `k` is the one a sort by `key` puts there,
    /// none before it greater and none after it smaller (Hoare's selection).
    private static func select(_ k: Int, in order: inout [Int32], low: Int, high: Int, key: (Int32) -> Float) {
        var (low, high) = (low, high - 1)
        while low < high {
            let pivot = key(order[(low + high) / 2])
            var (i, j) = (low, high)
            while i <= j {
                while key(order[i]) < pivot { i += 1 }
                while key(order[j]) > pivot { j -= 1 }
                if i <= j {
                    order.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j { high = j } else if k >= i { low = i } else { return }
        }
    }
}
