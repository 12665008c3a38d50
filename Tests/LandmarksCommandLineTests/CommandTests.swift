import LandmarksCommandLine
import LandmarksCore
import Testing

@Suite struct CommandTests {
    private func parse(_ arguments: String) throws(Command.UsageError) -> Command {
        try Command.parse(arguments.split(separator: " ").map(String.init))
    }

    private func error(_ arguments: String) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    /// The notice of places left out names the command that lists them, as it is to be typed.
    @Test func theProblemsCommandNamesTheFileAsTyped() {
        #expect(Command.Sources(dataPath: "places.csv").problemsCommand == "landmarks list --problems --data places.csv")
        #expect(
            Command.Sources(dataPath: "My place's.csv", dataFormat: "csv").problemsCommand
                == #"landmarks list --problems --data 'My place'\''s.csv' --data-format csv"#)
        #expect(Command.Sources(dataPath: "-").problemsCommand == "landmarks list --problems --data -")
        #expect(Command.Sources(dataPath: "--odd.csv").problemsCommand == "landmarks list --problems --data ./--odd.csv")
        #expect(Command.Sources().problemsCommand == "landmarks list --problems")
    }

    @Test func readsEveryOptionOfEachMode() throws {
        let sources = Command.Sources(dataPath: "d.json", stateFolder: "s")
        #expect(try parse("") == .interactive(.init(), usesColor: true, usesMouse: true))
        #expect(
            try parse("--data d.json --state-dir=s --no-color --no-mouse")
                == .interactive(sources, usesColor: false, usesMouse: false))
        #expect(try parse("list") == .list(favoritesOnly: false, search: "", order: .file, .init()))
        #expect(
            try parse("list --favorites --search=lake --sort state --data=d.json --state-dir s")
                == .list(favoritesOnly: true, search: "lake", order: .state, sources))
        #expect(
            try parse("list --data-format csv --data d.txt")
                == .list(favoritesOnly: false, search: "", order: .file, .init(dataPath: "d.txt", dataFormat: "csv")))
        #expect(error("--data-format shp") == "--data-format takes landmarks-json, geojson, gpx, kml, kmz, csv or geonames, not 'shp'")
        #expect(try parse("list --format gpx") == .list(favoritesOnly: false, search: "", order: .file, format: .gpx, .init()))
        #expect(try parse("list --problems") == .list(favoritesOnly: false, search: "", order: .file, problems: true, .init()))
        #expect(try parse("list --json") == .list(favoritesOnly: false, search: "", order: .file, format: .json, .init()))
        #expect(error("list --json --format kml") == "--json and --format kml do not go together")
        #expect(error("list --format shp") == "--format takes tsv, json, csv, geojson, gpx or kml, not 'shp'")
        #expect(try parse("photos") == .photos(landmarkID: nil, .init()))
        #expect(try parse("photos --data d.json 1003 --state-dir s") == .photos(landmarkID: 1003, sources))
    }

    @Test func yourPhotosFolderRadiusAndListings() throws {
        let yours = Command.Sources(photoFolder: "~/Pictures", radius: 2.5)
        #expect(try parse("--photos ~/Pictures --radius 2.5") == .interactive(yours, usesColor: true, usesMouse: true))
        #expect(try parse("photos --photos ~/Pictures --radius=2.5 1001") == .photos(landmarkID: 1001, yours))
        #expect(
            try parse("photos --photos ~/Pictures --radius 2.5 --unmatched --json")
                == .photos(landmarkID: nil, json: true, listing: .unmatched, yours))
        #expect(try parse("photos --photos ~/Pictures --radius 2.5 --problems") == .photos(landmarkID: nil, listing: .problems, yours))
        #expect(try parse("photos") == .photos(landmarkID: nil, .init(radius: 10)))
        #expect(error("photos --radius 0") == "--radius takes kilometres, more than 0 and at most 20000, e.g. 10 or 2.5, not '0'")
        #expect(error("--radius far") == "--radius takes kilometres, more than 0 and at most 20000, e.g. 10 or 2.5, not 'far'")
        #expect(error("photos --unmatched --problems") == "--unmatched and --problems do not go together")
        #expect(error("photos --unmatched --by-date") == "--unmatched and --by-date do not go together")
        #expect(
            try parse("pick --search lake --json --no-mouse")
                == .pick(search: "lake", json: true, Command.Sources(radius: 10), usesColor: true, usesMouse: false, pictures: nil))
        #expect(error("pick --sort name") == "pick does not take --sort: list does")
        // Fuzzy unless --exact says the words are found as typed.
        #expect(
            try parse("pick --search lake --exact")
                == .pick(
                    search: "lake", searchMode: .exact, json: false, Command.Sources(radius: 10), usesColor: true, usesMouse: true,
                    pictures: nil))
        #expect(
            try parse("list --exact --search lake")
                == .list(favoritesOnly: false, search: "lake", searchMode: .exact, order: .file, .init()))
        #expect(error("photos --exact") == "photos does not take --exact: list, map and pick do")
        #expect(error("list --exact=yes") == "unknown option '--exact=yes'")
        #expect(
            try parse("list --fields name,CITY,latitude")
                == .list(favoritesOnly: false, search: "", order: .file, fields: [.name, .city, .latitude], Command.Sources(radius: 10)))
        #expect(error("list --fields name --json") == "--fields chooses the tab-separated lines' columns: not with --json or --format")
        // COLORFGBG's last field is the background's colour number.
        for (value, light) in [("0;15", true), ("15;0", false), ("0;default;7", true), ("12;8", false)] {
            #expect(ThemeChoice.auto.isLight(environment: ["COLORFGBG": value]) == light, "\(value)")
        }
        #expect(ThemeChoice.auto.isLight(environment: [:]) == nil)
        #expect(ThemeChoice.light.isLight(environment: ["COLORFGBG": "15;0"]) == true)
        #expect(error("photos 1001 --by-date") == "--by-date lists no landmark's photos, not 1001's")
        #expect(error("photos --unmatched 1001") == "--unmatched lists no landmark's photos, not 1001's")
        #expect(error("list --photos x") == "list does not take --photos: the app, photos, show, map and pick do")
    }

    @Test func optionsMayComeBeforeTheSubcommand() throws {
        let sources = Command.Sources(dataPath: "d.json", stateFolder: "s")
        #expect(try parse("--data d.json list --state-dir s") == .list(favoritesOnly: false, search: "", order: .file, sources))
        #expect(
            try parse("--favorites --data=d.json list") == .list(favoritesOnly: true, search: "", order: .file, .init(dataPath: "d.json")))
        #expect(try parse("--data list photos") == .photos(landmarkID: nil, .init(dataPath: "list")))
        #expect(error("--no-color list") == "list does not take --no-color: the app and pick do")
        #expect(error("extra list") == "unexpected argument 'extra'")
    }

    @Test func helpAndVersionAnswerWhereverTheyStand() throws {
        #expect(try parse("-h") == .help)
        #expect(try parse("list --favorites --help --bogus") == .help)
        #expect(try parse("photos --version") == .version)
        #expect(error("--bogus --help") == "unknown option '--bogus'")
        // A near miss is named; an option of other commands says which.
        #expect(error("list --jsn") == "unknown option '--jsn' (did you mean --json?)")
        #expect(error("list --seach lake") == "unknown option '--seach' (did you mean --search?)")
        #expect(error("list --radius 5") == "list does not take --radius: the app, photos and pick do")
        #expect(error("map --header") == "map does not take --header: list and photos do")
    }

    @Test func optionsOfAnotherModeAreUnknown() {
        #expect(error("--favorites") == "the app does not take --favorites: list does")
        #expect(error("list --no-color") == "list does not take --no-color: the app and pick do")
        #expect(error("photos --sort name") == "photos does not take --sort: list does")
        #expect(error("list 1001") == "unexpected argument '1001'")
    }

    @Test func valuesAreRequiredAndFlagsTakeNone() throws {
        #expect(error("--data") == "--data needs a value")
        // Words may be none: `--search "$q"` with q empty lists everything.
        #expect(try parse("list --search=") == .list(favoritesOnly: false, search: "", order: .file, .init()))
        #expect(try Command.parse(["list", "--search", ""]) == .list(favoritesOnly: false, search: "", order: .file, .init()))
        #expect(error("list --search --favorites") == "--search needs a value")
        #expect(error("list --data --favorites") == "--data needs a value")
        #expect(try parse("list --search=--x") == .list(favoritesOnly: false, search: "--x", order: .file, .init()))
        #expect(error("--no-mouse=yes") == "unknown option '--no-mouse=yes'")
        #expect(error("list --sort size") == "--sort takes file, name, state or category, not 'size'")
    }

    @Test func photosTakesOneLandmarkID() {
        #expect(error("photos rock") == "'rock' is not a landmark id")
        #expect(error("photos 1 2") == "unexpected argument '2'")
        #expect(error("extra") == "unexpected argument 'extra'")
    }

    /// The table and the parser agree: each option parses in exactly the modes the table gives it.
    @Test func everyOptionParsesExactlyWhereTheTableAcceptsIt() {
        for option in Option.allCases {
            for mode in Mode.allCases {
                let value = option.spec.value.map { value -> String in
                    if case .choice(_, let choices) = value { return choices[0] }
                    return option == .size ? "10x5" : option == .radius ? "5" : option == .fields ? "name" : "x"
                }
                // A mode whose operand is required gets one: 1.
                let operand = mode.operand != nil && !mode.operandIsOptional ? "1" : nil
                for name in option.spec.names {
                    let arguments = [mode.subcommand, operand, name, value].compactMap { $0 }
                    let accepted = (try? Command.parse(arguments)) != nil
                    #expect(accepted == option.spec.modes.contains(mode), "\(arguments)")
                }
            }
        }
    }

    @Test func showTakesAPhotoIdASizeAndColours() throws {
        #expect(
            try Command.parse(["show", "7", "--size", "100x30", "--colors", "256"])
                == .show(.photo(id: 7), columns: 100, rows: 30, colors: .palette256, Command.Sources()))
        #expect(
            try Command.parse(["show", "--colors=none", "3"])
                == .show(.photo(id: 3), columns: nil, rows: nil, colors: PictureColors.none, Command.Sources()))
        #expect(error("show") == "show needs a PHOTO-ID or a FILE")
        let file = try Command.parse(["show", "rock.heic"])
        #expect(file == .show(.file(path: "rock.heic"), columns: nil, rows: nil, colors: nil, Command.Sources()))
        // The id `photos --photos` prints for one of your photos.
        let yours = try Command.parse(["show", "2871234-9f3c2a81d04b7e65", "--photos", "/p"])
        #expect(
            yours
                == .show(
                    .yourPhoto(id: "2871234-9f3c2a81d04b7e65"), columns: nil, rows: nil, colors: nil, Command.Sources(photoFolder: "/p")))
        #expect(error("show rock.heic 7") == "unexpected argument '7'")
        #expect(error("show 1 --size 100") == "--size takes COLSxROWS, e.g. 100x30, not '100'")
        #expect(error("show 1 --size 10x10x") == "--size takes COLSxROWS, e.g. 100x30, not '10x10x'")
        #expect(error("show 1 --size x10x10") == "--size takes COLSxROWS, e.g. 100x30, not 'x10x10'")
        #expect(error("show 1 --colors 8") == "--colors takes full, 256, 16 or none, not '8'")
    }

    @Test func mapTakesAnOptionalLandmarkIdASizeAndASearch() throws {
        #expect(
            try Command.parse(["map", "1001", "--size", "80x24"])
                == .map(landmarkID: 1001, columns: 80, rows: 24, search: "", Command.Sources()))
        #expect(
            try Command.parse(["map", "--search", "lake"])
                == .map(landmarkID: nil, columns: nil, rows: nil, search: "lake", Command.Sources()))
        #expect(
            try Command.parse(["map", "--search", "lake", "--exact"])
                == .map(landmarkID: nil, columns: nil, rows: nil, search: "lake", searchMode: .exact, Command.Sources()))
        #expect(error("map rock") == "'rock' is not a landmark id")
        #expect(error("map --size 0x10") == "--size takes COLSxROWS, e.g. 100x30, not '0x10'")
        #expect(error("map --colors 256") == "map does not take --colors: show does")
    }
}
