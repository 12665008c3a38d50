import Foundation

/// What part of the globe a map shows, and where each place lands on it, in braille dots.
///
/// The projection is equirectangular, longitudes scaled by the cosine of the centre's latitude, so that
/// shapes near the centre keep their proportions (a braille dot is about square). Longitudes are taken
/// as the shorter way round from the centre's, so a map centred near 180° shows both sides of it and
/// nothing is ever drawn twice; near the poles the scale stops shrinking at that of 84°.
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

    /// The map at `factor` times the detail (2 zooms in, 0.5 out), within the zoom limits.
    package func zoomed(by factor: Double) -> MapViewport {
        MapViewport(center: center, kmPerDot: kmPerDot / factor, width: width, height: height)
    }

    /// The map at `factor` times the detail with `point` where it was on the map, when it shows: the
    /// place looked at stays in view (the centre when it does not show).
    package func zoomed(by factor: Double, about point: GeoPoint) -> MapViewport {
        let zoomed = zoomed(by: factor)
        guard shows(point) else { return zoomed }
        // The zoom's own factor, after its limits: the point's offset from the centre grows by it.
        let applied = kmPerDot / zoomed.kmPerDot
        let (x, y) = (self.x(longitude: point.longitude), self.y(latitude: point.latitude))
        return zoomed.panned(dx: (x - Double(width) / 2) * (applied - 1), dy: (y - Double(height) / 2) * (applied - 1))
    }

    /// The map moved by `dx`, `dy` dots (right and down).
    package func panned(dx: Double, dy: Double) -> MapViewport {
        let longitude = center.longitude + dx / (dotsPerDegree * longitudeScale)
        let latitude = center.latitude - dy / dotsPerDegree
        return MapViewport(center: GeoPoint(latitude: latitude, longitude: longitude), kmPerDot: kmPerDot, width: width, height: height)
    }

    /// The same map centred on `point`.
    package func centered(on point: GeoPoint) -> MapViewport {
        MapViewport(center: point, kmPerDot: kmPerDot, width: width, height: height)
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
