import Foundation

/// A moment and the UTC offset of the place where it happened, as an ISO 8601 date and time with a
/// zone gives them (`2023-05-19T06:25:50-07:00`): a photo is shown at the clock time it was taken.
package struct ZonedDate: Encodable, Hashable, Sendable {
    package let date: Date
    /// Seconds east of UTC, e.g. -25200 for `-07:00`.
    package let utcOffsetSeconds: Int

    package init(date: Date, utcOffsetSeconds: Int) {
        self.date = date
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// Reads `2023-05-19T06:25:50-07:00`, `…Z` or `…+0530`; nil for text without a zone or an
    /// impossible date (the parser would roll `2023-02-30T25:61:00Z` over into March).
    package init?(iso8601 text: String) {
        guard let date = Self(plainISO8601: text) ?? Self(foundationISO8601: text) else { return nil }
        self = date
    }

    /// Reads any ISO 8601 form Foundation's parser knows, refusing dates it would roll over.
    init?(foundationISO8601 text: String) {
        guard let date = try? Date(text, strategy: .iso8601), let offset = Self.utcOffsetSeconds(of: text) else {
            return nil
        }
        self.init(date: date, utcOffsetSeconds: offset)
        guard iso8601.prefix(19) == text.prefix(19) else { return nil }
    }

    /// Reads the common form `2023-05-19T06:25:50` then `Z`, `±hh:mm` or `±hhmm` by arithmetic, a
    /// hundred times faster than Foundation's parser (a million photos' dates); nil for anything
    /// else, which Foundation's parser then reads or refuses.
    init?(plainISO8601 text: String) {
        var text = text
        guard let parsed = text.withUTF8({ ZonedDate(plainISO8601: $0) }) else { return nil }
        self = parsed
    }

    /// Reads the common form from UTF-8 bytes, as `init(plainISO8601:)` does from text.
    init?(plainISO8601 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":")
        else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[start..<start + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
            let minute = number(14, 2), let second = number(17, 2), year >= 1, (1...12).contains(month),
            day >= 1, day <= Self.days(inMonth: month, of: year), hour < 24, minute < 60, second < 60
        else { return nil }
        let offset: Int
        switch (bytes.count, bytes[19]) {
        case (20, UInt8(ascii: "Z")): offset = 0
        case (25, UInt8(ascii: "+")), (25, UInt8(ascii: "-")), (24, UInt8(ascii: "+")), (24, UInt8(ascii: "-")):
            let colon = bytes.count == 25 ? 1 : 0
            guard colon == 0 || bytes[22] == UInt8(ascii: ":"), let hours = number(20, 2),
                let minutes = number(22 + colon, 2), hours < 24, minutes < 60
            else { return nil }
            offset = (bytes[19] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        default: return nil
        }
        let seconds =
            Self.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60
            + second - offset
        self.init(date: Date(timeIntervalSince1970: TimeInterval(seconds)), utcOffsetSeconds: offset)
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let year = month <= 2 ? year - 1 : year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }

    /// The time zone of the place: a fixed offset.
    package var timeZone: TimeZone {
        TimeZone(secondsFromGMT: utcOffsetSeconds) ?? TimeZone(identifier: "UTC")!
    }

    /// ISO 8601 at the place's own offset, e.g. `2023-05-19T06:25:50-07:00`, or `…Z` at UTC.
    package var iso8601: String {
        // The clock time of the place, written as if it were UTC, then the place's offset.
        let zone = utcOffsetSeconds == 0 ? "Z" : offset(sign: utcOffsetSeconds < 0 ? "-" : "+")
        let local = date.timeIntervalSince1970 + TimeInterval(utcOffsetSeconds)
        guard let clock = Self.clockText(secondsSince1970: local) else {
            let clock = date.addingTimeInterval(TimeInterval(utcOffsetSeconds))
                .formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
            return String(clock.prefix(19)) + zone
        }
        return clock + zone
    }

    /// `2023-05-19T06:25:50` for a moment in years 1583 to 9999, by arithmetic (the days-to-civil
    /// algorithm of Howard Hinnant): a million photos are listed without a formatter each.
    static func clockText(secondsSince1970 seconds: Double) -> String? {
        guard seconds.isFinite, abs(seconds) < 300_000_000_000 else { return nil }
        let whole = Int(seconds.rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let second = whole - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        // Before 1583 Foundation writes Julian dates; those, and years past 9999, are left to it.
        guard (1583...9999).contains(year) else { return nil }
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2) + "T" + digits(second / 3600, 2) + ":"
            + digits(second / 60 % 60, 2) + ":" + digits(second % 60, 2)
    }

    /// The offset as people read it: `UTC−07:00` (with a minus sign), `UTC+05:30`, or `UTC`.
    package var offsetText: String {
        utcOffsetSeconds == 0 ? "UTC" : "UTC" + offset(sign: utcOffsetSeconds < 0 ? "\u{2212}" : "+")
    }

    /// `±hh:mm` with the given sign character.
    private func offset(sign: String) -> String {
        let minutes = abs(utcOffsetSeconds) / 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return sign + twoDigits(minutes / 60) + ":" + twoDigits(minutes % 60)
    }

    /// The UTC offset at the end of an ISO 8601 date and time, in seconds: `Z`, `+05:30` or `+0530`.
    static func utcOffsetSeconds(of text: String) -> Int? {
        if text.hasSuffix("Z") || text.hasSuffix("z") { return 0 }
        guard let time = text.firstIndex(of: "T"),
            let sign = text[time...].lastIndex(where: { $0 == "+" || $0 == "-" })
        else { return nil }
        let digits = text[text.index(after: sign)...].filter { $0 != ":" }
        guard digits.count == 4, digits.allSatisfy(\.isASCII), let hours = Int(digits.prefix(2)),
            let minutes = Int(digits.suffix(2))
        else { return nil }
        return (text[sign] == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}
