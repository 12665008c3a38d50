import Foundation

/// The pictures section's measurements of every run, and the rows and notes they make.
struct PictureResults {
    var photoScreens: [PhotoScreenMeasurement] = []
    /// By the big picture's label.
    var largePhotos: [String: [LargePhotoMeasurement]] = [:]
    var previewPanes: [PreviewPaneMeasurement] = []

    /// The speed and memory targets, by what they bound.
    enum Target {
        static let photoScreenMilliseconds = 30.0
        static let largePhotoMilliseconds = 200.0
        static let largePhotoMebibytes = 100.0
        static let paneKeyFrameMilliseconds = 2.0
    }

    /// Adds a row per measured quantity: medians over the runs (of the medians over each run's keys).
    func addRows(largePhotoLabels: [String], to report: inout BenchmarkReport) {
        for (kind, opening) in [("240×160 PNG", \PhotoScreenMeasurement.png), ("640×427 JPEG", \.jpeg)] {
            let openings = photoScreens.map { $0[keyPath: opening] }
            add("photo screen, bundled \(kind): first frame, ms", openings.map(\.firstFrame), decimals: 1, to: &report)
            add(
                "photo screen, bundled \(kind): picture drawn, ms", openings.compactMap(\.pictureFrame),
                target: Target.photoScreenMilliseconds, decimals: 1, to: &report)
        }
        for label in largePhotoLabels {
            let runs = largePhotos[label] ?? []
            add(
                "\(label): picture drawn on the photo screen, ms", runs.compactMap(\.pictureFrame),
                target: Target.largePhotoMilliseconds, decimals: 0, to: &report)
            add(
                "\(label): memory growth, MiB", runs.compactMap(\.memoryGrowthBytes).map { $0 / 1_048_576 },
                target: Target.largePhotoMebibytes, decimals: 1, to: &report)
        }
        add(
            "preview pane, Down: the key's frame written, ms", previewPanes.map(\.downKeyFrame),
            target: Target.paneKeyFrameMilliseconds, decimals: 2, to: &report)
        add("preview pane, Down: the pane's picture drawn, ms", previewPanes.compactMap(\.downPictureFrame), decimals: 1, to: &report)
        add("preview pane, Down: bytes written, the key's frame", previewPanes.map(\.downKeyFrameBytes), decimals: 0, to: &report)
        add("preview pane, Down: bytes written, with the picture", previewPanes.map(\.downBytes), decimals: 0, to: &report)
        add("preview pane, Up to a cached picture: the key's frame, ms", previewPanes.compactMap(\.upKeyFrame), decimals: 1, to: &report)
    }

    /// Says how it was measured, and what looked wrong (notes on missed targets come with the rows).
    func addNotes(to report: inout BenchmarkReport) {
        report.note(
            "pictures: the app alone (VisiData shows no pictures), with COLORTERM=truecolor. A frame is the output "
                + "from its first byte until the app's main thread waits for input again; times run from the key to "
                + "the frame's last byte. A frame shows a picture when it writes at least "
                + "\(PictureMarks.minimumBlockGlyphs) block glyphs in \(PictureMarks.minimumColours) colours. Photo "
                + "screen: Enter on Turtle Rock's newest photo, then on its third, from the landmark screen. "
                + "\(PictureCatalog.syntheticWidth) × \(PictureCatalog.syntheticHeight) JPEGs (made up, quality 90, "
                + "4:2:0): the only photo of a catalog, its screen opened from the landmark screen (which drew it "
                + "small before); memory growth is VmHWM once drawn minus VmRSS before Enter on the landmark. Preview "
                + "pane: Down from the switch row to the last landmark (each picture new), then Up back (each "
                + "picture cached); medians over a run's keys, then over the runs. Targets in parentheses.")
        let directColour =
            photoScreens.flatMap { [$0.png.usesDirectColour, $0.jpeg.usesDirectColour] }
            + largePhotos.values.joined().map(\.usesDirectColour)
        if directColour.contains(false) {
            report.note(
                "pictures: some pictures were drawn in 256 colours, not 24-bit: is xterm-direct installed "
                    + "(Debian ncurses-term)?")
        }
        if largePhotos.values.joined().contains(where: { !$0.peakWasReset }) {
            report.note("pictures: VmHWM could not be reset (/proc/PID/clear_refs); memory growth counts from the peak at start.")
        }
        let withoutPicture = previewPanes.map(\.keysWithoutPicture).reduce(0, +)
        if withoutPicture > 0 {
            report.note("pictures: in the preview pane, \(withoutPicture) keys in \(previewPanes.count) runs drew no picture.")
        }
    }

    // MARK: - Private

    /// Adds a row with the median of `values`, and a note when it misses its target.
    private func add(_ work: String, _ values: [Double], target: Double? = nil, decimals: Int, to report: inout BenchmarkReport) {
        let median = values.median
        let label = target.map { "\(work) (≤ \(formatted($0)))" } ?? work
        report.add(.init(work: label, landmarks: median, reference: nil, decimals: decimals))
        if let median, let target, median > target {
            report.note("pictures: over target: \(work): \(formatted(median)) > \(formatted(target)).")
        }
    }

    private func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
