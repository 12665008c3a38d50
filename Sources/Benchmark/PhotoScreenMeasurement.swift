/// Opening the photo screen on two bundled pictures in one run of the app: Turtle Rock's newest
/// photo (a 240 × 160 PNG) and its third (a 640 × 427 JPEG), each from the landmark screen with Enter.
struct PhotoScreenMeasurement {
    /// One photo opened: when its screen's first frame and its picture were written.
    struct Opening {
        /// Milliseconds from Enter to the end of the first frame (the page, the picture's place empty).
        var firstFrame: Double
        /// Milliseconds from Enter to the end of the frame that shows the picture; nil if none did.
        var pictureFrame: Double?
        /// Whether the picture was drawn in 24-bit colour.
        var usesDirectColour: Bool
    }

    var png: Opening
    var jpeg: Opening

    /// The bundled files opened, as the photo screen names them.
    static let pngFile = "photos/1001-2.png"
    static let jpegFile = "photos/1001-3.jpg"

    static func measure(context: BenchmarkContext) throws -> PhotoScreenMeasurement {
        let app = try PictureAppSession(context: context, dataFile: context.workspace.bundledCatalogPath)
        // Turtle Rock's page, which draws its newest photo at the top; then the focus on its photos.
        try app.press(.down, .enter, .tab)
        let png = try open(in: app, expecting: pngFile)
        // Back to the landmark (its newest photo still selected), then two photos down: newest first.
        try app.press(.character("h"), .down, .down)
        let jpeg = try open(in: app, expecting: jpegFile)
        _ = app.quit()
        return PhotoScreenMeasurement(png: png, jpeg: jpeg)
    }

    /// Presses Enter on the selected photo and times its screen.
    private static func open(in app: PictureAppSession, expecting file: String) throws -> Opening {
        let response = try app.measure(.enter)
        guard let first = response.frames.first, response.frames.contains(where: { $0.text.contains(file) }) else {
            throw BenchmarkError.failed(
                "expected the photo screen of \(file) (has the bundled data changed?); the app shows: "
                    + app.session.recentText)
        }
        let picture = response.pictureFrame
        return Opening(
            firstFrame: first.lastByte.milliseconds, pictureFrame: picture?.lastByte.milliseconds,
            usesDirectColour: picture?.marks.usesDirectColour ?? false)
    }
}
