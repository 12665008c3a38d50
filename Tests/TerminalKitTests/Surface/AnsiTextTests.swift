import TerminalKit
import Testing

@Suite struct AnsiTextTests {
    private var surface: Surface {
        var surface = Surface(width: 4, height: 2)
        surface.write("▀▄", x: 0, y: 0, style: Style(foreground: .rgb(255, 0, 0), background: .indexed(4)))
        surface.write("ok", x: 0, y: 1, style: .plain)
        return surface
    }

    @Test func eachDepthWritesItsOwnEscapesAndEndsStyledLinesWithAReset() {
        #expect(AnsiText.lines(of: surface, depth: .direct) == ["\u{1B}[0;38;2;255;0;0;48;2;0;0;238m▀▄\u{1B}[0m  ", "ok  "])
        #expect(AnsiText.lines(of: surface, depth: .palette256)[0] == "\u{1B}[0;38;5;196;48;5;4m▀▄\u{1B}[0m  ")
        #expect(AnsiText.lines(of: surface, depth: .palette8)[0] == "\u{1B}[0;31;44m▀▄\u{1B}[0m  ")
        #expect(AnsiText.lines(of: surface, depth: .none) == ["▀▄  ", "ok  "])
    }
}
