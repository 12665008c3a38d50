import LandmarksCore

/// The landmarks a place file is written of, each made when it is written: a million made at once
/// for `list --format` took 900 MB.
package struct WrittenLandmarks: RandomAccessCollection {
    private let landmarkAt: (Int) -> Landmark
    package let endIndex: Int
    package var startIndex: Int { 0 }

    /// The landmarks `landmarkAt` makes of the indices up to `count`.
    package init(count: Int, landmarkAt: @escaping (Int) -> Landmark) {
        (endIndex, self.landmarkAt) = (count, landmarkAt)
    }

    package init(_ landmarks: [Landmark]) {
        self.init(count: landmarks.count) { landmarks[$0] }
    }

    package subscript(position: Int) -> Landmark { landmarkAt(position) }
}
