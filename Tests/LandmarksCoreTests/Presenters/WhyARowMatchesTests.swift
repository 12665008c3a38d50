import LandmarksCore
import Testing

/// Every row a search lists says why: a word found only in the city, where the city has no column,
/// puts the city in the park's column with its letters marked; so does one found in the state, where
/// the state has none.
@Suite struct WhyARowMatchesTests {
    static let rock = Landmark(
        id: 1, name: "Turtle Rock", park: "Joshua Tree National Park", city: "Twentynine Palms", state: "California",
        category: .rivers, isFeatured: false, isFavorite: false, coordinates: Coordinates(latitude: 34, longitude: -116),
        description: "", imageName: "")

    @Test func aWordOnlyInTheCityShowsTheCity() {
        let summary = LandmarkSummary(Self.rock, photoCount: 0, search: SearchQuery("twenty"))
        #expect(summary.park == "in Twentynine Palms")
        #expect(summary.parkMatches == Set(3..<9), "“Twenty” after “in ”")
        // With the city's word and one the name shows, still the city: the row must say where “palms” is.
        #expect(LandmarkSummary(Self.rock, photoCount: 0, search: SearchQuery("turtle palms")).park == "in Twentynine Palms")
    }

    /// For a list wide enough for a city column, the row also carries the park's own name and the
    /// city's marked letters.
    @Test func theRowKeepsTheParkAndTheCitysMatchesForACityColumn() {
        let summary = LandmarkSummary(Self.rock, photoCount: 0, search: SearchQuery("twenty"))
        #expect(summary.isListedForCity)
        #expect(summary.parkName == "Joshua Tree National Park" && summary.parkNameMatches.isEmpty)
        #expect(summary.city == "Twentynine Palms" && summary.cityMatches == Set(0..<6))
        #expect(!LandmarkSummary(Self.rock, photoCount: 0, search: SearchQuery("joshua")).isListedForCity)
    }

    @Test func wordsTheColumnsShowKeepThePark() {
        for query in ["turtle", "joshua", "california", "", "rock tree"] {
            let summary = LandmarkSummary(Self.rock, photoCount: 0, search: SearchQuery(query))
            #expect(summary.park == "Joshua Tree National Park", "\(query)")
        }
    }

    @Test func aWordInTheStateShowsTheStateWhereItHasNoColumn() {
        let summary = LandmarkSummary(Self.rock, photoCount: 0, search: SearchQuery("calif"))
        #expect(summary.isListedForState && !summary.isListedForCity)
        #expect(summary.parkColumn(showsCity: false, showsState: false) == ("in California", Set(3..<8)))
        #expect(summary.parkColumn(showsCity: true, showsState: true) == ("Joshua Tree National Park", []))
        // Found as typed in the state alone, as fuzzily.
        let exact = LandmarkSummary(Self.rock, photoCount: 0, search: SearchQuery("'fornia"))
        #expect(exact.parkColumn(showsCity: true, showsState: false) == ("in California", Set(7..<13)))
        // A word the park shows needs nothing more.
        #expect(!LandmarkSummary(Self.rock, photoCount: 0, search: SearchQuery("'tree")).isListedForState)
        #expect(!LandmarkSummary(Self.rock, photoCount: 0, search: SearchQuery("joshua")).isListedForState)
    }

    @Test func aRowListedForItsCityAndItsStateShowsBothWithoutTheirColumns() {
        let summary = LandmarkSummary(Self.rock, photoCount: 0, search: SearchQuery("twenty calif"))
        #expect(summary.parkColumn(showsCity: false, showsState: false) == ("in Twentynine Palms, California", Set(3..<9).union(21..<26)))
        #expect(summary.parkColumn(showsCity: true, showsState: false) == ("in California", Set(3..<8)))
        #expect(summary.parkColumn(showsCity: false, showsState: true) == ("in Twentynine Palms", Set(3..<9)))
    }
}
