/// The styles the toolkit's widgets draw with, by role; an app makes one with its own colours.
public struct StyleSheet: Sendable {
    public var text: Style
    public var heading: Style
    /// A label before its value, e.g. `Category`.
    public var label: Style
    /// Quiet text: empty-list messages, rules.
    public var notice: Style
    /// Something wrong the user should see.
    public var warning: Style
    /// The selected row; reverse video keeps it visible without colours.
    public var selection: Style
    public var titleBar: Style
    public var footer: Style
    /// Key names in the footer and help, e.g. `Enter`.
    public var footerKey: Style

    public init(
        text: Style = .plain, heading: Style = Style(attributes: [.bold]), label: Style = .plain,
        notice: Style = Style(attributes: [.dim]), warning: Style = Style(attributes: [.bold]),
        selection: Style = Style(attributes: [.reverse, .bold]), titleBar: Style = Style(attributes: [.reverse]),
        footer: Style = Style(attributes: [.reverse]), footerKey: Style = Style(attributes: [.reverse, .bold])
    ) {
        self.text = text
        self.heading = heading
        self.label = label
        self.notice = notice
        self.warning = warning
        self.selection = selection
        self.titleBar = titleBar
        self.footer = footer
        self.footerKey = footerKey
    }

    /// `style` as it looks inside a row: the selection style when the row is highlighted.
    public func highlighted(_ style: Style, _ isHighlighted: Bool) -> Style {
        isHighlighted ? selection : style
    }
}
