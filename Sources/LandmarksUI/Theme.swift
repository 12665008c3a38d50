import TerminalKit

/// The app's colours: the toolkit's style sheet, and the styles only landmark screens use.
package enum Theme {
    package static let styles = StyleSheet(
        text: .plain,
        heading: Style(attributes: [.bold]),
        label: Style(foreground: .rgb(135, 175, 215)),
        notice: Style(foreground: .rgb(150, 150, 150), attributes: [.dim]),
        warning: Style(foreground: .rgb(255, 135, 95), attributes: [.bold]),
        selection: Style(attributes: [.reverse, .bold]),
        titleBar: Style(foreground: .rgb(255, 255, 255), background: .rgb(38, 79, 120), attributes: [.bold]),
        footer: Style(foreground: .rgb(200, 200, 200), background: .rgb(48, 48, 48)),
        footerKey: Style(foreground: .rgb(255, 215, 95), background: .rgb(48, 48, 48), attributes: [.bold]))

    package static let chrome = PageChrome(styles: styles)

    package static var text: Style { styles.text }
    package static let secondaryText = Style(foreground: .rgb(150, 150, 150))
    package static let favorite = Style(foreground: .rgb(255, 200, 0))

    /// The map's inks in `MapPainter.Ink`'s order: state borders dimmest, country borders, coastlines,
    /// landmarks, and the landmark in question in the accent colour.
    package static let mapInks = [
        Style(foreground: .rgb(88, 88, 88)), Style(foreground: .rgb(138, 138, 138)), Style(foreground: .rgb(95, 175, 135)),
        mapPhoto, Style(foreground: .rgb(215, 135, 0)), mapMarker,
    ]
    /// Your photos on a map, and how many share a cell.
    package static let mapPhoto = Style(foreground: .rgb(175, 135, 255))
    package static let mapMarker = Style(foreground: .rgb(255, 215, 95), attributes: [.bold])

    /// Letters that match the search: underlined and bright, on a selected row too.
    package static func match(_ isHighlighted: Bool) -> Style {
        isHighlighted
            ? Style(attributes: [.reverse, .bold, .underline])
            : Style(foreground: .rgb(255, 215, 95), attributes: [.bold, .underline])
    }

    /// `style` as it looks inside a row: the selection style when the row is highlighted.
    package static func highlighted(_ style: Style, _ isHighlighted: Bool) -> Style {
        styles.highlighted(style, isHighlighted)
    }
}
