import Foundation
import Testing

@testable import LandmarksCore

/// The arithmetic reader of plain ISO 8601 dates agrees with Foundation's parser, and leaves it the rest.
@Suite struct ZonedDateParsingTests {
    /// Dates over four centuries, leap days, month ends and every kind of offset, made from a fixed seed.
    private static let samples: [String] = {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var samples = ["2000-02-29T00:00:00Z", "1900-03-01T23:59:59+14:00", "1970-01-01T00:00:00-12:00", "2024-12-31T12:00:00+0530"]
        for _ in 0..<400 {
            let year = 1800 + next(400)
            let month = 1 + next(12)
            let day = 1 + next(28 + (month == 2 ? 1 : 3))
            let zone = [["Z"], ["+", "-"].map { $0 + two(next(15)) + ":" + two([0, 30, 45][next(3)]) }, ["-0800"]][next(3)][0]
            samples.append("\(year)-\(two(month))-\(two(day))T\(two(next(24))):\(two(next(60))):\(two(next(60)))\(zone)")
        }
        return samples
    }()

    @Test func readsPlainDatesAsFoundationDoes() {
        for text in Self.samples {
            #expect(ZonedDate(plainISO8601: text) == ZonedDate(foundationISO8601: text), "\(text)")
        }
    }

    @Test(arguments: [
        "2023-02-29T10:00:00Z", "2023-04-31T10:00:00Z", "2023-05-19T24:00:00Z", "2023-05-19T06:60:00Z",
        "2023-05-19T06:25:50", "2023-05-19T06:25:50.5Z", "2023-05-19 06:25:50Z", "2023-05-19T06:25:50+07",
        "2023-13-01T00:00:00Z", "0000-01-01T00:00:00Z", "２０２３-05-19T06:25:50Z",
    ])
    func leavesEverythingElseToFoundation(text: String) {
        #expect(ZonedDate(plainISO8601: text) == nil)
        #expect(ZonedDate(iso8601: text) == ZonedDate(foundationISO8601: text))
    }
}

@Suite struct ZonedDateWritingTests {
    /// The arithmetic writer agrees with Foundation's ISO 8601 style on moments over four centuries,
    /// leap days and times before 1970 among them.
    @Test func theClockTextIsFoundationsForAnyMoment() throws {
        // Knuth's MMIX linear congruential generator: the same moments on every run.
        var state: UInt64 = 42
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        let utc = Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!)
        let moments: [Double] =
            [0, -1, 951_782_400, 951_868_799, -2_208_988_800, 4_107_542_399, 253_402_300_799]
            + (0..<2000).map { _ in Double(next() % 25_000_000_000) - 12_500_000_000 + 0.75 }
        for seconds in moments {
            let expected = String(Date(timeIntervalSince1970: seconds).formatted(utc).prefix(19))
            // Before 1583 (Julian in Foundation) the writer declines and Foundation writes.
            #expect(ZonedDate.clockText(secondsSince1970: seconds) ?? expected == expected, "\(seconds)")
            #expect(ZonedDate(date: Date(timeIntervalSince1970: seconds), utcOffsetSeconds: 0).iso8601 == expected + "Z")
        }
        #expect(ZonedDate.clockText(secondsSince1970: 253_402_300_800) == nil, "year 10000")
        #expect(ZonedDate.clockText(secondsSince1970: 0) == "1970-01-01T00:00:00")
    }
}
