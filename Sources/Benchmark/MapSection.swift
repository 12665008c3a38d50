import Foundation
import TerminalKit
import ToolSupport
import WorldMap

/// The `map` section: how long a full-screen map frame takes to draw at 200 × 60, at every zoom and
/// with a million landmarks in view. Measured in this process on the drawing code the app's map page
/// runs (outlines and dots onto the braille canvas, the canvas into a surface), not through a terminal:
/// what the terminal is sent is the same diffing as for any other frame.
struct MapSection: BenchmarkSection {
    let name = "map"
    let summary = "map frames at 200x60: outlines at every zoom, a million landmarks in view (in-process)"
    private static let columns = 200
    private static let rows = 60

    func run(in context: BenchmarkContext, table: inout BenchmarkTable) throws {
        let file = URL(fileURLWithPath: context.workspace.bundledCatalogPath).deletingLastPathComponent()
            .appendingPathComponent(MapOutlines.fileName)
        var index: OutlineIndex?
        let loading = ContinuousClock().measure {
            index = try? OutlineIndex(MapOutlines.load(from: file))
        }
        guard let index else {
            table.fail("cannot read \(file.path)")
            return
        }
        table.record("read and index \(MapOutlines.fileName), ms", landmarks: loading.milliseconds, decimals: 1)
        let frames = max(context.options.runs, 1) * 10
        // Turtle Rock, and the Aegean, where the most coastline and islands crowd into a view.
        let centers = [GeoPoint(latitude: 34.011286, longitude: -116.166868), GeoPoint(latitude: 38, longitude: 24.5)]
        var worst = 0.0
        for kmPerDot in [0.25, 2.5, 10, 40, 160] {
            let median =
                centers.map { center in
                    let map = MapViewport(center: center, kmPerDot: kmPerDot, width: Self.columns * 2, height: Self.rows * 4)
                    return Self.medianFrame(frames: frames, index: index, map: map, places: [center])
                }.max() ?? 0
            BenchmarkContext.log("map: \(kmPerDot) km a dot: \(String(format: "%.2f", median)) ms")
            table.record(
                "map frame 200×60, \(Int((kmPerDot * Double(Self.columns * 2)).rounded()).grouped) km across, ms",
                landmarks: median, decimals: 2)
            worst = max(worst, median)
        }
        table.record("map frame 200×60, slowest zoom, ms", landmarks: worst, decimals: 2, target: 10)
        // A million landmarks over the lower 48 states, the map fitted to them as `0` does.
        var random = SplitMix64(seed: 13)
        let places = (0..<1_000_000).map { _ in
            GeoPoint(latitude: random.double(in: 25...49), longitude: random.double(in: -124...(-67)))
        }
        let fitted = MapViewport.fitting(places, width: Self.columns * 2, height: Self.rows * 4)
        BenchmarkContext.log("map: a million landmarks")
        let median = Self.medianFrame(frames: max(context.options.runs, 3), index: index, map: fitted, places: places)
        table.record("map frame 200×60, 1,000,000 landmarks in view, ms", landmarks: median, decimals: 1, target: 50)
        // 100,000 of your photos over Europe and Asia, with the world's twelve landmarks: dots and the busiest cells counted.
        let photos = (0..<100_000).map { _ in GeoPoint(latitude: random.double(in: 10...60), longitude: random.double(in: -10...140)) }
        let world = MapViewport.fitting(photos, width: Self.columns * 2, height: Self.rows * 4)
        BenchmarkContext.log("map: 100,000 photos")
        let photoMedian = Self.medianFrame(
            frames: max(context.options.runs, 3) * 3, index: index, map: world, places: Array(places.prefix(12)), photos: photos)
        table.record("map frame 200×60, 100,000 photos in view (counted), ms", landmarks: photoMedian, decimals: 1, target: 50)
        table.note(
            "Frames drawn in-process (WorldMap and TerminalKit, release build): outlines, landmark dots and a"
                + " marked landmark onto the braille canvas, then the canvas into a 200×60 surface; medians of"
                + " \(frames) frames a zoom, centred on Turtle Rock and on the Aegean (the slower shown).")
    }

    /// The median time of drawing `frames` frames of `map` with `places` and `photos` as dots (the
    /// photos' busiest cells counted, as the app labels them).
    private static func medianFrame(
        frames: Int, index: OutlineIndex, map: MapViewport, places: [GeoPoint], photos: [GeoPoint] = []
    ) -> Double {
        var times: [Double] = []
        var surface = Surface(width: columns, height: rows)
        for _ in 0..<frames {
            let elapsed = ContinuousClock().measure {
                var canvas = BrailleCanvas(
                    columns: columns, rows: rows, inks: Array(repeating: .plain, count: MapPainter.Ink.allCases.count))
                MapPainter.drawOutlines(index, on: map, into: &canvas)
                MapPainter.drawPlaces(photos, on: map, into: &canvas, ink: .photo)
                MapPainter.drawPlaces(places, on: map, into: &canvas)
                for cell in MapPainter.busiestCells(photos, on: map, columns: columns, rows: rows, limit: 12) {
                    canvas.label(String(cell.count), column: cell.column + 1, row: cell.row, style: .plain)
                }
                if let first = places.first, let (column, row) = MapPainter.cell(of: first, on: map) {
                    canvas.label("◆ Turtle Rock", column: column, row: row, style: .plain)
                }
                canvas.draw(in: &surface, x: 0, y: 0, background: .plain)
            }
            times.append(elapsed.milliseconds)
        }
        return times.median ?? 0
    }
}
