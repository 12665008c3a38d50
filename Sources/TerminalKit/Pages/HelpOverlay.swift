/// A centred box over the current page listing every key of that page, from its key map; keys that
/// cannot act now are dimmed.
public struct HelpOverlay {
    public let lines: [KeyHelpLine]
    public let styles: StyleSheet

    public init(lines: [KeyHelpLine], styles: StyleSheet) {
        self.lines = lines
        self.styles = styles
    }

    static let title = "Keys"
    static let closing = "Press any key to close"
    static let columnGap = 4

    /// Draws the box centred in `surface`: in as many columns as it takes to fit the height, clipped
    /// on small terminals, with the closing line always last.
    public func draw(in surface: inout Surface) {
        let rowsPerColumn = max(surface.height - 4, 1)
        let columnCount = max((lines.count + rowsPerColumn - 1) / rowsPerColumn, 1)
        let perColumn = max((lines.count + columnCount - 1) / columnCount, 1)
        let columns = stride(from: 0, to: lines.count, by: perColumn).map { start in
            Self.column(Array(lines[start..<min(start + perColumn, lines.count)]))
        }
        // Where each column starts, relative to the box's text.
        var starts: [Int] = []
        var contentWidth = DisplayWidth.of(Self.closing)
        var x = 0
        for column in columns {
            starts.append(x)
            contentWidth = max(contentWidth, x + column.width)
            x += column.width + Self.columnGap
        }
        let bodyRows = lines.isEmpty ? 0 : perColumn
        let width = min(contentWidth + 4, surface.width)
        let height = min(bodyRows + 4, surface.height)
        let box = Rect(x: (surface.width - width) / 2, y: (surface.height - height) / 2, width: width, height: height)
        surface.fill(box, style: styles.footer)
        let inner = box.inset(left: 2, right: 2)
        // The title, the rows, a blank line and the closing line; when they do not fit, the rows are cut
        // and the closing line stays last.
        var body: [Line] = [.title] + (0..<bodyRows).map(Line.row) + [.blank, .closing]
        let fitting = max(box.height - 1, 0)
        if body.count > fitting, fitting > 0 {
            body = Array(body.prefix(fitting - 1)) + [.closing]
        }
        // A blank line above the title when the box has room for it.
        let top = box.y + (box.height > body.count ? 1 : 0)
        for (index, line) in body.prefix(fitting).enumerated() {
            let y = top + index
            switch line {
            case .title: surface.write(Self.title, x: inner.x, y: y, maxWidth: inner.width, style: styles.footerKey)
            case .closing: surface.write(Self.closing, x: inner.x, y: y, maxWidth: inner.width, style: styles.footer)
            case .blank: break
            case .row(let row):
                for (number, column) in columns.enumerated() where row < column.entries.count {
                    let start = inner.x + starts[number]
                    let available = inner.x + inner.width - start
                    guard available > 0 else { break }
                    let entry = column.entries[row]
                    let style = entry.isEnabled ? styles.footer : styles.footer.patched(StylePatch(adding: .dim))
                    surface.write(entry.text, x: start, y: y, maxWidth: available, style: style)
                }
            }
        }
    }

    private enum Line {
        case title
        case row(Int)
        case blank
        case closing
    }

    /// One column of help lines, keys padded to a common width, and that column's width.
    private static func column(_ lines: [KeyHelpLine]) -> (entries: [(text: String, isEnabled: Bool)], width: Int) {
        let keyWidth = lines.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let entries = lines.map { line -> (text: String, isEnabled: Bool) in
            (line.keys + String(repeating: " ", count: keyWidth - DisplayWidth.of(line.keys)) + "  " + line.help,
             line.isEnabled)
        }
        return (entries, entries.map { DisplayWidth.of($0.text) }.max() ?? 0)
    }
}
