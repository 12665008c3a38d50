import LandmarksCore
import TerminalKit
import WorldMap

/// Your photos on the full-screen map: a dot for each, and the towns they were taken in at no landmark,
/// which `n`/`N` step through after the landmarks.
package struct MapYourPhotos {
    /// A town of your photos: its list group, where it is, and what the marker says (`Kyoto · 2 photos`).
    package struct Town {
        package let group: YourPhotoGroup
        package let point: GeoPoint
        package let name: String

        package init(group: YourPhotoGroup, point: GeoPoint, name: String) {
            (self.group, self.point, self.name) = (group, point, name)
        }
    }

    package var points: [GeoPoint]
    package var towns: [Town]
    /// Told when a town is selected, and when Enter opens its photos.
    package var onSelect: (YourPhotoGroup) -> Void
    package var onOpen: (YourPhotoGroup) -> Void

    package init(
        points: [GeoPoint], towns: [Town], onSelect: @escaping (YourPhotoGroup) -> Void, onOpen: @escaping (YourPhotoGroup) -> Void
    ) {
        (self.points, self.towns, self.onSelect, self.onOpen) = (points, towns, onSelect, onOpen)
    }
}

/// The full-screen map: every landmark the list shows as a dot, your photos in their own colour, the
/// selected landmark (or town of your photos) marked and named; the keys pan, zoom, fit, and move the
/// selection through the list's order, keeping it in view.
package final class LandmarkMapView: Page {
    private let store: LandmarkStore
    /// The landmarks shown, as store indices in the list's order, and where each one is.
    private let order: [Int]
    private let places: [GeoPoint]
    private let yours: MapYourPhotos?
    /// What is selected: a landmark (by its store index) or a town of your photos (by its place in `yours.towns`).
    private enum Selection: Equatable {
        case landmark(Int)
        case town(Int)
    }

    private var selected: Selection
    /// The selection's place among the stops (the landmarks, then the towns), if it is there.
    private var position: Int?
    private let worldMap: WorldMapSource
    /// What shows; nil until the first frame gives the map its size.
    private var map: MapViewport?
    /// Whether the map is as fitted (at first, and after `0`): a resize then fits it again.
    private var isFitted = true
    private let onSelect: (Int) -> Void
    private let onOpen: (Int) -> Void
    private let onClose: () -> Void
    /// Goes to the list's search field (`/`).
    package var onSearch: () -> Void = {}
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
        onOpen: @escaping (Int) -> Void, onClose: @escaping () -> Void, counts: CountText = CountText(locale: nil),
        yourPhotos: MapYourPhotos? = nil, selectedTown: Int? = nil
    ) {
        self.counts = counts
        self.store = store
        order = shown
        places = shown.map { store.coordinates(at: $0).geoPoint }
        yours = yourPhotos
        if let selectedTown, yourPhotos.map({ $0.towns.indices.contains(selectedTown) }) == true {
            self.selected = .town(selectedTown)
            position = shown.count + selectedTown
        } else {
            self.selected = .landmark(selected)
            position = shown.firstIndex(of: selected)
        }
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
        case .otherLandmark: stopCount > 0
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
                : old.resized(width: width, height: height)
        }
        guard let map else { return }
        let total = counts.number(stopCount)
        let count = position.map { "\(counts.number($0 + 1)) / \(total)" } ?? "\(total) shown"
        let across = counts.number(Int((map.kmPerDot * Double(width)).rounded()))
        Theme.chrome.drawTitleBar(in: &surface, title: "Landmarks › Map", trailing: "\(count) · \(across) km across")
        let outlines = worldMap.outlines
        var picture = MapPicture(outlines: try? outlines.get(), map: map, places: places, marked: marked, photos: yours?.points ?? [])
        picture.areaNames = worldMap.areaNames
        picture.showsScale = true
        // A few landmarks are named where they are (the selected one by its marker).
        if order.count <= MapPicture.namedPlaces {
            picture.placeNames = order.map { .landmark($0) == selected ? "" : store[withoutDescription: $0].shownName }
        }
        picture.draw(in: &surface, rect: content)
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
            // About the selected landmark, which stays where it is (unless the map reaches a pole or
            // zooms out to the whole world).
            map = current.zoomed(by: step > 0 ? 2 : 0.5, about: marked.point)
            isFitted = false
        case .fitMap:
            map = fitted(width: current.width, height: current.height)
            isFitted = true
        case .otherLandmark(let step):
            moveSelection(by: step)
        case .activate:
            switch selected {
            case .landmark(let storeIndex): onOpen(storeIndex)
            case .town(let index): yours.map { $0.onOpen($0.towns[index].group) }
            }
        case .back:
            onClose()
        case .list(.startSearch):
            onSearch()
        default:
            break
        }
    }

    // MARK: - Private

    /// How many stops `n`/`N` step through: the landmarks, then the towns of your photos.
    private var stopCount: Int { order.count + (yours?.towns.count ?? 0) }

    /// Where the selection is and its name.
    private var marked: (point: GeoPoint, name: String) {
        switch selected {
        case .landmark(let storeIndex): (store.coordinates(at: storeIndex).geoPoint, store[withoutDescription: storeIndex].name)
        case .town(let index): yours.map { ($0.towns[index].point, $0.towns[index].name) } ?? (GeoPoint(latitude: 0, longitude: 0), "")
        }
    }

    /// The map that shows every landmark and every photo of yours, or the selection's region when it is alone.
    private func fitted(width: Int, height: Int) -> MapViewport {
        let everything = places + (yours?.points ?? [])
        return MapViewport.fitting(everything.isEmpty ? [marked.point] : everything, width: width, height: height)
    }

    /// Selects the next or previous stop (a landmark in the list's order, then a town of your photos;
    /// round at the ends) and moves the map to it when it is not well inside.
    private func moveSelection(by step: Int) {
        let count = stopCount
        guard count > 0, let current = map else { return }
        let next = position.map { (($0 + step) % count + count) % count } ?? (step > 0 ? 0 : count - 1)
        position = next
        if next < order.count {
            selected = .landmark(order[next])
            onSelect(order[next])
        } else if let yours {
            selected = .town(next - order.count)
            yours.onSelect(yours.towns[next - order.count].group)
        }
        if !current.shows(marked.point, margin: 4) {
            map = current.centered(on: marked.point)
            isFitted = false
        }
    }
}

extension Coordinates {
    /// The position as the map takes it.
    package var geoPoint: GeoPoint {
        GeoPoint(latitude: latitude, longitude: longitude)
    }
}
