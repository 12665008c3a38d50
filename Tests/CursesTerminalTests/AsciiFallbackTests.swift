import Testing

@testable import CursesTerminal

/// Text outside ASCII, for a terminal whose locale is not UTF-8.
struct AsciiFallbackTests {
    @Test func symbolsAndAccentedLettersHaveTheirASCIIStandIns() {
        #expect(AsciiFallback.text("★ Café — │→") == "* Cafe - |>")
        #expect(AsciiFallback.text("⠀⣿▀┼") == " .#+")
    }

    @Test func aWideGraphemeKeepsItsTwoColumns() {
        #expect(AsciiFallback.text("東京 🗼 🇯🇵|") == "???? ?? ??|")
    }

    @Test func asciiIsLeftAlone() {
        #expect(AsciiFallback.text("Muir Woods, 37.89") == "Muir Woods, 37.89")
    }
}
