import Foundation

/// The search index and every order, worked out on a thread of their own once the landmarks are
/// loaded, so that the first search or sort does not wait for them; asking before they are ready
/// waits for the rest of the work.
final class PreparedQueries: Sendable {
    private let work: BackgroundResult<(searchIndex: SearchIndex, rankings: [String: OrderRanking])>
    /// How many landmarks the work covers.
    private let count: Int

    /// Starts the work on `landmarks`; orders compare names in `locale`'s way (nil: simply).
    init(landmarks: LandmarkColumns, locale: Locale?) {
        count = landmarks.count
        work = BackgroundResult {
            var rankings: [String: OrderRanking] = [:]
            let index = SearchIndex(landmarks: landmarks)
            for order in LandmarkOrder.allCases where order != .file {
                rankings[Self.key(order, locale)] = OrderRanking(
                    keys: landmarks.lazy.map { order.sortFields(of: $0, locale: locale) }, locale: locale)
            }
            return (index, rankings)
        }
    }

    /// The search index, once it is made, if it covers the `count` landmarks there are now.
    func waitForSearchIndex(count: Int) -> SearchIndex? {
        guard count == self.count else { return nil }
        return try? work.value().searchIndex
    }

    /// The ranking of `order` in `locale`, if it was prepared for the `count` landmarks there are now.
    func waitForRanking(_ order: LandmarkOrder, locale: Locale?, count: Int) -> OrderRanking? {
        guard count == self.count else { return nil }
        return try? work.value().rankings[Self.key(order, locale)]
    }

    /// How a ranking is found again: by order and collation.
    static func key(_ order: LandmarkOrder, _ locale: Locale?) -> String {
        "\(order.rawValue) \(locale?.identifier ?? "")"
    }
}
