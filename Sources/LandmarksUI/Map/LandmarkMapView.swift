import LandmarksCore
import TerminalKit
import WorldMap

/// The full-screen map: every landmark the list shows as a dot, the selected one marked and named;
/// the keys pan, zoom, fit, and move the selection through the list's order, keeping it in view.
package final class LandmarkMapView: Page {
    private let store: LandmarkStore
    /// The landmarks shown, as store indices in the list's order, and where each one is.
    private let order: [Int]
    private let places: [GeoPoint]
    /// The selected landmark (a store index) and its place in `order`, if it is there.
    private var selected: Int
    private var position: Int?
    private let worldMap: WorldMapSource
    /// What shows; nil until the first frame gives the map its size.
    private var map: MapViewport?
    /// Whether the map is as fitted (at first, and after `0`): a resize then fits it again.
    private var isFitted = true
    private let onSelect: (Int) -> Void
    private let onOpen: (Int) -> Void
    private let onClose: () -> Void
    private let counts: CountText

    /// - Parameters:
    ///   - shown: store indices of the landmarks to show, in the list's order.
    ///   - selected: the store index of the landmark selected first.
    ///   - onSelect: told each time the selection moves.
    ///   - onOpen: opens the landmark at a store index.
    ///   - onClose: returns to the page below.
    ///   - counts: how the title groups thousands.
    package init(
        store: LandmarkStore, shown: [Int], selected: Int, worldMap: WorldMapSource, onSelect: @escaping (Int) -> Void,
        onOpen: @escaping (Int) -> Void, onClose: @escaping () -> Void, counts: CountText = CountText(locale: nil)
    ) {
        self.counts = counts
        self.store = store
        order = shown
        places = shown.map { store.coordinates(at: $0).geoPoint }
        self.selected = selected
        position = shown.firstIndex(of: selected)
        self.worldMap = worldMap
        self.onSelect = onSelect
        self.onOpen = onOpen
        self.onClose = onClose
    }

    /// What shows now, for tests.
    package var viewport: MapViewport? { map }

    // MARK: - Page

    package var keyMap: KeyMap<Intent> { StandardKeyMaps.map }

    package func isEnabled(_ intent: Intent) -> Bool {
        switch intent {
        case .otherLandmark: !order.isEmpty
        default: true
        }
    }

    package func draw(in surface: inout Surface) {
        let content = PageChrome.contentArea(of: surface)
        let width = content.width * 2
        let height = content.height * 4
        if map == nil {
            map = fitted(width: width, height: height)
        } else if let old = map, old.width != width || old.height != height {
            // A fitted map fits again; one the user zoomed or moved keeps its scale and centre.
            map =
                isFitted
                ? fitted(width: width, height: height)
                : MapViewport(center: old.center, kmPerDot: old.kmPerDot, width: width, height: height)
        }
        guard let map else { return }
        let total = counts.number(order.count)
        let count = position.map { "\(counts.number($0 + 1)) / \(total)" } ?? "\(total) shown"
        let across = counts.number(Int((map.kmPerDot * Double(width)).rounded()))
        Theme.chrome.drawTitleBar(in: &surface, title: "Landmarks › Map", trailing: "\(count) · \(across) km across")
        let outlines = worldMap.outlines
        let selectedPlace = store.coordinates(at: selected).geoPoint
        MapPicture(
            outlines: try? outlines.get(), map: map, places: places, marked: (selectedPlace, store[withoutDescription: selected].name)
        )
        .draw(in: &surface, rect: content)
        if case .failure(let error) = outlines {
            surface.write(
                "no map: \(error.briefDescription)", x: content.x, y: content.y, maxWidth: content.width, style: Theme.styles.notice)
        }
        Theme.chrome.drawFooter(in: &surface, hints: footerHints)
    }

    package func handle(_ intent: Intent) {
        guard let current = map else { return }
        switch intent {
        case .pan(let dx, let dy):
            map = current.panned(dx: Double(dx * current.width / 4), dy: Double(dy * current.height / 4))
            isFitted = false
        case .zoom(let step):
            // About the selected landmark, which stays where it is.
            map = current.zoomed(by: step > 0 ? 2 : 0.5, about: store.coordinates(at: selected).geoPoint)
            isFitted = false
        case .fitMap:
            map = fitted(width: current.width, height: current.height)
            isFitted = true
        case .otherLandmark(let step):
            moveSelection(by: step)
        case .activate:
            onOpen(selected)
        case .back:
            onClose()
        default:
            break
        }
    }

    // MARK: - Private

    /// The map that shows every landmark, or the selected one's region when it is alone.
    private func fitted(width: Int, height: Int) -> MapViewport {
        MapViewport.fitting(places.isEmpty ? [store.coordinates(at: selected).geoPoint] : places, width: width, height: height)
    }

    /// Selects the next or previous landmark in the list's order (round at the ends) and moves the map
    /// to it when it is not well inside.
    private func moveSelection(by step: Int) {
        guard !order.isEmpty, let current = map else { return }
        let next = position.map { (($0 + step) % order.count + order.count) % order.count } ?? (step > 0 ? 0 : order.count - 1)
        position = next
        selected = order[next]
        onSelect(selected)
        if !current.shows(places[next], margin: 4) {
            map = current.centered(on: places[next])
            isFitted = false
        }
    }
}

extension Coordinates {
    /// The position as the map takes it.
    var geoPoint: GeoPoint {
        GeoPoint(latitude: latitude, longitude: longitude)
    }
}
