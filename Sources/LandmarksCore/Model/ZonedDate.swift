import Foundation

/// A moment and the UTC offset of the place where it happened, as an ISO 8601 date and time with a
/// zone gives them (`2023-05-19T06:25:50-07:00`): a photo is shown at the clock time it was taken.
package struct ZonedDate: Codable, Hashable, Sendable {
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
        guard let date = try? Date(text, strategy: .iso8601), let offset = Self.utcOffsetSeconds(of: text) else {
            return nil
        }
        self.init(date: date, utcOffsetSeconds: offset)
        guard iso8601.prefix(19) == text.prefix(19) else { return nil }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = ZonedDate(iso8601: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\"\(text)\" is not an ISO 8601 date and time with a time zone (e.g. 2023-05-14T06:12:00-07:00)")
        }
        self = value
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
        let clock = date.addingTimeInterval(TimeInterval(utcOffsetSeconds))
            .formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
        return String(clock.prefix(19)) + (utcOffsetSeconds == 0 ? "Z" : offset(sign: utcOffsetSeconds < 0 ? "-" : "+"))
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
