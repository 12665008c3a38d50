import TerminalKit
import Testing

/// What a backend is told to send from one frame to the next.
@Suite struct FrameDiffTests {
    private typealias Run = FrameDiff.Run

    private func frame(_ lines: String...) -> Surface {
        var surface = Surface(width: lines.map(DisplayWidth.of).max() ?? 0, height: lines.count)
        for (y, line) in lines.enumerated() { surface.write(line, x: 0, y: y, style: .plain) }
        return surface
    }

    private func placement(_ id: String = "photo", x: Int, y: Int, width: Int, height: Int) -> ImagePlacement {
        ImagePlacement(
            id: id, image: PixelImage(width: 2, height: 2, pixels: Array(repeating: 255, count: 16)),
            area: Rect(x: x, y: y, width: width, height: height))
    }

    @Test func theFirstFrameWritesEveryCell() {
        let diff = FrameDiff(from: nil, to: frame("abcd", "efgh"), showsImages: false)
        #expect(diff.runs == [Run(x: 0, y: 0, width: 4), Run(x: 0, y: 1, width: 4)])
        #expect(diff.repaintsAll)
    }

    /// A window of 1100 × 800 cells (kitty at full screen on a large display, small font): with no last
    /// frame nothing is compared with, and every line is written. The comparison once read past an empty
    /// array's storage, out of the program's memory at this size.
    @Test func theFirstFrameOfAHugeWindowWritesEveryLine() {
        let huge = Surface(width: 1100, height: 800)
        let diff = FrameDiff(from: nil, to: huge, showsImages: true)
        #expect(diff.runs.count == 800)
        #expect(diff.runs.allSatisfy { $0.x == 0 && $0.width == 1100 })
    }

    @Test func anUnchangedFrameWritesNothing() {
        let diff = FrameDiff(from: frame("abcd", "efgh"), to: frame("abcd", "efgh"), showsImages: true)
        #expect(diff.runs.isEmpty)
        #expect(!diff.repaintsAll)
    }

    @Test func onlyChangedCellsAreWrittenNeighboursInOneRun() {
        #expect(FrameDiff(from: frame("abcd", "efgh"), to: frame("abcd", "efXh"), showsImages: false).runs == [Run(x: 2, y: 1, width: 1)])
        #expect(
            FrameDiff(from: frame("abcdef", "ghijkl"), to: frame("aXYdZf", "ghijkL"), showsImages: false).runs == [
                Run(x: 1, y: 0, width: 2), Run(x: 4, y: 0, width: 1), Run(x: 5, y: 1, width: 1),
            ])
    }

    @Test func aStyleChangeIsAChange() {
        var styled = frame("abcd")
        styled.patch(Rect(x: 1, y: 0, width: 1, height: 1), with: StylePatch(adding: .bold))
        #expect(FrameDiff(from: frame("abcd"), to: styled, showsImages: false).runs == [Run(x: 1, y: 0, width: 1)])
    }

    @Test func aWideGraphemeIsWrittenWithItsRightHalf() {
        // One wide grapheme for another: its two columns in one run.
        #expect(FrameDiff(from: frame("a東b"), to: frame("a京b"), showsImages: false).runs == [Run(x: 1, y: 0, width: 2)])
        // Narrow to wide and back: the right half goes with the left, and two narrow ones replace both halves.
        #expect(FrameDiff(from: frame("axyb"), to: frame("a京b"), showsImages: false).runs == [Run(x: 1, y: 0, width: 2)])
        #expect(FrameDiff(from: frame("a京b"), to: frame("axyb"), showsImages: false).runs == [Run(x: 1, y: 0, width: 2)])
        // A wide grapheme moved one column: each of the three columns it touched is written.
        #expect(FrameDiff(from: frame("a京 b"), to: frame("a 京b"), showsImages: false).runs == [Run(x: 1, y: 0, width: 3)])
        // Only its right half's bytes differ (that half is never drawn on its own): nothing is written.
        var restyled = frame("a東b")
        restyled.patch(Rect(x: 2, y: 0, width: 1, height: 1), with: StylePatch(adding: .bold))
        #expect(FrameDiff(from: frame("a東b"), to: restyled, showsImages: false).runs.isEmpty)
        // Unchanged, it is not written even when a neighbour is.
        #expect(
            FrameDiff(from: frame("a京b"), to: frame("x京y"), showsImages: false).runs == [
                Run(x: 0, y: 0, width: 1), Run(x: 3, y: 0, width: 1),
            ])
    }

    @Test func aResizeWritesTheWholeFrame() {
        let diff = FrameDiff(from: frame("abcd", "efgh"), to: frame("abcde", "efghi"), showsImages: false)
        #expect(diff.runs == [Run(x: 0, y: 0, width: 5), Run(x: 0, y: 1, width: 5)])
        #expect(diff.repaintsAll)
    }

    /// Where images show, a cell that comes under a picture is written once as a blank: a picture that
    /// falls short of its area (aspect kept) leaves no stale text beside it, nor does a repaint.
    @Test func coveredCellsAreWrittenBlankWhereImagesShowAndAsTextElsewhere() {
        var next = frame("abcd", "efgh")
        let photo = placement(x: 1, y: 0, width: 2, height: 2)
        next.place(photo)
        let withImages = FrameDiff(from: nil, to: next, showsImages: true)
        #expect(withImages.runs == [Run(x: 0, y: 0, width: 4), Run(x: 0, y: 1, width: 4)])
        #expect(withImages.shown == [photo])
        #expect(FrameDiff.written(next[1, 0], showsImages: true) == .blank)
        #expect(FrameDiff.written(next[1, 0], showsImages: false).grapheme == "b")
        let overText = FrameDiff(from: frame("abcd", "efgh"), to: next, showsImages: true)
        #expect(overText.runs == [Run(x: 1, y: 0, width: 2), Run(x: 1, y: 1, width: 2)])
        let asText = FrameDiff(from: nil, to: next, showsImages: false)
        #expect(asText.runs == [Run(x: 0, y: 0, width: 4), Run(x: 0, y: 1, width: 4)])
        #expect(asText.shown.isEmpty)
        // A terminal without images writes nothing new when a placement comes over unchanged text.
        #expect(FrameDiff(from: frame("abcd", "efgh"), to: next, showsImages: false).runs.isEmpty)
    }

    @Test func aPlacementThatStaysSendsNothingThoughTheTextUnderItChanged() {
        var before = frame("abcd", "efgh")
        before.place(placement(x: 1, y: 0, width: 2, height: 2))
        var after = frame("aXYd", "efgh")
        after.place(placement(x: 1, y: 0, width: 2, height: 2))
        let diff = FrameDiff(from: before, to: after, showsImages: true)
        #expect(diff.runs.isEmpty)
        #expect(diff.shown.isEmpty && diff.removed.isEmpty)
    }

    @Test func aPlacementThatGoesHasItsCellsWrittenAgain() {
        var before = frame("abcd", "efgh")
        let photo = placement(x: 1, y: 0, width: 2, height: 2)
        before.place(photo)
        let diff = FrameDiff(from: before, to: frame("abcd", "efgh"), showsImages: true)
        #expect(diff.runs == [Run(x: 1, y: 0, width: 2), Run(x: 1, y: 1, width: 2)])
        #expect(diff.removed == [photo])
        #expect(diff.shown.isEmpty)
    }

    @Test func aPlacementThatMovesHasTheCellsItLeftWrittenAgain() {
        var before = frame("abcd", "efgh")
        let photo = placement(x: 0, y: 0, width: 2, height: 2)
        before.place(photo)
        var after = frame("abcd", "efgh")
        let moved = placement(x: 1, y: 0, width: 2, height: 2)
        after.place(moved)
        let diff = FrameDiff(from: before, to: after, showsImages: true)
        // The column it left shows its text again; the column it came over is blanked under it.
        #expect(diff.runs == [Run(x: 0, y: 0, width: 1), Run(x: 2, y: 0, width: 1), Run(x: 0, y: 1, width: 1), Run(x: 2, y: 1, width: 1)])
        #expect(diff.removed == [photo])
        #expect(diff.shown == [moved])
    }

    /// A list scrolled by a line: the terminal scrolls the lines that moved, and only what differs
    /// after that is written: the line that came in blank, and the letter that changed besides.
    @Test func linesThatMovedTogetherAreScrolled() {
        let before = frame("title", "row 1", "row 2", "row 3", "row 4", "row 5", "foot")
        let after = frame("title", "row 2", "row 3", "row 4", "ROW 5", "row 6", "foot")
        let diff = FrameDiff(from: before, to: after, showsImages: false, scrolls: true)
        #expect(diff.scroll == FrameDiff.Scroll(top: 1, bottom: 4, lines: 1))
        #expect(diff.runs == [Run(x: 0, y: 4, width: 3), Run(x: 4, y: 4, width: 1), Run(x: 4, y: 5, width: 1)])
        let back = FrameDiff(from: after, to: before, showsImages: false, scrolls: true)
        #expect(back.scroll == FrameDiff.Scroll(top: 1, bottom: 4, lines: -1))
        #expect(back.runs == [Run(x: 0, y: 1, width: 3), Run(x: 4, y: 1, width: 1), Run(x: 4, y: 5, width: 1)])
    }

    /// Scrolling is only asked for, and only where enough lines moved: two lines are written instead.
    @Test func fewLinesMovedOrScrollingNotAllowedWritesTheLines() {
        let before = frame("a", "b", "c", "d", "e")
        let after = frame("b", "c", "x", "d", "e")
        #expect(FrameDiff(from: before, to: after, showsImages: false, scrolls: true).scroll == nil)
        let scrolled = frame("b", "c", "d", "e", "f")
        #expect(FrameDiff(from: before, to: scrolled, showsImages: false, scrolls: true).scroll != nil)
        #expect(FrameDiff(from: before, to: scrolled, showsImages: false).scroll == nil)
        #expect(FrameDiff(from: before, to: scrolled, showsImages: true, scrolls: true).scroll == nil)
    }

    /// Lines are compared as bytes first: padding between cells would hold stray bytes and make equal
    /// lines look different.
    @Test func aCellHasNoPaddingBytes() {
        #expect(MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride)
    }
}
