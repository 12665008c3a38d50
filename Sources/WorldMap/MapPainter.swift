import TerminalKit

/// Draws the outlines and places of a map onto a braille canvas.
///
/// The canvas's inks are taken in this order: state borders, country borders, coasts, photos, places,
/// the chosen place (`Ink`), so that a coast wins a cell from a border, a photo from all three, and a
/// place from a photo.
package enum MapPainter {
    /// The canvas ink each part of the map is drawn in.
    package enum Ink: Int, CaseIterable {
        case stateBorder, countryBorder, coast, photo, place, chosenPlace
    }

    /// Draws every outline segment that may show on `map`.
    package static func drawOutlines(_ index: OutlineIndex, on map: MapViewport, into canvas: inout BrailleCanvas) {
        let outlines = index.outlines
        let scale = 1 / Double(MapOutlines.unitsPerDegree)
        let dotsPerLongitude = map.dotsPerDegree * map.longitudeScale
        index.forEachSegment(on: map) { point, kind in
            let longitude0 = Double(outlines.longitudes[point]) * scale
            let longitude1 = Double(outlines.longitudes[point + 1]) * scale
            // The second end is placed the short way from the first, so that a segment that reaches the
            // meridian opposite the centre runs off the map's edge instead of across the whole map.
            let x0 = map.x(longitude: longitude0)
            let x1 = x0 + MapViewport.wrapped(longitude1 - longitude0) * dotsPerLongitude
            canvas.line(
                fromX: x0, y0: map.y(latitude: Double(outlines.latitudes[point]) * scale),
                toX: x1, y1: map.y(latitude: Double(outlines.latitudes[point + 1]) * scale),
                ink: ink(for: kind).rawValue)
        }
    }

    /// Sets one dot per place in `ink`; many places in one dot make one dot.
    package static func drawPlaces(_ places: [GeoPoint], on map: MapViewport, into canvas: inout BrailleCanvas, ink: Ink = .place) {
        // The projection unrolled, since a map may show a million places a frame.
        let scaleX = map.dotsPerDegree * map.longitudeScale
        let scaleY = map.dotsPerDegree
        let centerX = Double(map.width) / 2
        let centerY = Double(map.height) / 2
        let width = Double(canvas.dotWidth)
        let height = Double(canvas.dotHeight)
        let longitude = map.center.longitude
        let latitude = map.center.latitude
        canvas.withDots(ink: ink.rawValue) { setDot in
            for place in places {
                let x = MapViewport.wrapped(place.longitude - longitude) * scaleX + centerX
                let y = (latitude - place.latitude) * scaleY + centerY
                guard x >= 0, y >= 0, x < width, y < height else { continue }
                setDot(Int(x), Int(y))
            }
        }
    }

    /// The cells of a map `columns` × `rows` cells large that hold the most of `places`, at least two
    /// each, most first (then top to bottom, left to right), at most `limit` of them.
    package static func busiestCells(
        _ places: [GeoPoint], on map: MapViewport, columns: Int, rows: Int, limit: Int
    ) -> [(column: Int, row: Int, count: Int)] {
        guard columns > 0, rows > 0, limit > 0 else { return [] }
        var counts = [Int32](repeating: 0, count: columns * rows)
        for place in places where map.shows(place) {
            let (column, row) = (Int(map.x(longitude: place.longitude)) / 2, Int(map.y(latitude: place.latitude)) / 4)
            if column >= 0, row >= 0, column < columns, row < rows { counts[row * columns + column] += 1 }
        }
        let busy = counts.indices.filter { counts[$0] >= 2 }.sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 < $1 }
        return busy.prefix(limit).map { (column: $0 % columns, row: $0 / columns, count: Int(counts[$0])) }
    }

    /// The cell (column, row) that `place` falls in, or nil when it is off the map.
    package static func cell(of place: GeoPoint, on map: MapViewport) -> (column: Int, row: Int)? {
        guard map.shows(place) else { return nil }
        return (Int(map.x(longitude: place.longitude)) / 2, Int(map.y(latitude: place.latitude)) / 4)
    }

    private static func ink(for kind: MapOutlines.Kind) -> Ink {
        switch kind {
        case .coast: .coast
        case .countryBorder: .countryBorder
        case .stateBorder: .stateBorder
        }
    }
}
