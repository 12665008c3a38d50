import TerminalKit
import Testing

@Suite struct WordWrapTests {
    @Test func wrapsAtWordBoundaries() {
        #expect(
            WordWrap.lines("The quick brown fox jumps over the lazy dog", width: 15) == [
                "The quick brown", "fox jumps over", "the lazy dog",
            ])
    }

    @Test func splitsWordsLongerThanALine() {
        #expect(WordWrap.lines("a Supercalifragilistic b", width: 8) == ["a", "Supercal", "ifragili", "stic b"])
    }

    @Test func keepsParagraphsAndMeasuresWideText() {
        #expect(WordWrap.lines("東京 タワー\nnext", width: 6) == ["東京", "タワー", "next"])
    }

    /// Only the lines asked for are wrapped: they are the first lines of the whole text's wrapping.
    @Test func wrapsOnlyAsManyLinesAsAskedFor() {
        let text = "The quick brown fox jumps over the lazy dog\nand runs"
        let whole = WordWrap.lines(text, width: 15)
        for limit in 0...5 { #expect(WordWrap.lines(text, width: 15, limit: limit) == Array(whole.prefix(limit))) }
        #expect(WordWrap.lines("a Supercalifragilistic b", width: 8, limit: 2) == ["a", "Supercal"])
        // Accented Latin and typographic quotes, split on bytes, wrap as the grapheme path does.
        #expect(WordWrap.lines("Café “au lait” à  Zürich", width: 9) == ["Café “au", "lait” à", "Zürich"])
    }

    @Test func sanitisesWhatItWraps() {
        #expect(WordWrap.lines("bell\u{07}here", width: 20) == ["bell␇here"])
    }
}
