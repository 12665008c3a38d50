/// An in-memory grid of cells that views draw into; one backend flushes it to the terminal.
///
/// Text is sanitised on the way in, so nothing written here can carry a control character.
public struct Surface: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// The pictures shown over cells, which do not overlap; exactly the cells in their visible areas are
    /// covered.
    public private(set) var placements: [ImagePlacement] = []

    public init(width: Int, height: Int, style: Style = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        cells = Array(unsafeUninitializedCapacity: count) { cells, initialized in
            if count > 0 {
                cells.initializeElement(at: 0, to: Cell(ascii: 0x20, style: style))
                Self.repeatFirst(cells.baseAddress!, count: count)
            }
            initialized = count
        }
    }

    /// Copies the cell at `cells` over the `count - 1` after it (initialised or not: cells are plain
    /// data), doubling what is copied each time: a few copies of memory rather than a store a cell,
    /// twice as fast for a frame (a line's fill, a few dozen cells, is faster a cell at a time).
    private static func repeatFirst(_ cells: UnsafeMutablePointer<Cell>, count: Int) {
        var done = 1
        while done < count {
            let copied = min(done, count - done)
            UnsafeMutableRawPointer(cells + done).copyMemory(from: cells, byteCount: copied * MemoryLayout<Cell>.stride)
            done += copied
        }
    }

    /// The whole area of the surface.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at `x`, `y`, which must lie inside. Setting it places the cell as it is (its grapheme must
    /// be visible text), repairing any wide grapheme it cuts in half.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { put(newValue, x: x, y: y) }
    }

    /// The text of each line, continuation cells left out, for tests and plain output.
    public var lines: [String] {
        lines { $0.grapheme }
    }

    /// One character per cell, line by line, e.g. to assert styles in a test: `lines { $0.style == s ? "S" : "." }`.
    public func lines(_ mark: (Cell) -> Character) -> [String] {
        (0..<height).map { y in
            String((0..<width).compactMap { x in self[x, y].isContinuation ? nil : mark(self[x, y]) })
        }
    }

    /// Fills `rect` with blanks of `style`.
    public mutating func fill(_ rect: Rect, style: Style) {
        fill(rect, with: Cell(ascii: 0x20, style: style))
    }

    /// Fills `rect` with `scalar` in `style`, e.g. a line of `─`; a scalar that is not one column wide on
    /// its own (see `TerminalText.plainWidth(_:)`) fills it with blanks.
    public mutating func fill(_ rect: Rect, with scalar: Unicode.Scalar, style: Style) {
        let isOneColumn = TerminalText.plainWidth(scalar.value) == 1
        fill(rect, with: isOneColumn ? Cell(scalar: scalar, width: 1, style: style) : Cell(ascii: 0x20, style: style))
    }

    private mutating func fill(_ rect: Rect, with blank: Cell) {
        let area = rect.intersection(bounds)
        guard area.width > 0 else { return }
        if !placements.isEmpty { uncover(area) }
        for y in area.y..<(area.y + area.height) {
            // Only the edges can cut a wide grapheme in half; the cells between are simply replaced.
            put(blank, x: area.x, y: y)
            put(blank, x: area.x + area.width - 1, y: y)
            let start = y * width + area.x
            cells.withUnsafeMutableBufferPointer { cells in
                for index in start..<(start + area.width) { cells[index] = blank }
            }
        }
    }

    /// Lays `patch` over the style of every cell in `rect`, keeping their text.
    public mutating func patch(_ rect: Rect, with patch: StylePatch) {
        let area = rect.intersection(bounds)
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) {
                cells[y * width + x].style = cells[y * width + x].style.patched(patch)
            }
        }
    }

    /// Copies `source`'s cells and image placements so that its top left lands at `x`, `y`, clipped to
    /// this surface.
    public mutating func copy(_ source: Surface, toX x: Int, y: Int) {
        let area = Rect(x: x, y: y, width: source.width, height: source.height).intersection(bounds)
        guard !area.isEmpty else { return }
        if !placements.isEmpty { uncover(area) }
        let sourceWidth = source.width
        source.cells.withUnsafeBufferPointer { cells in
            for row in area.y..<(area.y + area.height) {
                let start = (row - y) * sourceWidth + area.x - x
                replaceCells(onLine: row, from: area.x, with: UnsafeBufferPointer(rebasing: cells[start..<(start + area.width)]))
            }
        }
        // A cell copied comes without its placement: the source's are placed again.
        if !source.placements.isEmpty { mark(area, covered: false) }
        for placement in source.placements { place(placement.offset(x: x, y: y)) }
    }

    /// The cells of `rect`'s first line, clipped to the surface, e.g. to `paste` them again.
    public func cells(inLineOf rect: Rect) -> [Cell] {
        let area = rect.line(0).intersection(bounds)
        guard !area.isEmpty else { return [] }
        return Array(cells[(area.y * width + area.x)..<(area.y * width + area.x + area.width)])
    }

    /// Whether a placement's picture lies over a cell of `rect`.
    public func hasPlacement(in rect: Rect) -> Bool {
        placements.contains { !$0.visibleArea.intersection(rect).isEmpty }
    }

    /// Places the cells of a line (`cells(inLineOf:)` of a line without placements) from `x`, `y` on,
    /// clipped to the surface.
    public mutating func paste(_ line: [Cell], x: Int, y: Int) {
        line.withUnsafeBufferPointer { paste($0, x: x, y: y) }
    }

    private mutating func paste(_ line: UnsafeBufferPointer<Cell>, x: Int, y: Int) {
        let area = Rect(x: x, y: y, width: line.count, height: 1).intersection(bounds)
        guard !area.isEmpty else { return }
        if !placements.isEmpty { uncover(area) }
        replaceCells(onLine: y, from: area.x, with: UnsafeBufferPointer(rebasing: line[(area.x - x)..<(area.x - x + area.width)]))
    }

    /// Puts `line`'s cells on line `y` from column `x` on, all inside the surface: the two at its ends
    /// through `put`, which repairs a wide grapheme they cut in half (a right half without its left
    /// becomes a blank), the cells between copied as they are, as bytes (cells are plain data).
    private mutating func replaceCells(onLine y: Int, from x: Int, with line: UnsafeBufferPointer<Cell>) {
        guard let first = line.first, let last = line.last else { return }
        put(first.isContinuation ? Cell(ascii: 0x20, style: first.style) : first, x: x, y: y)
        if line.count > 1 { put(last, x: x + line.count - 1, y: y) }
        guard line.count > 2 else { return }
        let start = y * width + x + 1
        cells.withUnsafeMutableBufferPointer { cells in
            (cells.baseAddress! + start).update(from: line.baseAddress! + 1, count: line.count - 2)
        }
    }

    /// Shows `placement`'s picture over the cells it covers, clipped to the surface; call it after
    /// drawing those cells, whose text a terminal without pixels shows instead.
    ///
    /// Drawing over a covered cell later (text, a fill, another placement) takes the whole placement
    /// away, so that nothing drawn on top is hidden under a picture. A wide grapheme cut in half by the
    /// placement's edge becomes a blank: its outer half would be left beside the picture.
    public mutating func place(_ placement: ImagePlacement) {
        var placement = placement
        placement.visibleArea = placement.visibleArea.intersection(bounds)
        let area = placement.visibleArea
        guard !area.isEmpty else { return }
        uncover(area)
        let right = area.x + area.width - 1
        for y in area.y..<(area.y + area.height) {
            if self[area.x, y].isContinuation { put(Cell(ascii: 0x20, style: self[area.x, y].style), x: area.x, y: y) }
            if self[right, y].width == 2 { put(Cell(ascii: 0x20, style: self[right, y].style), x: right, y: y) }
        }
        mark(area, covered: true)
        placements.append(placement)
    }

    /// Takes away every placement over a cell of `rect`, so that its cells show their text again.
    private mutating func uncover(_ rect: Rect) {
        let meets = { (placement: ImagePlacement) in !placement.visibleArea.intersection(rect).isEmpty }
        for placement in placements where meets(placement) { mark(placement.visibleArea, covered: false) }
        placements.removeAll(where: meets)
    }

    private mutating func mark(_ area: Rect, covered: Bool) {
        for y in area.y..<(area.y + area.height) {
            for index in (y * width + area.x)..<(y * width + area.x + area.width) { cells[index].isCovered = covered }
        }
    }

    /// Writes `text` on one line starting at column `x`, truncating with `…` to fit `maxWidth`
    /// (or the surface's right edge).
    ///
    /// - Returns: the number of columns written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: Style) -> Int {
        write(CollectionOfOne((text: text, style: style)), x: x, y: y, maxWidth: maxWidth)
    }

    /// Writes runs of text in their own styles as one line, truncated as `write(_:x:y:maxWidth:style:)`
    /// does, e.g. a name with the letters that match a search highlighted.
    ///
    /// - Returns: the number of columns written.
    @discardableResult
    public mutating func write(_ runs: [(text: String, style: Style)], x: Int, y: Int, maxWidth: Int? = nil) -> Int {
        write(runs[...], x: x, y: y, maxWidth: maxWidth)
    }

    /// Writes runs as `write(_:x:y:maxWidth:)` does, from any collection (one run needs no array).
    private mutating func write<Runs: BidirectionalCollection>(_ runs: Runs, x: Int, y: Int, maxWidth: Int?) -> Int
    where Runs.Element == (text: String, style: Style) {
        guard y >= 0, y < height, x < width, let lastStyle = runs.last?.style else { return 0 }
        let available = min(maxWidth ?? Int.max, width - x)
        guard available > 0 else { return 0 }
        // Most text drawn is plain ASCII (a byte is a cell), or else made of scalars drawn as they are (a
        // scalar is a cell): neither needs grapheme breaking.
        // The kinds are kept on the stack: a write is made for every label and value of a frame.
        return withUnsafeTemporaryAllocation(of: TextKind.self, capacity: runs.count) { kinds in
            var total = 0
            for (index, run) in runs.enumerated() {
                let kind = TextKind(of: run.text)
                kinds.initializeElement(at: index, to: kind)
                switch kind {
                case .ascii: total += run.text.utf8.count
                case .plain: for scalar in run.text.unicodeScalars { total += TerminalText.plainWidth(scalar.value)! }
                case .graphemes: TerminalText.forEachCell(in: run.text) { _, columns in total += columns }
                }
            }
            return draw(runs, kinds: kinds, x: x, y: y, available: available, total: total, lastStyle: lastStyle)
        }
    }

    /// Draws `runs`, whose kinds and width are known, for `write(_:x:y:maxWidth:)`.
    private mutating func draw<Runs: BidirectionalCollection>(
        _ runs: Runs, kinds: UnsafeMutableBufferPointer<TextKind>, x: Int, y: Int, available: Int, total: Int, lastStyle: Style
    ) -> Int where Runs.Element == (text: String, style: Style) {
        let end = x + (total > available ? available - 1 : available)
        var column = x
        var style = lastStyle
        drawing: for (run, kind) in zip(runs, kinds) {
            if kind == .ascii {
                let bytes = run.text.utf8
                let fitting = min(bytes.count, max(end - column, 0))
                if fitting > 0 {
                    style = run.style
                    putASCII(bytes.prefix(fitting), x: column, y: y, style: style)
                    column += fitting
                }
                if fitting < bytes.count { break drawing }
            } else if kind == .plain {
                for scalar in run.text.unicodeScalars {
                    let columns = TerminalText.plainWidth(scalar.value)!
                    guard column + columns <= end else { break drawing }
                    style = run.style
                    put(Cell(scalar: scalar, width: columns, style: style), x: column, y: y)
                    if columns == 2 { put(.continuation(style), x: column + 1, y: y) }
                    column += columns
                }
            } else {
                var isFull = false
                TerminalText.forEachCell(in: run.text) { grapheme, columns in
                    guard !isFull, column + columns <= end else {
                        isFull = true
                        return
                    }
                    style = run.style
                    putGrapheme(grapheme, columns: columns, x: column, y: y, style: style)
                    column += columns
                }
                if isFull { break drawing }
            }
        }
        if total > available {
            // `Icy …` reads worse than `Icy…`: the ellipsis replaces trailing spaces.
            while column > max(x, 0), !self[column - 1, y].isContinuation, self[column - 1, y].isBlank {
                column -= 1
            }
            putGrapheme("…", columns: 1, x: column, y: y, style: style)
            column += 1
        }
        return column - x
    }

    /// How a text is cut into cells.
    private enum TextKind {
        /// Printable ASCII: a byte a cell.
        case ascii
        /// Scalars `TerminalText.plainWidth(_:)` knows: a scalar a cell.
        case plain
        /// Anything else: graphemes made visible (`TerminalText.forEachCell`).
        case graphemes

        init(of text: String) {
            self = TerminalText.isPrintableASCII(text) ? .ascii : TerminalText.isDrawnAsItIs(text) ? .plain : .graphemes
        }
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

    /// Puts a byte a cell on line `y` from `x`, as a line pasted (most of a frame's text comes this way).
    private mutating func putASCII(_ bytes: Substring.UTF8View, x: Int, y: Int, style: Style) {
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: bytes.count) { line in
            for (offset, byte) in bytes.enumerated() { line.initializeElement(at: offset, to: Cell(ascii: byte, style: style)) }
            paste(UnsafeBufferPointer(line), x: x, y: y)
        }
    }

    private mutating func putGrapheme(_ grapheme: Character, columns: Int, x: Int, y: Int, style: Style) {
        guard columns > 0 else { return }
        put(Cell(grapheme, width: columns, style: style), x: x, y: y)
        if columns == 2 { put(.continuation(style), x: x + 1, y: y) }
    }

    /// Places one cell, repairing any wide grapheme it cuts in half and taking away a placement under it.
    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        let index = y * width + x
        if cells[index].isCovered || cell.width == 2 && x + 1 < width && cells[index + 1].isCovered {
            uncover(Rect(x: x, y: y, width: cell.width == 2 ? 2 : 1, height: 1))
        }
        var cell = cell
        // A cell copied from another surface comes without its placement (`copy` places that again).
        cell.isCovered = false
        if cells[index].isContinuation && !cell.isContinuation && x > 0 {
            cells[index - 1] = Cell(ascii: 0x20, style: cells[index - 1].style)
        }
        if cells[index].width == 2 && x + 1 < width && cell.width != 2 {
            cells[index + 1] = Cell(ascii: 0x20, style: cells[index + 1].style)
        }
        if cell.width == 2 && x + 1 >= width {
            cells[index] = Cell(ascii: 0x20, style: cell.style)
            return
        }
        cells[index] = cell
    }
}
