import Foundation
import Locking

/// Numbers as people read them: thousands grouped the way their locale groups them.
package struct CountText: Sendable {
    /// The locale's formatter, made once (a key may show several numbers); nil groups with commas.
    private let formatter: LockedFormatter?

    /// - Parameter locale: the user's locale; nil groups thousands with commas.
    package init(locale: Locale?) {
        formatter = locale.map(LockedFormatter.init)
    }

    /// `count` with its thousands grouped, e.g. `100,000` (or `100.000`, `100 000`).
    package func number(_ count: Int) -> String {
        if let formatter { return formatter.string(count) }
        let digits = Array(String(count.magnitude).utf8)
        var grouped: [UInt8] = count < 0 ? [UInt8(ascii: "-")] : []
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { grouped.append(UInt8(ascii: ",")) }
            grouped.append(digit)
        }
        return String(decoding: grouped, as: UTF8.self)
    }
}

/// A number formatter for one locale, which threads take turns to use.
private final class LockedFormatter: Sendable {
    private let formatter: Locked<NumberFormatter>

    init(locale: Locale) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        self.formatter = Locked(formatter)
    }

    func string(_ count: Int) -> String {
        formatter.withLock { $0.string(from: NSNumber(value: count)) } ?? String(count)
    }
}
