/// Moving through the list with the preview pane: each key's own frame, the pane's picture after it,
/// and the bytes written, in one run of the app on the bundled catalog at 120 columns.
///
/// Down goes from the switch row to the last landmark, each landmark's picture not drawn before; Up
/// comes back, each picture then in the app's cache, so that it is in the key's own frame.
struct PreviewPaneMeasurement {
    /// Medians over the Down keys of the run.
    var downKeyFrame: Double
    var downPictureFrame: Double?
    var downKeyFrameBytes: Double
    var downBytes: Double
    /// Median over the Up keys of the run: the key's frame, the cached picture in it.
    var upKeyFrame: Double?
    /// Keys whose frames showed no picture.
    var keysWithoutPicture: Int

    static func measure(context: BenchmarkContext) throws -> PreviewPaneMeasurement {
        guard let count = context.workspace.bundledCatalogCount(), count > 1 else {
            throw BenchmarkError.failed("cannot read the bundled catalog \(context.workspace.bundledCatalogPath)")
        }
        let app = try PictureAppSession(context: context, dataFile: context.workspace.bundledCatalogPath)
        var keyFrames: [Double] = []
        var pictureFrames: [Double] = []
        var keyFrameBytes: [Double] = []
        var bytes: [Double] = []
        var upKeyFrames: [Double] = []
        var withoutPicture = 0
        for key in Array(repeating: TerminalKey.down, count: count) + Array(repeating: .up, count: count - 1) {
            let bytesBefore = app.session.bytesRead
            let response = try app.measure(key)
            guard let first = response.frames.first else { continue }
            let picture = response.pictureFrame
            if picture == nil { withoutPicture += 1 }
            if key == .down {
                keyFrames.append(first.lastByte.milliseconds)
                keyFrameBytes.append(Double(first.bytes.count))
                bytes.append(Double(app.session.bytesRead - bytesBefore))
                if let picture { pictureFrames.append(picture.lastByte.milliseconds) }
            } else if first.showsPicture {
                upKeyFrames.append(first.lastByte.milliseconds)
            }
        }
        _ = app.quit()
        guard let keyFrame = keyFrames.median, let keyBytes = keyFrameBytes.median, let allBytes = bytes.median else {
            throw BenchmarkError.failed("no Down key drew anything; the app shows: \(app.session.recentText)")
        }
        return PreviewPaneMeasurement(
            downKeyFrame: keyFrame, downPictureFrame: pictureFrames.median, downKeyFrameBytes: keyBytes,
            downBytes: allBytes, upKeyFrame: upKeyFrames.median, keysWithoutPicture: withoutPicture)
    }
}
