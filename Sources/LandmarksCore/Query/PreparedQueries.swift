import Foundation

/// The search index and every order, worked out in the background once the landmarks are loaded
/// (the index first), so that the first search or sort does not wait for them; asking for one
/// before it is ready waits for it.
final class PreparedQueries: Sendable {
    private let searchIndex: BackgroundResult<SearchIndex>
    /// The orders, worked out once the search index is made: a search does not wait for them.
    private let rankings: BackgroundResult<[RankingKey: OrderRanking]>
    /// How many landmarks the work covers.
    let count: Int

    /// Starts the work on `landmarks`; orders compare names in `locale`'s way (nil: simply).
    init(landmarks: LandmarkColumns, locale: Locale?) {
        count = landmarks.count
        let searchIndex = BackgroundResult { SearchIndex(landmarks: landmarks) }
        self.searchIndex = searchIndex
        rankings = BackgroundResult {
            // One after the other, as one thread would: the two cores are busy reading the photos.
            _ = try searchIndex.value()
            let collation = Collation(locale: locale)
            var rankings: [RankingKey: OrderRanking] = [:]
            // Only names are sorted; by state and by category are the name order grouped by those few
            // values, as `LandmarkOrder.appendKey` orders them (the field, then the name).
            let names = OrderRanking(count: landmarks.count) { index, key in
                LandmarkOrder.name.appendKey(ofLandmarkAt: index, in: landmarks, collation: collation, to: &key)
            }
            rankings[RankingKey(order: .name, locale: locale)] = names
            for (order, field) in [(LandmarkOrder.state, LandmarkColumns.Field.state), (.category, .category)] {
                let (groups, groupRanks) = Self.groups(of: landmarks, field: field, collation: collation)
                rankings[RankingKey(order: order, locale: locale)] = OrderRanking(groups: groups, groupRanks: groupRanks, within: names)
            }
            return rankings
        }
    }

    /// The search index, once it is made, if it covers the `count` landmarks there are now.
    func waitForSearchIndex(count: Int) -> SearchIndex? {
        guard count == self.count else { return nil }
        return try? searchIndex.value()
    }

    /// Whether the orders are worked out, so that `waitForRanking` would not wait.
    var rankingsAreReady: Bool { rankings.isFinished }

    /// Calls `notify` once the orders are worked out (at once if they are, else on another thread).
    func whenRankingsReady(_ notify: @escaping @Sendable () -> Void) {
        rankings.whenFinished(notify)
    }

    /// The ranking of `order` in `locale`, if it was prepared for the `count` landmarks there are now.
    func waitForRanking(_ order: LandmarkOrder, locale: Locale?, count: Int) -> OrderRanking? {
        guard count == self.count else { return nil }
        return try? rankings.value()[RankingKey(order: order, locale: locale)]
    }

    /// Each landmark's value of `field` as a group number, and each group's place among them in
    /// `collation` (values with the same key share a place).
    private static func groups(
        of landmarks: LandmarkColumns, field: LandmarkColumns.Field, collation: Collation
    ) -> (groups: [Int32], groupRanks: [Int32]) {
        var numberByText: [String: Int32] = [:]
        var keys: [[UInt8]] = []
        let groups = landmarks.indices.map { index in
            let text = landmarks.text(of: field, at: index)
            if let number = numberByText[text] { return number }
            let number = Int32(keys.count)
            numberByText[text] = number
            keys.append(collation.key(of: text))
            return number
        }
        let byKey = keys.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
        var groupRanks = [Int32](repeating: 0, count: keys.count)
        var place: Int32 = 0
        for (position, group) in byKey.enumerated() {
            if position > 0, keys[byKey[position - 1]] != keys[group] { place += 1 }
            groupRanks[group] = place
        }
        return (groups, groupRanks)
    }
}

/// How a ranking is found again: by order and collation.
struct RankingKey: Hashable, Sendable {
    let order: LandmarkOrder
    let locale: Locale?
}
