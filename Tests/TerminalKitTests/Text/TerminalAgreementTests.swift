import Glibc
import Testing

@testable import TerminalKit

/// The C library's column count, which ncurses uses to place what we draw.
@_silgen_name("wcwidth") private func cWidth(_ character: Int32) -> Int32

/// Our width function agrees with the one ncurses uses, so the terminal puts every column where we do.
@Suite(.serialized) struct TerminalAgreementTests {
    init() {
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    @Test func everyCharacterAsDrawnTakesTheColumnsTheCLibrarySays() {
        var disagreements: [String] = []
        for value in UInt32(0x20)...0x3FFFD {
            guard let scalar = Unicode.Scalar(value), let drawn = TerminalText.visible(Character(scalar)) else { continue }
            let theirs = drawn.unicodeScalars.reduce(0) { $0 + Int(cWidth(Int32(bitPattern: $1.value))) }
            if DisplayWidth.of(drawn) != theirs {
                disagreements.append("U+\(String(value, radix: 16, uppercase: true)): \(DisplayWidth.of(drawn)) vs \(theirs)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(20))")
    }

    @Test func charactersTooNewOrUnassignedAreDrawnAsReplacementCharacters() {
        #expect(TerminalText.sanitized("a\u{0378}b") == "a\u{FFFD}b")  // unassigned
        #expect(TerminalText.sanitized("\u{1FAE8}") == "\u{FFFD}")  // SHAKING FACE, Unicode 15
        #expect(TerminalText.sanitized("★ 東京 \u{1F600}") == "★ 東京 \u{1F600}")
        #expect(DisplayWidth.of("★") == 1)
    }

    @Test func textOfPlainScalarsIsSanitizedAsEachScalarWouldBe() {
        let plain = (0x20...0xD7A3).compactMap(Unicode.Scalar.init).filter { TerminalText.plainWidth($0.value) != nil }
        #expect(plain.count > 30_000)
        let changed = plain.filter { TerminalText.visible(Character($0)) != Character($0) }
        #expect(changed.isEmpty, "\(changed.prefix(10).map { String($0.value, radix: 16) })")
        #expect(TerminalText.plainWidth(0xAD) == nil && TerminalText.plainWidth(0x301) == nil)
        #expect(TerminalText.sanitized("Ré 東京 › “a” \u{1B}") == "Ré 東京 › “a” \u{241B}")
        #expect(TerminalText.sanitized("› “a”\u{202E}") == "› “a”\u{FFFD}")
    }

    @Test func aStrayHangulVowelIsReplacedAndASyllableIsTwoColumns() {
        #expect(TerminalText.sanitized("a\u{1161}") == "a\u{FFFD}")
        #expect(TerminalText.sanitized("\u{0301}x") == "\u{25CC}\u{0301}x")
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)
    }
}

@Suite struct LatinFastPathTests {
    /// The shortcut for Latin letters must agree with the full rules for every scalar it could take.
    @Test func agreesWithTheFullRulesFromU0080ToU02FF() {
        for value in UInt32(0x80)..<0x300 {
            let character = Character(Unicode.Scalar(value)!)
            if let width = TerminalText.plainWidth(of: character) {
                #expect(TerminalText.visible(character) == character, "U+\(String(value, radix: 16))")
                #expect(DisplayWidth.of(character) == width && width == 1, "U+\(String(value, radix: 16))")
            }
        }
        #expect(["é", "Þ", "Ō"].allSatisfy { TerminalText.plainWidth(of: $0) == 1 })
        #expect(["\u{9B}", "\u{AD}", "e\u{301}"].allSatisfy { TerminalText.plainWidth(of: $0) == nil })
    }
}

@Suite struct SymbolFastPathTests {
    /// The shortcut for symbols, kana, CJK and Hangul must agree with the full rules for every scalar
    /// of three UTF-8 bytes it could take (U+0800 to U+FFFF, surrogates aside).
    @Test func agreesWithTheFullRulesFromU0800ToUFFFF() {
        var taken = 0
        for value in UInt32(0x800)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            guard let width = TerminalText.plainWidth(of: character) else { continue }
            taken += 1
            #expect(TerminalText.visible(character) == character, "U+\(String(value, radix: 16))")
            #expect(DisplayWidth.of(character) == width, "U+\(String(value, radix: 16))")
        }
        #expect(taken > 30_000)
        #expect(TerminalText.plainWidth(of: "…") == 1 && TerminalText.plainWidth(of: "│") == 1 && TerminalText.plainWidth(of: "東") == 2)
        // Emoji presentation, a joiner, and a symbol with a mark on it take the full rules.
        #expect(TerminalText.plainWidth(of: "☔") == nil && TerminalText.plainWidth(of: "\u{200D}") == nil)
        #expect(TerminalText.plainWidth(of: "★\u{301}") == nil)
    }

    /// Text of plain scalars is drawn scalar by scalar; any other, grapheme by grapheme: the cells
    /// must be those the full rules give either way.
    @Test(arguments: [
        "Ørn 東京 ─│★☆ Café … ⣿ 한국 ｶ", "e\u{301}te", "👍🏽 ok", "a\u{200D}b", "\u{1B}[31mred", "tab\there", "Ab\u{AD}c",
        "각\u{11A8}", "☔ rain", "",
    ])
    func drawsTheCellsTheFullRulesGive(text: String) {
        var cells: [String] = []
        TerminalText.forEachCell(in: text) { cells.append("\($0)/\($1)") }
        let expected = text.compactMap(TerminalText.visible).flatMap(TerminalText.cells).map { "\($0)/\(DisplayWidth.of($0))" }
        #expect(cells == expected)
    }
}
