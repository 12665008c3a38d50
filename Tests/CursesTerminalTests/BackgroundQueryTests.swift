import Testing

@testable import CursesTerminal

/// Reading the terminal's answer about its background (OSC 11), as terminals write it.
@Suite struct BackgroundQueryTests {
    @Test func answersAreReadWhateverTheirDigitsAndEnd() throws {
        let answers: [(String, Bool)] = [
            ("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", true),  // xterm on white, BEL
            ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;c", false),  // kitty, ST
            ("\u{1B}]11;rgb:fd/f6/e3\u{07}", true),  // Solarized Light, two digits
            ("\u{1B}]11;rgb:00/2b/36\u{07}", false),  // Solarized Dark
        ]
        for (answer, light) in answers {
            let color = try #require(BackgroundQuery.background(in: Array(answer.utf8)), "\(answer.debugDescription)")
            #expect(BackgroundQuery.isLight(color) == light, "\(answer.debugDescription)")
        }
        #expect(BackgroundQuery.background(in: Array("\u{1B}[?1;2c".utf8)) == nil, "tmux answers device attributes alone")
        #expect(BackgroundQuery.background(in: Array("\u{1B}]11;rgb:12345/0/0\u{07}".utf8)) == nil)
        #expect(BackgroundQuery.endsWithDeviceAttributes(Array("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?62;c".utf8)))
        #expect(!BackgroundQuery.endsWithDeviceAttributes(Array("\u{1B}]11;rgb:0/0/0\u{07}".utf8)))
    }
}
