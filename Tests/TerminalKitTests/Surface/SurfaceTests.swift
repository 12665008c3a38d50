import TerminalKit
import Testing

@Suite struct SurfaceTests {
    @Test func writesTextAndReturnsTheColumnsUsed() {
        var surface = Surface(width: 10, height: 1)
        #expect(surface.write("Lake", x: 2, y: 0, style: .plain) == 4)
        #expect(surface.lines == ["  Lake    "])
    }

    @Test func truncatesWithAnEllipsis() {
        var surface = Surface(width: 10, height: 2)
        surface.write("Silver Salmon Creek", x: 0, y: 0, style: .plain)
        surface.write("Icy Bay", x: 0, y: 1, maxWidth: 5, style: .plain)
        #expect(surface.lines == ["Silver Sa…", "Icy…      "])
    }

    @Test func textThatFitsExactlyIsNotTruncated() {
        var surface = Surface(width: 7, height: 1)
        surface.write("Icy Bay", x: 0, y: 0, style: .plain)
        #expect(surface.lines == ["Icy Bay"])
    }

    @Test func wideCharactersTakeTwoColumnsAndAreNeverSplit() {
        var surface = Surface(width: 6, height: 2)
        surface.write("東京タワー", x: 0, y: 0, style: .plain)
        surface.write("東京", x: 0, y: 1, style: .plain)
        #expect(surface.lines == ["東京… ", "東京  "])
        #expect(surface[0, 0].width == 2)
        #expect(surface[1, 0].isContinuation)
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var surface = Surface(width: 4, height: 1)
        surface.write("東京", x: 0, y: 0, style: .plain)
        surface.write("x", x: 1, y: 0, style: .plain)
        #expect(surface.lines == [" x京"])
    }

    /// ASCII text longer than two cells is placed a line at a time: the graphemes it cuts at either end
    /// still lose their other half, and text starting left of the surface is clipped.
    @Test func asciiTextCuttingWideCharactersAtBothEndsBlanksTheirOtherHalves() {
        var surface = Surface(width: 8, height: 2)
        surface.write("東京タワ", x: 0, y: 0, style: .plain)
        surface.write("abcd", x: 1, y: 0, style: .plain)
        surface.write("Lake Clark", x: -3, y: 1, style: .plain)
        #expect(surface.lines == [" abcd ワ", "e Clark "])
        #expect(surface[0, 0].isBlank && surface[5, 0].isBlank)
        #expect(!surface[0, 0].isContinuation && !surface[5, 0].isContinuation)
    }

    @Test func fillsWithALineCharacterOrBlanksWhenItIsNotOneColumn() {
        var surface = Surface(width: 6, height: 3)
        surface.write("東京タ", x: 0, y: 0, style: .plain)
        surface.fill(Rect(x: 1, y: 0, width: 3, height: 2), with: "─", style: .plain)
        surface.fill(Rect(x: 0, y: 2, width: 2, height: 1), with: "東", style: .plain)
        #expect(surface.lines == [" ───タ", " ───  ", "      "])
    }

    @Test func controlCharactersFromDataBecomeVisiblePlaceholders() {
        var surface = Surface(width: 24, height: 1)
        surface.write("Evil\u{1B}]0;PWNED\u{07}\tx\u{202E}y", x: 0, y: 0, style: .plain)
        #expect(surface.lines == ["Evil␛]0;PWNED␇ x�y      "])
        #expect(!surface.cells.contains { $0.grapheme.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
    }

    @Test func writingOutsideTheSurfaceIsIgnored() {
        var surface = Surface(width: 3, height: 1)
        #expect(surface.write("abc", x: 5, y: 0, style: .plain) == 0)
        #expect(surface.write("abc", x: 0, y: 3, style: .plain) == 0)
        #expect(surface.lines == ["   "])
    }
}

@Suite struct DisplayWidthTests {
    @Test func measuresAsTheTerminalDoes() {
        #expect(DisplayWidth.of("Lake") == 4)
        #expect(DisplayWidth.of("東京タワー") == 10)
        #expect(DisplayWidth.of("Café") == 4)
        #expect(DisplayWidth.of("Cafe\u{301}") == 4)
        #expect(DisplayWidth.of("🏔") == 1)
        // VS16 asks for emoji presentation, but wcwidth (and so ncurses, and tmux) keep the base's width.
        #expect(DisplayWidth.of("🏔\u{FE0F}") == 1)
        #expect(DisplayWidth.of("🌊") == 2)
        #expect(DisplayWidth.of("★") == 1)
        #expect(DisplayWidth.of("\u{2329}") == 2)
        #expect(DisplayWidth.of("\u{4DC0}") == 2)
        #expect(DisplayWidth.of("\u{1F1FA}") == 1)
        #expect(DisplayWidth.of("\u{1F1FA}\u{1F1F8}") == 2)
        // Drawn as one cell per visible scalar: a skin tone and each member of a ZWJ family count.
        #expect(DisplayWidth.of("👍🏽") == 4)
        #expect(DisplayWidth.of("👨\u{200D}👩\u{200D}👧") == 6)
        #expect(TerminalText.cells(of: "👨\u{200D}👩\u{200D}👧") == ["👨", "👩", "👧"])
        #expect(TerminalText.cells(of: "👍🏽") == ["👍", "🏽"])
        #expect(TerminalText.cells(of: "e\u{301}") == ["e\u{301}"])
        #expect(TerminalText.cells(of: "❤\u{FE0F}") == ["❤\u{FE0F}"])
    }
}
