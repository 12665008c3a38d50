/// The styles every screen draws with, in one place.
public enum Theme {
    public static let titleBar = Style(
        foreground: .rgb(255, 255, 255), background: .rgb(38, 79, 120), attributes: [.bold])
    public static let footer = Style(foreground: .rgb(200, 200, 200), background: .rgb(48, 48, 48))
    public static let footerKey = Style(
        foreground: .rgb(255, 215, 95), background: .rgb(48, 48, 48), attributes: [.bold])
    public static let text = Style.plain
    public static let secondaryText = Style(foreground: .rgb(150, 150, 150))
    public static let heading = Style(attributes: [.bold])
    public static let label = Style(foreground: .rgb(135, 175, 215))
    public static let favorite = Style(foreground: .rgb(255, 200, 0))
    public static let notice = Style(foreground: .rgb(150, 150, 150), attributes: [.dim])
    /// Something wrong the user should see, e.g. a missing image file or state that cannot be saved.
    public static let warning = Style(foreground: .rgb(255, 135, 95), attributes: [.bold])
    /// The selected row: reverse video, so it stays visible without colours too.
    public static let selection = Style(attributes: [.reverse, .bold])

    /// Letters that match the search: underlined and bright, on a selected row too.
    public static func match(_ isHighlighted: Bool) -> Style {
        isHighlighted
            ? Style(attributes: [.reverse, .bold, .underline])
            : Style(foreground: .rgb(255, 215, 95), attributes: [.bold, .underline])
    }

    /// `style` as it looks inside a row: the selection style when the row is highlighted.
    public static func highlighted(_ style: Style, _ isHighlighted: Bool) -> Style {
        isHighlighted ? selection : style
    }
}
