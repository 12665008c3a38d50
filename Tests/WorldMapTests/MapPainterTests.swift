import TerminalKit
import Testing
import WorldMap

@Suite struct MapPainterTests {
    private static let inks = [
        Style(foreground: .indexed(1)), Style(foreground: .indexed(2)), Style(foreground: .indexed(3)),
        Style(foreground: .indexed(4)), Style(foreground: .indexed(5)), Style(foreground: .indexed(6)),
    ]

    /// The map of `columns` × `rows` cells around `center`, one letter a cell: `c` coast, `b` border,
    /// `s` state border, `X` the centre, `.` nothing (`o` would be a photo, `p` a place).
    private func picture(
        _ index: OutlineIndex, center: GeoPoint, kilometres: Double = 600, columns: Int = 60, rows: Int = 20
    ) -> [String] {
        let map = MapViewport(center: center, kilometresAcross: kilometres, width: columns * 2, height: rows * 4)
        var canvas = BrailleCanvas(columns: columns, rows: rows, inks: Self.inks)
        MapPainter.drawOutlines(index, on: map, into: &canvas)
        MapPainter.drawPlaces([center], on: map, into: &canvas, ink: .chosenPlace)
        var surface = Surface(width: columns, height: rows)
        canvas.draw(in: &surface, x: 0, y: 0, background: .plain)
        let letters: [Character] = ["s", "b", "c", "o", "p", "X"]
        return surface.lines { cell in
            Self.inks.firstIndex(of: cell.style).map { cell.isBlank ? "." : letters[$0] } ?? "."
        }
    }

    @Test func turtleRockHasThePacificCoastToItsWest() throws {
        let lines = picture(try MapFileBytes.load(), center: GeoPoint(latitude: 34.011286, longitude: -116.166868))
        #expect(lines[10].firstIndex(of: "X").map { lines[10].distance(from: lines[10].startIndex, to: $0) } == 30)
        let west = lines.map { $0.prefix(30) }
        let farEast = lines.map { $0.suffix(20) }
        #expect(west.contains { $0.contains("c") })
        #expect(!farEast.contains { $0.contains("c") })
        // East of it: only state borders over land (California, Nevada, Arizona).
        #expect(farEast.contains { $0.contains("s") })
    }

    @Test func chincoteagueHasTheAtlanticToItsEast() throws {
        let lines = picture(try MapFileBytes.load(), center: GeoPoint(latitude: 37.91531, longitude: -75.383212))
        let east = lines.map { $0.suffix(29) }
        let farWest = lines.map { $0.prefix(12) }
        #expect(east.contains { $0.contains("c") })
        #expect(!farWest.contains { $0.contains("c") })
        // The ocean east of the coast is empty: the right edge crosses no line on most rows.
        #expect(lines.filter { $0.last == "." }.count >= 18)
    }

    @Test func theWholeWorldDrawsEverySegmentOnce() throws {
        let index = try MapFileBytes.load()
        let world = MapViewport(
            center: GeoPoint(latitude: 0, longitude: 0), kmPerDot: MapViewport.kmPerDotRange.upperBound, width: 400, height: 240)
        var seen = Set<Int>()
        var drawn = 0
        index.forEachSegment(on: world) { point, _ in
            seen.insert(point)
            drawn += 1
        }
        let segments = index.outlines.lines.reduce(0) { $0 + $1.points.count - 1 }
        #expect(drawn == segments)
        #expect(seen.count == segments)
        // A region draws only its neighbourhood.
        var regional = 0
        index.forEachSegment(
            on: MapViewport(center: GeoPoint(latitude: 34, longitude: -116), kilometresAcross: 600, width: 120, height: 80)
        ) { _, _ in
            regional += 1
        }
        #expect(regional > 100 && regional < segments / 20)
    }

    @Test func noLineCrossesTheMapAtTheMeridianOppositeItsCentre() throws {
        // A line along the equator from 170° E to 170° W, and one ending exactly on 180°.
        let outlines = try MapOutlines(
            data: MapFileBytes.file([(0, [(170, 0), (180, 0), (-170, 0)]), (1, [(175, 10), (180, 10)])]), file: "x")
        let map = MapViewport(
            center: GeoPoint(latitude: 0, longitude: 0), kmPerDot: MapViewport.kmPerDegree, width: 360, height: 40)
        var canvas = BrailleCanvas(columns: 180, rows: 10, inks: Self.inks)
        MapPainter.drawOutlines(OutlineIndex(outlines), on: map, into: &canvas)
        var surface = Surface(width: 180, height: 10)
        canvas.draw(in: &surface, x: 0, y: 0, background: .plain)
        // Seen from 0°, both lines are at the map's two edges: nothing drawn in the middle.
        #expect(surface.lines.allSatisfy { $0.dropFirst(10).dropLast(10).allSatisfy { $0 == " " } })
        #expect(surface.lines[5].hasPrefix("⠉⠉⠉⠉⠉"))
        #expect(surface.lines[5].hasSuffix("⠉⠉⠉⠉⠉"))
    }

    @Test func placesAtThePolesAndTheAntimeridianAreDrawn() {
        for place in [GeoPoint(latitude: 90, longitude: 180), GeoPoint(latitude: -90, longitude: -180)] {
            let map = MapViewport(center: place, kilometresAcross: 600, width: 20, height: 12)
            var canvas = BrailleCanvas(columns: 10, rows: 3, inks: Self.inks)
            MapPainter.drawPlaces([place, place], on: map, into: &canvas)
            #expect(canvas.dots.filter { $0 != 0 }.count == 1)
            #expect(canvas.dots[1 * 10 + 5] == BrailleCanvas.bit(dx: 0, dy: 2))
        }
    }

    @Test func theBusiestCellsAreThoseMostPlacesShareMostFirst() throws {
        let map = MapViewport(center: GeoPoint(latitude: 0, longitude: 0), kilometresAcross: 1000, width: 40, height: 40)
        let here = GeoPoint(latitude: 0.01, longitude: 0.01)
        let there = GeoPoint(latitude: 2, longitude: -2)
        let places =
            Array(repeating: here, count: 3) + [there, there, GeoPoint(latitude: -2, longitude: 2), GeoPoint(latitude: 80, longitude: 0)]
        let cells = MapPainter.busiestCells(places, on: map, columns: 20, rows: 10, limit: 5)
        #expect(cells.map(\.count) == [3, 2], "a lone place and one off the map are no busy cells")
        let first = try #require(cells.first)
        let cell = try #require(MapPainter.cell(of: here, on: map))
        #expect(first.column == cell.column && first.row == cell.row)
        #expect(MapPainter.busiestCells(places, on: map, columns: 20, rows: 10, limit: 1).map(\.count) == [3])
        #expect(MapPainter.busiestCells(places, on: map, columns: 0, rows: 10, limit: 5).isEmpty)
    }
}
