import Foundation

/// The `pictures` section: how soon pictures appear and what they cost, the app alone (VisiData shows
/// no pictures): the photo screen of bundled pictures, 24-megapixel JPEGs, the list's preview pane.
struct PictureSection: BenchmarkSection {
    let name = "pictures"
    let summary = "time to draw pictures (photo screen, 24 MP JPEGs, preview pane), memory, bytes per key"
    /// VisiData shows no pictures.
    let usesReference = false

    /// A big picture to show: a name for the table and its catalog.
    private struct LargePhoto {
        var label: String
        var catalog: String
    }

    func run(in context: BenchmarkContext, report: inout BenchmarkReport) throws {
        var largePhotos = [
            LargePhoto(label: "24 MP JPEG, baseline", catalog: try PictureCatalog.synthetic(
                progressive: false, workspace: context.workspace, log: context.log)),
            LargePhoto(label: "24 MP JPEG, progressive", catalog: try PictureCatalog.synthetic(
                progressive: true, workspace: context.workspace, log: context.log)),
        ]
        for file in context.options.photoFiles {
            let catalog = try PictureCatalog.wrapping(file: file, workspace: context.workspace)
            largePhotos.append(LargePhoto(label: (file as NSString).lastPathComponent, catalog: catalog))
        }
        var results = PictureResults()
        for run in 0..<context.options.runs {
            let runText = "run \(run + 1)/\(context.options.runs)"
            attempt("photo screen of bundled pictures, \(runText)", context: context, report: &report) {
                results.photoScreens.append(try PhotoScreenMeasurement.measure(context: context))
            }
            for photo in largePhotos {
                attempt("\(photo.label), \(runText)", context: context, report: &report) {
                    let measurement = try LargePhotoMeasurement.measure(dataFile: photo.catalog, context: context)
                    results.largePhotos[photo.label, default: []].append(measurement)
                }
            }
            attempt("preview pane, \(runText)", context: context, report: &report) {
                results.previewPanes.append(try PreviewPaneMeasurement.measure(context: context))
            }
        }
        results.addNotes(to: &report)
        results.addRows(largePhotoLabels: largePhotos.map(\.label), to: &report)
    }

    /// Runs one measurement, logging it; a failure becomes a note and the section goes on.
    private func attempt(
        _ what: String, context: BenchmarkContext, report: inout BenchmarkReport, _ measure: () throws -> Void
    ) {
        context.log("pictures: \(what)")
        do {
            try measure()
        } catch {
            report.fail("pictures: \(what) failed: \(error)")
        }
    }
}
