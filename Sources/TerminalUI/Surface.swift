/// One terminal cell: a grapheme, the columns it takes, and its style.
///
/// A wide grapheme occupies its cell and a following continuation cell of width 0.
public struct ScreenCell: Equatable, Sendable {
    public var grapheme: Character
    public var width: Int
    public var style: Style

    public init(_ grapheme: Character, width: Int = 1, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    public static let blank = ScreenCell(" ")

    static func continuation(_ style: Style) -> ScreenCell {
        ScreenCell(" ", width: 0, style: style)
    }

    public var isContinuation: Bool { width == 0 }
}

/// An in-memory grid of cells that views draw into; one screen type flushes it to the terminal.
///
/// All text is sanitised on the way in, so nothing drawn here can carry a control character.
public struct Surface: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [ScreenCell]

    public init(width: Int, height: Int, style: Style = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        var blank = ScreenCell.blank
        blank.style = style
        cells = Array(repeating: blank, count: self.width * self.height)
    }

    /// The whole area of the surface.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> ScreenCell {
        cells[y * width + x]
    }

    /// The text of each line, continuation cells left out, for tests and plain output.
    public var lines: [String] {
        (0..<height).map { y in
            String((0..<width).compactMap { x in self[x, y].isContinuation ? nil : self[x, y].grapheme })
        }
    }

    /// Fills `rect` with blanks of `style`.
    public mutating func fill(_ rect: Rect, style: Style) {
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                put(ScreenCell(" ", style: style), x: x, y: y)
            }
        }
    }

    /// Writes `text` on one line starting at column `x`, truncating with `…` to fit `maxWidth`
    /// (or the surface's right edge).
    ///
    /// - Returns: the number of columns written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: Style)
        -> Int
    {
        write([(text, style)], x: x, y: y, maxWidth: maxWidth)
    }

    /// Writes runs of text in their own styles as one line, truncated as `write(_:x:y:maxWidth:style:)`
    /// does, e.g. a name with the letters that match a search highlighted.
    ///
    /// - Returns: the number of columns written.
    @discardableResult
    public mutating func write(_ runs: [(text: String, style: Style)], x: Int, y: Int, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < height, x < width, let lastStyle = runs.last?.style else { return 0 }
        let available = min(maxWidth ?? Int.max, width - max(x, 0))
        guard available > 0 else { return 0 }
        let graphemes = runs.flatMap { run in
            run.text.compactMap(TerminalText.visible).flatMap(TerminalText.cells(of:)).map { ($0, run.style) }
        }
        let total = graphemes.reduce(0) { $0 + DisplayWidth.of($1.0) }
        let limit = total > available ? available - 1 : available
        var column = x
        var style = lastStyle
        for (grapheme, graphemeStyle) in graphemes {
            let columns = DisplayWidth.of(grapheme)
            if column + columns > x + limit { break }
            style = graphemeStyle
            putGrapheme(grapheme, columns: columns, x: column, y: y, style: style)
            column += columns
        }
        if total > available {
            // `Icy …` reads worse than `Icy…`: the ellipsis replaces trailing spaces.
            while column > x, !self[column - 1, y].isContinuation, self[column - 1, y].grapheme == " " {
                column -= 1
            }
            putGrapheme("…", columns: 1, x: column, y: y, style: style)
            column += 1
        }
        return column - x
    }

    /// Writes `text` in `rect`'s first line, padding the rest of the line with blanks of `style`.
    public mutating func writeLine(_ text: String, in rect: Rect, style: Style) {
        guard rect.height > 0, rect.width > 0 else { return }
        fill(rect.line(0), style: style)
        write(text, x: rect.x, y: rect.y, maxWidth: rect.width, style: style)
    }

    /// Writes `text` so that it ends at the right edge of `rect`'s first line.
    ///
    /// - Returns: the column where the text starts.
    @discardableResult
    public mutating func writeTrailing(_ text: String, in rect: Rect, style: Style) -> Int {
        let columns = min(DisplayWidth.of(TerminalText.sanitized(text)), rect.width)
        let start = rect.x + rect.width - columns
        write(text, x: start, y: rect.y, maxWidth: columns, style: style)
        return start
    }

    private mutating func putGrapheme(_ grapheme: Character, columns: Int, x: Int, y: Int, style: Style) {
        guard columns > 0 else { return }
        put(ScreenCell(grapheme, width: columns, style: style), x: x, y: y)
        if columns == 2 { put(.continuation(style), x: x + 1, y: y) }
    }

    /// Places one cell, repairing any wide grapheme it cuts in half.
    private mutating func put(_ cell: ScreenCell, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        let index = y * width + x
        if cells[index].isContinuation && !cell.isContinuation && x > 0 {
            cells[index - 1] = ScreenCell(" ", style: cells[index - 1].style)
        }
        if cells[index].width == 2 && x + 1 < width && cell.width != 2 {
            cells[index + 1] = ScreenCell(" ", style: cells[index + 1].style)
        }
        if cell.width == 2 && x + 1 >= width {
            cells[index] = ScreenCell(" ", style: cell.style)
            return
        }
        cells[index] = cell
    }
}
