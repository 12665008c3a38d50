import Synchronization
import TerminalKit

/// The app's colours: the toolkit's style sheet, and the styles only landmark screens use, for a dark
/// or a light terminal background (`use(background:)`, once at start).
///
/// Each colour keeps a contrast ratio of at least 4.5:1 for text and 3:1 for secondary text and marks
/// against its background as the terminal shows it in 24-bit, 256, 16 and 8 colours (ThemeContrastTests).
package enum Theme {
    /// What the terminal's background is.
    package enum Background: Sendable {
        case dark, light
    }

    private static let isLight = Atomic<Bool>(false)

    /// Takes the colours made for `background`; before the first frame.
    package static func use(_ background: Background) {
        isLight.store(background == .light, ordering: .relaxed)
    }

    /// The background the colours are for.
    package static var background: Background { isLight.load(ordering: .relaxed) ? .light : .dark }

    private static var colors: ThemeColors { isLight.load(ordering: .relaxed) ? .light : .dark }

    package static var styles: StyleSheet { colors.styles }
    package static var chrome: PageChrome { colors.chrome }
    package static var text: Style { colors.styles.text }
    package static var secondaryText: Style { colors.secondaryText }
    package static var favorite: Style { colors.favorite }

    /// The map's inks in `MapPainter.Ink`'s order: state borders dimmest, country borders, coastlines,
    /// your photos, landmarks, and the landmark in question in the accent colour.
    package static var mapInks: [Style] { colors.mapInks }
    /// Your photos on a map, and how many share a cell.
    package static var mapPhoto: Style { colors.mapInks[MapInk.photo] }
    package static var mapMarker: Style { colors.mapInks[MapInk.marker] }

    /// Letters that match the search: underlined and bright, on a selected row too.
    package static func match(_ isHighlighted: Bool) -> Style {
        isHighlighted ? Style(attributes: [.reverse, .bold, .underline]) : colors.match
    }

    /// `style` as it looks inside a row: the selection style when the row is highlighted.
    package static func highlighted(_ style: Style, _ isHighlighted: Bool) -> Style {
        styles.highlighted(style, isHighlighted)
    }

    /// Positions in `mapInks`.
    private enum MapInk {
        static let photo = 3
        static let marker = 5
    }
}

/// One background's colours.
package struct ThemeColors: Sendable {
    package let styles: StyleSheet
    let chrome: PageChrome
    package let secondaryText: Style
    package let favorite: Style
    package let match: Style
    package let mapInks: [Style]

    init(styles: StyleSheet, secondaryText: Style, favorite: Style, match: Style, mapInks: [Style]) {
        (self.styles, self.secondaryText, self.favorite, self.match, self.mapInks) = (styles, secondaryText, favorite, match, mapInks)
        chrome = PageChrome(styles: styles)
    }

    /// Light text on a dark background (the usual terminal).
    package static let dark = ThemeColors(
        styles: StyleSheet(
            text: .plain,
            heading: Style(attributes: [.bold]),
            label: Style(foreground: .rgb(135, 175, 215)),
            notice: Style(foreground: .rgb(150, 150, 150), attributes: [.dim]),
            warning: Style(foreground: .rgb(255, 135, 95), attributes: [.bold]),
            selection: Style(attributes: [.reverse, .bold]),
            titleBar: Style(foreground: .rgb(255, 255, 255), background: .rgb(38, 79, 120), attributes: [.bold]),
            footer: Style(foreground: .rgb(200, 200, 200), background: .rgb(38, 38, 38)),
            footerKey: Style(foreground: .rgb(255, 215, 95), background: .rgb(38, 38, 38), attributes: [.bold])),
        secondaryText: Style(foreground: .rgb(150, 150, 150)),
        favorite: Style(foreground: .rgb(255, 200, 0)),
        match: Style(foreground: .rgb(255, 215, 95), attributes: [.bold, .underline]),
        mapInks: [
            Style(foreground: .rgb(88, 88, 88)), Style(foreground: .rgb(138, 138, 138)), Style(foreground: .rgb(95, 175, 135)),
            Style(foreground: .rgb(175, 135, 255)), Style(foreground: .rgb(215, 135, 0)),
            Style(foreground: .rgb(255, 215, 95), attributes: [.bold]),
        ])

    /// Dark text on a light background (macOS Terminal, GNOME's light profiles, xterm's default,
    /// Solarized Light): every colour dark enough to read on white, and in 8 or 16 colours never the
    /// light grey (7) or yellow (3) that vanish there.
    package static let light = ThemeColors(
        styles: StyleSheet(
            text: .plain,
            heading: Style(attributes: [.bold]),
            label: Style(foreground: .rgb(0, 95, 175)),
            notice: Style(foreground: .rgb(95, 95, 95)),
            warning: Style(foreground: .rgb(175, 0, 0), attributes: [.bold]),
            selection: Style(attributes: [.reverse, .bold]),
            titleBar: Style(foreground: .rgb(255, 255, 255), background: .rgb(38, 79, 120), attributes: [.bold]),
            footer: Style(foreground: .rgb(0, 0, 0), background: .rgb(215, 215, 215)),
            footerKey: Style(foreground: .rgb(0, 0, 135), background: .rgb(215, 215, 215), attributes: [.bold])),
        secondaryText: Style(foreground: .rgb(95, 95, 95)),
        favorite: Style(foreground: .rgb(175, 95, 0)),
        match: Style(foreground: .rgb(175, 0, 95), attributes: [.bold, .underline]),
        mapInks: [
            Style(foreground: .rgb(175, 175, 175)), Style(foreground: .rgb(118, 118, 118)), Style(foreground: .rgb(0, 120, 80)),
            Style(foreground: .rgb(95, 0, 175)), Style(foreground: .rgb(175, 95, 0)),
            Style(foreground: .rgb(175, 0, 0), attributes: [.bold]),
        ])
}
