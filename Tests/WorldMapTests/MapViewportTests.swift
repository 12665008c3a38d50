import Testing
import WorldMap

@Suite struct MapViewportTests {
    /// The whole world, a degree a dot, on 180 × 45 cells.
    private let world = MapViewport(
        center: GeoPoint(latitude: 0, longitude: 0), kmPerDot: MapViewport.kmPerDegree, width: 360, height: 180)

    @Test func knownPlacesLandInTheirCells() {
        let places: [(GeoPoint, column: Int, row: Int)] = [
            (GeoPoint(latitude: 51.5, longitude: -0.13), 89, 9),  // London
            (GeoPoint(latitude: -33.87, longitude: 151.21), 165, 30),  // Sydney
            (GeoPoint(latitude: 40.71, longitude: -74.01), 52, 12),  // New York
            (GeoPoint(latitude: 0, longitude: 0), 90, 22),
        ]
        for (place, column, row) in places {
            #expect(MapPainter.cell(of: place, on: world)! == (column, row))
        }
    }

    @Test func aPlaceIsInTheCentreCellOfItsOwnMap() {
        let places = [
            GeoPoint(latitude: 34.011286, longitude: -116.166868), GeoPoint(latitude: 90, longitude: 180),
            GeoPoint(latitude: -90, longitude: -180), GeoPoint(latitude: 51.9, longitude: 179.99),
            GeoPoint(latitude: -12.5, longitude: -179.99),
        ]
        for place in places {
            for (columns, rows) in [(60, 20), (61, 21), (1, 1), (200, 60)] {
                let map = MapViewport(center: place, kilometresAcross: 600, width: columns * 2, height: rows * 4)
                #expect(MapPainter.cell(of: place, on: map)! == (columns / 2, rows / 2))
            }
        }
    }

    @Test func theAntimeridianIsCrossedTheShortWay() {
        let map = MapViewport(center: GeoPoint(latitude: 52, longitude: 179), kmPerDot: 10, width: 200, height: 100)
        #expect(map.x(longitude: -179) > 100)  // two degrees east of the centre
        #expect(map.x(longitude: 177) < 100)
        #expect(map.shows(GeoPoint(latitude: 52, longitude: -178)))
        let panned = map.panned(dx: 100, dy: 0)
        #expect(panned.center.longitude < -160 && panned.center.longitude >= -180)
    }

    @Test func zoomStopsAtItsLimits() {
        let map = MapViewport(center: GeoPoint(latitude: 10, longitude: 10), kmPerDot: 5, width: 100, height: 40)
        #expect(map.zoomed(by: 1e9).kmPerDot == MapViewport.kmPerDotRange.lowerBound)
        #expect(map.zoomed(by: 1e-9).kmPerDot == MapViewport.kmPerDotRange.upperBound)
        #expect(map.zoomed(by: 2).kmPerDot == 2.5)
        #expect(map.zoomed(by: 2).zoomed(by: 0.5) == map)
    }

    @Test func panningStopsAtThePolesAndTheScaleStaysFinite() {
        let map = MapViewport(center: GeoPoint(latitude: 80, longitude: 0), kmPerDot: 10, width: 100, height: 40)
        let north = map.panned(dx: 0, dy: -100_000)
        #expect(north.center.latitude == 90)
        #expect(north.longitudeScale > 0)
        #expect(north.x(longitude: 180).isFinite && north.y(latitude: -90).isFinite)
        #expect(map.panned(dx: 0, dy: 100_000).center.latitude == -90)
    }

    @Test func fittingShowsEveryPlaceTheShorterWayRound() {
        let aleutians = [GeoPoint(latitude: 52, longitude: 173), GeoPoint(latitude: 55, longitude: -165)]
        let map = MapViewport.fitting(aleutians, width: 200, height: 80)
        #expect(abs(map.center.longitude) > 170)
        #expect(aleutians.allSatisfy { map.shows($0) })
        #expect(map.kmPerDot < 20)
        let spread = [
            GeoPoint(latitude: -40, longitude: -120), GeoPoint(latitude: 60, longitude: 100), GeoPoint(latitude: 0, longitude: 0),
        ]
        let wide = MapViewport.fitting(spread, width: 400, height: 240)
        #expect(spread.allSatisfy { wide.shows($0) })
        let one = MapViewport.fitting([GeoPoint(latitude: 34, longitude: -116)], width: 120, height: 80)
        #expect(one.kmPerDot == 5)  // 600 km across
    }
}
