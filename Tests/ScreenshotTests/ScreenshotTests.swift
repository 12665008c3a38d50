import TerminalKit
import Testing
import ToolSupport

@testable import make_screenshot

/// The screenshot's reading of tmux captures and its SVG, on lines as tmux prints them.
@Suite struct ScreenshotTests {
    /// The start of the list's second row with the preview pane at 120 columns, as `capture-pane -p -e -N` printed it.
    static let capturedLine =
        "\u{1B}[1m\u{1B}[38;2;255;255;255m\u{1B}[48;2;38;79;120m Landmarks\u{1B}[0m\u{1B}[39m\u{1B}[49m  "
        + "\u{1B}[2m\u{1B}[38;2;150;150;150m│\u{1B}[0m\u{1B}[39m\u{1B}[49m \u{1B}[38;2;74;45;113m\u{1B}[48;2;72;45;114m▃▃"

    @Test func aCapturedLineBecomesCellsWithTheirStylesAndPlainBlanksUpToTheWidth() {
        let screen = CapturedScreen(capture: Self.capturedLine + "\n", width: 18)
        #expect(screen.rows.count == 1)
        #expect(screen.text(ofRow: 0) == " Landmarks  │ ▃▃  ")
        let title = Style(foreground: .rgb(255, 255, 255), background: .rgb(38, 79, 120), attributes: [.bold])
        let cells = screen.rows[0]
        #expect(cells[0...9].allSatisfy { $0.style == title })
        #expect(cells[10].style == .plain)
        #expect(cells[12].style == Style(foreground: .rgb(150, 150, 150), attributes: [.dim]))
        #expect(cells[14].style == Style(foreground: .rgb(74, 45, 113), background: .rgb(72, 45, 114)))
        #expect(cells[16] == CapturedScreen.Cell(character: " ", style: .plain, width: 1))
    }

    @Test func stylesCarryOverFromLineToLineAsTmuxWritesOnlyChanges() {
        let screen = CapturedScreen(capture: "\u{1B}[7ma\nb\u{1B}[27mc\n", width: 3)
        #expect(screen.rows.map { $0.map(\.style.attributes) } == [[.reverse, [], []], [.reverse, [], []]])
    }

    @Test func everyFormOfColourAndAttributeIsRead() {
        let style = SelectGraphicRendition.apply("1;4;38;5;208;48:2::10:20:30;7", to: .plain)
        #expect(style == Style(foreground: .indexed(208), background: .rgb(10, 20, 30), attributes: [.bold, .underline, .reverse]))
        #expect(SelectGraphicRendition.apply("38:2:1:2:3;91;44", to: .plain).background == .indexed(4))
        #expect(SelectGraphicRendition.apply("38:2:1:2:3", to: .plain).foreground == .rgb(1, 2, 3))
        #expect(SelectGraphicRendition.apply("22;24;27;39;49", to: style) == .plain)
        #expect(SelectGraphicRendition.apply("", to: style) == .plain)
        #expect(SelectGraphicRendition.apply("95", to: .plain).foreground == .indexed(13))
    }

    @Test func blockElementsAreRectanglesTextIsTextAndReverseSwapsTheDefaultColours() {
        let svg = ScreenshotSVG()
        let document = svg.document(for: CapturedScreen(capture: Self.capturedLine + "\n", width: 18))
        #expect(document.contains(">Landmarks</text>"))
        #expect(!document.contains("▃") && !document.contains("│"))
        // Two lower three-eighths blocks in one colour: one rectangle two cells wide, 6 of 16 pixels high.
        #expect(document.contains("<rect x=\"124\" y=\"22\" width=\"16\" height=\"6\" fill=\"#4a2d71\"/>"))
        let reversed = svg.colors(of: Style(attributes: [.reverse]))
        #expect(reversed.foreground == svg.defaultBackground && reversed.background == svg.defaultForeground)
    }
}
