import TerminalKit
import Testing

@testable import CursesTerminal

/// Colour pairs stay right when a frame wants more of them than the terminal has.
@Suite struct ColorPairTableTests {
    private typealias Colors = ColorPairTable.Colors

    /// A table of `capacity` pairs and a record of every (re)definition, as the terminal would see them.
    private struct Terminal {
        var table: ColorPairTable
        var defined: [Int32: Colors] = [:]
        var definitions = 0

        init(capacity: Int) { table = ColorPairTable(capacity: capacity) }

        /// Shows a cell in `colors` that showed pair `old`, as the backend does.
        mutating func show(_ colors: Colors, replacing old: Int32 = 0) -> Int32 {
            let before = table
            var redefined: [(Int32, Colors)] = []
            let pair = table.pair(for: colors, replacing: old) { redefined.append(($0, $1)) }
            for (pair, colors) in redefined {
                // A pair still on screen (other than on the cell being redrawn) must never be
                // redefined: its cells would change colour.
                #expect(before.userCount(of: pair) - (pair == old ? 1 : 0) == 0, "pair \(pair) redefined while in use")
                defined[pair] = colors
                definitions += 1
            }
            return pair
        }
    }

    @Test func theSameColoursShareOnePairAndTheDefaultNeedsNone() {
        var terminal = Terminal(capacity: 4)
        let first = terminal.show(Colors(foreground: 1, background: 2))
        let second = terminal.show(Colors(foreground: 1, background: 2))
        #expect(first == second)
        #expect(terminal.show(Colors(foreground: -1, background: -1)) == 0)
        #expect(terminal.definitions == 1)
    }

    @Test func moreCombinationsThanPairsBorrowTheClosestWithoutRecolouringTheScreen() {
        var terminal = Terminal(capacity: 3)
        var shown: [Int32] = []
        for foreground in Int32(0)..<3 { shown.append(terminal.show(Colors(foreground: foreground, background: 7))) }
        #expect(Set(shown).count == 3)
        // Full: a fourth combination borrows a pair with the same background, and nothing is redefined.
        let borrowed = terminal.show(Colors(foreground: 5, background: 7))
        #expect(terminal.defined[borrowed]?.background == 7)
        #expect(terminal.definitions == 3)
        // With no background in common, one with the same foreground; with neither, the default pair.
        #expect(terminal.defined[terminal.show(Colors(foreground: 1, background: 4))]?.foreground == 1)
        #expect(terminal.show(Colors(foreground: 6, background: 6)) == 0)
    }

    @Test func aPairNoCellShowsIsReusedForNewColours() {
        var terminal = Terminal(capacity: 2)
        let red = terminal.show(Colors(foreground: 1, background: 0))
        let green = terminal.show(Colors(foreground: 2, background: 0))
        // The red cell turns blue: red's pair has no cell left and takes the new colours.
        let blue = terminal.show(Colors(foreground: 4, background: 0), replacing: red)
        #expect(blue == red)
        #expect(terminal.defined[blue] == Colors(foreground: 4, background: 0))
        #expect(terminal.table.colors(of: green) == Colors(foreground: 2, background: 0))
        // Asking for red again now needs a pair of its own: none is free, so it borrows.
        let redAgain = terminal.show(Colors(foreground: 1, background: 0))
        #expect(redAgain == blue || redAgain == green)
        #expect(terminal.definitions == 3)
    }

    @Test func churnKeepsMemoryBounded() {
        var terminal = Terminal(capacity: 8)
        var cells: [Int32] = Array(repeating: 0, count: 4)
        for step in 0..<10_000 {
            let cell = step % cells.count
            cells[cell] = terminal.show(Colors(foreground: Int32(step % 13), background: Int32(step % 5)), replacing: cells[cell])
        }
        #expect(terminal.table.releasedCount <= 8)
    }

    @Test func releasingEveryCellFreesEveryPair() {
        var terminal = Terminal(capacity: 2)
        let first = terminal.show(Colors(foreground: 1, background: 1))
        _ = terminal.show(Colors(foreground: 2, background: 2))
        terminal.table.releaseAll()
        #expect(terminal.table.userCount(of: first) == 0)
        _ = terminal.show(Colors(foreground: 3, background: 3))
        _ = terminal.show(Colors(foreground: 4, background: 4))
        #expect(terminal.definitions == 4)
    }
}

@Suite struct ColorPaletteTests {
    @Test func coloursFollowWhatTheTerminalHas() {
        let orange = TerminalColor.rgb(255, 175, 0)
        #expect(ColorPalette(colors: 0).index(for: orange) == -1)
        #expect(ColorPalette(colors: 8).index(for: orange) == 3)  // red + green bits: yellow
        #expect(ColorPalette(colors: 256).index(for: orange) == 214)
        #expect(ColorPalette(colors: 1 << 24).index(for: orange) == 0xFF_AF_00)
    }

    @Test func indexedColoursStayIndexedWhereTheTerminalHasThem() {
        #expect(ColorPalette(colors: 256).index(for: .indexed(214)) == 214)
        #expect(ColorPalette(colors: 8).index(for: .indexed(214)) == 3)
        #expect(ColorPalette(colors: 8).index(for: .indexed(4)) == 4)
        // Direct-colour terminals read numbers from 8 up as RGB: the palette's RGB value is sent instead.
        #expect(ColorPalette(colors: 1 << 24).index(for: .indexed(214)) == 0xFF_AF_00)
        #expect(ColorPalette(colors: 1 << 24).index(for: .indexed(1)) == 1)
        #expect(ColorPalette(colors: 1 << 24).index(for: .indexed(244)) == 0x80_80_80)
    }
}
