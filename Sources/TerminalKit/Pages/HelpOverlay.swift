/// A centred box over the current page listing every key of that page, from its key map; keys that
/// cannot act now are dimmed.
///
/// The lines flow into as many columns as the height asks for, when they fit the width whole; when
/// they do not, they stay in one column that scrolls (`offset`), so no line is ever cut for a column.
/// The box keeps off the page's first and last lines (its title and footer) when the terminal has
/// room for a few keys besides, and a blank column on either side of it keeps what the page shows
/// there (a list's star at the right edge) from reading as part of it.
public struct HelpOverlay {
    public let lines: [KeyHelpLine]
    public let styles: StyleSheet
    /// The first line shown when the box scrolls.
    public let offset: Int

    public init(lines: [KeyHelpLine], styles: StyleSheet, offset: Int = 0) {
        self.lines = lines
        self.styles = styles
        self.offset = offset
    }

    static let title = "Keys"
    static let closing = "Press any key to close"
    static let scrollingClosing = "↑↓ scroll, any other key closes"
    static let columnGap = 4

    /// How the lines are laid out on a surface of a given size.
    struct Layout {
        var columns: [(entries: [(text: String, isEnabled: Bool)], width: Int)]
        /// Rows of entries shown at once.
        var rows: Int
        /// Whether everything fits; when not, one column scrolls.
        var scrolls: Bool
    }

    /// The largest offset that still fills the box, for a surface `height` lines high.
    public func maximumOffset(width: Int, height: Int) -> Int {
        let layout = layOut(width: width, height: height)
        return layout.scrolls ? max(lines.count - layout.rows, 0) : 0
    }

    public func draw(in surface: inout Surface) {
        let layout = layOut(width: surface.width, height: surface.height)
        let closing = layout.scrolls ? Self.scrollingClosing : Self.closing
        var starts: [Int] = []
        var contentWidth = DisplayWidth.of(closing)
        var x = 0
        for column in layout.columns {
            starts.append(x)
            contentWidth = max(contentWidth, x + column.width)
            x += column.width + Self.columnGap
        }
        let width = min(contentWidth + 4, surface.width)
        // The title, the rows, a blank line, the closing line, and a frame around them when it fits,
        // between the page's title and footer.
        let room = Self.room(height: surface.height)
        let height = min(layout.rows + 5, room.height)
        let box = Rect(x: (surface.width - width) / 2, y: room.y + (room.height - height) / 2, width: width, height: height)
        surface.fill(Rect(x: box.x - 1, y: box.y, width: box.width + 2, height: box.height), style: styles.text)
        surface.fill(box, style: styles.footer)
        guard box.height > 0 else { return }
        let inner = box.inset(left: 2, right: 2)
        let first = layout.scrolls ? min(max(offset, 0), max(lines.count - layout.rows, 0)) : 0
        // The title, the rows, a blank line and the closing line, the rows giving way on a tiny terminal.
        var body: [Line] = [.title] + (0..<layout.rows).map(Line.row) + [.blank, .closing]
        let fitting = max(box.height - 1, 0)
        if body.count > fitting, fitting > 0 {
            body = Array(body.prefix(fitting - 1)) + [.closing]
        }
        // A frame, where there is room around the text: without colours it is what sets the box apart.
        let isFramed = box.height >= body.count + 2 && box.width >= 4
        if isFramed { drawFrame(around: box, in: &surface) }
        let top = box.y + (box.height > body.count ? 1 : 0)
        for (index, line) in body.prefix(fitting).enumerated() {
            let y = top + index
            switch line {
            case .title: surface.write(Self.title, x: inner.x, y: y, maxWidth: inner.width, style: styles.footerKey)
            case .closing: surface.write(closing, x: inner.x, y: y, maxWidth: inner.width, style: styles.footer)
            case .blank: break
            case .row(let row):
                for (number, column) in layout.columns.enumerated() where first + row < column.entries.count {
                    let start = inner.x + starts[number]
                    let available = inner.x + inner.width - start
                    guard available > 0 else { break }
                    let entry = column.entries[first + row]
                    let style = entry.isEnabled ? styles.footer : styles.footer.patched(StylePatch(adding: .dim))
                    surface.write(entry.text, x: start, y: y, maxWidth: available, style: style)
                }
            }
        }
    }

    private func drawFrame(around box: Rect, in surface: inout Surface) {
        let rule = String(repeating: "─", count: box.width - 2)
        surface.write("┌" + rule + "┐", x: box.x, y: box.y, style: styles.footer)
        surface.write("└" + rule + "┘", x: box.x, y: box.y + box.height - 1, style: styles.footer)
        for y in (box.y + 1)..<(box.y + box.height - 1) {
            surface.write("│", x: box.x, y: y, style: styles.footer)
            surface.write("│", x: box.x + box.width - 1, y: y, style: styles.footer)
        }
    }

    private enum Line {
        case title
        case row(Int)
        case blank
        case closing
    }

    /// The lines the box may take on a surface `height` lines high: all but the first and last, unless
    /// that leaves fewer than three rows of keys.
    static func room(height: Int) -> (y: Int, height: Int) {
        height - 2 - 5 >= 3 ? (1, height - 2) : (0, height)
    }

    /// The fewest columns that fit the height, if they also fit the width whole; else one column that scrolls.
    func layOut(width: Int, height: Int) -> Layout {
        // Between the page's title and footer the box has its frame; on a small terminal, where it
        // covers them, it may give up its frame for one more key.
        let room = Self.room(height: height)
        let rowsAvailable = max(room.height - (room.y > 0 ? 5 : 4), 1)
        let single = Self.column(lines)
        guard lines.count > rowsAvailable else {
            return Layout(columns: [single], rows: lines.count, scrolls: false)
        }
        var count = 2
        while count <= lines.count {
            let perColumn = (lines.count + count - 1) / count
            let columns = stride(from: 0, to: lines.count, by: perColumn).map { start in
                Self.column(Array(lines[start..<min(start + perColumn, lines.count)]))
            }
            let total = columns.map(\.width).reduce(0, +) + Self.columnGap * (columns.count - 1) + 4
            if total > width { break }
            if perColumn <= rowsAvailable { return Layout(columns: columns, rows: perColumn, scrolls: false) }
            count += 1
        }
        return Layout(columns: [single], rows: rowsAvailable, scrolls: true)
    }

    /// One column of help lines, keys padded to a common width, and that column's width.
    static func column(_ lines: [KeyHelpLine]) -> (entries: [(text: String, isEnabled: Bool)], width: Int) {
        let keyWidth = lines.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let entries = lines.map { line -> (text: String, isEnabled: Bool) in
            (
                line.keys + String(repeating: " ", count: keyWidth - DisplayWidth.of(line.keys)) + "  " + line.help,
                line.isEnabled
            )
        }
        return (entries, entries.map { DisplayWidth.of($0.text) }.max() ?? 0)
    }
}
