import TerminalKit
import Testing

@testable import CursesTerminal

/// The bytes a frame's changed cells become, in xterm's terms.
@Suite struct FrameWriterTests {
    /// xterm-256color's strings, readable: `<3;5>` moves to line 3, column 5 (counted from 1).
    private static var xterm: FrameWriter.Strings {
        FrameWriter.Strings(
            moveTo: { x, y in Array("<\(y + 1);\(x + 1)>".utf8) }, reset: Array("<0>".utf8), bold: Array("<b>".utf8),
            dim: Array("<d>".utf8), reverse: Array("<r>".utf8), underline: Array("<u>".utf8),
            foreground: { Array("<f\($0)>".utf8) }, background: { Array("<g\($0)>".utf8) }, defaultColors: Array("<op>".utf8),
            scrollsAtLastCell: false, scrollRegion: { top, bottom in Array("<r\(top + 1);\(bottom + 1)>".utf8) },
            scrollUp: Array("<up>".utf8), scrollDown: Array("<down>".utf8))
    }

    private func written(_ cells: [(Cell, Int, Int)], size: Size = Size(width: 10, height: 3), strings: FrameWriter.Strings = xterm)
        -> String
    {
        var writer = FrameWriter(strings: strings, palette: ColorPalette(colors: 256), sendsASCII: false)
        writer.start(size: size)
        for (cell, x, y) in cells { writer.put(cell, x: x, y: y) }
        return String(decoding: writer.finish(), as: UTF8.self)
    }

    @Test func aRunMovesTheCursorOnceAndStylesChangeOnlyWhereTheyDiffer() {
        let red = Style(foreground: .indexed(1))
        let boldRed = Style(foreground: .indexed(1), attributes: .bold)
        let cells = [
            (Cell("a", style: red), 2, 0), (Cell("b", style: red), 3, 0), (Cell("c", style: boldRed), 4, 0),
            (Cell("d"), 6, 1), (Cell("é"), 7, 1),
        ]
        #expect(written(cells) == "<1;3><f1>ab<b>c<2;7><0>dé")
    }

    @Test func aWideGraphemeMovesTheCursorTwoColumnsAndMarksKeepTheirCell() {
        let cells = [(Cell("界", width: 2), 0, 0), (Cell("x"), 2, 0), (Cell("e\u{301}"), 3, 0)]
        #expect(written(cells) == "<1;1>界xe\u{301}")
    }

    /// Scalars of one to four bytes in UTF-8 are written as the standard library encodes them.
    @Test func scalarsOfEveryUTF8LengthAreEncoded() {
        let text = "aé─▀界😀"
        let cells = text.enumerated().map { (Cell($1, width: $1 == "界" || $1 == "😀" ? 2 : 1), $0 * 2, 0) }
        #expect(written(cells, size: Size(width: 20, height: 1)) == "<1;1>a<1;3>é<1;5>─<1;7>▀<1;9>界😀")
    }

    /// A place moved to is remembered for its size: after a resize the same cell is moved to anew.
    @Test func aPlaceMovedToAgainAtAnotherSizeIsMovedToAsThatSizeSays() {
        var moves: [String] = []
        var strings = Self.xterm
        strings.moveTo = { x, y in
            moves.append("\(x),\(y)")
            return Array("<\(y + 1);\(x + 1)>".utf8)
        }
        var writer = FrameWriter(strings: strings, palette: ColorPalette(colors: 256), sendsASCII: false)
        for size in [Size(width: 10, height: 3), Size(width: 10, height: 3), Size(width: 4, height: 3)] {
            writer.start(size: size)
            writer.put(Cell("a"), x: 2, y: 1)
            #expect(String(decoding: writer.finish(), as: UTF8.self) == "<2;3>a")
        }
        #expect(moves == ["2,1", "2,1"])
    }

    @Test func takingAwayAnAttributeTurnsAllOffThenTheRestOn() {
        let both = Style(foreground: .indexed(2), background: .indexed(4), attributes: [.bold, .underline])
        let underlinedOnBlue = Style(background: .indexed(4), attributes: .underline)
        let cells = [(Cell("a", style: both), 0, 0), (Cell("b", style: underlinedOnBlue), 1, 0)]
        #expect(written(cells) == "<1;1><b><u><f2><g4>a<0><u><g4>b<0>")
    }

    @Test func takingAwayAColourSetsTheTerminalsOwnThenTheOther() {
        let cells = [
            (Cell("a", style: Style(foreground: .indexed(2), background: .indexed(4))), 0, 0),
            (Cell("b", style: Style(background: .indexed(4))), 1, 0),
        ]
        #expect(written(cells) == "<1;1><f2><g4>a<op><g4>b<op>")
    }

    @Test func aScrollSetsTheRegionScrollsItAndSetsTheWholeScreenAgain() {
        var writer = FrameWriter(strings: Self.xterm, palette: ColorPalette(colors: 256), sendsASCII: false)
        writer.start(size: Size(width: 10, height: 8))
        writer.scroll(FrameDiff.Scroll(top: 2, bottom: 6, lines: 2))
        writer.put(Cell("a"), x: 0, y: 5)
        #expect(String(decoding: writer.finish(), as: UTF8.self) == "<r3;7><7;1><up><up><r1;8><6;1>a")
        writer.start(size: Size(width: 10, height: 8))
        writer.scroll(FrameDiff.Scroll(top: 1, bottom: 3, lines: -1))
        #expect(String(decoding: writer.finish(), as: UTF8.self) == "<r2;4><2;1><down><r1;8>")
    }

    /// The Linux console's `ncv#18`: underline and dim are not sent with a colour, bold is.
    @Test func attributesATerminalCannotShowWithColoursAreLeftOutWhereACellHasOne() {
        var linux = Self.xterm
        linux.attributesWithoutColor = CursesTerminal.attributes(ofNoColorVideo: 18)
        #expect(linux.attributesWithoutColor == [.underline, .dim])
        let cells = [
            (Cell("a", style: Style(foreground: .indexed(2), attributes: [.bold, .underline, .dim])), 0, 0),
            (Cell("b", style: Style(attributes: [.underline])), 1, 0),
        ]
        #expect(written(cells, strings: linux) == "<1;1><b><f2>a<0><u>b<0>")
    }

    /// With xterm's real strings, a foreground and a background (and an attribute) set together go out
    /// as one sequence; a move or text between them keeps them apart.
    @Test func colourSequencesSetTogetherAreSentAsOne() {
        var strings = Self.xterm
        strings.bold = Array("\u{1B}[1m".utf8)
        strings.foreground = { Array("\u{1B}[38;5;\($0)m".utf8) }
        strings.background = { Array("\u{1B}[48;5;\($0)m".utf8) }
        let cells = [
            (Cell("a", style: Style(foreground: .indexed(196), background: .indexed(21), attributes: .bold)), 0, 0),
            (Cell("b", style: Style(foreground: .indexed(196), background: .indexed(22), attributes: .bold)), 1, 0),
        ]
        #expect(written(cells, strings: strings) == "<1;1>\u{1B}[1;38;5;196;48;5;21ma\u{1B}[48;5;22mb<0>")
    }

    @Test func theCursorIsMovedAfterTheRightEdgeWhereTerminalsDiffer() {
        let cells = [(Cell("a"), 9, 0), (Cell("b"), 0, 1)]
        #expect(written(cells) == "<1;10>a<2;1>b")
    }

    /// Where writing it scrolls (TERM=ansi), the bottom right cell is written a column to the left and
    /// pushed into place by inserting the cell before it; without an insert it is left.
    @Test func theBottomRightCellIsInsertedWhereWritingItScrolls() {
        var scrolling = Self.xterm
        scrolling.scrollsAtLastCell = true
        scrolling.insertCharacter = Array("<ins>".utf8)
        var writer = FrameWriter(strings: scrolling, palette: ColorPalette(colors: 256), sendsASCII: false)
        writer.start(size: Size(width: 10, height: 3))
        writer.put(Cell("a"), x: 8, y: 2, before: Cell("x"))
        writer.put(Cell("b", style: Style(foreground: .indexed(1))), x: 9, y: 2, before: Cell("a"))
        #expect(String(decoding: writer.finish(), as: UTF8.self) == "<3;9>a<3;9><f1>b<3;9><ins><op>a")
        scrolling.insertCharacter = []
        #expect(written([(Cell("a"), 8, 2), (Cell("b"), 9, 2)], strings: scrolling) == "<3;9>a")
        #expect(written([(Cell("a"), 8, 2), (Cell("b"), 9, 2)]) == "<3;9>ab")
    }

    /// vt100's strings ask for delays (`$<5>`) that `tputs` would wait out; none is sent.
    @Test func paddingIsLeftOutOfTheTerminalsStrings() {
        #expect(CursesTerminal.withoutPadding("\u{1B}[%i%p1%d;%p2%dH$<5>") == Array("\u{1B}[%i%p1%d;%p2%dH".utf8))
        #expect(CursesTerminal.withoutPadding("$<2>\u{1B}[m$<2/>x$y") == Array("\u{1B}[mx$y".utf8))
    }

    @Test func anotherCharacterSetIsSentASCII() {
        var writer = FrameWriter(strings: Self.xterm, palette: ColorPalette(colors: 0), sendsASCII: true)
        writer.start(size: Size(width: 10, height: 1))
        writer.put(Cell("é"), x: 0, y: 0)
        writer.put(Cell("界", width: 2), x: 1, y: 0)
        writer.put(Cell("★", style: Style(foreground: .indexed(3))), x: 3, y: 0)
        writer.put(Cell("e\u{301}"), x: 4, y: 0)
        #expect(String(decoding: writer.finish(), as: UTF8.self) == "<1;1>e??*e")
    }
}
