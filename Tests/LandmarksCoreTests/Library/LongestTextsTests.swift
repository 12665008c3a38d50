import Foundation
import LandmarksCore
import Testing

/// The widest texts of a catalog, counted as its landmarks join the store, which size the list's columns.
@Suite struct LongestTextsTests {
    @Test func theBundledCatalogsWidestTextsAreTheirLengths() throws {
        let store = try LandmarkStore.load(from: Fixtures.bundledFile)
        // Silver Salmon Creek; Wrangell-St. Elias National Park and Preserve; Twentynine Palms; New Hampshire; Mountains.
        #expect(store.longestTexts == LongestTexts(name: 19, park: 45, city: 16, state: 13, category: 9))
    }

    @Test func wideCharactersCountTwoColumnsAndAccentsOne() throws {
        let store = try LandmarkStore(landmarks: [
            Landmark(
                id: 1, name: "東京タワー", park: "Parc de la Tête d’Or", city: "서울", state: "Ｔｏｋｙｏ", category: .lakes,
                isFeatured: false, isFavorite: false, coordinates: Coordinates(latitude: 0, longitude: 0), description: "",
                imageName: ""),
            Landmark(
                id: 2, name: "🗻 Fuji", park: "Zoë", city: "Lyon", state: "", category: Landmark.Category(rawValue: "Ωmega"),
                isFeatured: false, isFavorite: false, coordinates: Coordinates(latitude: 0, longitude: 0), description: "",
                imageName: ""),
        ])
        #expect(store.longestTexts == LongestTexts(name: 10, park: 20, city: 4, state: 10, category: 5))
    }

    /// A blank name shows its position and an empty category `No category`: they are counted as shown,
    /// but a catalog without any category needs no column for them.
    @Test func whatShowsForNoNameOrCategoryIsCounted() throws {
        let store = try LandmarkStore(
            data: Data(#"[{"id": 1, "name": "", "coordinates": {"latitude": 1, "longitude": 2}}]"#.utf8), file: "x.json")
        #expect(store.longestTexts == LongestTexts(name: 23, park: 0, city: 0, state: 0, category: 0, someHaveNoCategory: true))
        #expect(store.longestTexts.shownCategory == 11)
    }

    /// Read from a file batch by batch, or appended later, the widest of all of them is kept.
    @Test func landmarksThatJoinLaterWidenTheColumnsTheyExceed() throws {
        let rows = (1...3000).map { "\($0),Place \($0),\($0 % 80),\($0 % 170)" }
        let url = try Fixtures.file(
            "id,name,lat,lon\n" + rows.joined(separator: "\n") + "\n3001,\(String(repeating: "x", count: 70)),1,1\n", name: "many.csv")
        let store = try LandmarkStore.load(from: url)
        #expect(store.count == 3001)
        #expect(store.longestTexts.name == 70)
        store.append([
            Landmark(
                id: 9999, name: "Short", park: "A park longer than the others", city: "", state: "", category: .lakes,
                isFeatured: false, isFavorite: false, coordinates: Coordinates(latitude: 0, longitude: 0), description: "",
                imageName: "")
        ])
        #expect(store.longestTexts.name == 70)
        #expect(store.longestTexts.park == 29)
    }
}
