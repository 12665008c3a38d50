import Foundation

/// Numbers as people read them: thousands grouped the way their locale groups them.
package struct CountText: Sendable {
    private let locale: Locale?

    /// - Parameter locale: the user's locale; nil groups thousands with commas.
    package init(locale: Locale?) {
        self.locale = locale
    }

    /// `count` with its thousands grouped, e.g. `100,000` (or `100.000`, `100 000`).
    package func number(_ count: Int) -> String {
        guard let locale else {
            let digits = String(abs(count))
            let groups = stride(from: digits.count, to: 0, by: -3).map { end in
                String(digits.dropLast(digits.count - end).suffix(3))
            }
            return (count < 0 ? "-" : "") + groups.reversed().joined(separator: ",")
        }
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        return formatter.string(from: NSNumber(value: count)) ?? String(count)
    }
}
