import Foundation

/// Writes dates for people: in their locale and time zone, or in fixed ones for tests.
package struct DateText: Sendable {
    private let locale: Locale
    private let timeZone: TimeZone

    package init(locale: Locale = .current, timeZone: TimeZone = .current) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// The day, e.g. `14 May 2023` or `May 14, 2023`, as the locale writes it.
    package func day(_ date: Date) -> String {
        format(date, template: "yMMMd")
    }

    /// The day and time with the time zone, e.g. `14 May 2023, 13:12 UTC`.
    package func dayAndTime(_ date: Date) -> String {
        format(date, template: "yMMMdjmmz")
    }

    private func format(_ date: Date, template: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }
}
