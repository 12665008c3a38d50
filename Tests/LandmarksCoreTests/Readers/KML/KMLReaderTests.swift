import CZip
import Foundation
import LandmarksCore
import Testing

/// KML and KMZ open as Google My Maps and Google Earth write them: placemarks as places in their
/// folders, shapes at a representative point, HTML descriptions as text; a KMZ's document unpacked as
/// it is read, a zip bomb refused.
@Suite struct KMLReaderTests {
    /// Shaped as Google My Maps exports a map with a layer (a folder), and Google Earth a walk and a track.
    static let trip = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
          <Document>
            <name>Trip 2024</name>
            <Folder>
              <name>Trip 2024</name>
              <Folder>
                <name>Food</name>
                <Placemark>
                  <name>Café de Flore</name>
                  <description><![CDATA[Best <b>croissants</b> in town<br>Open 7&ndash;23 &amp; late<br><img src="https://example.com/flore.jpg" height="200"/>]]></description>
                  <address>172 Bd Saint-Germain, Paris</address>
                  <styleUrl>#icon-1</styleUrl>
                  <ExtendedData>
                    <Data name="rating"><displayName>Rating</displayName><value>5</value></Data>
                    <Data name="price"><value>€€</value></Data>
                  </ExtendedData>
                  <Point><coordinates>2.3325, 48.8540,0</coordinates></Point>
                </Placemark>
              </Folder>
            </Folder>
            <Placemark>
              <name>Seine walk</name>
              <TimeStamp><when>2024-05-01</when></TimeStamp>
              <LineString><tessellate>1</tessellate><coordinates>
                2.29,48.85,0 2.30,48.86,0
                2.31,48.87,0
              </coordinates></LineString>
            </Placemark>
            <Placemark><name>Only a name</name></Placemark>
            <Placemark>
              <name>Park</name>
              <ExtendedData><SchemaData schemaUrl="#s"><SimpleData name="area">4 ha</SimpleData></SchemaData></ExtendedData>
              <MultiGeometry><Polygon><outerBoundaryIs><LinearRing><coordinates>0,0 2,0 2,2 0,2 0,0</coordinates></LinearRing></outerBoundaryIs>
              <innerBoundaryIs><LinearRing><coordinates>9,9 9,9 9,9</coordinates></LinearRing></innerBoundaryIs></Polygon></MultiGeometry>
            </Placemark>
            <Placemark><name>Run</name><gx:Track><when>2024-01-01T00:00:00Z</when><gx:coord>10 50 0</gx:coord><gx:coord>10 51 0</gx:coord><gx:coord>10 52 0</gx:coord></gx:Track></Placemark>
          </Document>
        </kml>
        """

    private func store(_ text: String, name: String = "trip.kml") throws -> LandmarkStore {
        try LandmarkStore(data: Data(text.utf8), file: name)
    }

    @Test func placemarksArePlacesInTheirFolders() throws {
        let store = try store(Self.trip)
        #expect(store.landmarks.map(\.name) == ["Café de Flore", "Seine walk", "Park", "Run"])
        #expect(store.landmarks.map(\.category.rawValue) == ["Trip 2024 › Food", "", "", ""])
        #expect(store.landmarks.map(\.park) == ["172 Bd Saint-Germain, Paris", "", "", ""])
        #expect(store.landmark(at: 0).description == "Best croissants in town\nOpen 7–23 & late")
        #expect(
            store.landmark(at: 0).facts == [
                LandmarkFact(name: "Image", value: "https://example.com/flore.jpg"), LandmarkFact(name: "Rating", value: "5"),
                LandmarkFact(name: "price", value: "€€"),
            ])
        #expect(store.coordinates(at: 0) == Coordinates(latitude: 48.854, longitude: 2.3325))
        // A line at its middle point, a polygon (its holes aside) at the mean of its corners, a track at its middle.
        #expect(store.coordinates(at: 1) == Coordinates(latitude: 48.86, longitude: 2.30))
        #expect(store.coordinates(at: 2) == Coordinates(latitude: 1, longitude: 1))
        #expect(store.coordinates(at: 3) == Coordinates(latitude: 51, longitude: 10))
        #expect(
            store.landmark(at: 1).facts == [
                LandmarkFact(name: "Shape", value: "LineString, listed at its middle point"),
                LandmarkFact(name: "Time", value: "2024-05-01"),
            ])
        #expect(
            store.landmark(at: 2).facts == [
                LandmarkFact(name: "Shape", value: "MultiGeometry of Polygon, listed at the mean of its first polygon's corners"),
                LandmarkFact(name: "area", value: "4 ha"),
            ])
        #expect(try self.store(Self.trip).ids == store.ids)
    }

    @Test func aPlacemarksOwnChildrenAreFactsAndItsHTMLElementsText() throws {
        let text = """
            <kml><Placemark><name> Hut </name><Snippet>On the ridge</Snippet><phoneNumber>+33 1 23</phoneNumber>
            <visibility>0</visibility><open>1</open><styleUrl>#s</styleUrl>
            <TimeSpan><begin>2024-06</begin><end>2024-09</end></TimeSpan>
            <description>Sleeps <B>12</B><BR/>Water<P>none</P><IMG src="hut.jpg" alt="The hut"/></description>
            <Point><coordinates>6.8,45.9</coordinates></Point></Placemark></kml>
            """
        let store = try store(text)
        #expect(store.landmarks.map(\.name) == ["Hut"])
        #expect(store.landmark(at: 0).description == "Sleeps 12\nWater\nnone")
        #expect(
            store.landmark(at: 0).facts == [
                LandmarkFact(name: "Snippet", value: "On the ridge"), LandmarkFact(name: "Phone", value: "+33 1 23"),
                LandmarkFact(name: "From", value: "2024-06"), LandmarkFact(name: "Until", value: "2024-09"),
                LandmarkFact(name: "Image", value: "hut.jpg"),
            ])
    }

    /// A description's HTML read scalar by scalar: a tag or entity with a combining mark after it ends
    /// all the same; a script is no text, whatever its case; two `<br>` make a blank line.
    @Test func aDescriptionsMarkupEndsBeforeAMarkAfterIt() throws {
        let html = "<SCRIPT>var a = \"<b>\";</Script>shown &amp;\u{301} x<b>\u{301}bold</b>y<br><br>two"
        let store = try store(
            "<kml><Placemark><description><![CDATA[\(html)]]></description><Point><coordinates>1,2</coordinates></Point></Placemark></kml>")
        #expect(Array(store.landmark(at: 0).description.unicodeScalars) == Array("shown &\u{301} x\u{301}boldy\n\ntwo".unicodeScalars))
    }

    @Test func placemarksWithoutAPositionAreLeftOutAndCounted() throws {
        let store = try store(
            "<kml xmlns:gx=\"http://www.google.com/kml/ext/2.2\"><Document>\n<Placemark><name>bare</name></Placemark>\n"
                + "<Placemark><Point><coordinates>1;2</coordinates></Point></Placemark>\n"
                + "<Placemark><Point><coordinates>200,10</coordinates></Point></Placemark>\n"
                + "<Placemark><Point><coordinates>1 2</coordinates></Point></Placemark>\n<Placemark><Point/></Placemark>\n"
                + "<Placemark><gx:Track><gx:coord>1 2 0</gx:coord><gx:coord>inf 20 0</gx:coord></gx:Track></Placemark>\n"
                + "<Placemark><name>ok</name><Point><coordinates>1,2</coordinates></Point></Placemark></Document></kml>")
        #expect(store.landmarks.map(\.name) == ["ok"])
        #expect(
            store.leftOut.summary()
                == "6 placemarks without a position left out (lines 2, 3, 4, …); `landmarks list --problems` lists them")
        #expect(
            store.leftOut.reasons == [
                "no Point, LineString or Polygon", #"<coordinates> "1;2" are not longitude,latitude pairs"#,
                "position 200.0,10.0 is outside -180...180, -90...90", #"<coordinates> "1 2" are not longitude,latitude pairs"#,
                "a Point without coordinates", #"<gx:coord> "inf 20 0" is not longitude latitude altitude"#,
            ])
    }

    static let mistakes: [(text: String, message: String)] = [
        // What hand-written files get wrong, said in the user's terms rather than libxml2's.
        (
            "<kml><Placemark><name>Fish & Chips</name></Placemark></kml>",
            "line 1, column 29: a & that starts no entity (an ampersand is written &amp; in XML)"
        ),
        (
            "<kml><Placemark><name>a < b</name></Placemark></kml>",
            "line 1, column 26: a < that starts no element (a less-than sign is written &lt; in XML)"
        ),
        (
            "<kml><Placemark><name>a&nbsp;b</name></Placemark></kml>",
            "line 1, column 30: &nbsp; is not an entity XML defines (&amp; &lt; &gt; &quot; &apos; and &#…; are; a file's own are not read)"
        ),
        ("<kml><Placemark><name>Esc&#27;[31m</name></Placemark></kml>", "line 1, column 31: &#27; is a character XML does not allow"),
        (
            "<kml>" + String(repeating: "<Folder>", count: 10_000) + String(repeating: "</Folder>", count: 10_000) + "</kml>",
            "line 1, column 2061: elements nested deeper than 256 levels"
        ),
        (
            "<kml><Document>\n<Placemark></Document></kml>",
            "line 2, column 23: opening and ending tag mismatch: Placemark line 2 and Document"
        ),
        (
            "<kml:kml xmlns:kml=\"x\"><Placemark>",
            "line 1, column 35: the document ends inside <Placemark>, which is never closed (a file cut short?)"
        ),
    ]

    @Test(arguments: mistakes.indices)
    func mistakesArePlacedWhateverThePieces(index: Int) throws {
        let (text, message) = Self.mistakes[index]
        try Fixtures.expectMistake(in: text, name: "bad.kml", message: message)
    }

    /// A zip of `entries` (name and text), deflated, as libzip writes it.
    static func zip(_ entries: [(String, String)]) throws -> Data {
        try zip(entries.map { ($0.0, Array($0.1.utf8)) })
    }

    /// A zip of `entries` (name and bytes), deflated, as libzip writes it.
    static func zip(_ entries: [(String, [UInt8])]) throws -> Data {
        let path = NSTemporaryDirectory() + "kmz-\(UUID().uuidString).zip"
        var code: Int32 = 0
        let archive = try #require(zip_open(path, ZIP_CREATE | ZIP_EXCL, &code))
        var texts: [UnsafeMutableRawPointer] = []
        for (name, bytes) in entries {
            let copy = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
            copy.copyMemory(from: bytes, byteCount: bytes.count)
            texts.append(copy)
            let source = try #require(zip_source_buffer(archive, copy, zip_uint64_t(bytes.count), 0))
            #expect(zip_file_add(archive, name, source, zip_flags_t(ZIP_FL_ENC_UTF_8)) >= 0)
        }
        #expect(zip_close(archive) == 0)
        for text in texts { text.deallocate() }
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func aKMZsDocumentIsReadFromAFileAndFromAPipe() throws {
        let kmz = try Self.zip([("images/flore.jpg", "not a picture"), ("doc.kml", Self.trip)])
        let url = try Fixtures.file("", name: "trip.kmz")
        try kmz.write(to: url)
        let fromFile = try LandmarkStore.load(from: url)
        #expect(fromFile.landmarks.map(\.name) == ["Café de Flore", "Seine walk", "Park", "Run"])
        // Through a pipe, its name says nothing: the zip's first bytes do.
        let piped = try LandmarkStore(data: kmz, file: "-")
        #expect(piped.ids == fromFile.ids)
        // A zip with another name for its document.
        #expect(try LandmarkStore(data: Self.zip([("My Map.kml", Self.trip)]), file: "x.kmz").landmarks.count == 4)
    }

    @Test func aKMZWithoutADocumentOrOneThatUnpacksPast1GiBIsRefused() throws {
        let empty = #expect(throws: DataFileError.self) { try LandmarkStore(data: Self.zip([("a.txt", "a")]), file: "x.kmz") }
        #expect(empty.map { "\($0)" } == "x.kmz: open: is a zip without a KML document (.kml) in it")
        let broken = #expect(throws: DataFileError.self) { try LandmarkStore(data: Self.zip([("doc.kml", "<kml><")]), file: "x.kmz") }
        #expect(broken?.file == "x.kmz (doc.kml)")
        let other = #expect(throws: DataFileError.self) { try LandmarkStore(data: Self.zip([("doc.kml", "<svg/>")]), file: "x.kmz") }
        #expect(other.map { "\($0)" } == "x.kmz (doc.kml): top level: <svg> is not a KML document (<kml> is)")
        // The directory at the zip's end says the document unpacks to 1.25 GiB: refused before a byte is.
        var bomb = [UInt8](try Self.zip([("doc.kml", Self.trip)]))
        let directory = try #require((0..<bomb.count - 4).last { bomb[$0..<$0 + 4].elementsEqual([0x50, 0x4B, 0x01, 0x02]) })
        bomb.replaceSubrange(directory + 24..<directory + 28, with: [0x00, 0x00, 0x00, 0x50])
        let refused = #expect(throws: DataFileError.self) { try LandmarkStore(data: Data(bomb), file: "bomb.kmz") }
        #expect(refused.map { "\($0)" } == "bomb.kmz (doc.kml): open: would unpack to 1280 MiB, more than 1 GiB: not read")
    }
}
