/// A centred box over the current screen listing every key of that screen, from the key map.
public struct HelpOverlay {
    public let lines: [(keys: String, action: String)]

    public init(keyMap: KeyMap, screen: ScreenKind) {
        lines = keyMap.helpLines(for: screen)
    }

    static let title = "Keys"
    static let closing = "Press any key to close"

    /// Draws the box centred in `surface`, clipped to it on small terminals.
    public func draw(in surface: inout Surface) {
        let keyWidth = lines.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let rows = lines.map { $0.keys + String(repeating: " ", count: keyWidth - DisplayWidth.of($0.keys)) + "  " + $0.action }
        let contentWidth = max(rows.map { DisplayWidth.of($0) }.max() ?? 0, DisplayWidth.of(Self.closing))
        let width = min(contentWidth + 4, surface.width)
        let height = min(rows.count + 4, surface.height)
        let box = Rect(x: (surface.width - width) / 2, y: (surface.height - height) / 2, width: width, height: height)
        surface.fill(box, style: Theme.footer)
        let inner = box.inset(left: 2, right: 2)
        let body = [Self.title] + rows + ["", Self.closing]
        // A blank line above the title when the box has room for it.
        let top = box.y + (box.height > body.count ? 1 : 0)
        for (index, text) in body.prefix(max(box.height - 1, 0)).enumerated() {
            let style = index == 0 ? Theme.footerKey : Theme.footer
            surface.write(text, x: inner.x, y: top + index, maxWidth: inner.width, style: style)
        }
    }
}
