import CTurboJPEG

/// A factor TurboJPEG can decode at (1/8, 1/4, 3/8 … 1/1), so that a big photo for a few cells is decoded
/// at a fraction of its pixels.
struct JPEGScale: Equatable, Sendable, CustomStringConvertible {
    let numerator: Int
    let denominator: Int

    static let full = JPEGScale(numerator: 1, denominator: 1)

    /// The factors this TurboJPEG offers, no larger than 1 (scaling up is left to the cells).
    static let reductions: [JPEGScale] = {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return [.full] }
        let reductions = (0..<Int(count)).map { JPEGScale(numerator: Int(factors[$0].num), denominator: Int(factors[$0].denom)) }
            .filter { $0.numerator <= $0.denominator }
        return reductions.isEmpty ? [.full] : reductions
    }()

    /// `dimension` at this scale, rounded up as TurboJPEG does (its TJSCALED macro).
    func scaled(_ dimension: Int) -> Int {
        (dimension * numerator + denominator - 1) / denominator
    }

    var description: String { "\(numerator)/\(denominator)" }

    /// The smallest of `scales` at which a `width` × `height` picture still has at least `need` pixels
    /// each way; full size when none does or nothing is needed in particular.
    static func smallest(
        of scales: [JPEGScale] = reductions, width: Int, height: Int, covering need: (width: Int, height: Int)?
    ) -> JPEGScale {
        guard let need else { return .full }
        return scales.filter { $0.scaled(width) >= need.width && $0.scaled(height) >= need.height }
            .min { $0.numerator * $1.denominator < $1.numerator * $0.denominator } ?? .full
    }
}
