import Foundation
import Testing

@testable import Gazetteer

/// Where countries' and regions' names go on a map: the middle of their people.
@Suite struct AreaNameTests {
    static let names = Result { try GazetteerTests.bundled.get().areaNames() }

    func area(_ name: String, country: Bool) throws -> AreaName {
        try #require(try Self.names.get().first { $0.name == name && $0.isCountry == country }, "\(name)")
    }

    @Test(arguments: [
        ("United States", true, 33.0...42.0, -100.0 ... -80.0),
        ("California", false, 33.5...38.0, -122.0 ... -117.0),
        ("Japan", true, 34.0...37.0, 134.0...140.5),
        ("Bavaria", false, 47.5...50.0, 10.0...13.0),
        // Across the antimeridian: the middle of its islands, not the Atlantic.
        ("Fiji", true, -19.0 ... -16.0, 177.0...180.0),
    ])
    func namesSitAmongTheirPeople(name: String, isCountry: Bool, latitudes: ClosedRange<Double>, longitudes: ClosedRange<Double>) throws {
        let found = try area(name, country: isCountry)
        #expect(latitudes.contains(found.latitude), "\(name) at \(found.latitude)")
        #expect(longitudes.contains(found.longitude), "\(name) at \(found.longitude)")
    }

    @Test func mostPeopleFirst() throws {
        let names = try Self.names.get()
        #expect(names.first?.name == "China" || names.first?.name == "India")
        #expect(zip(names, names.dropFirst()).allSatisfy { $0.population >= $1.population })
        #expect(try area("California", country: false).population > area("Nevada", country: false).population)
        #expect(names.filter(\.isCountry).count > 200 && names.filter { !$0.isCountry }.count > 3000)
    }
}
