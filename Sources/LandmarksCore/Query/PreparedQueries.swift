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
            // Only names are sorted; by state and by category are the name order grouped by those few
            // values, as `sortFields` orders them (the field, then the name). In a locale's collation,
            // which compares a pair at a time through Foundation, that is one big sort instead of three.
            let names =
                if let locale {
                    OrderRanking(keys: landmarks.lazy.map { LandmarkOrder.name.sortFields(of: $0, locale: locale) }, locale: locale)
                } else {
                    OrderRanking(count: landmarks.count) { index, key in
                        landmarks.withBytes(of: .name, at: index) { TextFolding.appendFolded($0, to: &key) }
                    }
                }
            rankings[Self.key(.name, locale)] = names
            for (order, field) in [(LandmarkOrder.state, LandmarkColumns.Field.state), (.category, .category)] {
                let (groups, groupRanks) = Self.groups(of: landmarks, field: field, locale: locale)
                rankings[Self.key(order, locale)] = OrderRanking(groups: groups, groupRanks: groupRanks, within: names)
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

    /// Each landmark's value of `field` as a group number, and each group's place among them: by folded
    /// text (values that fold alike share a place), or in `locale`'s collation ignoring case (values
    /// it finds the same share a place).
    private static func groups(
        of landmarks: LandmarkColumns, field: LandmarkColumns.Field, locale: Locale?
    ) -> (groups: [Int32], groupRanks: [Int32]) {
        var numberByText: [String: Int32] = [:]
        var texts: [String] = []
        let groups = landmarks.indices.map { index in
            let text = landmarks.text(of: field, at: index)
            if let number = numberByText[text] { return number }
            let number = Int32(texts.count)
            numberByText[text] = number
            texts.append(text)
            return number
        }
        let keys = texts.map { Array(LandmarkOrder.sortKey($0).utf8) }
        func compare(_ a: Int, _ b: Int) -> ComparisonResult {
            if let locale { return texts[a].compare(texts[b], options: [.caseInsensitive], range: nil, locale: locale) }
            return keys[a] == keys[b] ? .orderedSame : keys[a].lexicographicallyPrecedes(keys[b]) ? .orderedAscending : .orderedDescending
        }
        let byKey = texts.indices.sorted { compare($0, $1) == .orderedAscending }
        var groupRanks = [Int32](repeating: 0, count: texts.count)
        var place: Int32 = 0
        for (position, group) in byKey.enumerated() {
            if position > 0, compare(byKey[position - 1], group) != .orderedSame { place += 1 }
            groupRanks[group] = place
        }
        return (groups, groupRanks)
    }

    /// How a ranking is found again: by order and collation.
    static func key(_ order: LandmarkOrder, _ locale: Locale?) -> String {
        "\(order.rawValue) \(locale?.identifier ?? "")"
    }
}
