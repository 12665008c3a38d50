/// A centred box over the current screen listing every key of that screen, from the key map.
public struct HelpOverlay {
    public let lines: [(keys: String, action: String)]

    public init(keyMap: KeyMap, screen: ScreenKind) {
        lines = keyMap.helpLines(for: screen)
    }

    static let title = "Keys"
    static let closing = "Press any key to close"

    /// Draws the box centred in `surface`: in as many columns as it takes to fit the height, clipped
    /// on small terminals, with the closing line always last.
    public func draw(in surface: inout Surface) {
        let rowsPerColumn = max(surface.height - 4, 1)
        let columnCount = max((lines.count + rowsPerColumn - 1) / rowsPerColumn, 1)
        let perColumn = (lines.count + columnCount - 1) / columnCount
        let columns = stride(from: 0, to: lines.count, by: max(perColumn, 1)).map { start in
            Self.column(Array(lines[start..<min(start + perColumn, lines.count)]))
        }
        let rows = (0..<perColumn).map { index in
            columns.enumerated().map { number, column in
                let text = index < column.lines.count ? column.lines[index] : ""
                let isLast = number == columns.count - 1
                return isLast ? text : text + String(repeating: " ", count: column.width - DisplayWidth.of(text) + 4)
            }.joined()
        }
        let contentWidth = max(rows.map { DisplayWidth.of($0) }.max() ?? 0, DisplayWidth.of(Self.closing))
        let width = min(contentWidth + 4, surface.width)
        let height = min(rows.count + 4, surface.height)
        let box = Rect(x: (surface.width - width) / 2, y: (surface.height - height) / 2, width: width, height: height)
        surface.fill(box, style: Theme.footer)
        let inner = box.inset(left: 2, right: 2)
        var body = [Self.title] + rows + ["", Self.closing]
        let fitting = max(box.height - 1, 0)
        if body.count > fitting, fitting > 0 {
            body = Array(body.prefix(fitting - 1)) + [Self.closing]
        }
        // A blank line above the title when the box has room for it.
        let top = box.y + (box.height > body.count ? 1 : 0)
        for (index, text) in body.prefix(fitting).enumerated() {
            let style = index == 0 ? Theme.footerKey : Theme.footer
            surface.write(text, x: inner.x, y: top + index, maxWidth: inner.width, style: style)
        }
    }

    /// One column of help lines, keys padded to a common width, and that column's width.
    private static func column(_ lines: [(keys: String, action: String)]) -> (lines: [String], width: Int) {
        let keyWidth = lines.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let texts = lines.map { $0.keys + String(repeating: " ", count: keyWidth - DisplayWidth.of($0.keys)) + "  " + $0.action }
        return (texts, texts.map { DisplayWidth.of($0) }.max() ?? 0)
    }
}
