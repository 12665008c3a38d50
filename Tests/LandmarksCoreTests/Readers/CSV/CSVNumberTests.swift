import Foundation
import Testing

@testable import LandmarksCore

/// Numbers read from a row's bytes without making strings: the same doubles Swift's own reading gives.
@Suite struct CSVNumberTests {
    /// Random plain decimals of up to 15 digits, either sign, blanks around, read as Swift reads them.
    @Test func plainDecimalsAreSwiftsDoubles() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let whole = String(Int.random(in: 0...99_999, using: &generator))
            let fraction = String(Int.random(in: 0...9_999_999_999, using: &generator))
            let text = (Bool.random(using: &generator) ? "-" : "") + whole + "." + String(fraction.prefix(15 - whole.count))
            let padded = " \(text)\t"
            #expect(CSVPosition.plainDecimal(Array(padded.utf8), decimalComma: false) == Double(text), "\(text)")
            #expect(CSVPosition.degrees(Array(padded.utf8), decimalComma: false) == Double(text), "\(text)")
        }
    }

    @Test(arguments: [
        ("48.8566", false, 48.8566), ("-0.5", false, -0.5), ("+2.", false, 2), (".25", false, 0.25), ("7", false, 7),
        ("48,85", true, 48.85), ("  12.5  ", false, 12.5),
    ])
    func plainDecimals(text: String, decimalComma: Bool, value: Double) {
        #expect(CSVPosition.plainDecimal(Array(text.utf8), decimalComma: decimalComma) == value)
    }

    /// What is not a plain decimal goes to Swift's reading, which takes a decimal with an exponent or
    /// more digits…
    @Test(arguments: ["1e5", "1234567890123456", "-2.5E-3", " 1e1 "])
    func decimalsSwiftReads(text: String) {
        #expect(CSVPosition.plainDecimal(Array(text.utf8), decimalComma: false) == nil)
        #expect(CSVPosition.degrees(Array(text.utf8), decimalComma: false) == Double(text.trimmingCharacters(in: .whitespaces)))
    }

    /// …and no other number Swift's `Double` would take: hexadecimal, infinities, NaN.
    @Test(arguments: ["4 5", "--1", "1.2.3", "48,85", "", " ", "-", "0x1F", "0x1p3", "nan", "inf", "1.5x", "١٢"])
    func notNumbers(text: String) {
        #expect(CSVPosition.plainDecimal(Array(text.utf8), decimalComma: false) == nil)
        #expect(CSVPosition.degrees(Array(text.utf8), decimalComma: false) == nil)
    }

    @Test func positionsAreDecimalsToo() {
        #expect(CSVPosition.position(Array("POINT(2.5 48.5)".utf8)) == Coordinates(latitude: 48.5, longitude: 2.5))
        #expect(CSVPosition.position(Array("POINT(0x10 0x20)".utf8)) == nil)
        #expect(CSVPosition.position(Array("0x10, 5".utf8)) == nil)
    }

    @Test func integers() {
        #expect(CSVPosition.integer(Array("2148271".utf8)) == 2_148_271)
        #expect(CSVPosition.integer(Array("-9999".utf8)) == -9999)
        #expect(CSVPosition.integer(Array("+5".utf8)) == Int("+5"))
        #expect(CSVPosition.integer(Array("007".utf8)) == Int("007"))
        for text in ["", "-", "+", "12a", "1.5", "--1", "+-1", " 1", "1234567890123456789"] {
            #expect(CSVPosition.integer(Array(text.utf8)) == nil, "\(text)")
        }
    }

    @Test func groupedThousands() {
        #expect(String(decoding: GeoNamesReader.grouped(2_148_271), as: UTF8.self) == "2,148,271")
        #expect(String(decoding: GeoNamesReader.grouped(999), as: UTF8.self) == "999")
        #expect(String(decoding: GeoNamesReader.grouped(1000), as: UTF8.self) == "1,000")
        #expect(String(decoding: GeoNamesReader.grouped(0), as: UTF8.self) == "0")
    }
}
