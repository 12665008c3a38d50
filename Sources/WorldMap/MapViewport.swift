import Foundation

/// What part of the globe a map shows, and where each place lands on it, in braille dots.
///
/// The projection is equirectangular, longitudes scaled by the cosine of the centre's latitude, so that
/// shapes near the centre keep their proportions (a braille dot is about square). Longitudes are taken
/// as the shorter way round from the centre's, so a map centred near 180° shows both sides of it and
/// nothing is ever drawn twice; near the poles the scale stops shrinking at that of 84°.
///
/// That scale is the centre's for every latitude, so a centre far from the equator squeezes the whole
/// world into a strip (at 84° a tenth of its width): a map the user moves (zoomed, panned, centred,
/// resized) therefore never reaches past a pole, and never out past the whole world.
package struct MapViewport: Equatable, Sendable {
    package static let kmPerDegree = 111.195
    /// How far the map can zoom in and out, in kilometres a dot: from a town to more than the whole world.
    package static let kmPerDotRange = 0.25...160.0
    /// A region about 600 km across, as the landmark screen first shows it.
    package static let regionalKilometres = 600.0

    /// The place at the middle of the map; its latitude is kept within ±90°, its longitude in −180..<180.
    package private(set) var center: GeoPoint
    package private(set) var kmPerDot: Double
    /// The map's size in dots.
    package let width: Int
    package let height: Int

    package init(center: GeoPoint, kmPerDot: Double, width: Int, height: Int) {
        self.center = GeoPoint(
            latitude: min(max(center.latitude.finiteOrZero, -90), 90),
            longitude: Self.wrapped(center.longitude.finiteOrZero))
        self.kmPerDot = min(max(kmPerDot.isNaN ? 1 : kmPerDot, Self.kmPerDotRange.lowerBound), Self.kmPerDotRange.upperBound)
        self.width = max(width, 1)
        self.height = max(height, 1)
    }

    /// A map of `kilometres` across its width, centred on `center`.
    package init(center: GeoPoint, kilometresAcross kilometres: Double, width: Int, height: Int) {
        self.init(center: center, kmPerDot: kilometres / Double(max(width, 1)), width: width, height: height)
    }

    /// How much narrower a degree of longitude is than one of latitude on this map.
    package var longitudeScale: Double {
        max(cos(center.latitude * .pi / 180), 0.1)
    }

    /// Dots a degree of latitude spans.
    package var dotsPerDegree: Double { Self.kmPerDegree / kmPerDot }

    /// The horizontal position of `longitude`, in dots from the left edge.
    @inline(__always)
    package func x(longitude: Double) -> Double {
        Self.wrapped(longitude - center.longitude) * dotsPerDegree * longitudeScale + Double(width) / 2
    }

    /// The vertical position of `latitude`, in dots from the top edge.
    @inline(__always)
    package func y(latitude: Double) -> Double {
        (center.latitude - latitude) * dotsPerDegree + Double(height) / 2
    }

    /// The latitudes the map shows.
    package var latitudes: ClosedRange<Double> {
        let half = Double(height) / 2 / dotsPerDegree
        return max(center.latitude - half, -90)...min(center.latitude + half, 90)
    }

    /// How many degrees of longitude the map shows on each side of the centre (180 or more: all).
    package var longitudeHalfSpan: Double {
        Double(width) / 2 / (dotsPerDegree * longitudeScale)
    }

    /// The most kilometres a dot a map of this size zooms out to: the whole world with the margin
    /// `fitting` leaves (360° across at the equator's scale, 180° down), or the zoom limit when that
    /// is less.
    package var widestKmPerDot: Double {
        let across = 360 * Self.kmPerDegree / (Double(width) * 0.9)
        let down = 180 * Self.kmPerDegree / (Double(height) * 0.9)
        return min(max(across, down), Self.kmPerDotRange.upperBound)
    }

    /// How far north or south of the equator the centre may lie for the map to stop at the poles: 0
    /// when the map is taller than the world.
    package var centerLatitudeLimit: Double {
        max(90 - Double(height) / 2 / dotsPerDegree, 0)
    }

    /// Whether the map shows the whole world: every latitude and every longitude.
    package var showsWholeWorld: Bool {
        centerLatitudeLimit == 0 && center.latitude == 0 && longitudeHalfSpan >= 180
    }

    /// The map at `factor` times the detail (2 zooms in, 0.5 out), within the zoom limits and no
    /// further out than the whole world, kept between the poles.
    package func zoomed(by factor: Double) -> MapViewport {
        MapViewport(center: center, kmPerDot: min(kmPerDot / factor, widestKmPerDot), width: width, height: height).withinPoles()
    }

    /// The map at `factor` times the detail with `point` where it was on the map, when it shows: the
    /// place looked at stays in view (the centre when it does not show). Where that would take the map
    /// past a pole it stops at the pole, and the point keeps its column; zoomed out to the whole world,
    /// the map shows it centred on 0°, 0°, as an atlas does (its edges at 180°, across no continent).
    package func zoomed(by factor: Double, about point: GeoPoint) -> MapViewport {
        let zoomed = zoomed(by: factor)
        if factor < 1, zoomed.showsWholeWorld { return zoomed.centered(on: GeoPoint(latitude: 0, longitude: 0)) }
        guard shows(point) else { return zoomed }
        let (x, y) = (self.x(longitude: point.longitude), self.y(latitude: point.latitude))
        // The centre's latitude that keeps the point's row, within the poles; then its longitude that
        // keeps the point's column at the scale of that latitude.
        let latitude = point.latitude + (y - Double(height) / 2) / zoomed.dotsPerDegree
        let settled = zoomed.centered(on: GeoPoint(latitude: latitude, longitude: zoomed.center.longitude))
        let longitude = point.longitude - (x - Double(width) / 2) / (settled.dotsPerDegree * settled.longitudeScale)
        return settled.centered(on: GeoPoint(latitude: settled.center.latitude, longitude: longitude))
    }

    /// The map moved by `dx`, `dy` dots (right and down), no further than where it stops at a pole.
    package func panned(dx: Double, dy: Double) -> MapViewport {
        let longitude = center.longitude + dx / (dotsPerDegree * longitudeScale)
        let latitude = center.latitude - dy / dotsPerDegree
        return centered(on: GeoPoint(latitude: latitude, longitude: longitude))
    }

    /// The same map centred on `point`, or as near it as the map goes without reaching past a pole.
    package func centered(on point: GeoPoint) -> MapViewport {
        MapViewport(center: point, kmPerDot: kmPerDot, width: width, height: height).withinPoles()
    }

    /// The same centre and scale on a map of another size, no further out than the whole world and
    /// kept between the poles.
    package func resized(width: Int, height: Int) -> MapViewport {
        let map = MapViewport(center: center, kmPerDot: 1, width: width, height: height)
        return MapViewport(center: center, kmPerDot: min(kmPerDot, map.widestKmPerDot), width: width, height: height).withinPoles()
    }

    /// The map with its centre moved north or south as far as it must to reach no further than the poles.
    private func withinPoles() -> MapViewport {
        var map = self
        let limit = centerLatitudeLimit
        map.center.latitude = min(max(center.latitude, -limit), limit)
        return map
    }

    /// Whether `point` lies on the map, `margin` dots in from its edges.
    package func shows(_ point: GeoPoint, margin: Double = 0) -> Bool {
        let x = x(longitude: point.longitude)
        let y = y(latitude: point.latitude)
        return x >= margin && y >= margin && x < Double(width) - margin && y < Double(height) - margin
    }

    /// `degrees` as an angle from −180 up to 180.
    @inline(__always)
    package static func wrapped(_ degrees: Double) -> Double {
        guard degrees < -180 || degrees >= 180 else { return degrees }
        let turned = (degrees + 180).truncatingRemainder(dividingBy: 360)
        return (turned < 0 ? turned + 360 : turned) - 180
    }

    /// The map that shows every point of `points` with a margin, the shorter way round the globe; a
    /// single place (or none) gets the regional scale.
    package static func fitting(_ points: [GeoPoint], width: Int, height: Int) -> MapViewport {
        guard let first = points.first else {
            return MapViewport(center: GeoPoint(latitude: 20, longitude: 0), kmPerDot: .infinity, width: width, height: height)
        }
        // Longitudes in 0.1° bins: the widest empty run of bins is the part of the globe to leave out.
        var occupied = [Bool](repeating: false, count: 3600)
        var south = first.latitude
        var north = first.latitude
        for point in points {
            let bin = Int((wrapped(point.longitude.finiteOrZero) + 180) * 10)
            occupied[min(max(bin, 0), 3599)] = true
            south = min(south, point.latitude)
            north = max(north, point.latitude)
        }
        var gapStart = 0
        var gapLength = 0
        var run = 0
        // Twice round, so that a gap across 180° counts whole.
        for step in 0..<7200 {
            if occupied[step % 3600] {
                run = 0
            } else {
                run += 1
                if run > gapLength, run <= 3600 {
                    gapLength = run
                    gapStart = step - run + 1
                }
            }
        }
        // The bins gave the rough middle; the places' own longitudes around it give the exact span.
        let middle = Double(gapStart + gapLength) / 10 - 180 + Double(3600 - gapLength) / 20
        var westmost = Double.infinity
        var eastmost = -Double.infinity
        for point in points {
            let offset = wrapped(point.longitude.finiteOrZero - middle)
            westmost = min(westmost, offset)
            eastmost = max(eastmost, offset)
        }
        let span = eastmost - westmost
        // One place (or many at one spot) is the centre exactly, as a map centred on it would have it.
        let center =
            span == 0 && south == north
            ? first : GeoPoint(latitude: (south + north) / 2, longitude: middle + (westmost + eastmost) / 2)
        var map = MapViewport(center: center, kmPerDot: 1, width: width, height: height)
        let across = span * kmPerDegree * map.longitudeScale / (Double(width) * 0.9)
        let down = (north - south) * kmPerDegree / (Double(height) * 0.9)
        let regional = regionalKilometres / Double(max(width, 1))
        map.kmPerDot = min(max(across, down, points.count == 1 ? regional : 0, kmPerDotRange.lowerBound), kmPerDotRange.upperBound)
        return map
    }
}

extension Double {
    /// The number, or 0 when it is not finite.
    fileprivate var finiteOrZero: Double { isFinite ? self : 0 }
}
