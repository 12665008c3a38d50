/// A populated place of the gazetteer: a city, a town or a village, with its region and country.
package struct Town: Equatable, Sendable {
    package let name: String
    /// The first-level region (state, province, prefecture), e.g. `Kyoto`; nil when GeoNames names none.
    package let region: String?
    package let country: String
    /// ISO 3166-1 alpha-2, e.g. `JP`.
    package let countryCode: String
    package let latitude: Double
    package let longitude: Double
    /// How many people live there, as GeoNames says (0 when it does not know).
    package let population: Int

    package init(
        name: String, region: String?, country: String, countryCode: String, latitude: Double, longitude: Double,
        population: Int
    ) {
        (self.name, self.region, self.country, self.countryCode) = (name, region, country, countryCode)
        (self.latitude, self.longitude, self.population) = (latitude, longitude, population)
    }

    /// The town, its region and its country, e.g. `Kyoto, Kyoto, Japan` — without a region that
    /// repeats the town's name: `Kyoto, Japan`.
    package var fullName: String {
        ([name] + (region.map { $0 == name ? [] : [$0] } ?? []) + [country]).joined(separator: ", ")
    }
}
