import Foundation
import Gazetteer
import Testing

@Suite struct GazetteerTests {
    static let bundledURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/\(Gazetteer.fileName)")

    /// The bundled file, read once for the suite.
    static let bundled = Result { try Gazetteer.load(from: bundledURL) }

    /// The town a photo taken at a point belongs to, as `name, region, country` and the distance from its centre.
    static func town(_ latitude: Double, _ longitude: Double, within kilometres: Double = 100) throws -> (String, Double)? {
        let gazetteer = try bundled.get()
        return gazetteer.town(near: latitude, longitude, within: kilometres).map { (gazetteer.town(at: $0.index).fullName, $0.kilometres) }
    }

    @Test func theBundledFileHoldsTheWorldsTownsWithinItsSize() throws {
        let gazetteer = try Self.bundled.get()
        #expect(gazetteer.count > 150_000)
        let size = try Data(contentsOf: Self.bundledURL).count
        #expect(size < 10_000_000)
    }

    /// Hand-checked on a map: a point on every continent, its town and how far from its centre.
    @Test(arguments: [
        (34.9858, 135.7588, "Kyoto, Japan", 1.0, 4.0),  // Kyoto station
        (35.6717, 139.7650, "Tokyo, Japan", 5.0, 9.0),  // Ginza: a part of Tokyo
        (48.8606, 2.3376, "Paris, Île-de-France, France", 1.0, 3.0),  // the Louvre
        (48.8049, 2.1204, "Versailles, Île-de-France, France", 0.0, 2.0),  // the palace: a town of its own
        (-1.2921, 36.8219, "Nairobi, Nairobi County, Kenya", 0.0, 2.0),
        (-23.5614, -46.6559, "São Paulo, Brazil", 1.0, 4.0),  // Avenida Paulista
        (-33.8568, 151.2153, "Sydney, New South Wales, Australia", 0.0, 2.0),  // the Opera House
        (40.7580, -73.9855, "New York City, New York, United States", 4.0, 7.0),  // Times Square
        (-54.8019, -68.3030, "Ushuaia, Tierra del Fuego, Argentina", 0.0, 2.0),
        (78.2232, 15.6267, "Longyearbyen, Svalbard, Svalbard and Jan Mayen", 0.0, 2.0),
    ])
    func eachContinentsTownsAreNamed(latitude: Double, longitude: Double, town: String, nearest: Double, farthest: Double) throws {
        let found = try #require(try Self.town(latitude, longitude))
        #expect(found.0 == town)
        #expect(found.1 >= nearest && found.1 <= farthest, "\(found.1) km from \(town)")
    }

    @Test func theNearestTownMayLieAcrossTheAntimeridian() throws {
        // East of 180° in Chukotka, Egvekinot lies west of it, at 179.1° W.
        let found = try #require(try Self.town(66.32, 179.9))
        #expect(found.0 == "Egvekinot, Chukotka, Russia")
        #expect(found.1 > 35 && found.1 < 50)
    }

    @Test func nothingIsNamedFarFromEveryTown() throws {
        #expect(try Self.town(0, -150) == nil)  // the Pacific
        #expect(try Self.town(90, 0) == nil)  // the North Pole
        #expect(try Self.town(-90, 0) == nil)  // the South Pole
        #expect(try Self.town(66.32, 179.9, within: 20) == nil)
    }

    @Test func theNearestPlaceIsTheOneWithTheLeastDistance() throws {
        let gazetteer = try Self.bundled.get()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let (latitude, longitude) = (Double.random(in: -60...70, using: &generator), Double.random(in: -180...180, using: &generator))
            let found = try #require(gazetteer.nearestPlace(latitude: latitude, longitude: longitude))
            let distance = { (index: Int) in
                let town = gazetteer.town(at: index)
                return Gazetteer.kilometres(latitude, longitude, town.latitude, town.longitude)
            }
            let closest = (0..<gazetteer.count).min { distance($0) < distance($1) }!
            #expect(distance(found) - distance(closest) < 0.01, "at \(latitude), \(longitude)")
        }
    }

    @Test func aDamagedFileIsRefusedWithOneLine() throws {
        var bytes = [UInt8](try Data(contentsOf: Self.bundledURL))
        bytes[5000] ^= 0x20
        #expect(throws: GeoFileError(file: "world.places", problem: "checksum does not match: the file is damaged")) {
            try Gazetteer(data: Data(bytes), file: "world.places")
        }
        #expect(throws: GeoFileError(file: "x", problem: "not a places file (make places-data writes one)")) {
            try Gazetteer(data: Data("LMKMAP1\n".utf8), file: "x")
        }
    }

    @Test func aFileCutShortOrAskingTooMuchIsRefusedNamingTheByte() {
        let cases: [([UInt8], String)] = [
            ([1, 0x4A], "ends too soon at byte 18"),
            ([0xFF, 0xFF, 0xFF, 0x7F], "count 268435455 too large at byte 20"),
            ([0, 0, 1, 2, 2, 0, 0, 0, 0, 0], "no such country, region or place at byte 24"),
            ([0, 0, 0, 7], "bytes after the last place at byte 19"),
        ]
        for (payload, problem) in cases {
            #expect(throws: GeoFileError(file: "x", problem: problem)) { try Gazetteer(data: Self.withChecksum(payload), file: "x") }
        }
    }

    static func withChecksum(_ payload: [UInt8]) -> Data {
        let checksum = Checksum.fnv1a64(payload)
        return Data(Array("LMKPLC1\n".utf8) + (0..<8).map { UInt8(truncatingIfNeeded: checksum >> (8 * $0)) } + payload)
    }
}
