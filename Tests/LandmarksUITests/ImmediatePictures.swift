import LandmarksUI
import TerminalKit
import TerminalPictures

/// A picture source that draws at once, for page tests: every picture is a block of one colour,
/// `missing` in its path makes it a missing file, and what was asked for is recorded.
final class ImmediatePictures: PictureSource {
    private(set) var requests: [PictureRequest] = []

    static let colour = TerminalColor.indexed(2)

    func beginFrame() {}
    func endFrame() {}

    func picture(for request: PictureRequest) -> PictureState {
        requests.append(request)
        if request.path.contains("missing") { return .failed(.missingFile) }
        let rows = min(request.rows, max(request.columns / 3, 1))
        return .ready(Surface(width: request.columns, height: rows, style: Style(background: Self.colour)))
    }

    /// Drawing through this source, as the app draws.
    static func drawing(_ source: ImmediatePictures = ImmediatePictures()) -> PictureDrawing {
        PictureDrawing(source: source, depth: .palette256)
    }
}
