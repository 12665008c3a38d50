import Foundation
import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing
import WorldMap

@Suite final class LandmarkMapViewTests {
    private var selections: [Int] = []
    private var opened: [Int] = []
    private var closed = 0

    private func mapScreen(shown: [Int] = [0, 1, 2], selected: Int = 0) throws -> LandmarkMapView {
        LandmarkMapView(
            store: try Fixtures.store(), shown: shown, selected: selected, worldMap: WorldMapSource(try MapPanelTests.outlines.get()),
            onSelect: { self.selections.append($0) }, onOpen: { self.opened.append($0) }, onClose: { self.closed += 1 })
    }

    /// The row and column of the marker on `lines`, if it shows.
    private func marker(_ lines: [String]) -> (row: Int, column: Int)? {
        for (row, line) in lines.enumerated() {
            // In columns: a wide name (東京タワー) may be labelled left of it.
            if let index = line.firstIndex(of: "◆") { return (row, DisplayWidth.of(String(line[..<index]))) }
        }
        return nil
    }

    @Test func showsEveryLandmarkFittedWithTheSelectedOneMarkedAndNamed() throws {
        let view = try mapScreen()
        let lines = Fixtures.render(view, width: 80, height: 20)
        #expect(lines[0].hasPrefix(" Landmarks › Map "))
        #expect(lines[0].hasSuffix(" 1 / 3 · 14,259 km across "))
        #expect(lines.contains { $0.contains("◆ Turtle Rock ") })
        #expect(lines[19] == " ←↓↑→ pan  +/- zoom  0 fit  n/N next  Enter open  Esc back  q quit  ? help      ")
        let map = try #require(view.viewport)
        for place in [GeoPoint(latitude: 34.011286, longitude: -116.166868), GeoPoint(latitude: 35.6586, longitude: 139.7454)] {
            #expect(map.shows(place))
        }
        // Fitted the short way, across the Pacific.
        #expect(abs(map.center.longitude - (139.7454 + 360 - 71.0) / 2 + 360) < 0.01)
    }

    @Test func nAndNMoveTheSelectionInListOrderRoundTheEndsAndTellTheList() throws {
        let view = try mapScreen(shown: [2, 0, 1], selected: 0)
        _ = Fixtures.render(view, width: 80, height: 20)
        view.handle(StandardKeyMaps.map.action(for: .character("n"))!)
        var lines = Fixtures.render(view, width: 80, height: 20)
        #expect(lines[0].contains(" 3 / 3 "))
        #expect(lines.contains { $0.contains("◆ 東京タワー ") })
        view.handle(.otherLandmark(1))
        lines = Fixtures.render(view, width: 80, height: 20)
        #expect(lines[0].contains(" 1 / 3 "))
        view.handle(StandardKeyMaps.map.action(for: .character("N"))!)
        #expect(selections == [1, 2, 1])
    }

    @Test func theNextLandmarkIsBroughtIntoViewWhenPannedAway() throws {
        let view = try mapScreen()
        _ = Fixtures.render(view, width: 80, height: 20)
        for _ in 0..<3 { view.handle(StandardKeyMaps.map.action(for: .character("+"))!) }
        for _ in 0..<6 { view.handle(StandardKeyMaps.map.action(for: .character("j"))!) }
        #expect(marker(Fixtures.render(view, width: 80, height: 20)) == nil)
        view.handle(.otherLandmark(1))
        let lines = Fixtures.render(view, width: 80, height: 20)
        // Centred on Tokyo Tower: the marker in the map's centre cell (column 40, row 1 + 18 / 2).
        #expect(marker(lines)! == (10, 40))
    }

    @Test func panningZoomingAndFittingMoveTheMap() throws {
        let view = try mapScreen()
        _ = Fixtures.render(view, width: 80, height: 20)
        let fitted = try #require(view.viewport)
        view.handle(StandardKeyMaps.map.action(for: .right)!)
        #expect(view.viewport!.x(longitude: fitted.center.longitude) < fitted.x(longitude: fitted.center.longitude) - 30)
        view.handle(StandardKeyMaps.map.action(for: .character("k"))!)
        #expect(view.viewport!.center.latitude > fitted.center.latitude)
        view.handle(.zoom(1))
        #expect(view.viewport!.kmPerDot == fitted.kmPerDot / 2)
        for _ in 0..<30 { view.handle(.zoom(1)) }
        #expect(view.viewport!.kmPerDot == MapViewport.kmPerDotRange.lowerBound)
        view.handle(StandardKeyMaps.map.action(for: .character("0"))!)
        #expect(view.viewport == fitted)
    }

    /// `+` and `-` zoom about the selected landmark, which stays where it was; zooming in step by step
    /// never loses it.
    @Test func zoomingKeepsTheSelectedLandmarkInPlace() throws {
        let view = try mapScreen()
        let before = try #require(marker(Fixtures.render(view, width: 80, height: 20)))
        for _ in 0..<4 {
            view.handle(StandardKeyMaps.map.action(for: .character("+"))!)
            let after = try #require(marker(Fixtures.render(view, width: 80, height: 20)))
            #expect(abs(after.row - before.row) <= 1 && abs(after.column - before.column) <= 1)
        }
        view.handle(StandardKeyMaps.map.action(for: .character("-"))!)
        #expect(marker(Fixtures.render(view, width: 80, height: 20)) != nil)
    }

    /// A fitted map fits the new size after a resize; one the user zoomed keeps its scale.
    @Test func aFittedMapFitsAgainAfterAResize() throws {
        let view = try mapScreen()
        _ = Fixtures.render(view, width: 80, height: 20)
        _ = Fixtures.render(view, width: 60, height: 16)
        let small = try #require(view.viewport)
        #expect(small.width == 120)
        for place in [GeoPoint(latitude: 34.011286, longitude: -116.166868), GeoPoint(latitude: 35.6586, longitude: 139.7454)] {
            #expect(small.shows(place))
        }
        view.handle(.zoom(1))
        let zoomed = try #require(view.viewport)
        _ = Fixtures.render(view, width: 80, height: 20)
        #expect(view.viewport?.kmPerDot == zoomed.kmPerDot)
    }

    /// `/` goes to the list's search, whose matches `m` maps again.
    @Test func slashGoesToTheListsSearch() throws {
        let view = try mapScreen()
        var searched = 0
        view.onSearch = { searched += 1 }
        _ = Fixtures.render(view, width: 80, height: 20)
        view.handle(try #require(StandardKeyMaps.map.action(for: .character("/"))))
        #expect(searched == 1)
        #expect(closed == 0)
    }

    @Test func enterOpensTheSelectedLandmarkAndEscCloses() throws {
        let view = try mapScreen(selected: 2)
        _ = Fixtures.render(view, width: 80, height: 20)
        view.handle(StandardKeyMaps.map.action(for: .enter)!)
        view.handle(StandardKeyMaps.map.action(for: .escape)!)
        #expect(opened == [2])
        #expect(closed == 1)
    }

    @Test func aLandmarkAtAPoleOrOnTheAntimeridianIsMarkedInTheMiddle() throws {
        let store = try LandmarkStore(landmarks: [
            Landmark(
                id: 1, name: "Pole", park: "", city: "", state: "", category: .lakes, isFeatured: false, isFavorite: false,
                coordinates: Coordinates(latitude: 90, longitude: 180), description: "", imageName: ""),
            Landmark(
                id: 2, name: "South", park: "", city: "", state: "", category: .lakes, isFeatured: false, isFavorite: false,
                coordinates: Coordinates(latitude: -90, longitude: -180), description: "", imageName: ""),
        ])
        for selected in [0, 1] {
            let view = LandmarkMapView(
                store: store, shown: [selected], selected: selected, worldMap: WorldMapSource(url: nil),
                onSelect: { _ in }, onOpen: { _ in }, onClose: {})
            let lines = Fixtures.render(view, width: 40, height: 12)
            #expect(marker(lines)! == (1 + 10 / 2, 20))
            #expect(lines[1].hasPrefix("no map: world.map: not found"))
        }
    }

    @Test func mFromAnEmptyListSaysWhyItDoesNothing() throws {
        let (_, empty) = Fixtures.listScreen(try Fixtures.library(try LandmarkStore(landmarks: [])))
        #expect(empty.action(for: .character("m")) == nil)
        #expect(empty.reasonKeyDoesNothing(.character("m")) == "no landmarks listed to show on a map")
        let (_, full) = Fixtures.listScreen(try Fixtures.library())
        #expect(full.action(for: .character("m")) == .showMap)
    }

    /// Your photos: dots in their own colour, how many share the busiest cell, and `n` stepping on from
    /// the landmarks to the towns, which Enter opens.
    @Test func yourPhotosAreDrawnCountedAndTheirTownsAreStops() throws {
        var (selectedTowns, openedTowns) = ([YourPhotoGroup](), [YourPhotoGroup]())
        let kyoto = GeoPoint(latitude: 35.0116, longitude: 135.7681)
        let photos = MapYourPhotos(
            points: Array(repeating: kyoto, count: 3) + [GeoPoint(latitude: 48.86, longitude: 2.34)],
            towns: [MapYourPhotos.Town(group: .town(7), point: kyoto, name: "Kyoto · 3 photos")],
            onSelect: { selectedTowns.append($0) }, onOpen: { openedTowns.append($0) })
        let view = LandmarkMapView(
            store: try Fixtures.store(), shown: [0, 2], selected: 0, worldMap: WorldMapSource(url: nil),
            onSelect: { self.selections.append($0) },
            onOpen: { self.opened.append($0) }, onClose: {}, yourPhotos: photos)
        var lines = Fixtures.render(view, width: 80, height: 20)
        #expect(lines[0].contains(" 1 / 3 "))
        #expect(view.viewport.map { $0.shows(GeoPoint(latitude: 48.86, longitude: 2.34)) } == true, "fitted to the photos too")
        var surface = Surface(width: 80, height: 20)
        view.draw(in: &surface)
        let inks = surface.lines { $0.style == Theme.mapPhoto && !$0.isBlank ? "o" : "." }
        // Beside Kyoto's dot, the 3 photos that share it, in the photos' colour.
        let counted = zip(lines, inks).dropFirst().contains { text, ink in
            zip(text, ink).contains { $0 == "3" && $1 == "o" }
        }
        #expect(counted)
        #expect(inks.joined().filter { $0 == "o" }.count == 3, "\(lines.joined(separator: "\n"))\n\(inks.joined(separator: "\n"))")
        view.handle(.otherLandmark(1))
        view.handle(.otherLandmark(1))
        lines = Fixtures.render(view, width: 80, height: 20)
        #expect(lines[0].contains(" 3 / 3 "))
        #expect(lines.contains { $0.contains("◆ Kyoto · 3 photos ") })
        #expect(selectedTowns == [.town(7)])
        view.handle(.activate)
        #expect(openedTowns == [.town(7)])
        #expect(opened.isEmpty)
        view.handle(.otherLandmark(1))
        #expect(selections == [2, 0], "round to the first landmark")
    }
}
