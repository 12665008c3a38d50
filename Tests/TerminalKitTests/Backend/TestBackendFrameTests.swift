import TerminalKit
import Testing

/// The test backend keeps what each frame sent and the pictures placed on it.
@Suite struct TestBackendFrameTests {
    private typealias Run = FrameDiff.Run

    @Test func eachFrameKeepsItsPlacementsAndWhatItSent() {
        let backend = TestBackend(width: 4, height: 2, canShowImages: true)
        var surface = Surface(width: 4, height: 2)
        surface.write("abcd", x: 0, y: 0, style: .plain)
        let photo = ImagePlacement(
            id: "photo", image: PixelImage(width: 1, height: 1, pixels: [1, 2, 3, 255]), area: Rect(x: 0, y: 1, width: 2, height: 1))
        surface.place(photo)
        backend.flush(surface)
        surface.write("X", x: 3, y: 0, style: .plain)
        backend.flush(surface)
        backend.repaintAll()
        backend.flush(surface)

        #expect(backend.placements == [photo])
        #expect(backend.frames.map(\.placements) == [[photo], [photo], [photo]])
        #expect(
            backend.changes.map(\.runs) == [
                // The covered cells too, as blanks, whenever everything is written.
                [Run(x: 0, y: 0, width: 4), Run(x: 0, y: 1, width: 4)],
                [Run(x: 3, y: 0, width: 1)],
                [Run(x: 0, y: 0, width: 4), Run(x: 0, y: 1, width: 4)],
            ])
        #expect(backend.changes.map(\.shown) == [[photo], [], [photo]])
        #expect(backend.changes.map(\.repaintsAll) == [true, false, true])
    }

    @Test func aTerminalWithoutImagesIsSentTheCoveredText() {
        let backend = TestBackend(width: 3, height: 1)
        var surface = Surface(width: 3, height: 1)
        surface.write("abc", x: 0, y: 0, style: .plain)
        surface.place(ImagePlacement(id: "photo", image: PixelImage(width: 1, height: 1, pixels: [1, 2, 3, 255]), area: surface.bounds))
        backend.flush(surface)
        #expect(!backend.canShowImages)
        #expect(backend.changes.map(\.runs) == [[Run(x: 0, y: 0, width: 3)]])
        #expect(backend.changes.map(\.shown) == [[]])
        #expect(backend.placements.map(\.id) == ["photo"])
    }
}
