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

    @Test func sanitisesWhatItWraps() {
        #expect(WordWrap.lines("bell\u{07}here", width: 20) == ["bell␇here"])
    }
}
