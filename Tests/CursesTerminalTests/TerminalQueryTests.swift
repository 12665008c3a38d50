import Testing

@testable import CursesTerminal

/// Reading the terminal's answers (background, kitty graphics, version, sixels), as terminals wrote them here.
@Suite struct TerminalQueryTests {
    @Test func answersAreReadWhateverTheirDigitsAndEnd() throws {
        let answers: [(String, Bool)] = [
            ("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", true),  // xterm on white, BEL
            ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;c", false),  // kitty, ST
            ("\u{1B}]11;rgb:fd/f6/e3\u{07}", true),  // Solarized Light, two digits
            ("\u{1B}]11;rgb:00/2b/36\u{07}", false),  // Solarized Dark
        ]
        for (answer, light) in answers {
            let color = try #require(TerminalQuery.background(in: Array(answer.utf8)), "\(answer.debugDescription)")
            #expect(TerminalQuery.isLight(color) == light, "\(answer.debugDescription)")
        }
        #expect(TerminalQuery.background(in: Array("\u{1B}[?1;2c".utf8)) == nil, "tmux answers device attributes alone")
        #expect(TerminalQuery.background(in: Array("\u{1B}]11;rgb:12345/0/0\u{07}".utf8)) == nil)
        #expect(TerminalQuery.endsWithDeviceAttributes(Array("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?62;c".utf8)))
        #expect(!TerminalQuery.endsWithDeviceAttributes(Array("\u{1B}]11;rgb:0/0/0\u{07}".utf8)))
    }

    /// Recorded in kitty 0.26.5, xterm 379 as a VT340 and plain, and tmux 3.3a (../shared/REALTERM-NOTES.md);
    /// of them only kitty answers `CSI 16 t` (xterm forbids it by default, tmux ignores it).
    @Test func whatEachTerminalSays() {
        let kitty = TerminalQuery.answers(
            in: Array(
                "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;20;9t\u{1B}[?62;c".utf8))
        #expect(
            kitty
                == TerminalQuery.Answers(
                    isLight: false, drawsKittyGraphics: true, version: "kitty(0.26.5)", drawsSixels: false,
                    cellPixels: .init(width: 9, height: 20)))
        let vt340 = TerminalQuery.answers(
            in: Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;16;22;28c".utf8))
        #expect(vt340 == TerminalQuery.Answers(isLight: true, drawsKittyGraphics: false, version: "XTerm(379)", drawsSixels: true))
        let xterm = TerminalQuery.answers(in: Array("\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c".utf8))
        #expect(!xterm.drawsSixels && xterm.isLight == nil && xterm.version == nil && xterm.cellPixels == nil)
        let tmux = TerminalQuery.answers(in: Array("\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c".utf8))
        #expect(tmux == TerminalQuery.Answers(isLight: nil, drawsKittyGraphics: false, version: "tmux 3.3a", drawsSixels: false))
    }

    /// A cell size is read only from its own answer, and only when it is believable.
    @Test func cellSizeInPixels() {
        let sizes = ["\u{1B}[6;16;8t", "\u{1B}[6;0;8t", "\u{1B}[6;16t", "\u{1B}[6;16;99999t", "\u{1B}[4;400;639t"].map {
            TerminalQuery.answers(in: Array(($0 + "\u{1B}[?62;c").utf8)).cellPixels
        }
        #expect(sizes == [.init(width: 8, height: 16), nil, nil, nil, nil])
    }
}
