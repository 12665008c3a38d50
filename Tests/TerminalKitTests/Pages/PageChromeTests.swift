import TerminalKit
import Testing

@Suite struct PageChromeTests {
    private let chrome = PageChrome(styles: StyleSheet())

    @Test func aLongSearchShowsItsEnd() {
        var surface = Surface(width: 30, height: 2)
        chrome.drawSearchField(in: &surface, text: String(repeating: "x", count: 5_000) + "東京end", hints: [])
        #expect(surface.lines[1] == " / xxxxxxxxxxxxxxxxx東京end▏  ")
    }

    @Test func theFooterShowsTheHintsThatFitInTheStyleSheetsColours() {
        let styles = StyleSheet(footer: Style(background: .indexed(236)), footerKey: Style(foreground: .indexed(220)))
        var surface = Surface(width: 24, height: 2)
        PageChrome(styles: styles).drawFooter(
            in: &surface,
            hints: [
                KeyHint(keys: "↑↓", action: "move"), KeyHint(keys: "Enter", action: "open"),
                KeyHint(keys: "q", action: "quit"),
            ])
        // Not all fit: the last hint (the help, by convention) stays, the ones before give way from the end.
        #expect(surface.lines[1] == " ↑↓ move  q quit        ")
        #expect(
            surface.lines { $0.style == styles.footerKey ? "K" : $0.style == styles.footer ? "f" : "?" }[1]
                == "fKKfffffffKfffffffffffff")
    }
}
