import LandmarksCore
import Testing

@Suite struct LandmarkDetailPresenterTests {
    @Test func showsTheLandmarksFactsFormatted() throws {
        let store = try LandmarkStore.load(from: Fixtures.bundledFile)
        let presenter = LandmarkDetailPresenter(library: try Fixtures.library(store), storeIndex: 0)
        let spy = SpyDetailOutput()
        presenter.output = spy
        presenter.viewDidLoad()
        let detail = try #require(spy.displayed.last)
        #expect(detail.title == "Landmarks › Turtle Rock")
        #expect(detail.park == "Joshua Tree National Park")
        #expect(
            detail.facts == [
                .init("Location", "Twentynine Palms, California"),
                .init("Category", "Rivers"),
                .init("Coordinates", "34.0113° N, 116.1669° W"),
                .init("Featured", "Yes"),
                .init("Favorite", "★ Yes"),
            ])
    }

    @Test func togglingTheFavoriteChangesTheStoreAndRedisplays() throws {
        let library = try Fixtures.library()
        let store = library.landmarks
        let presenter = LandmarkDetailPresenter(library: library, storeIndex: 2)
        let spy = SpyDetailOutput()
        presenter.output = spy
        presenter.viewDidLoad()
        presenter.toggleFavorite()
        #expect(store.landmark(at: 2).isFavorite)
        #expect(spy.displayed.map(\.isFavorite) == [false, true])
        #expect(spy.displayed.last?.facts.last == .init("Favorite", "★ Yes"))
    }

    @Test func backClosesTheScreen() throws {
        let presenter = LandmarkDetailPresenter(library: try Fixtures.library(), storeIndex: 0)
        let spy = SpyDetailOutput()
        presenter.output = spy
        #expect(spy.closeCount == 0)
        presenter.close()
        #expect(spy.closeCount == 1)
    }
}
