/// Summaries of repeated measurements.
extension Array where Element == Double {
    /// The middle value (the mean of the two middle ones for an even count); nil when empty.
    var median: Double? {
        guard !isEmpty else { return nil }
        let sorted = self.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Numbers as the report writes them.
extension Int {
    /// The number with thousands separators, e.g. `100,000`.
    var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}
