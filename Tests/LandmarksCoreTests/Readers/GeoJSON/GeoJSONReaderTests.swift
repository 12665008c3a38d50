import Foundation
import LandmarksCore
import Testing

/// GeoJSON opens as people keep it: Google Takeout's Saved Places, OpenStreetMap exports, GeoJSONSeq
/// and a single feature, each place at its geometry's representative position, its mistakes placed.
@Suite struct GeoJSONReaderTests {
    /// Shaped as Google Takeout writes "Saved Places.json": a place saved without a position has `[0, 0]`
    /// and its position only in the Maps link.
    static let takeout = """
        {
          "type": "FeatureCollection",
          "features": [
            {
              "geometry": {"coordinates": [12.4922, 41.8902], "type": "Point"},
              "properties": {
                "date": "2023-05-01T10:00:00Z",
                "google_maps_url": "http://maps.google.com/?cid=123456789",
                "location": {"address": "Piazza del Colosseo, 1, 00184 Roma RM, Italy", "country_code": "IT", "name": "Colosseum"},
                "Comment": "Go early \\u2014 queues by ten"
              },
              "type": "Feature"
            },
            {
              "geometry": {"coordinates": [0, 0], "type": "Point"},
              "properties": {"google_maps_url": "http://maps.google.com/?q=48.8584,2.2945", "location": {"name": "Tour Eiffel"}},
              "type": "Feature"
            }
          ]
        }
        """

    /// Shaped as overpass-turbo exports OpenStreetMap: flat tags, ways as polygons and lines, a bbox after the features.
    static let overpass = """
        {"type":"FeatureCollection","generator":"overpass-turbo","copyright":"OpenStreetMap","features":[
        {"type":"Feature","properties":{"@id":"node/123","name":"Musée du Louvre","tourism":"museum","addr:city":"Paris"},"geometry":{"type":"Point","coordinates":[2.3376,48.8606]},"id":"node/123"},
        {"type":"Feature","properties":{"@id":"way/456","name":"Église Saint-Sulpice","amenity":"place_of_worship"},"geometry":{"type":"Polygon","coordinates":[[[2.33,48.845],[2.34,48.845],[2.34,48.85],[2.33,48.85],[2.33,48.845]]]},"id":"way/456"},
        {"type":"Feature","properties":{"@id":"way/789","highway":"footway"},"geometry":{"type":"LineString","coordinates":[[2.30,48.80],[2.31,48.81],[2.32,48.82]]},"id":"way/789"}
        ], "bbox": [2.3, 48.8, 2.34, 48.86]}
        """

    private func store(_ text: String, name: String = "places.geojson") throws -> LandmarkStore {
        try LandmarkStore(data: Data(text.utf8), file: name)
    }

    @Test func takeoutsSavedPlacesOpen() throws {
        let store = try LandmarkStore.load(from: Fixtures.file(Self.takeout, name: "Saved Places.json"))
        #expect(store.landmarks.map(\.name) == ["Colosseum", "Tour Eiffel"])
        #expect(store.landmarks.map(\.park) == ["Piazza del Colosseo, 1, 00184 Roma RM, Italy", ""])
        #expect(store.landmarks.map(\.state) == ["IT", ""])
        #expect(store.coordinates(at: 0) == Coordinates(latitude: 41.8902, longitude: 12.4922))
        #expect(store.coordinates(at: 1) == Coordinates(latitude: 48.8584, longitude: 2.2945))
        // The comment is the description, left in the file and read from there when shown.
        #expect(store[withoutDescription: 0].description.isEmpty)
        #expect(store.description(at: 0) == "Go early — queues by ten")
    }

    @Test func anOpenStreetMapExportOpensWithTagsAsCategoriesAndShapesAtOnePoint() throws {
        let store = try store(Self.overpass)
        // Unnamed in the file: screens call it by its position, the store keeps no name.
        #expect(store.landmarks.map(\.shownName) == ["Musée du Louvre", "Église Saint-Sulpice", "48.8100° N, 2.3100° E"])
        #expect(store.landmarks.last?.name == "")
        #expect(store.landmarks.map(\.category.rawValue) == ["Museum", "Place of worship", ""])
        #expect(store.landmarks.map(\.city) == ["Paris", "", ""])
        // A polygon at the mean of its ring's corners, a line at its middle vertex.
        #expect(store.coordinates(at: 1) == Coordinates(latitude: 48.8475, longitude: 2.335))
        #expect(store.coordinates(at: 2) == Coordinates(latitude: 48.81, longitude: 2.31))
    }

    @Test func idsAreTheFilesOrStableAcrossExports() throws {
        let first = try store(Self.overpass)
        let lines = Self.overpass.split(separator: "\n").map(String.init)
        // The same places in another order, as a re-export may write them.
        let reordered = try store([lines[0], lines[3] + ",", lines[1], String(lines[2].dropLast()), lines[4]].joined(separator: "\n"))
        #expect(Set(first.ids) == Set(reordered.ids))
        #expect(first.ids.count == 3 && Set(first.ids).count == 3)
        #expect(first.ids.allSatisfy { $0 > 0 && $0 < 1 << 53 })
        // A whole-number id is the file's own; the same place twice gets two ids.
        let twice = try store(
            """
            {"type":"Feature","id":7,"properties":{"name":"Solo"},"geometry":{"type":"Point","coordinates":[-122.4,37.8]}}
            {"type":"Feature","properties":{"name":"Twin"},"geometry":{"type":"Point","coordinates":[1,2]}}
            {"type":"Feature","properties":{"name":"Twin"},"geometry":{"type":"Point","coordinates":[1,2]}}
            """)
        #expect(twice.ids.first == 7)
        #expect(Set(twice.ids).count == 3)
    }

    @Test func featuresOnePerLineOrAloneOpen() throws {
        let sequence =
            "\u{1E}{\"type\":\"Feature\",\"properties\":{\"name\":\"A\"},\"geometry\":{\"type\":\"Point\",\"coordinates\":[1,2]}}\n"
            + "\u{1E}{\"type\":\"Feature\",\"properties\":{\"name\":\"B\"},\"geometry\":{\"type\":\"Point\",\"coordinates\":[3,4]}}\n"
        #expect(try store(sequence, name: "trip.geojsons").landmarks.map(\.name) == ["A", "B"])
        let alone = """
            {
              "type": "Feature",
              "properties": {"name": "Alone", "description": "Pretty-printed"},
              "geometry": {"type": "MultiPolygon", "coordinates": [[[[10, 20], [12, 20], [12, 22], [10, 20]]], [[[50, 50], [51, 51], [50, 50]]]]}
            }
            """
        let store = try store(alone)
        #expect(store.landmarks.map(\.name) == ["Alone"])
        #expect(store.coordinates(at: 0) == Coordinates(latitude: 62.0 / 3, longitude: 34.0 / 3))
        #expect(store.landmark(at: 0).description == "Pretty-printed")
    }

    @Test func aPolygonAcrossTheAntimeridianIsListedOnIt() throws {
        let fiji = try store(
            #"{"type":"Feature","properties":{"name":"Taveuni"},"geometry":{"type":"Polygon","coordinates":"#
                + "[[[179.8,-16.9],[-179.8,-16.9],[-179.8,-16.7],[179.8,-16.7],[179.8,-16.9]]]}}")
        let position = fiji.coordinates(at: 0)
        #expect(abs(position.latitude + 16.8) < 1e-9)
        #expect(abs(abs(position.longitude) - 180) < 1e-9)
        // Written past 180°, as some tools write such rings, it is the same place.
        let past = try store(
            #"{"type":"Feature","properties":{"name":"Taveuni"},"geometry":{"type":"Polygon","coordinates":"#
                + "[[[179.8,-16.9],[180.2,-16.9],[180.2,-16.7],[179.8,-16.7],[179.8,-16.9]]]}}")
        #expect(abs(abs(past.coordinates(at: 0).longitude) - 180) < 1e-9)
    }

    static let mistakes: [(text: String, message: String)] = [
        (#"{"type":"FeatureCollection","crs":{"bad":},"features":[]}"#, "line 1, column 42: expected a value"),
        (#"{"type":"FeatureCollection","features":{}}"#, "top level: wrong type, expected a GeoJSON FeatureCollection or features"),
        (
            #"{"type":"FeatureCollection","name":"x"}"#,
            #"top level: has no "features" array, expected a GeoJSON FeatureCollection or features"#
        ),
        (
            #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]}},"# + "\n"
                + #" {"type":"Feature","geometry":{"type":"Polygon","coordinates":[1,2]}}]}"#,
            #"record 2, field "geometry.coordinates": cannot be read as a Polygon"#
        ),
        (
            #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null}], "bbox": [1,2,"# + "\n x]}",
            "line 2, column 2: expected a value"
        ),
        (
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]}}{"type":"Feature","geometry":null}"#,
            "line 1, column 67: expected a line break before the next value"
        ),
        (#"{"type":"Feature","geometry":null}"# + "\n[1]\n", "record 2: wrong type, expected an object"),
        (
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,200]}}"#,
            #"record 1, field "geometry.coordinates": latitude 200.0 is outside -90...90"#
        ),
        (#"{"type":"Point","coordinates":[1,2]}"#, #"record 1, field "type": not "Feature", expected a GeoJSON feature"#),
        (#"{"type":"Feature","geometry":null"# + "\n", "line 2, column 1: unexpected end of file"),
    ]

    @Test(arguments: mistakes.indices)
    func mistakesArePlacedWhateverThePieces(index: Int) throws {
        let (text, message) = Self.mistakes[index]
        try Fixtures.expectMistake(in: text, name: "bad.geojson", message: message)
    }

    @Test(arguments: [takeout, overpass])
    func everyPieceSizeReadsTheSamePlaces(text: String) throws {
        let url = try Fixtures.file(text)
        var whole: [Int] = []
        try CatalogFormats.standard.read(try CatalogInput.open(.file(url))) { whole += $0.ids }
        for piece in [1, 3, 64] {
            let input = try CatalogInput.open(.file(url))
            input.mostBytesPerRead = piece
            var ids: [Int] = []
            try CatalogFormats.standard.read(input) { ids += $0.ids }
            #expect(ids == whole)
        }
        #expect(!whole.isEmpty)
    }

    @Test func propertiesNoFieldShowsAreFactsReadWhenShownOrKeptFromAPipe() throws {
        let url = try Fixtures.file(Self.overpass)
        let fromFile = try LandmarkStore.load(from: url)
        // Left in the file until shown, as descriptions are.
        #expect(fromFile[withoutDescription: 1].facts.isEmpty)
        let expected = [
            [LandmarkFact(name: "@id", value: "node/123")],
            [
                LandmarkFact(name: "Shape", value: "Polygon, listed at the mean of its corners"),
                LandmarkFact(name: "@id", value: "way/456"),
            ],
            [
                LandmarkFact(name: "Shape", value: "LineString, listed at its middle point"),
                LandmarkFact(name: "@id", value: "way/789"), LandmarkFact(name: "highway", value: "footway"),
            ],
        ]
        #expect(fromFile.landmarks.map(\.facts) == expected)
        var kept: [[LandmarkFact]] = []
        try CatalogFormats.standard.read(CatalogInput(bytes: Array(Self.overpass.utf8), name: "pipe")) { batch in
            kept += batch.map(\.facts)
        }
        #expect(kept == expected)
        // osm2geojson nests the tags: they are facts too, but for the one the category came from.
        let nested = try store(
            #"{"type":"Feature","properties":{"tags":{"name":"Tower","historic":"castle","tourism":"attraction","height":32}},"#
                + #""geometry":{"type":"Point","coordinates":[1,2]}}"#)
        #expect(nested.landmark(at: 0).category.rawValue == "Attraction")
        #expect(
            nested.landmark(at: 0).facts == [LandmarkFact(name: "historic", value: "castle"), LandmarkFact(name: "height", value: "32")])
    }

    @Test func factsKeepTheirTextsWhateverTheyHold() {
        let facts = [
            LandmarkFact(name: "a\u{1F}b", value: "c\u{1E}d"), LandmarkFact(name: "", value: ""), LandmarkFact(name: "é", value: "🗺"),
        ]
        let decoded = LandmarkFact.decoded(LandmarkFact.encoded(facts))
        // The separators a text holds become spaces; nothing else changes.
        #expect(
            decoded == [LandmarkFact(name: "a b", value: "c d"), LandmarkFact(name: "", value: ""), LandmarkFact(name: "é", value: "🗺")])
        #expect(LandmarkFact.decoded(LandmarkFact.encoded([LandmarkFact]())) == [])
    }

    @Test func coordinatesReadAsTheStandardLibraryReadsThem() {
        var generator = SystemRandomNumberGenerator()
        var tokens = ["0", "-0", "180", "-179.9999999999999", "0.1", "1e5", "12345678901234567", "1.5E-3", "7.", ".5", "1.2.3", "-"]
        for _ in 0..<20_000 {
            let digits = Int.random(in: 1...15, using: &generator)
            let fraction = Int.random(in: 0...digits, using: &generator)
            let whole = String(UInt64.random(in: 0..<UInt64(pow(10.0, Double(digits - fraction))), using: &generator))
            let part = (0..<fraction).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            tokens.append((Bool.random(using: &generator) ? "-" : "") + whole + (fraction > 0 ? "." + part : ""))
        }
        let differing = tokens.filter { token in
            let fast = Array(token.utf8).withUnsafeBytes { GeoJSONGeometry.decimal($0) }
            return fast?.bitPattern != Double(token)?.bitPattern
        }
        #expect(differing.isEmpty)
    }
}
