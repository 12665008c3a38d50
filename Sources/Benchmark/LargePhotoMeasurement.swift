/// A big picture shown in the app: how long its photo screen takes to draw it, and how far the app's
/// peak memory rises from the list (before any picture of it was asked for) to the drawn picture.
struct LargePhotoMeasurement {
    /// Milliseconds from Enter on the photo to the end of the frame that shows the picture; nil if none did.
    var pictureFrame: Double?
    /// Peak resident memory reached while the picture was decoded and drawn, above the resident memory before.
    var memoryGrowthBytes: Double?
    /// Whether the peak could be reset just before (otherwise the growth is measured from the peak at start).
    var peakWasReset: Bool
    /// Whether the picture was drawn in 24-bit colour.
    var usesDirectColour: Bool

    /// Opens the only photo of the one-landmark catalog `dataFile`: `p` hides the preview pane (so that
    /// the list does not draw it), Enter opens the landmark (whose screen draws it small), Tab and
    /// Enter open the photo screen, which draws it as large as the terminal allows.
    static func measure(dataFile: String, context: BenchmarkContext) throws -> LargePhotoMeasurement {
        let app = try PictureAppSession(context: context, dataFile: dataFile)
        try app.press(.character("p"), .down)
        let probe = app.session.probe
        let residentBefore = probe.residentBytes()
        let peakWasReset = probe.resetPeakResidentBytes()
        let peakBefore = probe.peakResidentBytes()
        try app.press(.enter, .tab)
        let response = try app.measure(.enter)
        let peakAfter = probe.peakResidentBytes()
        _ = app.quit()
        let before = peakWasReset ? residentBefore : peakBefore
        let growth = before.flatMap { before in peakAfter.map { Double($0) - Double(before) } }
        let picture = response.pictureFrame
        return LargePhotoMeasurement(
            pictureFrame: picture?.lastByte.milliseconds, memoryGrowthBytes: growth, peakWasReset: peakWasReset,
            usesDirectColour: picture?.marks.usesDirectColour ?? false)
    }
}
