import Foundation
import Testing

@testable import LandmarksCore

/// Collation keys put texts in the locale's order, ignoring case.
@Suite struct CollationKeyTests {
    private static let names = ["Zebra", "Ørn", "Oak", "apple", "Apple", "éclair", "Eclair", "Aarhus", "Äpfel", "東京", ""]

    private static func sorted(_ locale: String?) -> [String] {
        let collation = Collation(locale: locale.map(Locale.init(identifier:)))
        let keys = names.map(collation.key(of:))
        return names.indices.sorted { keys[$0] == keys[$1] ? $0 < $1 : keys[$0].lexicographicallyPrecedes(keys[$1]) }
            .map { names[$0] }
    }

    @Test func eachLocaleHasItsOwnOrder() {
        // Case is ignored (equal texts keep their order); accents come after the plain letter.
        #expect(Self.sorted("en_US") == ["", "Aarhus", "Äpfel", "apple", "Apple", "Eclair", "éclair", "Oak", "Ørn", "Zebra", "東京"])
        // Danish: Ä (as Æ), Ø and Aa (as Å) after Z.
        #expect(Self.sorted("da_DK") == ["", "apple", "Apple", "Eclair", "éclair", "Oak", "Zebra", "Äpfel", "Ørn", "Aarhus", "東京"])
        // Swedish: Ä and Ö (and Ø with it) after Z.
        #expect(Self.sorted("sv_SE") == ["", "Aarhus", "apple", "Apple", "Eclair", "éclair", "Oak", "Zebra", "Äpfel", "Ørn", "東京"])
    }

    @Test(arguments: [nil, "en_US", "da_DK"])
    func numbersGoByTheirValue(locale: String?) {
        let names = ["Lake 10", "Lake 9", "Lake", "Lake 009b", "lake 9a", "Lake 0", "Lake 1000000000000000000000", "Lake 99"]
        let collation = Collation(locale: locale.map(Locale.init(identifier:)))
        let keys = names.map(collation.key(of:))
        let sorted = names.indices.sorted { keys[$0] == keys[$1] ? $0 < $1 : keys[$0].lexicographicallyPrecedes(keys[$1]) }
        #expect(
            sorted.map { names[$0] } == [
                "Lake", "Lake 0", "Lake 9", "lake 9a", "Lake 009b", "Lake 10", "Lake 99", "Lake 1000000000000000000000",
            ])
    }

    @Test func withoutALocaleKeysAreTheFoldedTextInUnicodeOrder() {
        #expect(Collation(locale: nil).key(of: "Éclair Ørn") == Array(TextFolding.folded("Éclair Ørn").utf8))
        #expect(Collation(locale: nil).key(of: "Lake 10") == Array("lake ".utf8) + [3] + Array("10".utf8))
        #expect(Self.sorted(nil) == ["", "Aarhus", "Äpfel", "apple", "Apple", "éclair", "Eclair", "Oak", "Ørn", "Zebra", "東京"])
    }

    @Test func keysLongerThanTheFirstGuessAreWhole() {
        let collation = Collation(locale: Locale(identifier: "en_US"))
        let long = String(repeating: "Ææß🗽", count: 500)
        let key = collation.key(of: long)
        #expect(key.count > long.utf16.count * 3)
        #expect(collation.key(of: long + "a").lexicographicallyPrecedes(collation.key(of: long + "b")))
        #expect(!key.contains(0))
    }
}
