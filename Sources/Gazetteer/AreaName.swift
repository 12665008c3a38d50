import Foundation

/// A country or a first-level region (a state, a province) with the point its name goes on a map: the
/// middle of its people, its towns' positions weighted by their population.
package struct AreaName: Equatable, Sendable {
    package let name: String
    package let isCountry: Bool
    package let latitude: Double
    package let longitude: Double
    /// How many people its towns hold together; larger areas' names go on a map first.
    package let population: Int

    package init(name: String, isCountry: Bool, latitude: Double, longitude: Double, population: Int) {
        (self.name, self.isCountry, self.latitude, self.longitude, self.population) = (name, isCountry, latitude, longitude, population)
    }
}

extension Gazetteer {
    /// Every country's and every region's name at the middle of its people, most people first. Positions
    /// are averaged as points on the globe, so that a country across the antimeridian (Fiji, Russia) gets
    /// a middle on its land.
    package func areaNames() -> [AreaName] {
        struct Sum {
            var x = 0.0, y = 0.0, z = 0.0, population = 0
            mutating func add(_ vector: (Double, Double, Double), weight: Int) {
                let w = Double(max(weight, 1))
                (x, y, z) = (x + w * vector.0, y + w * vector.1, z + w * vector.2)
                population += weight
            }
        }
        var countries = [Sum](repeating: Sum(), count: countryCount)
        var regions = [Sum](repeating: Sum(), count: regionCount)
        for index in 0..<count {
            let (latitude, longitude) = coordinates(at: index)
            let (phi, lambda) = (latitude * .pi / 180, longitude * .pi / 180)
            let vector = (cos(phi) * cos(lambda), cos(phi) * sin(lambda), sin(phi))
            let (country, region) = areas(ofPlace: index)
            countries[country].add(vector, weight: population(ofPlace: index))
            if let region { regions[region].add(vector, weight: population(ofPlace: index)) }
        }
        func named(_ sum: Sum, _ name: String, isCountry: Bool) -> AreaName? {
            let length = (sum.x * sum.x + sum.y * sum.y + sum.z * sum.z).squareRoot()
            guard length > 0, !name.isEmpty else { return nil }
            return AreaName(
                name: name, isCountry: isCountry, latitude: asin(sum.z / length) * 180 / .pi, longitude: atan2(sum.y, sum.x) * 180 / .pi,
                population: sum.population)
        }
        let names =
            countries.indices.compactMap { named(countries[$0], countryName(at: $0), isCountry: true) }
            + regions.indices.compactMap { named(regions[$0], regionName(at: $0), isCountry: false) }
        return names.sorted { ($0.population, $1.name) > ($1.population, $0.name) }
    }
}
