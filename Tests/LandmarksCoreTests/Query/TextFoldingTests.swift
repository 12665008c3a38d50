import Testing

@testable import LandmarksCore

/// Folding letter by letter gives what Foundation's folding of the whole text gives.
@Suite struct TextFoldingTests {
    /// Every scalar the tables cover, the CJK and Hangul left unchanged, ASCII, and marks that follow.
    private static let scalars: [Unicode.Scalar] =
        (TextFolding.tables.map(\.range) + TextFolding.unchangedRanges + [0x20...0x7E, 0x300...0x36F, 0x1F3D4...0x1F3D4, 0xFE0F...0xFE0F])
        .flatMap { $0 }.compactMap(Unicode.Scalar.init)

    @Test func eachLetterFoldsAsFoundationFoldsIt() {
        let differing = Self.scalars.filter {
            TextFolding.folded(String($0)) != TextFolding.foundationFolded(String($0))
        }
        #expect(differing.isEmpty, "\(differing.prefix(5).map { String($0.value, radix: 16) })")
    }

    @Test func textsOfMixedLettersAndMarksFoldAsFoundationFoldsThem() {
        var seed: UInt64 = 42
        var differing: [String] = []
        for _ in 0..<20_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<5 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(Self.scalars[Int((seed >> 33) % UInt64(Self.scalars.count))])
            }
            let string = String(text)
            if TextFolding.folded(string) != TextFolding.foundationFolded(string) { differing.append(string) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(3))")
    }

    /// Highlighting folds character by character, mostly without Foundation, as Foundation would.
    @Test func highlightedTextFoldsEachCharacterAsFoundationDoes() {
        for text in ["Große Düne", "Café LAKE", "e\u{301}cole", "富士山の滝", "Rainbow Falls 🌈", "ÅLAND ıİ", "Sunrise Peak 🏔️", "a\r\nb\u{7F}"] {
            let foundation = text.flatMap { TextFolding.foundationFolded(String($0)) }
            #expect(FoldedText(text).characters == foundation, "\(text)")
        }
    }

    @Test func namesFoldAsPeopleSearchForThem() {
        #expect(TextFolding.folded("Große Düne") == "grosse dune")
        #expect(TextFolding.folded("Bãi Biển") == "bai bien")
        #expect(TextFolding.folded("Lac de Cœur") == "lac de coeur")
        #expect(TextFolding.folded("Øresund Ærø Łódź Þingvellir Işık") == "oresund aero lodz thingvellir isik")
        #expect(TextFolding.folded("富士山の滝") == "富士山の滝")
        #expect(TextFolding.folded("Ñandú Falls") == "nandu falls")
    }
}
