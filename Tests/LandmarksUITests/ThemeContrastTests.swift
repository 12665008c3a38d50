import Foundation
import LandmarksUI
import TerminalKit
import Testing
import ToolSupport

/// Every colour of the theme against the background it is drawn on, as the terminal shows it in 24-bit,
/// 256, 16 and 8 colours (xterm's palette): at least 4.5:1 for text, 3:1 for secondary text and marks
/// (WCAG's contrast ratio), on a dark background and on a light one.
@Suite struct ThemeContrastTests {
    /// The colour a terminal of `colors` colours shows for `color`, `background` for the default.
    static func shown(_ color: TerminalColor, colors: Int, default background: (UInt8, UInt8, UInt8)) -> (UInt8, UInt8, UInt8) {
        if case .default = color.kind { return background }
        if colors >= 1 << 24, case .rgb(let red, let green, let blue) = color.kind { return (red, green, blue) }
        let index = ColorPalette(colors: colors).index(for: color)
        return index < 0 ? background : ColorPalette.rgb(ofIndexed: UInt8(index))
    }

    @Test(arguments: [Theme.Background.dark, .light], [1 << 24, 256, 16, 8])
    func everyColourReadsOnItsBackground(background: Theme.Background, colors: Int) {
        let theme = background == .dark ? ThemeColors.dark : ThemeColors.light
        let terminal: (UInt8, UInt8, UInt8) = background == .dark ? (0, 0, 0) : (255, 255, 255)
        let styles = theme.styles
        let text: [(String, Style)] = [
            ("label", styles.label), ("warning", styles.warning), ("title bar", styles.titleBar), ("footer", styles.footer),
            ("footer key", styles.footerKey),
        ]
        let secondary: [(String, Style)] = [
            ("notice", styles.notice), ("secondary text", theme.secondaryText), ("favourite", theme.favorite),
            ("match", theme.match), ("map photo", theme.mapInks[3]), ("map landmark", theme.mapInks[4]), ("map marker", theme.mapInks[5]),
        ]
        for (minimum, entries) in [(4.5, text), (3.0, secondary)] {
            for (name, style) in entries {
                let back = Self.shown(style.background, colors: colors, default: terminal)
                let fore = Self.shown(style.foreground, colors: colors, default: background == .dark ? (229, 229, 229) : (0, 0, 0))
                let ratio = ContrastRatio.of((Int(fore.0), Int(fore.1), Int(fore.2)), (Int(back.0), Int(back.1), Int(back.2)))
                #expect(ratio >= minimum, "\(name) on \(background) in \(colors) colours: \(ratio)")
            }
        }
    }
}
