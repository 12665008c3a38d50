import LandmarksCommandLine
import LandmarksCore
import Testing

/// `list --format` writes place files as other apps read them, with every text escaped for its format
/// and no control character from the data.
@Suite struct PlaceFileListingTests {
    /// Two places: one with every field, a fact, a comma, quotes, a line break and an escape character;
    /// one with only a name and a position.
    static let landmarks = [
        Landmark(
            id: 7, name: "Café \"Flore\", Paris", park: "Saint-Germain", city: "Paris", state: "FR",
            category: .init(rawValue: "Food & drink"),
            isFeatured: false, isFavorite: true, coordinates: Coordinates(latitude: 48.854, longitude: 2.3325),
            description: "Open late\nBest <b>croissants</b>\u{1B}[31m", imageName: "",
            facts: [LandmarkFact(name: "Rating", value: "5")]),
        Landmark(
            id: 8, name: "Peak", park: "", city: "", state: "", category: .init(rawValue: ""), isFeatured: false, isFavorite: false,
            coordinates: Coordinates(latitude: -0.00001, longitude: 10), description: "", imageName: ""),
    ]

    private func lines(_ format: ListFormat) throws -> [String] {
        var lines: [String] = []
        let write = try #require(format.writer())
        write(WrittenLandmarks(Self.landmarks)) { lines.append($0) }
        return lines
    }

    @Test func csvIsRFC4180WithAColumnPerFact() throws {
        #expect(
            try lines(.csv) == [
                "id,name,category,park,city,state,latitude,longitude,description,Rating\r",
                #"7,"Café ""Flore"", Paris",Food & drink,Saint-Germain,Paris,FR,48.854,2.3325,Open late Best <b>croissants</b>␛[31m,5"#
                    + "\r",
                "8,Peak,,,,,-0.000010000,10.0,,\r",
            ])
    }

    @Test func geoJSONIsAFeatureCollectionOfPoints() throws {
        #expect(
            try lines(.geojson) == [
                #"{"type": "FeatureCollection", "features": ["#,
                #"{"geometry":{"coordinates":[2.3325,48.854],"type":"Point"},"id":7,"properties":{"Rating":"5","category":"Food & drink","city":"Paris","description":"Open late\nBest <b>croissants</b>\u001b[31m","name":"Café \"Flore\", Paris","park":"Saint-Germain","state":"FR"},"type":"Feature"},"#,
                #"{"geometry":{"coordinates":[10,-1e-05],"type":"Point"},"id":8,"properties":{"name":"Peak"},"type":"Feature"}"#,
                "]}",
            ])
    }

    @Test func gpxHasAWaypointEach() throws {
        #expect(
            try lines(.gpx) == [
                #"<?xml version="1.0" encoding="UTF-8"?>"#,
                #"<gpx version="1.1" creator="landmarks" xmlns="http://www.topografix.com/GPX/1/1">"#,
                #"  <wpt lat="48.854" lon="2.3325"><name>Café &quot;Flore&quot;, Paris</name><cmt>Saint-Germain, Paris, FR</cmt>"#
                    + #"<desc>Open late&#10;Best &lt;b&gt;croissants&lt;/b&gt;␛[31m</desc><type>Food &amp; drink</type></wpt>"#,
                #"  <wpt lat="-0.000010000" lon="10.0"><name>Peak</name></wpt>"#,
                "</gpx>",
            ])
    }

    /// A quote, `&`, `<` or comma with a combining mark after it is escaped all the same (a Character
    /// holding both is none of them), and a text that starts with a mark keeps it as it is.
    @Test func charactersWithMarksAfterThemAreEscapedAlike() throws {
        let landmark = Landmark(
            id: 9, name: "q\"\u{301} &\u{301} <\u{301} f,\u{301}", park: "", city: "", state: "", category: .init(rawValue: ""),
            isFeatured: false, isFavorite: false, coordinates: Coordinates(latitude: 1, longitude: 2), description: "\u{651}x",
            imageName: "")
        func lines(_ format: ListFormat) throws -> [[UInt8]] {
            var lines: [[UInt8]] = []
            let write = try #require(format.writer())
            write(WrittenLandmarks([landmark])) { lines.append(Array($0.utf8)) }
            return lines
        }
        #expect(try lines(.csv)[1] == Array("9,\"q\"\"\u{301} &\u{301} <\u{301} f,\u{301}\",,,,,1.0,2.0,\u{651}x\r".utf8))
        #expect(
            try lines(.gpx)[2]
                == Array(
                    #"  <wpt lat="1.0" lon="2.0"><name>q&quot;\#u{301} &amp;\#u{301} &lt;\#u{301} f,\#u{301}</name><desc>\#u{651}x</desc></wpt>"#
                        .utf8))
    }

    @Test func kmlHasAFolderPerCategory() throws {
        #expect(
            try lines(.kml) == [
                #"<?xml version="1.0" encoding="UTF-8"?>"#,
                #"<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Landmarks</name>"#,
                "<Folder><name>Food &amp; drink</name>",
                #"  <Placemark><name>Café &quot;Flore&quot;, Paris</name><address>Saint-Germain, Paris, FR</address>"#
                    // The description as HTML (Google Earth shows it so, and the reader takes it so).
                    + #"<description>Open late&lt;br&gt;Best &amp;lt;b&gt;croissants&amp;lt;/b&gt;␛[31m</description><ExtendedData>"#
                    + #"<Data name="id"><value>7</value></Data><Data name="Rating"><value>5</value></Data></ExtendedData>"#
                    + "<Point><coordinates>2.3325,48.854</coordinates></Point></Placemark>",
                "</Folder>",
                #"  <Placemark><name>Peak</name><ExtendedData><Data name="id"><value>8</value></Data></ExtendedData>"#
                    + "<Point><coordinates>10.0,-0.000010000</coordinates></Point></Placemark>",
                "</Document></kml>",
            ])
    }
}
