import Foundation
import Testing

@testable import LandmarksCore

/// fzf's scoring of one word in one text, as the search index and the highlighting use it.
@Suite struct FuzzyMatchTests {
    /// The score of `word` in `text`, both folded as a search folds them; nil when it is not found.
    private func score(_ word: String, _ text: String, exact: Bool = false) -> Int32? {
        let term = SearchTerm(Substring(word), isExact: exact)
        let folded = Array(TextFolding.folded(text).utf8)
        return folded.withUnsafeBufferPointer {
            term.score(in: $0, isASCII: $0.allSatisfy { $0 < 0x80 }, ranked: true, scratch: FuzzyMatchScratch())
        }
    }

    /// The characters of `text` the word's best alignment marks.
    private func marked(_ word: String, _ text: String) -> Set<Int> {
        SearchQuery(word).matchedPositions(in: text)
    }

    @Test func theLettersMustAppearInOrderWithinTheText() throws {
        #expect(score("brbay", "Bear Bay") != nil)
        #expect(score("bay", "yab") == nil)
        #expect(score("lake", "Lak") == nil)
        #expect(score("", "anything") == 0)
        #expect(marked("brbay", "Bear Bay") == [0, 3, 5, 6, 7])
    }

    @Test func consecutiveLettersBeatScatteredOnes() throws {
        #expect(try #require(score("abc", "abc")) > #require(score("abc", "axbxc")))
        #expect(try #require(score("bay", "x bay")) > #require(score("bay", "x bxaxy")))
        // fzf's numbers: b at the start (16 + 2 × 10), a and y in its run (16 + 10 each); a gap costs 3, then 1 a letter.
        #expect(score("bay", "bay") == 88)
        // x starts a gap (3), a is a letter after a letter (no bonus), y in its run (at least 4).
        let scattered: Int32 = 36 - 3 + 16 + (16 + 4)
        #expect(score("bay", "bxay") == scattered)
    }

    @Test func aWordsStartBeatsItsMiddleAndTheBestPlaceIsFound() throws {
        #expect(try #require(score("park", "Lake Park")) > #require(score("park", "Lakepark")))
        #expect(try #require(score("lake", "Lake")) > #require(score("lake", "Xlake")))
        // After `-` or `/` a word starts too; after a letter it does not.
        #expect(try #require(score("park", "lake-park")) > #require(score("park", "lakepark")))
        #expect(try #require(score("park", "lake/park")) > #require(score("park", "lakepark")))
        // The first `park` is inside `Spark`; the one at a word's start scores, and is marked.
        #expect(score("park", "Spark Lake Park") == score("park", "Lake Park"))
        #expect(marked("park", "Spark Lake Park") == Set(11...14))
        // Letters at the words' starts beat the same letters inside words.
        #expect(try #require(score("sl", "Silver Lake")) > #require(score("sl", "Isle")))
        // One letter: its best place, the first of equals, in bytes and in scalars alike.
        #expect(marked("k", "ok Kyoto") == [3])
        #expect(marked("k", "東京 ok Kyoto Kobe") == [6])
        #expect(score("k", "東京 ok Kyoto") == score("k", "Kyoto"))
        #expect(score("k", "ok") == 16)
    }

    @Test func lettersAreFoldedAsTheSearchFoldsThem() {
        #expect(score("cafe", "Café") == score("cafe", "cafe"))
        #expect(score("CAFE", "café") == score("cafe", "cafe"))
        #expect(score("orn", "Ørn Fjord") != nil)
        #expect(score("strasse", "Straße") != nil)
        #expect(marked("cfe", "Café") == [0, 2, 3])
        // Scalars beyond ASCII are letters, compared whole: 日本's bytes hold 旬's (E6 97 AC) in order, but not 旬.
        #expect(score("富山", "富士山") != nil)
        #expect(score("旬", "日本") == nil)
        #expect(marked("富山", "富士山") == [0, 2])
    }

    @Test func hostileWordsAndTextsEndQuickly() throws {
        let long = String(repeating: "a", count: 100_000) + "b"
        // Too long for the score matrix: the greedy alignment of fzf's v1, marking letters of the text.
        #expect(try #require(score("ab", long)) > 0)
        #expect(marked("aab", long).allSatisfy { (0...100_000).contains($0) })
        #expect(marked("aab", long).count == 3)
        #expect(score(String(repeating: "a", count: 5_000), "aaaa") == nil)
        #expect(score(long, long) != nil)
        #expect(score("🐻", "🐻 Bear Lake") != nil)
        #expect(score("e\u{301}", "é") != nil)
        #expect(SearchQuery("' '").isEmpty)
        #expect(!SearchQuery("''").isEmpty)  // a quoted quote
    }

    @Test func anExactWordScoresItsBestOccurrence() throws {
        #expect(score("bay", "x bxaxy", exact: true) == nil)
        #expect(try #require(score("park", "Spark Park", exact: true)) == score("park", "Park", exact: true))
        #expect(score("bay", "bay", exact: true) == score("bay", "bay"))
    }

    @Test func aQueryNarrowsTheOneItAddsTo() {
        #expect(SearchQuery("lak").narrows(SearchQuery("lk")))
        #expect(SearchQuery("lake cl").narrows(SearchQuery("lake")))
        #expect(SearchQuery("'lak").narrows(SearchQuery("'la")))
        #expect(SearchQuery("'lak").narrows(SearchQuery("lk")))
        // A fuzzy word does not hold an exact one's letters next to each other.
        #expect(!SearchQuery("lak").narrows(SearchQuery("'la")))
        #expect(!SearchQuery("kal").narrows(SearchQuery("la")))
        #expect(SearchQuery("kla").narrows(SearchQuery("la k")))
        #expect(SearchQuery("lake", mode: .exact).narrows(SearchQuery("lk")))
        #expect(!SearchQuery("lk").narrows(SearchQuery("lk", mode: .exact)))
    }

    @Test func aQuoteMakesAWordExactOnlyFuzzily() {
        #expect(SearchQuery("'bay lk").isRanked)
        #expect(!SearchQuery("'bay 'lk").isRanked)
        #expect(!SearchQuery("bay", mode: .exact).isRanked)
        // Exactly, the quote is a letter like any other, as it always was.
        let quoted = Fixtures.landmark(1, "Rock 'Bay")
        #expect(SearchQuery("'bay", mode: .exact).matches(quoted))
        #expect(!SearchQuery("'rock", mode: .exact).matches(quoted))
        #expect(SearchQuery("'rock").matches(quoted))
        #expect(!SearchQuery("'rb").matches(quoted))
        #expect(SearchQuery("rb").matches(quoted))
    }
}
