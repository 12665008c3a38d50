import Foundation
import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing
import WorldMap

/// Zooming the full-screen map out from a landmark in Alaska: the map stops at the pole instead of
/// drifting past it (where a degree of longitude shrank to a tenth and the whole world to a strip a
/// fifth of the screen wide), and zoomed out to the whole world shows all of it, centred.
@Suite struct MapZoomOutTests {
    /// Charley Rivers (Alaska), selected; Turtle Rock and Lake Umbagog south of it, Longyearbyen north.
    private static func store() throws -> LandmarkStore {
        func landmark(_ id: Int, _ name: String, _ latitude: Double, _ longitude: Double) -> Landmark {
            Landmark(
                id: id, name: name, park: "", city: "", state: "", category: .rivers, isFeatured: false, isFavorite: false,
                coordinates: Coordinates(latitude: latitude, longitude: longitude), description: "", imageName: "")
        }
        return try LandmarkStore(landmarks: [
            landmark(1007, "Charley Rivers", 65.350021, -143.122586),
            landmark(1001, "Turtle Rock", 34.011286, -116.166868),
            landmark(1005, "Lake Umbagog", 44.7, -71.0),
            landmark(9, "Longyearbyen", 78.22, 15.65),
        ])
    }

    /// The map screen of `shown` (store indices) with Charley Rivers selected, drawn once at `width` × `height`.
    private static func mapScreen(shown: [Int], width: Int, height: Int) throws -> LandmarkMapView {
        let view = LandmarkMapView(
            store: try store(), shown: shown, selected: 0, worldMap: WorldMapSource(try MapPanelTests.outlines.get()),
            onSelect: { _ in }, onOpen: { _ in }, onClose: {})
        _ = Fixtures.render(view, width: width, height: height)
        return view
    }

    /// The columns of the map's rows (between the title and the footer) where some braille is drawn.
    private static func drawnColumns(_ lines: [String]) -> Set<Int> {
        var columns = Set<Int>()
        for line in lines.dropFirst().dropLast() {
            for (column, scalar) in line.unicodeScalars.enumerated() where (0x2801...0x28FF).contains(scalar.value) {
                columns.insert(column)
            }
        }
        return columns
    }

    /// Zoomed out step by step, with Charley Rivers at the top of the fitted map (whose centre then ran
    /// south) or below Longyearbyen (whose centre ran north): at every step the world spans at least four
    /// fifths of the columns, nothing past a pole shows, and Charley Rivers stays marked.
    @Test(arguments: [[0, 1, 2], [0, 3]], [(80, 24), (200, 50)])
    func zoomingOutKeepsTheWorldsWidth(shown: [Int], size: (width: Int, height: Int)) throws {
        let view = try Self.mapScreen(shown: shown, width: size.width, height: size.height)
        for step in 1...5 {
            view.handle(try #require(StandardKeyMaps.map.action(for: .character("-"))))
            let lines = Fixtures.render(view, width: size.width, height: size.height)
            let screen = lines.joined(separator: "\n")
            #expect(Self.drawnColumns(lines).count * 5 >= size.width * 4, "step \(step):\n\(screen)")
            #expect(lines.contains { $0.contains("◆ Charley Rivers ") }, "step \(step):\n\(screen)")
            let map = try #require(view.viewport)
            // Room above the north pole and below the south pole: none, or as much of one as of the other.
            let above = max(map.y(latitude: 90), 0)
            let below = max(Double(map.height) - map.y(latitude: -90), 0)
            #expect(abs(above - below) < 1e-6, "step \(step): \(above) dots above the pole, \(below) below")
        }
    }

    /// At 80 × 24 from Charley Rivers below Longyearbyen: Alaska, Europe and Asia across the whole
    /// width, the map's top edge at the pole.
    @Test func zoomedOutAt80By24TheMapReachesThePoleAndNoFurther() throws {
        let view = try Self.mapScreen(shown: [0, 3], width: 80, height: 24)
        for _ in 0..<3 { view.handle(.zoom(-1)) }
        #expect(
            Fixtures.render(view, width: 80, height: 24) == [
                " Landmarks › Map                                       1 / 2 · 25,600 km across ",
                "                                                                                ",
                "             ⢀⡀⢀⣀⣤⣤⣴⣶⣶⣶⣾⣽⣙⣭⣿⡿⠖⠲⠒⠒⠒⠛⠛⠉⠉⠉⠛⠛⢷⣶⠶⠶      ⢀⣀⣤⣤⣤⣤⣀⠤   ⠤⠤⡤⠴⢶⠴⠦   ⣠⠄  ⢤⣤⣤⣄",
                "         ⢠⠶⣿⣿⣿⣷⣾⢿⣿⣿⣿⣿⣿⣿⣿⣋⠉⠛⠛⠒⠒⢦⡀       ⢀⣀⣺⡿⠄       ⠈⠉• Longyearbyen⠶⠖⢒⣀⣀⣀⣠⣠⣤⠕⠒⠓⠛",
                "⠒⠒⠒⠒⢦⠤⣤⠴⠖⠿⢿⡽⢿⣿⣯⣽⣿⣯⣿⡽⡿⣾⣷⣿⣯⣿⡳⢶⣀⡀⠈⢿⣷     ⣄⡲⠿⠟   ⠐      ⣠⣤⣶⢶⠶⣶⣦⠤⣄⡠⣤⣤⣽⡿⢶⡦⠤⢯⢸⣿⣿⠙⠃     ",
                " ⢀⡀ ◆ Charley Rivers ⠾⣿⢦⣶⣿⣤⣽⡟⠁ ⠈⢿⡀ ⡼⠛⠉  ⠘⠿⠭⠟⠃ ⡀  ⢀⣠⠴⡿⢡⣴⡿⠃⢹⡌⠻⠟⠉⠉⠁     ⠈⠉⠁        ",
                "⣼⠟⠉⠉⠙⠛⣿⣏⡉⠉⠉⡏⠉⠉⡏⠉⢹⠉⠙⠷⣤⣀ ⢺⣧ ⠹⠷⢿⣆   ⠉⠉⠁          ⣶⣾⠁⠈⢯⣶⣇⣺⢏⣿⣿⣏⡀                     ",
                "      ⠈⠻⢷⣆⡀⠳⣄ ⡇ ⢸ ⢰⠊⠁⠈⠙⣾⠅  ⢻⣽⣼⣿⣆             ⠿⢿⣿⣳⣴⡶⠛⣹⣏⡉⢹⠯⠬⠷⣄⣀  ⣠⠤⣄⣀⣿⠉⠉⠙⠛⠓⣤⣀⡀⣀⣀⣠⠤",
                "         ⢹⠯⠭⡿⣍⣉⣉⡯⠭⡏⢹⡾⣿⣦⣼⣤⣤⣿⣿⣿⣷⠻⠿⠂             ⠘⠻⡍ ⣿⣶⣯⣿⣿⣟⢚⣷⢦⣴⡞ ⢈⣷⣶⢀⡠⡀     ⣠⡾⠛⢳⣀⡀ ",
                "         ⢸⡒⡖⠓⡾⢤⠤⢯⠭⢿⡭⡗⣟⣟⣿⣿⡾⠟⠈⠁⠈        ⢀⣀⡀    ⣸⡟⠉⣽⡯⠩⡟⠻⣿⢿⣿⣷⠷⠒⠒⠾⠻⣿⣷⢽⣞⡛⠺⣙⣲⣿⣯⠽⠋    ⠉⠙",
                "          ⠹⣬⣲⠏⢹⠉⡟⠯⣭⣗⡿⣿⣾⣿⡿⠃              ⠉  ⡀ ⢈⡿⢾⡓⠋⢻⣿⣛⠃⢈⣻⠿⠛⠷⣿⣻⠏⢳⡈⠓⠉⠉⡷⠊⢉⡽⣽⢶⡀      ",
                "           ⠠⢻⣯⡉⠙⠷⣄⡴⠿⠿⠒⢳⣇⡀   ⠁             ⢠⣤⣤⣯⠖⠋⠁  ⣟⠁⠙⠚⠈⡏⠛⢿⣿⠋⠑⠦⢷⣆⣀⡀⢿⡴⠋⣠⠞⠈⢷⣦⣄⣄⡤⣤⡀",
                "             ⠙⠟⣦ ⠈⡇ ⣀⣀⣬⣯⣿⣦⡀                ⣾⡿⠉⡟⠤⣀  ⣙⠦⡤⣀ ⣇⣀⣈⣿⣦  ⠈⠳⢿⢯⡝⠛⢳⣇⡀   ⣹⣷⡞⠘⣧",
                "⠃            ⠐ ⠘⠲⢤⣙⣒⣷⣏⣀⠂⠿⠟⠟⠲⠶⡄          ⢠⡄ ⣧⣀⣀⣱ ⢈⣳⠊ ⢀⠇ ⢹⠁  ⢨⢯⢧⠤⠖⣲⠽⠋   ⠉⡇ ⣠⠞⠁ ⢻⣼⡽",
                "                   ⠈⠛⢿⣟⢀⣀⣤⡶⣆⣤⣿          ⠈⠁⠈⢿⣿⣵⣠⣾⣽⣾⠓⠒⣺⡆⢀⣯⣀⣀⣤⡞⠉⢿⣒⢯⡕⠂     ⠽⣀⡇   ⡆⢸⣗",
                "                      ⠉⠛⣟⠘⠳⡄⣀⣿⣧⢤⣄           ⠓⢿⣥⣾⠼⠷⣄⡶⠫⣟⣭⣈⣷⣁⣘⣧⢀⣈⡩⡻⠁      ⡁⠉⠿   ⠳⣼⣿",
                "                   ⠠⣄  ⣴⢧⣄⢰⠻⠟⠘⠚⠛⣿⣤⣀               ⠴⡿⣹⢻⠃  ⣸⣣⡇⠉⣧⠊        ⠁      ⠹⣿",
                "⠆                      ⢿⠋⣸⠛      ⠁⠈⠉⠓⢤             ⠙⡿⢧⣀⡀ ⢹⠁⠈⢿⠁   ⠐    ⢀        ⠉",
                " ⠄  ⠘⠃                 ⠈⢧⠘⠲⡖⣆⣀      ⣠⠋     ⠈        ⣹⠈⠁⣧⢤⣯⢹⡦⢼⣦⡄⣠                ",
                " ⠤⠄⠢⢢⢀⡀                 ⠈⠲⣼⡇ ⢘⣆     ⡇         ⠐     ⡧⠤⢤⣧⣤⠞⢫⢿⠴⠃⡖⢳⠃               ",
                "     ⠃  ⢀                 ⢸⣷⠶⣇⡳⣄ ⢀⡤⠼⠁               ⢹⡀⢸ ⣨⠷⣞⡇ ⢰⡇⡎ ⠐⠁             ",
                "              ⠒           ⣿⠃  ⣻⡟⣠⠏                   ⢧⠼⠋⢁⣼⡿   ⠉                 ",
                " ├──────────────┤ 5,000 km⣿   ⢧⠽⠋                    ⠘⠧⠤⠶⠋                      ",
                " ←↓↑→ pan  +/- zoom  0 fit  n/N next  Enter open  Esc back  q quit  ? help      ",
            ])
    }

    /// At 200 × 50 the map zooms out to the whole world, centred on 0°, 0° as an atlas shows it, and no further.
    @Test func zoomedOutAt200By50TheWholeWorldShowsCentred() throws {
        let view = try Self.mapScreen(shown: [0, 1, 2], width: 200, height: 50)
        for _ in 0..<4 { view.handle(.zoom(-1)) }
        let lines = Fixtures.render(view, width: 200, height: 50)
        #expect(lines[0].hasSuffix(" 1 / 3 · 46,331 km across "))
        let map = try #require(view.viewport)
        #expect(map.center == GeoPoint(latitude: 0, longitude: 0) && map.showsWholeWorld)
        // Antarctica's coast spans the world: 172 columns, with 13 or 14 blank ones either side.
        let columns = Self.drawnColumns(lines)
        #expect(columns.min() == 13 && columns.max() == 186)
        #expect(lines.contains { $0.contains("◆ Charley Rivers ") })
        view.handle(.zoom(-1))
        #expect(view.viewport == map)
    }
}
