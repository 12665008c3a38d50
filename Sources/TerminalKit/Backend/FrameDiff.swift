import Glibc

/// What a backend must send to turn the frame on the terminal into the next one: runs of cells to
/// write, and the image placements that came and went.
///
/// Most of a frame is usually as it was: each line is compared whole first (cells are plain bytes
/// without padding), and cell by cell only when it changed.
public struct FrameDiff: Equatable, Sendable {
    /// Cells next to each other on one line, all to be written; the right half of a wide grapheme is
    /// in the run with its left half, and written with it.
    public struct Run: Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var width: Int

        public init(x: Int, y: Int, width: Int) {
            self.x = x
            self.y = y
            self.width = width
        }
    }

    /// Lines of the screen that move up (positive `lines`) or down together, which the terminal is asked
    /// to scroll: the lines that come in are blank, and `runs` write what differs after the scroll.
    public struct Scroll: Equatable, Sendable {
        /// The first and last line of the region that scrolls.
        public var top: Int
        public var bottom: Int
        /// How far its lines move up; negative: down.
        public var lines: Int

        public init(top: Int, bottom: Int, lines: Int) {
            self.top = top
            self.bottom = bottom
            self.lines = lines
        }
    }

    /// What scrolls before the runs are written, if anything (only where it was allowed).
    public let scroll: Scroll?
    /// The cells to write, line by line, left to right.
    public let runs: [Run]
    /// Whether every cell is written (where images show, covered cells as blanks), as the terminal may
    /// show anything: there was no last frame, or it had another size. A backend that shows images
    /// takes all of its pictures away first.
    public let repaintsAll: Bool
    /// Placements to show: new ones and moved ones (empty where the terminal cannot show images).
    public let shown: [ImagePlacement]
    /// Placements of the last frame to take away: gone or moved (empty where the terminal cannot show
    /// images).
    public let removed: [ImagePlacement]

    /// What changed from `previous` (nil: unknown, everything is written) to `next`.
    ///
    /// - Parameters:
    ///   - showsImages: whether the terminal shows image placements; then covered cells are written as
    ///     blanks when they come under a picture (see `written`), and a cell that is no longer covered is
    ///     written again. Otherwise placements are left out and covered cells are written as the text
    ///     they hold.
    ///   - scrolls: whether lines that moved up or down together (a list scrolled) may be scrolled by the
    ///     terminal rather than written again (see `Scroll`); not where pictures show, which would move.
    public init(from previous: Surface?, to next: Surface, showsImages: Bool, scrolls: Bool = false) {
        let previous = previous.flatMap { $0.width == next.width && $0.height == next.height ? $0 : nil }
        repaintsAll = previous == nil
        let scroll = scrolls && !showsImages ? previous.flatMap { Self.scroll(from: $0, to: next) } : nil
        self.scroll = scroll
        let placed = previous?.placements ?? []
        shown = showsImages ? next.placements.filter { !placed.contains($0) } : []
        removed = showsImages ? placed.filter { !next.placements.contains($0) } : []
        let width = next.width
        let lineBytes = width * MemoryLayout<Cell>.stride
        // What a line scrolled in shows.
        let blankLine = scroll == nil ? [] : Array(repeating: Cell.blank, count: width)
        var runs: [Run] = []
        next.cells.withUnsafeBufferPointer { cells in
            (previous?.cells ?? []).withUnsafeBufferPointer { before in
                blankLine.withUnsafeBufferPointer { blank in
                    for y in 0..<next.height {
                        let start = y * width
                        // An empty array's base address is a shared empty storage, not nil: without a last frame
                        // nothing may be read there (at 1100 columns it read past its memory).
                        let old =
                            before.isEmpty
                            ? nil : Self.line(before: y, scroll: scroll).map { before.baseAddress! + $0 * width } ?? blank.baseAddress
                        if let old, let new = cells.baseAddress, memcmp(old, new + start, lineBytes) == 0 { continue }
                        // Cells the same to the byte at either end are passed at once: a line beside a pane
                        // mostly changes in the pane alone.
                        var (first, end) = (0, width)
                        if let old, let new = cells.baseAddress.map({ $0 + start }) {
                            while first < end, Self.sameBytes(old + first, new + first) { first += 1 }
                            while end > first, Self.sameBytes(old + end - 1, new + end - 1) { end -= 1 }
                        }
                        var run: Run?
                        for x in first..<end {
                            let cell = Self.written(cells[start + x], showsImages: showsImages)
                            // The right half of a wide grapheme goes with its left half.
                            guard !cell.isContinuation else { continue }
                            if let old, let new = cells.baseAddress,
                                Self.sameBytes(old + x, new + start + x)
                                    || (showsImages ? Self.written(old[x], showsImages: true) == cell : old[x].looksLike(cell))
                            {
                                continue
                            }
                            if let open = run, open.x + open.width == x {
                                run?.width += cell.width
                            } else {
                                if let open = run { runs.append(open) }
                                run = Run(x: x, y: y, width: cell.width)
                            }
                        }
                        if let open = run { runs.append(open) }
                    }
                }
            }
        }
        self.runs = runs
    }

    /// Whether two cells are the same to the byte (cells are plain data without padding).
    @inline(__always)
    private static func sameBytes(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>) -> Bool {
        let (a, b) = (UnsafeRawPointer(a), UnsafeRawPointer(b))
        var offset = 0
        while offset + 8 <= MemoryLayout<Cell>.size {
            guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        while offset < MemoryLayout<Cell>.size {
            guard a.load(fromByteOffset: offset, as: UInt8.self) == b.load(fromByteOffset: offset, as: UInt8.self) else { return false }
            offset += 1
        }
        return true
    }

    /// The line of the last frame that the terminal shows at line `y` once `scroll` is done; nil for a
    /// line scrolled in, which is blank.
    static func line(before y: Int, scroll: Scroll?) -> Int? {
        guard let scroll, y >= scroll.top, y <= scroll.bottom else { return y }
        let from = y + scroll.lines
        return from >= scroll.top && from <= scroll.bottom ? from : nil
    }

    /// The fewest lines that must move together for a scroll to be worth its escape sequences.
    static let fewestScrolledLines = 3

    /// The scroll by up to three lines, either way, that brings the most changed lines of `previous`
    /// where `next` has them again (less the lines right as they were that it would move), over the
    /// region from the first such line to the last; nil when too few would be.
    static func scroll(from previous: Surface, to next: Surface) -> Scroll? {
        let (width, height) = (next.width, next.height)
        let lineBytes = width * MemoryLayout<Cell>.stride
        guard height > fewestScrolledLines, lineBytes > 0 else { return nil }
        return next.cells.withUnsafeBufferPointer { new in
            previous.cells.withUnsafeBufferPointer { old in
                func same(_ y: Int, before: Int) -> Bool {
                    let (line, lineBefore) = (new.baseAddress! + y * width, old.baseAddress! + before * width)
                    // Lines beside a pane mostly differ in it, at their ends: the last cell is looked at first.
                    return memcmp(line + width - 1, lineBefore + width - 1, MemoryLayout<Cell>.stride) == 0
                        && memcmp(line, lineBefore, lineBytes) == 0
                }
                let changed = (0..<height).filter { !same($0, before: $0) }
                guard changed.count >= fewestScrolledLines else { return nil }
                var best: (scroll: Scroll, gain: Int)?
                for lines in [1, -1, 2, -2, 3, -3] {
                    let moved = changed.filter { $0 + lines >= 0 && $0 + lines < height && same($0, before: $0 + lines) }
                    guard let first = moved.first, let last = moved.last else { continue }
                    // The region holds where the lines were and where they go; lines in it that were right
                    // as they were are moved too, and written again.
                    let scroll = Scroll(top: min(first, first + lines), bottom: max(last, last + lines), lines: lines)
                    let region = scroll.top...scroll.bottom
                    let gain = moved.count - (region.count - changed.filter(region.contains).count)
                    guard gain > best?.gain ?? fewestScrolledLines - 1 else { continue }
                    best = (scroll, gain)
                }
                return best?.scroll
            }
        }
    }

    /// What a backend writes for `cell`: where images show, a blank under a picture, so that nothing of
    /// the text there before is left where the picture does not paint (its aspect kept, a picture may
    /// fall short of its area by a column) or comes back on a repaint; the cell itself elsewhere.
    @inline(__always)
    public static func written(_ cell: Cell, showsImages: Bool) -> Cell {
        showsImages && cell.isCovered ? .blank : cell
    }
}
