import Foundation
import LandmarksCore
import Testing

/// GPX and KML saved as UTF-16 (as some Windows tools write them, and `iconv -t UTF-16` does) are
/// recognised by their content and read, whichever byte order, with a byte-order mark or, after an XML
/// declaration, without one.
@Suite struct UTF16PlaceFilesTests {
    /// One order of UTF-16's bytes.
    enum ByteOrder: CaseIterable {
        case littleEndian, bigEndian
    }

    static let gpx = """
        <?xml version="1.0" encoding="UTF-16"?>
        <gpx version="1.1" creator="Windows"><wpt lat="48.854" lon="2.3325"><name>Café de Flore</name></wpt>
        <wpt lat="35.6586" lon="139.7454"><name>東京タワー</name></wpt></gpx>
        """

    static let kml = """
        <?xml version="1.0" encoding="UTF-16"?>
        <kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Café de Flore</name>
        <Point><coordinates>2.3325,48.854</coordinates></Point></Placemark><Placemark><name>東京タワー</name>
        <Point><coordinates>139.7454,35.6586</coordinates></Point></Placemark></Document></kml>
        """

    /// `text` as UTF-16 in `order`, after its byte-order mark when `marked`.
    static func utf16(_ text: String, _ order: ByteOrder, marked: Bool = true) -> Data {
        let units = (marked ? [0xFEFF] : []) + Array(text.utf16)
        return Data(
            units.flatMap { unit in
                let bytes = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
                return order == .bigEndian ? bytes : bytes.reversed()
            })
    }

    /// The names of the places in `data`, read from a file called `name` and from a pipe, recognised by
    /// its first bytes alone.
    private func names(in data: Data, name: String) throws -> [[String]] {
        let url = try Fixtures.file("", name: name)
        try data.write(to: url)
        return [
            try LandmarkStore.load(from: url).landmarks.map(\.name),
            try LandmarkStore(data: data, file: "-").landmarks.map(\.name),
        ]
    }

    @Test(arguments: ByteOrder.allCases)
    func aUTF16GPXOrKMLWithAByteOrderMarkIsRecognisedAndRead(order: ByteOrder) throws {
        let places = ["Café de Flore", "東京タワー"]
        #expect(try names(in: Self.utf16(Self.gpx, order), name: "trip.gpx") == [places, places])
        #expect(try names(in: Self.utf16(Self.kml, order), name: "trip.kml") == [places, places])
        // Converted by iconv, its declaration still saying UTF-8: the mark is believed.
        let converted = Self.gpx.replacingOccurrences(of: "UTF-16", with: "UTF-8")
        #expect(try names(in: Self.utf16(converted, order), name: "trip.gpx") == [places, places])
        // Without a declaration, too, and whatever the file's name.
        let bare = Self.gpx.drop { $0 != "\n" }.dropFirst()
        #expect(try names(in: Self.utf16(String(bare), order), name: "export.xml") == [places, places])
    }

    @Test(arguments: ByteOrder.allCases)
    func aUTF16GPXOrKMLWithoutAMarkIsReadWhenItStartsWithItsDeclaration(order: ByteOrder) throws {
        let places = ["Café de Flore", "東京タワー"]
        #expect(try names(in: Self.utf16(Self.gpx, order, marked: false), name: "trip.gpx") == [places, places])
        #expect(try names(in: Self.utf16(Self.kml, order, marked: false), name: "export.xml") == [places, places])
    }

    @Test func aUTF16HeadIsRecognisedOnceItsRootHasArrived() {
        let formats = CatalogFormats.standard
        for order in ByteOrder.allCases {
            let head = [UInt8](Self.utf16("<?xml version=\"1.0\"?>\n<kml xmlns=\"a\">", order))
            #expect(formats.reader(forHead: head, fileExtension: "").formatName == "kml")
            #expect(GPXReader.recognition(ofHead: head, fileExtension: "") == .no)
            // Cut inside the root's name (`<km`, or inside the `l` after it), it is not known yet.
            #expect(KMLReader.recognition(ofHead: Array(head.prefix(head.count - 24)), fileExtension: "") == .undecided)
            #expect(KMLReader.recognition(ofHead: Array(head.prefix(head.count - 23)), fileExtension: "") == .undecided)
            #expect(KMLReader.recognition(ofHead: Array(head.prefix(3)), fileExtension: "") == .undecided)
            #expect(KMLReader.recognition(ofHead: Array(head.prefix(1)), fileExtension: "") == .undecided)
        }
    }
}
