import Foundation
import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing

/// The list's columns where the terminal has room: sized by the catalog's longest texts (the fixtures'
/// longest name is 38 columns, its longest park 25), joined by the category, then the city, with a titled
/// favourite column; the room they leave goes to the preview pane.
@Suite struct ListColumnsOnWideTerminalsTests {
    private let presenter: LandmarkListPresenter
    private let view: LandmarkListView

    init() throws {
        let photos = [Fixtures.photo(1, of: 1), Fixtures.photo(2, of: 1), Fixtures.photo(3, of: 1), Fixtures.photo(4, of: 2)]
        (presenter, view) = Fixtures.listScreen(try Fixtures.library(photos: photos))
    }

    private static func blanks(_ count: Int) -> String { String(repeating: " ", count: count) }

    @Test func at200ColumnsEveryColumnShowsAsWideAsItsLongestText() {
        view.handle(.list(.togglePreviewPane))
        // The name's column is the longest name's 38 columns (not a fraction of 200), the park's the
        // longest park's 25; the star is under `Fav`, beside the count; the rest of the line is blank.
        #expect(
            Fixtures.render(view, width: 200, height: 8) == [
                " Landmarks" + Self.blanks(184) + "1 / 3 ",
                "  Name                                    Park                       City              State          Category   Photos     Fav"
                    + Self.blanks(73),
                "  [ ] Favorites only" + Self.blanks(180),
                "> Turtle Rock                             Joshua Tree National Park  Twentynine Palms  California     Rivers     3 photos    ★"
                    + Self.blanks(74),
                "  東京タワー                              Shiba Park                 Tokyo             Tokyo          Mountains  1 photo"
                    + Self.blanks(80),
                "  A very long landmark name that goes on  Park                       Errol             New Hampshire  Lakes      no photos   ★"
                    + Self.blanks(74),
                Self.blanks(200),
                " ↑↓ move  Enter open  F favorites only  f favorite  / search  s sort  m map  q quit  ? help" + Self.blanks(109),
            ])
    }

    @Test func columnsJoinAsRoomAllowsTheCategoryThenTheCity() {
        view.handle(.list(.togglePreviewPane))
        func header(_ width: Int) -> String { Fixtures.render(view, width: width, height: 8)[1] }
        // 90: not room for the first five as wide as their texts: the compact layout, as at 80.
        #expect(header(90) == "  Name                          Park                           State           Photos     ")
        #expect(header(103) == "  Name                                    Park                       State          Photos     Fav     ")
        // The category (9 columns and a gap) joins at 104, the city (16) only beside it, at 122.
        // (The name's column is back at its cap of 32 then: the room past the caps went to the category.)
        #expect(header(104) == "  Name                              Park                       State          Category   Photos     Fav ")
        #expect(
            header(121)
                == "  Name                                    Park                       State          Category   Photos     Fav"
                + Self.blanks(12))
        #expect(
            header(122)
                == "  Name                              Park                       City              State          Category   Photos     Fav "
        )
    }

    /// Widening the window only ever adds columns, with the pane (from the 100 columns it takes to
    /// show) or without, in either order the state and category columns take.
    @Test func noColumnLeavesAsTheWindowWidens() throws {
        for (pane, sorts) in [(true, 0), (false, 0), (true, 3), (false, 3)] {
            let (presenter, view) = Fixtures.listScreen(try Fixtures.library(photos: [Fixtures.photo(1, of: 1)]))
            if !pane { view.handle(.list(.togglePreviewPane)) }
            for _ in 0..<sorts { presenter.perform(.cycleSortOrder) }
            let narrowest = pane ? 100 : 20
            var shown = Set(Fixtures.columnTitles(view, width: narrowest))
            for width in (narrowest + 1)...260 {
                let wider = Set(Fixtures.columnTitles(view, width: width))
                #expect(shown.isSubset(of: wider), "pane \(pane), \(sorts) sorts: \(shown.subtracting(wider)) left at \(width)")
                shown = wider
            }
        }
    }

    @Test func theRoomTheColumnsLeaveGoesToThePreviewPane() {
        // 200 columns: the pane's own share (72) leaves the list exactly what its columns take.
        let at200 = Fixtures.render(view, width: 200, height: 8)
        #expect(
            at200[1].prefix(130)
                == "  Name                                    Park                       City              State          Category   Photos     Fav │ "
        )
        // 250: the list still takes 128 columns; the pane the other 122, not a fixed 72.
        let at250 = Fixtures.render(view, width: 250, height: 8)
        #expect(
            at250[3].prefix(130)
                == "> Turtle Rock                             Joshua Tree National Park  Twentynine Palms  California     Rivers     3 photos    ★  │ "
        )
        #expect(at250[5].dropFirst(128) == "│ Turtle Rock" + Self.blanks(109))
    }

    /// A city that matches is highlighted in the city's column where it shows, and the park's column
    /// keeps the park; without that column the park's says `in Twentynine Palms`.
    @Test func aCityMatchIsHighlightedInTheCityColumnWhereThereIsOne() {
        view.handle(.list(.togglePreviewPane))
        presenter.perform(.startSearch)
        presenter.setSearchText("twenty")
        presenter.perform(.keepSearch)
        var wide = Surface(width: 200, height: 6)
        view.draw(in: &wide)
        #expect(
            wide.lines[2].prefix(128)
                == "> Turtle Rock                             Joshua Tree National Park  Twentynine Palms  California     Rivers     3 photos    ★  "
        )
        // "Twenty" at columns 69–74, on the selected row; the "n" after it is not.
        #expect((69...74).allSatisfy { wide[$0, 2].style == Theme.match(true) })
        #expect(wide[75, 2].style == Theme.styles.selection)
        #expect(
            Fixtures.render(view, width: 80, height: 6)[2]
                == "> Turtle Rock              in Twentynine Palms       California      3 photos  ★")
    }

    @Test func theSortedColumnShowsUnderlinedAndMarksStayInTheGutter() {
        view.handle(.list(.togglePreviewPane))
        for _ in 0..<3 { presenter.perform(.cycleSortOrder) }  // name, state, category
        presenter.perform(.toggleMark)  // Turtle Rock, selected
        var surface = Surface(width: 90, height: 8)
        view.draw(in: &surface)
        // At 90 columns sorted by category, the category takes the state's place, as wide as `Mountains`.
        #expect(
            surface.lines == [
                " Landmarks                                                 3 / 3 · by category · 1 marked ",
                "  Name                               Park                       Category   Photos     Fav ",
                "  [ ] Favorites only                                                                      ",
                "  A very long landmark name that g…  Park                       Lakes      no photos   ★  ",
                "  東京タワー                         Shiba Park                 Mountains  1 photo        ",
                ">•Turtle Rock                        Joshua Tree National Park  Rivers     3 photos    ★  ",
                "                                                                                          ",
                " ↑↓ move  Enter open  F favorites only  f favorite  / search  s sort  m map  ? help       ",
            ])
        #expect((64..<72).allSatisfy { surface[$0, 1].style.attributes == [.bold, .underline] })
        #expect(surface[29, 1].style.attributes.isEmpty)
    }
}

/// A catalog whose places have names and categories only (a GPX file's waypoints, a CSV file's rows)
/// and no photos: no empty park, state and photo count columns take the width; the category shows, at
/// 80 columns too.
@Suite struct ListColumnsOfASparseCatalogTests {
    @Test func columnsNoPlaceFillsAreLeftOut() throws {
        func place(_ id: Int, _ name: String, _ category: String) -> Landmark {
            Landmark(
                id: id, name: name, park: "", city: "", state: "", category: Landmark.Category(rawValue: category), isFeatured: false,
                isFavorite: id == 2, coordinates: Coordinates(latitude: 48.8584, longitude: 2.2945), description: "", imageName: "")
        }
        let store = try LandmarkStore(landmarks: [place(1, "Tour Eiffel", "Sight"), place(2, "VANSHNG LK", "Flag, Blue")])
        let (presenter, view) = Fixtures.listScreen(try Fixtures.library(store))
        #expect(
            Fixtures.render(view, width: 80, height: 8) == [
                " Landmarks                                                                1 / 2 ",
                "  Name         Category    Fav                                                  ",
                "  [ ] Favorites only                                                            ",
                "> Tour Eiffel  Sight                                                            ",
                "  VANSHNG LK   Flag, Blue   ★                                                   ",
                "                                                                                ",
                "                                                                                ",
                " ↑↓ move  Enter open  F favorites only  f favorite  / search  s sort  ? help    ",
            ])
        // Sorted by state, the state shows though empty: the title says what the list is sorted by.
        presenter.perform(.cycleSortOrder)
        presenter.perform(.cycleSortOrder)
        #expect(
            Fixtures.render(view, width: 80, height: 8)[1] == "  Name         State  Category    Fav"
                + String(repeating: " ", count: 43))
    }

    /// A CSV file of names, positions and categories: at no width a column of `no photos` or an empty
    /// `Park` takes the room the category (or, narrower, the name) could have.
    @Test func aCSVFileWithoutPhotosShowsItsNamesAndCategoriesAtEveryWidth() throws {
        let csv = """
            name,latitude,longitude,category
            Tour Eiffel,48.8584,2.2945,Sight
            Mont Saint-Michel,48.636,-1.5115,Abbey
            Pic du Midi de Bigorre,42.9367,0.1411,Mountain observatory

            """
        let store = try LandmarkStore(data: Data(csv.utf8), file: "places.csv")
        let (_, view) = Fixtures.listScreen(try Fixtures.library(store))
        #expect(
            Fixtures.render(view, width: 50, height: 8) == [
                " Landmarks                                  1 / 3 ",
                "  Name                    Category            Fav ",
                "  [ ] Favorites only                              ",
                "> Tour Eiffel             Sight                   ",
                "  Mont Saint-Michel       Abbey                   ",
                "  Pic du Midi de Bigorre  Mountain observat…      ",
                "                                                  ",
                " ↑↓ move  Enter open  F favorites only  ? help    ",
            ])
        // Too narrow for the category beside the name: the name alone, under its own title.
        #expect(
            Fixtures.render(view, width: 24, height: 8) == [
                " Landmarks        1 / 3 ",
                "  Name                  ",
                "  [ ] Favorites only    ",
                "> Tour Eiffel           ",
                "  Mont Saint-Michel     ",
                "  Pic du Midi de Bigo…  ",
                "                        ",
                " ↑↓ move  ? help        ",
            ])
        for width in 20...120 {
            let titles = Fixtures.columnTitles(view, width: width, height: 8)
            #expect(titles.allSatisfy { ["Name", "Category", "Fav"].contains($0) }, "\(width): \(titles)")
        }
        // The category (16 columns at first) joins at 48 columns.
        #expect(Fixtures.columnTitles(view, width: 47, height: 8) == ["Name", "Fav"])
        #expect(Fixtures.columnTitles(view, width: 48, height: 8) == ["Name", "Category", "Fav"])
    }
}

/// The bundled catalog's columns as the window widens: the category joins before the city, which
/// joins only where it fits beside it.
@Suite struct ListColumnsOfTheBundledCatalogTests {
    @Test func withoutThePaneTheCategoryStaysAsTheCityJoins() throws {
        let (_, view) = Fixtures.listScreen(try Fixtures.bundledLibrary())
        view.handle(.list(.togglePreviewPane))
        for width in 98...115 {
            #expect(Fixtures.columnTitles(view, width: width) == ["Name", "Park", "State", "Category", "Photos", "Fav"], "\(width)")
        }
        for width in 116...117 {
            #expect(
                Fixtures.columnTitles(view, width: width) == ["Name", "Park", "City", "State", "Category", "Photos", "Fav"], "\(width)")
        }
    }
}

/// Beside the preview pane, texts the columns' caps cut take room from the pane, which keeps at least
/// its narrowest 40 columns; the columns shown are those the list's own share holds.
@Suite struct ListColumnsTakeRoomFromThePaneTests {
    @Test func at200ColumnsTheBundledCatalogsLongestParkShowsWhole() throws {
        let (_, view) = Fixtures.listScreen(try Fixtures.bundledLibrary())
        var surface = Surface(width: 200, height: 50)
        view.draw(in: &surface)
        // The list takes 129 columns (its share is 128), the pane the other 71.
        #expect(
            surface.lines[10].prefix(131)
                == "  Icy Bay              Wrangell-St. Elias National Park and Preserve  Icy Bay           Alaska         Mountains  4 photos       │ "
        )
        #expect((2..<48).allSatisfy { surface[129, $0].grapheme == "│" })
    }

    @Test func thePaneKeepsItsNarrowest() throws {
        func place(_ id: Int, _ name: String, _ park: String) -> Landmark {
            Landmark(
                id: id, name: name, park: park, city: "", state: "", category: Landmark.Category(rawValue: ""), isFeatured: false,
                isFavorite: false, coordinates: Coordinates(latitude: 48.8584, longitude: 2.2945), description: "", imageName: "")
        }
        let store = try LandmarkStore(landmarks: [
            place(1, String(repeating: "Name ", count: 10), String(repeating: "Park ", count: 10)),
            place(2, "Short", "Park"),
        ])
        let (_, view) = Fixtures.listScreen(try Fixtures.library(store, photos: [Fixtures.photo(1, of: 1)]))
        // 142 columns: the pane's share is 56, the list's 86, which holds name and park at their caps
        // (32 each) with a column to spare; both want 16 more (up to 48), and get that column and the 16
        // the pane can give, the name first: the pane keeps 40.
        var surface = Surface(width: 142, height: 8)
        view.draw(in: &surface)
        #expect(
            surface.lines[3]
                == "> Name Name Name Name Name Name Name Name Name Na…  Park Park Park Park Park Park Pa…  1 photo        │"
                + String(repeating: " ", count: 39))
        #expect((1..<7).allSatisfy { surface[102, $0].grapheme == "│" })
    }
}
