/// The outlines' segments in buckets of 5° × 5°, so that a map draws only the segments near its view.
package struct OutlineIndex: Sendable {
    static let bucketDegrees = 5
    static let columns = 360 / bucketDegrees
    static let rows = 180 / bucketDegrees

    package let outlines: MapOutlines
    /// For each bucket (row by row from the south-west), the segments that reach into it, each named
    /// by its first point.
    private let buckets: [[Int32]]
    /// The kind of the line each point belongs to.
    private let kinds: [MapOutlines.Kind]

    package init(_ outlines: MapOutlines) {
        self.outlines = outlines
        var buckets = [[Int32]](repeating: [], count: Self.columns * Self.rows)
        var kinds = [MapOutlines.Kind](repeating: .coast, count: outlines.pointCount)
        for line in outlines.lines {
            for point in line.points {
                kinds[point] = line.kind
                guard point + 1 < line.points.upperBound else { continue }
                let (west, east) = Self.ordered(outlines.longitudes[point], outlines.longitudes[point + 1])
                let (south, north) = Self.ordered(outlines.latitudes[point], outlines.latitudes[point + 1])
                for row in Self.row(south)...Self.row(north) {
                    for column in Self.column(west)...Self.column(east) {
                        buckets[row * Self.columns + column].append(Int32(point))
                    }
                }
            }
        }
        self.buckets = buckets
        self.kinds = kinds
    }

    /// Calls `body` with the first point of each segment that may show on `map`, and its kind; the
    /// segment runs to the next point.
    package func forEachSegment(on map: MapViewport, _ body: (Int, MapOutlines.Kind) -> Void) {
        let scale = Double(MapOutlines.unitsPerDegree)
        let latitudes = map.latitudes
        let rows = Self.row(Int32(latitudes.lowerBound * scale))...Self.row(Int32(latitudes.upperBound * scale))
        for columns in columnRanges(on: map) {
            for row in rows {
                for column in columns {
                    for segment in buckets[row * Self.columns + column] {
                        let point = Int(segment)
                        // A segment in several buckets is drawn from the first one this query visits.
                        let west = min(outlines.longitudes[point], outlines.longitudes[point + 1])
                        let south = min(outlines.latitudes[point], outlines.latitudes[point + 1])
                        guard max(Self.column(west), columns.lowerBound) == column, max(Self.row(south), rows.lowerBound) == row
                        else { continue }
                        body(point, kinds[point])
                    }
                }
            }
        }
    }

    /// The bucket columns the map's longitudes cover: one range, or two when they cross 180°.
    private func columnRanges(on map: MapViewport) -> [ClosedRange<Int>] {
        let half = map.longitudeHalfSpan
        guard half < 180 else { return [0...(Self.columns - 1)] }
        let west = map.center.longitude - half
        let east = map.center.longitude + half
        let scale = Double(MapOutlines.unitsPerDegree)
        func columns(_ from: Double, _ to: Double) -> ClosedRange<Int> {
            Self.column(Int32(from * scale))...Self.column(Int32(to * scale))
        }
        if west < -180 { return [columns(west + 360, 180), columns(-180, east)] }
        if east > 180 { return [columns(west, 180), columns(-180, east - 360)] }
        return [columns(west, east)]
    }

    private static func column(_ longitude: Int32) -> Int {
        min(max((Int(longitude) + 180 * MapOutlines.unitsPerDegree) / (MapOutlines.unitsPerDegree * bucketDegrees), 0), columns - 1)
    }

    private static func row(_ latitude: Int32) -> Int {
        min(max((Int(latitude) + 90 * MapOutlines.unitsPerDegree) / (MapOutlines.unitsPerDegree * bucketDegrees), 0), rows - 1)
    }

    private static func ordered(_ a: Int32, _ b: Int32) -> (Int32, Int32) {
        a <= b ? (a, b) : (b, a)
    }
}
