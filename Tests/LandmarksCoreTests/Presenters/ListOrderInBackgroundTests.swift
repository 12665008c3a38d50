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

        let total = CountText(locale: nil).number(count)
        presenter.perform(.cycleSortOrder)
        #expect(spy.titleCount == "1 / \(total) · sorting by name…")
        #expect(firstName() == "Name \(100_000 + count)")

        let prepared = DispatchSemaphore(value: 0)
        store.whenQueriesPrepared { prepared.signal() }
        store.prepareQueriesInBackground(locale: nil)
        #expect(prepared.wait(timeout: .now() + 60) == .success)
        presenter.queriesMayBeReady()
        // The file's first landmark, selected at the start, stays selected: the last by name.
        #expect(spy.titleCount == "\(total) / \(total) · by name")
        #expect(firstName() == "Name 100001")
    }

    @Test func aListNobodyMovedSelectsItsFirstRowOnceTheOrderIsPrepared() throws {
        let count = LandmarkStore.orderedOnDemandLimit + 1_000
        // Names in reverse, so that file order and name order differ.
        let store = try LandmarkStore(landmarks: (0..<count).map { Fixtures.landmark($0 + 1, "Name \(100_000 + count - $0)") })
        var settings = Settings()
        settings[.sortOrder] = .name
        let presenter = LandmarkListPresenter(library: LandmarkLibrary(landmarks: store, photos: PhotoCatalog(), settings: settings))
        let spy = SpyListOutput()
        spy.attach(to: presenter)
        #expect(presenter.selectedItem == .landmark(0))  // the file's first, while the order is prepared
        let prepared = DispatchSemaphore(value: 0)
        store.whenQueriesPrepared { prepared.signal() }
        store.prepareQueriesInBackground(locale: nil)
        #expect(prepared.wait(timeout: .now() + 60) == .success)
        presenter.queriesMayBeReady()
        #expect(presenter.selectedItem == .landmark(count - 1))  // Name 100001, the first by name
        #expect(spy.titleCount == "1 / \(CountText(locale: nil).number(count)) · by name")
    }

    @Test func aFewLandmarksAreOrderedAtOnce() throws {
        let store = try LandmarkStore(landmarks: (0..<100).map { Fixtures.landmark($0 + 1, "Name \(1_000 - $0)") })
        #expect(store.canOrderNow(.name, locale: nil))
        let presenter = LandmarkListPresenter(library: try Fixtures.library(store))
        let spy = SpyListOutput()
        spy.attach(to: presenter)
        presenter.perform(.cycleSortOrder)
        #expect(spy.titleCount == "100 / 100 · by name")  // Name 1000, selected first, is last by name
    }
}
