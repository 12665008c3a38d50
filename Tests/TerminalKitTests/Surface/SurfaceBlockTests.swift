import TerminalKit
import Testing

/// Raw cell access, block copies and style patches: what pictures and maps draw with.
@Suite struct SurfaceBlockTests {
    private let red = Style(foreground: .rgb(255, 0, 0))
    private let onBlue = Style(background: .indexed(21))

    @Test func textStartingLeftOfTheSurfaceIsClippedNotATrap() {
        var surface = Surface(width: 5, height: 1)
        surface.write("hello world", x: -3, y: 0, maxWidth: 4, style: .plain)
        surface.write("abc", x: -10, y: 0, maxWidth: 2, style: .plain)
        #expect(surface.lines == ["…    "])
        surface.write("abcdef", x: -2, y: 0, style: .plain)
        #expect(surface.lines == ["cdef "])
    }

    @Test func rawCellsCanBeReadAndSetAndAWideOneIsRepaired() {
        var surface = Surface(width: 4, height: 1)
        surface.write("東京", x: 0, y: 0, style: .plain)
        surface[1, 0] = Cell("▀", style: red)
        #expect(surface.lines == [" ▀京"])
        #expect(surface[1, 0] == Cell("▀", style: red))
    }

    @Test func aBlockCopyLandsWhereAskedAndIsClipped() {
        var block = Surface(width: 3, height: 2, style: onBlue)
        block.write("ab東", x: 0, y: 0, style: red)
        block.write("xyz", x: 0, y: 1, style: red)
        var surface = Surface(width: 4, height: 3)
        surface.copy(block, toX: 2, y: 1)
        #expect(surface.lines == ["    ", "  ab", "  xy"])
        #expect(surface[2, 1].style == red)
        surface.copy(block, toX: -2, y: -1)
        // The right half of 東 lands alone at column 0: a blank in its style, not half a character.
        #expect(surface.lines == ["z   ", "  ab", "  xy"])
        var copied = Surface(width: 3, height: 2)
        copied.copy(block, toX: 0, y: 0)
        #expect(copied == block)
    }

    @Test func aPatchChangesOnlyWhatItNames() {
        var surface = Surface(width: 4, height: 1)
        surface.write("Lake", x: 0, y: 0, style: Style(foreground: .rgb(1, 2, 3), attributes: [.bold]))
        surface.patch(Rect(x: 1, y: 0, width: 2, height: 5), with: StylePatch(background: .indexed(236), adding: .reverse))
        #expect(surface.lines == ["Lake"])
        #expect(surface[0, 0].style == Style(foreground: .rgb(1, 2, 3), attributes: [.bold]))
        #expect(surface[1, 0].style == Style(foreground: .rgb(1, 2, 3), background: .indexed(236), attributes: [.bold, .reverse]))
        surface.patch(surface.bounds, with: StylePatch(foreground: .default, removing: .bold))
        #expect(surface[3, 0].style == Style(attributes: []))
    }

    @Test func stylesCanBeAssertedAsTextLines() {
        var surface = Surface(width: 6, height: 2)
        surface.write("ab", x: 1, y: 0, style: red)
        surface.fill(Rect(x: 0, y: 1, width: 3, height: 1), style: onBlue)
        #expect(surface.lines { $0.style == red ? "r" : $0.style == onBlue ? "b" : "." } == [".rr...", "bbb..."])
    }
}
