import LandmarksCore
import Testing

@Suite struct NearestLandmarkTests {
    /// Turtle Rock, a landmark 8 km east of it, and one across the antimeridian from a Fijian place.
    let places = [
        Coordinates(latitude: 34.011286, longitude: -116.166868),
        Coordinates(latitude: 34.011286, longitude: -116.08),
        Coordinates(latitude: -17.0, longitude: 179.99),
    ]

    @Test func aDegreeOfLatitudeIsAbout111Kilometres() {
        let distance = NearestLandmark.kilometres(
            from: Coordinates(latitude: 10, longitude: 20), to: Coordinates(latitude: 11, longitude: 20))
        #expect(abs(distance - 111.195) < 0.01)
    }

    @Test func findsTheNearestWithinTheRadius() throws {
        let finder = NearestLandmark(places)
        let nearTheSecond = Coordinates(latitude: 34.02, longitude: -116.09)
        let found = try #require(finder.nearest(to: nearTheSecond, within: 10))
        #expect(found.index == 1)
        #expect(abs(found.kilometres - NearestLandmark.kilometres(from: nearTheSecond, to: places[1])) < 1e-9)
        #expect(finder.nearest(to: Coordinates(latitude: 35, longitude: -116.1), within: 10) == nil)
        #expect(finder.nearest(to: Coordinates(latitude: 35, longitude: -116.1), within: 120)?.index == 1)
    }

    @Test func looksAcrossTheAntimeridianAndCellBorders() {
        let finder = NearestLandmark(places)
        #expect(finder.nearest(to: Coordinates(latitude: -17.01, longitude: -179.99), within: 5)?.index == 2)
        // One degree cells: a landmark just across a cell border is still found.
        let border = NearestLandmark([Coordinates(latitude: 45.001, longitude: 7.001)])
        #expect(border.nearest(to: Coordinates(latitude: 44.999, longitude: 6.999), within: 1)?.index == 0)
    }

    @Test func aRadiusWiderThanTheWorldFindsTheNearestAnywhere() {
        let finder = NearestLandmark(places)
        let norway = Coordinates(latitude: 60, longitude: 10)
        let nearest = places.indices.min {
            NearestLandmark.kilometres(from: norway, to: places[$0]) < NearestLandmark.kilometres(from: norway, to: places[$1])
        }
        #expect(finder.nearest(to: norway, within: 20000)?.index == nearest)
        #expect(finder.nearest(to: norway, within: 20000)?.index != 2)
    }
}
