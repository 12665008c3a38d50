import Foundation
import Testing

@testable import LandmarksCore

/// Search and order on a catalog large enough to take the quick paths: the parallel scan, the
/// narrowed search, and ordering a few landmarks by their rank.
@Suite struct CatalogQueryTests {
    private static let words = ["Lake", "Crème", "Rock", "Fjord", "Ørn", "Brûlée", "Peak", "湖", "River", "Ash"]
    private static let states = ["Alaska", "Maine", "Montana", "Québec", "Idaho"]

    /// 30,000 landmarks whose names mix the words above, so that searches match some of them.
    private static func catalog() throws -> LandmarkStore {
        let landmarks = (0..<30_000).map { index in
            let name = "\(words[index % 10]) \(words[(index / 10) % 10]) \(index)"
            return Landmark(
                id: index + 1, name: name, park: "Park \(index % 7)", city: "Town", state: states[index % 5],
                category: .init(rawValue: ["Lakes", "Rivers", "Mountains"][index % 3]), isFeatured: index % 11 == 0,
                isFavorite: index % 4 == 0, coordinates: Coordinates(latitude: 1, longitude: 2), description: "",
                imageName: "")
        }
        return try LandmarkStore(landmarks: landmarks)
    }

    @Test func aGrowingQueryNarrowsTheLastResultAndFindsWhatAFullScanFinds() throws {
        let store = try Self.catalog()
        let all = store.landmarks
        var previousMatches = store.count
        for text in ["c", "cr", "creme", "creme 1", "creme 12", "creme 12 ROCK"] {
            let query = SearchQuery(text)
            let found = store.indices(favoritesOnly: false, matching: query)
            #expect(found == all.indices.filter { query.matches(all[$0]) }, "\(text)")
            #expect(store.lastSearchCandidateCount == previousMatches, "\(text)")
            previousMatches = found.count
        }
        // A query that is not a refinement of the last one searches everything again.
        _ = store.indices(favoritesOnly: false, matching: SearchQuery("peak"))
        #expect(store.lastSearchCandidateCount == store.count)
    }

    /// Ranked on every core and counted by score, the matches come as scoring each landmark alone and
    /// sorting stably gives them; a few candidates (the favourites) are scored alike.
    @Test func aRankedSearchListsWhatScoringEachLandmarkGivesBestFirst() throws {
        let store = try Self.catalog()
        let all = store.landmarks
        let scratch = FuzzyMatchScratch()
        for text in ["lk", "rck 12", "'lake r", "湖 1", "brulee"] {
            let query = SearchQuery(text)
            let scores = all.map { landmark in
                query.terms.reduce(Int32?(0)) { total, term in
                    let best = [landmark.name, landmark.park, landmark.city, landmark.state].compactMap { field in
                        Array(TextFolding.folded(field).utf8).withUnsafeBufferPointer {
                            term.score(in: $0, isASCII: $0.allSatisfy { $0 < 0x80 }, ranked: true, scratch: scratch)
                        }
                    }.max()
                    guard let total, let best else { return nil }
                    return total + best
                }
            }
            let expected = all.indices.filter { scores[$0] != nil }.sorted { (scores[$1]!, $0) < (scores[$0]!, $1) }
            let ranked = store.indices(favoritesOnly: false, matching: query, in: .file)
            #expect(ranked == expected, "\(text)")
            // Brûlée is a word of its own wherever it is: its matches tie, in file order.
            #expect(Set(scores.compactMap { $0 }).count > 1 || text == "brulee", "\(text): scores that differ")
            let favorites = Set(store.indices(favoritesOnly: true))
            #expect(store.indices(favoritesOnly: true, matching: query, in: .file) == expected.filter(favorites.contains), "\(text)")
        }
    }

    @Test func aChangeToTheFavoritesIsNotHiddenByTheRememberedSearch() throws {
        let store = try Self.catalog()
        let before = store.indices(favoritesOnly: true, matching: SearchQuery("lake"))
        store.setFavorites(ids: [2, 1])  // landmarks 0 ("Lake Lake 0") and 1 ("Crème Lake 1")
        let after = store.indices(favoritesOnly: true, matching: SearchQuery("lake l"))
        #expect(before.count > 2)
        #expect(after == [1, 0])
    }

    @Test func orderingAFewLandmarksAgreesWithOrderingAll() throws {
        let store = try Self.catalog()
        let all = LandmarkOrder.state.sorted(Array(0..<store.count), in: store)
        let few = [29_999, 5, 17, 12_345, 2, 640]
        #expect(LandmarkOrder.state.sorted(few, in: store) == all.filter(few.contains))
        #expect(
            LandmarkOrder.name.sorted(few, in: store)
                == few.sorted { store.landmark(at: $0).name.lowercased() < store.landmark(at: $1).name.lowercased() })
    }

    @Test func aStoreGrownBatchByBatchAnswersAsOneMadeAtOnce() throws {
        let whole = try Self.catalog()
        let all = whole.landmarks
        let grown = try LandmarkStore(landmarks: Array(all[..<10_000]))
        // What queries worked out before it grows (the search index, each order, with and without a
        // collation) grows with it, or is worked out again.
        let query = SearchQuery("rock lake")
        for order in LandmarkOrder.allCases {
            #expect(grown.indices(favoritesOnly: false, matching: query, in: order).allSatisfy { $0 < 10_000 })
        }
        grown.append(Array(all[10_000..<25_000]))
        #expect(grown.indices(favoritesOnly: false, matching: SearchQuery(""), in: .state).count == 25_000)
        grown.append(Array(all[25_000...]))
        #expect(grown.landmarks == all)
        #expect(grown.favoriteIDsInFile == whole.favoriteIDsInFile)
        #expect(grown.index(ofID: 29_000) == 28_999)
        for favoritesOnly in [false, true] {
            for order in LandmarkOrder.allCases {
                #expect(
                    grown.indices(favoritesOnly: favoritesOnly, matching: query, in: order)
                        == whole.indices(favoritesOnly: favoritesOnly, matching: query, in: order))
            }
        }
        // A collation's order is worked out again.
        let danish = Locale(identifier: "da")
        let small = try LandmarkStore(landmarks: Array(all[..<1_000]))
        #expect(small.indices(favoritesOnly: false, matching: SearchQuery(""), in: .name, locale: danish).count == 1_000)
        small.append(Array(all[1_000..<1_500]))
        #expect(
            small.indices(favoritesOnly: false, matching: SearchQuery(""), in: .name, locale: danish)
                == (try LandmarkStore(landmarks: Array(all[..<1_500])))
                .indices(favoritesOnly: false, matching: SearchQuery(""), in: .name, locale: danish))
        let shown = Array(0..<whole.count)
        #expect(grown.categorySections(of: shown).indices == whole.categorySections(of: shown).indices)
        #expect(grown.categorySections(of: shown).sections.map(\.count) == whole.categorySections(of: shown).sections.map(\.count))
    }

    @Test func categorySectionsPutFeaturedFirstAndKeepTheGivenOrder() throws {
        let store = try Self.catalog()
        let shown = [33, 3, 4, 0, 5]
        let (indices, sections) = store.categorySections(of: shown)
        #expect(sections.map(\.title) == ["Featured", "Lakes", "Mountains", "Rivers"])
        #expect(sections.map(\.count) == [2, 3, 1, 1])
        #expect(indices == [33, 0, 33, 3, 0, 5, 4])
    }

    @Test func categorySectionsFollowTheCollationAndJoinTitlesItFindsTheSame() throws {
        let categories = ["Åer", "Lakes", "Øer", "Bjerge", "aer", "Ærø", "lakes"]
        let store = try LandmarkStore(
            landmarks: categories.enumerated().map { position, category in
                Fixtures.landmark(position + 1, "Name \(position)", category: .init(rawValue: category))
            })
        func sections(_ locale: String?) -> [String] {
            store.categorySections(of: Array(0..<categories.count), locale: locale.map(Locale.init(identifier:)))
                .sections.map { "\($0.title) \($0.count)" }
        }
        // Danish: Æ, Ø, Å after Z; Lakes and lakes are one section, named as the first one read.
        #expect(sections("da_DK") == ["aer 1", "Bjerge 1", "Lakes 2", "Ærø 1", "Øer 1", "Åer 1"])
        #expect(sections("en_US") == ["aer 1", "Åer 1", "Ærø 1", "Bjerge 1", "Lakes 2", "Øer 1"])
        // Without a locale, folded (Ærø as aero): Åer and aer are one section too.
        #expect(sections(nil) == ["Åer 2", "Ærø 1", "Bjerge 1", "Lakes 2", "Øer 1"])
    }
}

@Suite struct PreparedQueriesTests {
    @Test func queriesPreparedInTheBackgroundGiveWhatQueriesWorkedOutOnDemandGive() throws {
        // States and categories that fold alike, one a prefix of another, empty; names that tie.
        let states = ["New York", "New", "Évora", "evora", "EVORA", "", "Zürich", "S1", "s1"]
        let categories = ["Lakes", "lakes", "", "Rivers", "Ríver"]
        let landmarks = (0..<5_000).map { index in
            Landmark(
                id: index, name: index % 10 == 0 ? "Tie" : "Name \((index * 7919) % 5_000)", park: "", city: "",
                state: states[index % states.count], category: .init(rawValue: categories[index % categories.count]),
                isFeatured: false, isFavorite: false, coordinates: Coordinates(latitude: 0, longitude: 0), description: "",
                imageName: "")
        }
        // Without a collation, and in two (whose state and category orders are the name order grouped).
        for locale in [nil, Locale(identifier: "da"), Locale(identifier: "en_US")] {
            let onDemand = try LandmarkStore(landmarks: Array(landmarks.prefix(locale == nil ? 5_000 : 1_500)))
            let prepared = try LandmarkStore(landmarks: Array(landmarks.prefix(locale == nil ? 5_000 : 1_500)))
            prepared.prepareQueriesInBackground(locale: locale)
            for order in LandmarkOrder.allCases {
                #expect(
                    prepared.indices(favoritesOnly: false, matching: SearchQuery(""), in: order, locale: locale)
                        == onDemand.indices(favoritesOnly: false, matching: SearchQuery(""), in: order, locale: locale))
                let query = SearchQuery("name 1")
                #expect(
                    prepared.indices(favoritesOnly: false, matching: query, in: order, locale: locale)
                        == onDemand.indices(favoritesOnly: false, matching: query, in: order, locale: locale))
            }
        }
    }
}
