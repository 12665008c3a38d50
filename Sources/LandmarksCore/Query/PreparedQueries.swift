import Foundation

/// The search index and every order, worked out in the background once the landmarks are loaded
/// (the index first), so that the first search or sort does not wait for them; asking for one
/// before it is ready waits for it.
final class PreparedQueries: Sendable {
    private let searchIndex: BackgroundResult<SearchIndex>
    /// The orders, worked out once the search index is made: a search does not wait for them (a
    /// locale's collation takes seconds for 100,000 landmarks).
    private let rankings: BackgroundResult<[String: OrderRanking]>
    /// How many landmarks the work covers.
    private let count: Int

    /// Starts the work on `landmarks`; orders compare names in `locale`'s way (nil: simply).
    init(landmarks: LandmarkColumns, locale: Locale?) {
        count = landmarks.count
        let searchIndex = BackgroundResult { SearchIndex(landmarks: landmarks) }
        self.searchIndex = searchIndex
        rankings = BackgroundResult {
            // One after the other, as one thread would: the two cores are busy reading the photos.
            _ = try searchIndex.value()
            var rankings: [String: OrderRanking] = [:]
            guard locale == nil else {
                for order in LandmarkOrder.allCases where order != .file {
                    rankings[Self.key(order, locale)] = OrderRanking(
                        keys: landmarks.lazy.map { order.sortFields(of: $0, locale: locale) }, locale: locale)
                }
                return rankings
            }
            // Without a collation only names are sorted; by state and by category are the name order
            // grouped by those few values, as `sortFields` orders them (the field, then the name).
            let names = OrderRanking(count: landmarks.count) { index, key in
                landmarks.withBytes(of: .name, at: index) { TextFolding.appendFolded($0, to: &key) }
            }
            rankings[Self.key(.name, nil)] = names
            for (order, field) in [(LandmarkOrder.state, LandmarkColumns.Field.state), (.category, .category)] {
                let (groups, groupRanks) = Self.groups(of: landmarks, field: field)
                rankings[Self.key(order, nil)] = OrderRanking(groups: groups, groupRanks: groupRanks, within: names)
            }
            return rankings
        }
    }

    /// The search index, once it is made, if it covers the `count` landmarks there are now.
    func waitForSearchIndex(count: Int) -> SearchIndex? {
        guard count == self.count else { return nil }
        return try? searchIndex.value()
    }

    /// The ranking of `order` in `locale`, if it was prepared for the `count` landmarks there are now.
    func waitForRanking(_ order: LandmarkOrder, locale: Locale?, count: Int) -> OrderRanking? {
        guard count == self.count else { return nil }
        return try? rankings.value()[Self.key(order, locale)]
    }

    /// Each landmark's value of `field` as a group number, and each group's place among them (by folded
    /// text; values that fold alike share a place).
    private static func groups(of landmarks: LandmarkColumns, field: LandmarkColumns.Field) -> (groups: [Int32], groupRanks: [Int32]) {
        var numberByText: [String: Int32] = [:]
        var keys: [[UInt8]] = []
        let groups = landmarks.indices.map { index in
            let text = landmarks.text(of: field, at: index)
            if let number = numberByText[text] { return number }
            let number = Int32(keys.count)
            numberByText[text] = number
            keys.append(Array(LandmarkOrder.sortKey(text).utf8))
            return number
        }
        let byKey = keys.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
        var groupRanks = [Int32](repeating: 0, count: keys.count)
        var place: Int32 = 0
        for (position, group) in byKey.enumerated() {
            if position > 0, keys[group] != keys[byKey[position - 1]] { place += 1 }
            groupRanks[group] = place
        }
        return (groups, groupRanks)
    }

    /// How a ranking is found again: by order and collation.
    static func key(_ order: LandmarkOrder, _ locale: Locale?) -> String {
        "\(order.rawValue) \(locale?.identifier ?? "")"
    }
}
