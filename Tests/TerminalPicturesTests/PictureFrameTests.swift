import TerminalKit
import TerminalPictures
import Testing

@Suite struct PictureFrameTests {
    private let styles = StyleSheet()

    @Test func aPictureThatCannotBeShownSaysWhyInAFrame() {
        var surface = Surface(width: 26, height: 5)
        PictureFrame.draw(.failed(.tooLarge(width: 20000, height: 20000)), in: &surface, rect: surface.bounds, styles: styles)
        #expect(
            surface.lines == [
                "┌────────────────────────┐",
                "│                        │",
                "│ too large: 20000 × 20… │",
                "│                        │",
                "└────────────────────────┘",
            ])
    }

    @Test func aLoadingPictureIsAQuietFrameAndAReadyOneIsCentred() {
        var surface = Surface(width: 8, height: 4)
        PictureFrame.draw(.loading, in: &surface, rect: Rect(x: 1, y: 0, width: 6, height: 3), styles: styles)
        #expect(surface.lines == [" ┌────┐ ", " │    │ ", " └────┘ ", "        "])
        var picture = Surface(width: 2, height: 2, style: Style(background: .indexed(9)))
        picture.write("▀▄", x: 0, y: 0, style: Style(foreground: .indexed(4), background: .indexed(9)))
        PictureFrame.draw(.ready(picture), in: &surface, rect: surface.bounds, styles: styles)
        #expect(surface.lines == ["        ", "   ▀▄   ", "        ", "        "])
        #expect(surface[3, 2].style.background == .indexed(9))
        #expect(surface[2, 1].style == styles.text)
    }
}
