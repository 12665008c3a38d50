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

    /// Panning stops where the map's edge reaches a pole: nothing past it shows.
    @Test func panningStopsWhereTheMapReachesAPoleAndTheScaleStaysFinite() {
        let map = MapViewport(center: GeoPoint(latitude: 80, longitude: 0), kmPerDot: 10, width: 100, height: 40)
        let north = map.panned(dx: 0, dy: -100_000)
        #expect(abs(north.y(latitude: 90)) < 1e-9)
        #expect(north.center.latitude > 88 && north.center.latitude < 89)
        #expect(north.longitudeScale > 0)
        #expect(north.x(longitude: 180).isFinite && north.y(latitude: -90).isFinite)
        let south = map.panned(dx: 0, dy: 100_000)
        #expect(abs(south.y(latitude: -90) - 40) < 1e-9)
        #expect(map.centered(on: GeoPoint(latitude: 90, longitude: 0)) == north)
    }

    /// Zooming out about a place in the south of a map of Alaska: the map's centre moves north, as far
    /// as the map's top edge reaching the pole and no further, so a degree of longitude never shrinks
    /// to a tenth (which squeezed the whole world into a strip); the place keeps its column.
    @Test func zoomingOutAboutAPlaceStopsAtThePoleAndKeepsItsColumn() {
        let charleyRivers = GeoPoint(latitude: 65.35, longitude: -143.12)
        // 80 × 22 cells, the place a quarter of the height below the centre and left of it.
        var map = MapViewport(center: GeoPoint(latitude: 66, longitude: -140), kmPerDot: 2, width: 160, height: 88)
        let (x, y) = (map.x(longitude: charleyRivers.longitude), map.y(latitude: charleyRivers.latitude))
        for _ in 0..<8 {
            map = map.zoomed(by: 0.5, about: charleyRivers)
            #expect(map.y(latitude: 90) <= 1e-9, "nothing north of the pole shows")
            #expect(abs(map.x(longitude: charleyRivers.longitude) - x) < 1e-6)
            #expect(map.shows(charleyRivers))
            // The whole world's width in dots at this scale: never less than the map's.
            #expect(360 * map.dotsPerDegree * map.longitudeScale >= Double(map.width))
        }
        #expect(map.kmPerDot == MapViewport.kmPerDotRange.upperBound)
        #expect(abs(map.y(latitude: 90)) < 1e-9)
        #expect(map.y(latitude: charleyRivers.latitude) < y, "moved up as the map stopped at the pole")
    }

    /// Zoomed out to the whole world, the map shows all of it, centred on 0°, 0°, with the margin a
    /// fitted map leaves; zooming out again changes nothing, zooming in keeps the place in its cell.
    @Test func zoomingOutToTheWholeWorldCentresIt() {
        let charleyRivers = GeoPoint(latitude: 65.35, longitude: -143.12)
        // 200 × 48 cells.
        var map = MapViewport(center: GeoPoint(latitude: 60, longitude: -150), kmPerDot: 5, width: 400, height: 192)
        for _ in 0..<6 { map = map.zoomed(by: 0.5, about: charleyRivers) }
        #expect(map.center == GeoPoint(latitude: 0, longitude: 0))
        #expect(map.showsWholeWorld)
        #expect(abs(map.kmPerDot - 180 * MapViewport.kmPerDegree / (192 * 0.9)) < 1e-9, "the height fitted, as `0` fits")
        #expect(abs(map.y(latitude: 90) - (192 - map.y(latitude: -90))) < 1e-9, "as much room above as below")
        #expect(map.zoomed(by: 0.5, about: charleyRivers) == map)
        let cell = MapPainter.cell(of: charleyRivers, on: map)!
        #expect(MapPainter.cell(of: charleyRivers, on: map.zoomed(by: 2, about: charleyRivers))! == cell)
    }

    /// A map made bigger keeps its centre and scale, but no more than the whole world, between the poles.
    @Test func aResizedMapStaysBetweenThePoles() {
        let map = MapViewport(center: GeoPoint(latitude: 20, longitude: 30), kmPerDot: 160, width: 160, height: 88)
        let big = map.resized(width: 400, height: 192)
        #expect(big.showsWholeWorld && big.kmPerDot < 160 && big.center.longitude == 30)
        let tall = MapViewport(center: GeoPoint(latitude: 80, longitude: 30), kmPerDot: 10, width: 160, height: 88)
            .resized(width: 160, height: 400)
        #expect(abs(tall.y(latitude: 90)) < 1e-9 && tall.kmPerDot == 10)
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
