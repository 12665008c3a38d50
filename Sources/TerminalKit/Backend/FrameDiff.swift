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
    /// - Parameter showsImages: whether the terminal shows image placements; then covered cells are
    ///   written as blanks when they come under a picture (see `written`), and a cell that is no longer
    ///   covered is written again. Otherwise placements are left out and covered cells are written as
    ///   the text they hold.
    public init(from previous: Surface?, to next: Surface, showsImages: Bool) {
        let previous = previous.flatMap { $0.width == next.width && $0.height == next.height ? $0 : nil }
        repaintsAll = previous == nil
        let placed = previous?.placements ?? []
        shown = showsImages ? next.placements.filter { !placed.contains($0) } : []
        removed = showsImages ? placed.filter { !next.placements.contains($0) } : []
        let width = next.width
        let lineBytes = width * MemoryLayout<Cell>.stride
        var runs: [Run] = []
        next.cells.withUnsafeBufferPointer { cells in
            (previous?.cells ?? []).withUnsafeBufferPointer { before in
                for y in 0..<next.height {
                    let start = y * width
                    // An empty array's base address is a shared empty storage, not nil: without a last frame
                    // nothing may be read there (at 1100 columns it read past its memory).
                    if !before.isEmpty, let old = before.baseAddress, let new = cells.baseAddress,
                        memcmp(old + start, new + start, lineBytes) == 0
                    {
                        continue
                    }
                    var run: Run?
                    for x in 0..<width {
                        let cell = Self.written(cells[start + x], showsImages: showsImages)
                        // The right half of a wide grapheme goes with its left half.
                        guard !cell.isContinuation else { continue }
                        if !before.isEmpty,
                            showsImages
                                ? Self.written(before[start + x], showsImages: true) == cell : before[start + x].looksLike(cell)
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
        self.runs = runs
    }

    /// What a backend writes for `cell`: where images show, a blank under a picture, so that nothing of
    /// the text there before is left where the picture does not paint (its aspect kept, a picture may
    /// fall short of its area by a column) or comes back on a repaint; the cell itself elsewhere.
    public static func written(_ cell: Cell, showsImages: Bool) -> Cell {
        showsImages && cell.isCovered ? .blank : cell
    }
}
