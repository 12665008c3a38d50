import Foundation

/// The search index and every order, worked out on a thread of their own once the landmarks are
/// loaded, so that the first search or sort does not wait for them; asking before they are ready
/// waits for the rest of the work.
final class PreparedQueries: @unchecked Sendable {
    // @unchecked: `searchIndex` and `rankings` are written once on the worker and read by others only
    // after `finished` is seen true under `condition`'s lock (a pthread mutex, which sanitizers see).
    private let condition = NSCondition()
    private var finished = false
    private var searchIndex: SearchIndex?
    private var rankings: [String: OrderRanking] = [:]
    /// How many landmarks the work covers.
    private let count: Int

    /// Starts the work on `landmarks`; orders compare names in `locale`'s way (nil: simply).
    init(landmarks: LandmarkColumns, locale: Locale?) {
        count = landmarks.count
        Thread.detachNewThread { [self] in
            let index = SearchIndex(landmarks: landmarks)
            var rankings: [String: OrderRanking] = [:]
            for order in LandmarkOrder.allCases where order != .file {
                rankings[Self.key(order, locale)] = OrderRanking(
                    keys: landmarks.map { order.sortFields(of: $0, locale: locale) }, locale: locale)
            }
            condition.lock()
            searchIndex = index
            self.rankings = rankings
            finished = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The search index, once it is made, if it covers the `count` landmarks there are now.
    func waitForSearchIndex(count: Int) -> SearchIndex? {
        guard count == self.count else { return nil }
        waitUntilFinished()
        return searchIndex
    }

    /// The ranking of `order` in `locale`, if it was prepared for the `count` landmarks there are now.
    func waitForRanking(_ order: LandmarkOrder, locale: Locale?, count: Int) -> OrderRanking? {
        guard count == self.count else { return nil }
        waitUntilFinished()
        return rankings[Self.key(order, locale)]
    }

    /// How a ranking is found again: by order and collation.
    static func key(_ order: LandmarkOrder, _ locale: Locale?) -> String {
        "\(order.rawValue) \(locale?.identifier ?? "")"
    }

    private func waitUntilFinished() {
        condition.lock()
        while !finished { condition.wait() }
        condition.unlock()
    }
}
