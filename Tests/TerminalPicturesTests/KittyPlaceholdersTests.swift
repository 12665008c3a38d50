import Foundation
import TerminalKit
import Testing

@testable import TerminalPictures

/// kitty's Unicode placeholders: the marks that number rows and columns, the cells, and tmux's passthrough.
@Suite struct KittyPlaceholdersTests {
    /// kitty's rule over Unicode 6.0, with the decomposition Foundation gives: 297 marks, from U+0305 to
    /// U+1D244 (gen/rowcolumn-diacritics.txt in kitty's sources lists them so).
    @Test func theMarksAreKittysList() {
        let fusing: Set<UInt32> = [
            0x0300, 0x0301, 0x0302, 0x0303, 0x0304, 0x0306, 0x0307, 0x0308, 0x0309, 0x030A, 0x030B, 0x030C, 0x030F,
            0x0311, 0x0313, 0x0314, 0x0342, 0x0653, 0x0654,
        ]
        let byNormalization = (UInt32(0)...0x10FFFF).compactMap { value -> UInt32? in
            guard let scalar = Unicode.Scalar(value), !fusing.contains(value) else { return nil }
            let properties = scalar.properties
            guard properties.generalCategory == .nonspacingMark, properties.canonicalCombiningClass == .above,
                let age = properties.age, age.major < 6 || (age.major == 6 && age.minor == 0),
                String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.map(\.value) == [value]
            else { return nil }
            return value
        }
        let marks = KittyPlaceholders.diacritics.map(\.value)
        #expect(marks == byNormalization)
        #expect(marks.count == 297)
        #expect(Array(marks.prefix(6)) == [0x0305, 0x030D, 0x030E, 0x0310, 0x0312, 0x033D])
        #expect(Array(marks.suffix(3)) == [0x1D242, 0x1D243, 0x1D244])
    }

    @Test func aCellNamesItsImageRowAndColumn() throws {
        let cell = try #require(KittyPlaceholders.cell(imageID: 7, row: 0, column: 2, depth: .palette256))
        #expect(cell.grapheme.unicodeScalars.map(\.value) == [0x10EEEE, 0x0305, 0x030E])
        #expect(cell.width == 1)
        #expect(cell.style.foreground == .indexed(7))
        let direct = try #require(KittyPlaceholders.cell(imageID: 0x01_0203, row: 1, column: 0, depth: .direct))
        #expect(direct.grapheme.unicodeScalars.map(\.value) == [0x10EEEE, 0x030D, 0x0305])
        #expect(direct.style.foreground == .rgb(1, 2, 3))
    }

    @Test func whatTheMarksOrColoursCannotNameIsNoCell() {
        #expect(KittyPlaceholders.cell(imageID: 1, row: 297, column: 0, depth: .direct) == nil)
        #expect(KittyPlaceholders.cell(imageID: 1, row: 0, column: -1, depth: .direct) == nil)
        #expect(KittyPlaceholders.cell(imageID: 256, row: 0, column: 0, depth: .palette256) == nil)
        #expect(KittyPlaceholders.cell(imageID: 0, row: 0, column: 0, depth: .palette256) == nil)
        #expect(KittyPlaceholders.cell(imageID: 1, row: 0, column: 0, depth: .palette16) == nil)
    }

    @Test func eachSequenceGoesThroughTmuxWithItsEscapesDoubled() {
        let bytes = Array("\u{1B}_Ga=T,m=1;AAAA\u{1B}\\\u{1B}_Gm=0;BB\u{1B}\\".utf8)
        #expect(
            String(decoding: KittyPlaceholders.throughTmux(bytes), as: UTF8.self)
                == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,m=1;AAAA\u{1B}\u{1B}\\\u{1B}\\\u{1B}Ptmux;\u{1B}\u{1B}_Gm=0;BB\u{1B}\u{1B}\\\u{1B}\\")
        #expect(KittyPlaceholders.throughTmux([]).isEmpty)
    }
}
