import Foundation
import LandmarksCore
import Testing

/// GPX opens as GPS units and apps write it: waypoints as places, or routes and tracks when a file has
/// none; libxml2's mistakes placed; entities never expanded nor fetched.
@Suite struct GPXReaderTests {
    /// Shaped as OsmAnd writes GPX 1.1, with a Garmin-style waypoint (a cut name, the whole in `cmt`).
    static let waypoints = """
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="OsmAnd" xmlns="http://www.topografix.com/GPX/1/1" xmlns:osmand="https://osmand.net">
          <metadata><name>Trip</name></metadata>
          <wpt lat="48.8584" lon="2.2945">
            <ele>35</ele>
            <time>2024-05-01T10:00:00Z</time>
            <name>Tour Eiffel</name>
            <desc><![CDATA[Iron lady & more]]></desc>
            <type>Sight</type>
            <link href="https://www.toureiffel.paris"><text>site</text></link>
            <extensions><osmand:color>#ff0000</osmand:color></extensions>
          </wpt>
          <wpt lat="59.5" lon="10.25"><name>VANSHNG LK</name><cmt>Vanishing Lake</cmt><sym>Flag, Blue</sym></wpt>
          <wpt lat="-33.8568" lon="151.2153"/>
          <trk><name>Walk</name><trkseg><trkpt lat="48.0" lon="2.0"/><trkpt lat="48.1" lon="2.0"/></trkseg></trk>
        </gpx>
        """

    private func store(_ text: String, name: String = "trip.gpx") throws -> LandmarkStore {
        try LandmarkStore(data: Data(text.utf8), file: name)
    }

    @Test(arguments: [1, 7, 1 << 20])
    func thePlacesBeforeAMistakeAreHandedOnFirst(piece: Int) throws {
        // A file cut short lists what it holds: the waypoints read before the mistake, then the mistake.
        let good = (0..<300).map { #"<wpt lat="1" lon="\#($0 % 180)"><name>P\#($0)</name></wpt>"# }.joined(separator: "\n")
        let text = "<gpx>\n" + good + "\n<wpt lat=\"1\" lon=\"2\"><name>broken</nam></wpt></gpx>\n"
        let input = try CatalogInput.open(.file(try Fixtures.file(text, name: "cut.gpx")))
        input.mostBytesPerRead = piece
        var names: [String] = []
        #expect(throws: DataFileError.self) { try CatalogFormats.standard.read(input) { names += $0.map(\.name) } }
        #expect(names == (0..<300).map { "P\($0)" })
    }

    @Test func waypointsArePlacesWithTheirFieldsAndFacts() throws {
        let store = try store(Self.waypoints)
        // Unnamed in the file: screens call it by its position, the store keeps no name.
        #expect(store.landmarks.map(\.shownName) == ["Tour Eiffel", "VANSHNG LK", "33.8568° S, 151.2153° E"])
        #expect(store.landmarks.last?.name == "")
        #expect(store.landmarks.map(\.category.rawValue) == ["Sight", "Flag, Blue", ""])
        #expect(store.landmarks.map(\.description) == ["Iron lady & more", "Vanishing Lake", ""])
        #expect(store.coordinates(at: 2) == Coordinates(latitude: -33.8568, longitude: 151.2153))
        #expect(
            store.landmark(at: 0).facts == [
                LandmarkFact(name: "Elevation", value: "35 m"), LandmarkFact(name: "Time", value: "2024-05-01T10:00:00Z"),
                LandmarkFact(name: "Link", value: "https://www.toureiffel.paris"),
            ])
        // Ids from name and position: the same file read again gives the same.
        #expect(try self.store(Self.waypoints).ids == store.ids)
    }

    @Test func withoutWaypointsRoutesAndTracksArePlacesAtTheirStart() throws {
        let store = try store(
            """
            <?xml version="1.0"?>
            <gpx version="1.0" xmlns="http://www.topografix.com/GPX/1/0">
              <rte><name>Route 66</name><rtept lat="34.05" lon="-118.24"/><rtept lat="35.08" lon="-106.65"/></rte>
              <trk><trkseg><trkpt lat="48.0" lon="2.0"/><trkpt lat="48.1" lon="2.0"/></trkseg><trkseg><trkpt lat="48.2" lon="2.0"/></trkseg></trk>
            </gpx>
            """)
        #expect(store.landmarks.map(\.name) == ["Route 66", "Track at 48.0000° N, 2.0000° E"])
        #expect(store.landmarks.map(\.category.rawValue) == ["Route", "Track"])
        #expect(store.landmark(at: 1).facts == [LandmarkFact(name: "Length", value: "22 km"), LandmarkFact(name: "Points", value: "3")])
        #expect(store.coordinates(at: 0) == Coordinates(latitude: 34.05, longitude: -118.24))
    }

    @Test func waypointsWithoutAPositionAreLeftOutAndCounted() throws {
        // As a CSV row is: the waypoints after one are read.
        let store = try store(
            "<gpx>\n<wpt lat=\"91\" lon=\"0\"><name>x</name></wpt>\n<wpt lon=\"2\"><name>y</name></wpt>\n<wpt lat=\"1\" lon=\"0x10\"/>\n"
                + "<rte><rtept lat=\"a\" lon=\"1\"/><rtept lat=\"1\" lon=\"1\"/></rte>\n<wpt lat=\"1\" lon=\"2\"><name>z</name></wpt></gpx>"
        )
        #expect(store.landmarks.map(\.name) == ["z"])
        #expect(store.leftOut.summary() == "3 waypoints without a position left out (lines 2, 3 and 4)")
        #expect(
            store.leftOut.reasons == [
                #"lat="91" is not a number in -90...90"#, "no lat attribute", #"lon="0x10" is not a number in -180...180"#,
            ])
        // A route's point without one is passed over: the route starts at its first that has one.
        // One without any is left out and counted, as a waypoint is.
        let route = try self.store(
            "<gpx><rte><rtept lat=\"a\" lon=\"1\"/><rtept lat=\"1\" lon=\"1\"/></rte>\n<rte><name>R</name><rtept lat=\"inf\" lon=\"1\"/></rte></gpx>"
        )
        #expect(route.coordinates(at: 0) == Coordinates(latitude: 1, longitude: 1))
        #expect(route.landmarks.count == 1)
        #expect(route.leftOut.summary() == "1 route without a position left out (line 2)")
        #expect(route.leftOut.reasons == ["a route without a point that reads"])
    }

    static let mistakes: [(text: String, message: String)] = [
        (
            "<?xml version=\"1.0\"?>\n<gpx><wpt lat=\"1\" lon=\"0\"><name>x</name></wpt>\n<wpt lat=\"1\" lon=\"2\"><name>y</nam></wpt></gpx>",
            "line 3, column 35: opening and ending tag mismatch: name line 3 and nam"
        ),
        ("<gpx><wpt lat=\"1\" lon=\"2\">", "line 1, column 27: the document ends inside <wpt>, which is never closed (a file cut short?)"),
    ]

    @Test(arguments: mistakes.indices)
    func mistakesArePlacedWhateverThePieces(index: Int) throws {
        let (text, message) = Self.mistakes[index]
        try Fixtures.expectMistake(in: text, name: "bad.gpx", message: message)
    }

    @Test func entitiesAreNeitherExpandedNorFetched() throws {
        let lol = (2...9).map { level in
            "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let bomb =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE gpx [<!ENTITY lol1 \"lol\">" + lol.joined() + "]>\n"
            + "<gpx><wpt lat=\"1\" lon=\"2\"><name>&lol9;</name></wpt></gpx>"
        // A billion laughs, and a thousand times 600 kB of them (which libxml2 would expand on every reference).
        let quadratic =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE gpx [<!ENTITY a \"" + String(repeating: "x", count: 10_000) + "\">]>\n"
            + "<gpx><wpt lat=\"1\" lon=\"2\"><name>" + String(repeating: "&a;", count: 200_000) + "</name></wpt></gpx>"
        let unread = "is not an entity XML defines (&amp; &lt; &gt; &quot; &apos; and &#…; are; a file's own are not read)"
        #expect(throws: DataFileError(file: "trip.gpx", place: .position(line: 3, column: 39), problem: "&lol9; " + unread)) {
            try store(bomb)
        }
        #expect(throws: DataFileError(file: "trip.gpx", place: .position(line: 3, column: 36), problem: "&a; " + unread)) {
            try store(quadratic)
        }
        let secret = try Fixtures.file("secret", name: "secret.txt")
        let external =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE gpx [<!ENTITY xxe SYSTEM \"\(secret.absoluteString)\">]>\n"
            + "<gpx><wpt lat=\"1\" lon=\"2\"><name>&xxe;</name></wpt></gpx>"
        #expect(throws: DataFileError(file: "trip.gpx", place: .position(line: 3, column: 38), problem: "&xxe; " + unread)) {
            try store(external)
        }
    }

    @Test func anotherXMLDocumentIsNoGPX() throws {
        let svg = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>"
        let error = #expect(throws: DataFileError.self) { try store(svg, name: "places.gpx") }
        #expect(error?.problem.hasSuffix("(not a file in any format read: landmarks-json, geojson, gpx, kml, kmz, csv, geonames)") == true)
        // Read as GPX because the user says so, it says what it is not.
        let forced = try #require(CatalogFormats.standard.only("gpx"))
        #expect(throws: DataFileError(file: "places.gpx", place: .topLevel, problem: "<svg> is not a GPX document (<gpx> is)")) {
            try LandmarkStore(data: Data(svg.utf8), file: "places.gpx", formats: forced)
        }
        let formats = CatalogFormats.standard
        #expect(
            formats.reader(forHead: Array("<!-- a -->\n<!DOCTYPE gpx [ <!ENTITY a \"b\"> ]>\n<gpx ".utf8), fileExtension: "").formatName
                == "gpx")
        #expect(formats.reader(forHead: Array("\u{FEFF}<?xml version=\"1.0\"?><gpx:gpx ".utf8), fileExtension: "xml").formatName == "gpx")
    }

    @Test(arguments: [1, 3, 64, 1 << 20])
    func everyPieceSizeReadsTheSamePlaces(piece: Int) throws {
        let points = (0..<2000).map { "<wpt lat=\"\(Double($0) / 100)\" lon=\"1\"><name>Point \($0)</name></wpt>" }
        let batches = try Fixtures.namesInBatches(
            of: "<gpx>\n" + points.joined(separator: "\n") + "\n</gpx>\n", name: "many.gpx", piece: piece)
        #expect(batches.flatMap { $0 } == (0..<2000).map { "Point \($0)" })
        // Places are handed on as libxml2 reads on, not all at the end.
        #expect(batches.count > 1)
    }
}
