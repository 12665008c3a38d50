import Foundation
import Locking

/// Writes when something happened for people: in their locale, at the clock time of the place.
package struct DateText: Sendable {
    private let locale: Locale

    /// - Parameter locale: how days and times are written; the user's own by default, a fixed one in tests.
    package init(locale: Locale = .current) {
        self.locale = locale
    }

    /// The day at the place, e.g. `19 May 2023` or `May 19, 2023`, as the locale writes it.
    package func day(_ moment: ZonedDate) -> String {
        format(moment, template: "yMMMd")
    }

    /// The day at the place with its weekday, e.g. `Tue, 14 May 2024`, as the locale writes it.
    package func weekdayAndDay(_ moment: ZonedDate) -> String {
        format(moment, template: "yMMMdEEE")
    }

    /// The clock time at the place, e.g. `18:03` or `6:03 PM`, as the locale writes it.
    package func time(_ moment: ZonedDate) -> String {
        format(moment, template: "jmm")
    }

    /// The day and clock time at the place, with its offset: `19 May 2023, 6:25 AM (UTC−07:00)`.
    package func dayAndTime(_ moment: ZonedDate) -> String {
        format(moment, template: "yMMMdjmm") + " (\(moment.offsetText))"
    }

    /// The day and clock time of a camera that kept no offset: `19 May 2023, 6:25 AM (local time)`.
    package func dayAndLocalTime(_ moment: ZonedDate) -> String {
        format(moment, template: "yMMMdjmm") + " (local time)"
    }

    private func format(_ moment: ZonedDate, template: String) -> String {
        formatters.string(from: moment, template: template, locale: locale)
    }

    /// Formatters made once per template and UTC offset: making one costs far more than using it, and a
    /// landmark may have thousands of photos.
    private let formatters = FormatterCache()
}

/// DateFormatters by template and offset, shared under a lock.
private final class FormatterCache: Sendable {
    /// Each formatter is only used while the lock is held.
    private let formatters = Locked<[String: DateFormatter]>([:])

    func string(from moment: ZonedDate, template: String, locale: Locale) -> String {
        formatters.withLock { formatters in
            let key = "\(template) \(moment.utcOffsetSeconds)"
            let formatter =
                formatters[key]
                ?? {
                    let formatter = DateFormatter()
                    formatter.locale = locale
                    formatter.timeZone = moment.timeZone
                    formatter.setLocalizedDateFormatFromTemplate(template)
                    formatters[key] = formatter
                    return formatter
                }()
            return formatter.string(from: moment.date)
        }
    }
}
