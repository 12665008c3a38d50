import Foundation
import Testing

@testable import LandmarksCore

/// A big catalog's orders are prepared in the background: a key that asks for one does not wait.
@Suite struct ListOrderInBackgroundTests {
    @Test func aBigCatalogIsListedInFileOrderUntilItsOrderIsPrepared() throws {
        let count = LandmarkStore.orderedOnDemandLimit + 1_000
        // Names in reverse (of six digits), so that file order and name order differ.
        let store = try LandmarkStore(landmarks: (0..<count).map { Fixtures.landmark($0 + 1, "Name \(100_000 + count - $0)") })
        let presenter = LandmarkListPresenter(library: try Fixtures.library(store))
        let spy = SpyListOutput()
        spy.attach(to: presenter)
        func firstName() -> String? {
            if case .landmark(let first) = presenter.row(at: 1) { first.name } else { nil }
        }

        presenter.perform(.cycleSortOrder)
        #expect(spy.titleCount == "\(CountText(locale: nil).number(count)) landmarks · sorting by name…")
        #expect(firstName() == "Name \(100_000 + count)")

        let prepared = DispatchSemaphore(value: 0)
        store.whenQueriesPrepared { prepared.signal() }
        store.prepareQueriesInBackground(locale: nil)
        #expect(prepared.wait(timeout: .now() + 60) == .success)
        presenter.queriesMayBeReady()
        #expect(spy.titleCount == "\(CountText(locale: nil).number(count)) landmarks · by name")
        #expect(firstName() == "Name 100001")
    }

    @Test func aFewLandmarksAreOrderedAtOnce() throws {
        let store = try LandmarkStore(landmarks: (0..<100).map { Fixtures.landmark($0 + 1, "Name \(1_000 - $0)") })
        #expect(store.canOrderNow(.name, locale: nil))
        let presenter = LandmarkListPresenter(library: try Fixtures.library(store))
        let spy = SpyListOutput()
        spy.attach(to: presenter)
        presenter.perform(.cycleSortOrder)
        #expect(spy.titleCount == "100 landmarks · by name")
    }
}
