import Foundation
import Testing
import ToolSupport

/// The place files people keep open in the browser and in scripts as the tutorial's JSON does.
@Suite struct PlaceFormatsSmokeTests {
    /// Shaped as Google Takeout's "Saved Places.json".
    static let savedPlaces = """
        {"type": "FeatureCollection", "features": [
          {"geometry": {"coordinates": [12.4922, 41.8902], "type": "Point"},
           "properties": {"google_maps_url": "http://maps.google.com/?cid=1",
             "location": {"address": "Piazza del Colosseo, 1, Roma", "country_code": "IT", "name": "Colosseum"},
             "Comment": "Go early"}, "type": "Feature"},
          {"geometry": {"coordinates": [0, 0], "type": "Point"},
           "properties": {"google_maps_url": "http://maps.google.com/?q=48.8584,2.2945", "location": {"name": "Tour Eiffel"}},
           "type": "Feature"}
        ]}
        """

    /// Opens `file` in the browser in tmux once it shows `text`, and expects its list of two places to
    /// begin with the column titles `header` and `rows`, the first of them selected. The columns are as
    /// wide as the file's texts, and those no place fills (a GPX file's park and state; the photo count
    /// where a file carries no photo) are left out.
    private static func open(
        _ file: String, showing text: String, header: String, rows: [String], environment: [String: String] = [:]
    ) throws -> TmuxTerminal {
        let terminal = try TmuxTerminal(arguments: ["--data", file], environment: environment)
        let screen = try terminal.waitForText(text)
        #expect(
            Array(screen.prefix(5)) == [
                " Landmarks                                                                1 / 2",
                header,
                "  [ ] Favorites only",
            ] + rows)
        return terminal
    }

    @Test func takeoutsSavedPlacesOpenInTheBrowser() throws {
        let file = try ProcessRunner.temporaryFile(Self.savedPlaces, name: "Saved Places.json")
        let terminal = try Self.open(
            file, showing: "Tour Eiffel", header: "  Name         Park                          State  Fav",
            rows: [
                "> Colosseum    Piazza del Colosseo, 1, Roma  IT",
                "  Tour Eiffel",
            ])
        try terminal.send("Enter")
        let detail = try terminal.waitForText("Go early")
        #expect(detail[2].hasPrefix("  Colosseum   "))
        #expect(detail[3].hasPrefix("  Piazza del Colosseo, 1, Roma   "))
        // The file's other properties are facts, the labels as wide as the longest (the map is to their right).
        #expect(detail[7].hasPrefix("  Coordinates      41.8902° N, 12.4922° E   "))
        #expect(detail[10].hasPrefix("  google_maps_url  http://maps.google.com/?cid…  "))
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func featuresPipedOnePerLineAreListed() throws {
        let lines = [
            #"{"type":"Feature","properties":{"name":"Musée du Louvre","tourism":"museum","@id":"node/1"},"geometry":{"type":"Point","coordinates":[2.3376,48.8606]}}"#,
            #"{"type":"Feature","properties":{"name":"Jardin","leisure":"park"},"geometry":{"type":"Polygon","coordinates":[[[2,48],[3,48],[3,49],[2,48]]]}}"#,
        ]
        let file = try ProcessRunner.temporaryFile(lines.joined(separator: "\n") + "\n", name: "places.geojsonl")
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "cat \"$1\" | \"$0\" list --data - --json", ProcessRunner.landmarksBinary.path, file])
        #expect(result.status == 0, "\(result.standardError)")
        let places = result.standardOutput.split(separator: "\n").map {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(places.map { $0?["name"] as? String } == ["Musée du Louvre", "Jardin"])
        #expect(places.map { $0?["category"] as? String } == ["Museum", "Park"])
        let position = places.last??["coordinates"] as? [String: Double]
        let expected: [String: Double] = ["latitude": 48 + 1.0 / 3, "longitude": 2 + 2.0 / 3]
        #expect(position == expected)
    }

    @Test func aBrokenCollectionIsNamedAndPlaced() throws {
        let text = #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null},"#
        let file = try ProcessRunner.temporaryFile(text, name: "cut.geojson")
        let result = try ProcessRunner.landmarks(["list", "--data", file])
        #expect(result.status == 1)
        // The file ends after its last character, on its one line.
        #expect(result.standardError == "landmarks: \(file): line 1, column \(text.count + 1): unexpected end of file\n")
    }

    @Test func aGPXFilesWaypointsOpenInTheBrowser() throws {
        let gpx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="OsmAnd" xmlns="http://www.topografix.com/GPX/1/1">
              <wpt lat="48.8584" lon="2.2945"><ele>35</ele><name>Tour Eiffel</name><desc>Iron lady</desc><type>Sight</type></wpt>
              <wpt lat="59.5" lon="10.25"><name>VANSHNG LK</name><cmt>Vanishing Lake</cmt><sym>Flag, Blue</sym></wpt>
            </gpx>
            """
        let file = try ProcessRunner.temporaryFile(gpx, name: "trip.gpx")
        let terminal = try Self.open(
            file, showing: "VANSHNG LK", header: "  Name         Category    Fav",
            rows: [
                "> Tour Eiffel  Sight",
                "  VANSHNG LK   Flag, Blue",
            ])
        try terminal.send("Enter")
        let detail = try terminal.waitForText("Iron lady")
        // No Location row: the file gives no city or state.
        #expect(detail[5].hasPrefix("  Category     Sight   "))
        #expect(detail[9].hasPrefix("  Elevation    35 m   "))
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    /// Its café's description shows a picture the KMZ holds, as Google Earth saves one: its photo.
    @Test func aKMZFromMyMapsOpensInTheBrowserWithThePhotoItCarries() throws {
        let kml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Trip</name>
              <Folder><name>Food</name>
                <Placemark><name>Café de Flore</name><description><![CDATA[Best <b>croissants</b><br>Open late<br>
                  <img src="files/flore.jpg" alt="The terrace">]]></description>
                  <address>172 Bd Saint-Germain</address><Point><coordinates>2.3325,48.854,0</coordinates></Point></Placemark>
              </Folder>
              <Placemark><name>Seine walk</name><LineString><coordinates>2.29,48.85 2.30,48.86 2.31,48.87</coordinates></LineString></Placemark>
            </Document></kml>
            """
        let kmz = try ProcessRunner.temporaryKMZ(kml, picture: "files/flore.jpg")
        let cache = try ProcessRunner.temporaryFolder()
        let terminal = try Self.open(
            kmz, showing: "Seine walk", header: "  Name           Park                  Category     Photos     Fav",
            rows: [
                "> Café de Flore  172 Bd Saint-Germain  Food         1 photo",
                "  Seine walk                           No category  no photos",
            ], environment: ["XDG_CACHE_HOME": cache])
        try terminal.send("Enter")
        let detail = try terminal.waitForText("Open late")
        #expect(detail[5].hasPrefix("  Category     Food   "))
        // Its photo, unpacked into the cache, listed below the facts.
        #expect(detail.contains { $0.contains("Photos · 1") })
        #expect(detail.contains { $0.contains("The terrace") && $0.contains("undated") })
        #expect(FileManager.default.fileExists(atPath: cache + "/landmarks/kmz"))
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func aSpreadsheetsRowsOpenAndThoseWithoutAPositionAreCounted() throws {
        let csv = "Name;Latitude;Longitude;Type\nCafé de Flore;48,854;2,3325;Café\nNowhere;;;\n\"Tour Eiffel\";48,8584;2,2945;Sight\n"
        let file = try ProcessRunner.temporaryFile(csv, name: "places.csv")
        let terminal = try Self.open(
            file, showing: "Tour Eiffel", header: "  Name           Category  Fav",
            rows: [
                "> Café de Flore  Café",
                "  Tour Eiffel    Sight",
            ])
        // Said once, on the last line (where the footer is when there is nothing to say).
        let warned = try terminal.waitForText("1 row without a position left out (row 3)")
        #expect(warned.last?.hasPrefix(" ! 1 row without a position left out (row 3)") == true)
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
        let listed = try ProcessRunner.landmarks(["list", "--data", file])
        #expect(listed.status == 0)
        #expect(listed.standardError == "landmarks: \(file): 1 row without a position left out (row 3)\n")
        // Each place left out, for a script or a look.
        let problems = try ProcessRunner.landmarks(["list", "--data", file, "--problems"])
        #expect(problems.status == 0)
        #expect(problems.standardOutput == "row 3: no latitude\n")
    }

    @Test func everyPlaceLeftOutIsListedHoweverMany() throws {
        // More than the app keeps in memory (10,000), between places that read.
        let rows = (1...25_000).map { $0 % 5 == 0 ? "Place \($0),48.1,2.2" : "Place \($0),,2.2" }
        let file = try ProcessRunner.temporaryFile(
            "name,latitude,longitude\n" + rows.joined(separator: "\n") + "\n", name: "many-unplaced.csv")
        let problems = try ProcessRunner.landmarks(["list", "--data", file, "--problems"])
        #expect(problems.status == 0)
        let expected = (1...25_000).filter { $0 % 5 != 0 }.map { "row \($0 + 1): no latitude" }
        #expect(problems.standardOutput.split(separator: "\n").map(String.init) == expected)
    }

    @Test func aGeoNamesDumpOpensInTheBrowser() throws {
        let rows = [
            "2988507\tParis\tParis\tLutece\t48.85341\t2.3488\tP\tPPLC\tFR\t\t11\t75\t751\t75056\t2138551\t\t42\tEurope/Paris\t2024-01-01",
            "2660317\tMatterhorn\tMatterhorn\t\t45.97639\t7.65861\tT\tMT\tCH\tIT\t\t\t\t\t0\t4478\t4440\tEurope/Zurich\t2020-06-10",
        ]
        let file = try ProcessRunner.temporaryFile(rows.joined(separator: "\n") + "\n", name: "cities.txt")
        let terminal = try Self.open(
            file, showing: "Matterhorn", header: "  Name        State  Category  Fav",
            rows: [
                "> Paris       FR     Capital",
                "  Matterhorn  CH     Mountain",
            ])
        try terminal.send("Down", "Enter")
        let detail = try terminal.waitForText("4478 m")
        #expect(detail[6].hasPrefix("  Category      Mountain   "))
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func aFileIsReadInTheFormatTheUserNames() throws {
        // A collection that names itself only after a long first member: its first bytes do not tell.
        let text =
            #"{"name": ""# + String(repeating: "x", count: 5000) + #"", "type": "FeatureCollection", "features": ["#
            + #"{"type": "Feature", "properties": {"name": "Late"}, "geometry": {"type": "Point", "coordinates": [2, 48]}}]}"#
        let file = try ProcessRunner.temporaryFile(text, name: "late.json")
        let guessed = try ProcessRunner.landmarks(["list", "--data", file])
        #expect(guessed.status == 1)
        #expect(guessed.standardError == "landmarks: \(file): top level: wrong type, expected an array of landmarks\n")
        let named = try ProcessRunner.landmarks(["list", "--data", file, "--data-format", "geojson"])
        #expect(named.status == 0, "\(named.standardError)")
        #expect(named.standardOutput.split(separator: "\t").dropFirst().first == "Late")
    }
}
