import Foundation
import LandmarksCore
import Testing

/// CSV and TSV open as spreadsheets, Wikidata and GIS tools write them: RFC 4180 quoting (its own
/// examples), the delimiter and the position columns found from the header, rows without a position
/// left out and counted, mistakes placed by row.
@Suite struct CSVReaderTests {
    private func store(_ text: String, name: String = "places.csv") throws -> LandmarkStore {
        try LandmarkStore(data: Data(text.utf8), file: name)
    }

    @Test func quotingIsAsRFC4180sExamplesWriteIt() throws {
        // RFC 4180 §2: CRLF line ends, the last row without one, quoted fields holding line breaks,
        // commas and doubled quotes, spaces part of a field.
        let store = try store(
            "name,lat,lon,memo\r\n\"aaa\",1,2,\"b\r\nbb\"\r\n\"b\"\"bb\",3,4,\"c,c\"\r\nzzz,5,6, xxx")
        #expect(store.landmarks.map(\.name) == ["aaa", "b\"bb", "zzz"])
        #expect(
            store.landmarks.map(\.facts) == [
                [.init(name: "memo", value: "b\r\nbb")], [.init(name: "memo", value: "c,c")], [.init(name: "memo", value: "xxx")],
            ])
        #expect(store.coordinates(at: 2) == Coordinates(latitude: 5, longitude: 6))
    }

    @Test func columnsAreKnownByTheirHeadersNames() throws {
        let store = try store(
            "\u{FEFF}Title;Latitude;Longitude;Type;Notes;City;Country;Website\n"
                + "Café de Flore;48,854;2,3325;Café;Open late;Paris;FR;https://cafedeflore.fr\n")
        let place = store.landmark(at: 0)
        #expect((place.name, place.category.rawValue, place.description) == ("Café de Flore", "Café", "Open late"))
        #expect((place.city, place.state) == ("Paris", "FR"))
        // With `;` between fields, a decimal comma.
        #expect(place.coordinates == Coordinates(latitude: 48.854, longitude: 2.3325))
        #expect(place.facts == [LandmarkFact(name: "Website", value: "https://cafedeflore.fr")])
    }

    @Test func aWikidataExportGivesItsPositionsAsWKT() throws {
        let store = try store(
            "item\titemLabel\tcoord\nhttp://www.wikidata.org/entity/Q243\tEiffel Tower\tPoint(2.294479 48.858296)\n",
            name: "query.tsv")
        #expect(store.landmarks.map(\.name) == ["Eiffel Tower"])
        #expect(store.coordinates(at: 0) == Coordinates(latitude: 48.858296, longitude: 2.294479))
        let pairs = try self.store("name,location\nA,\"48.85, 2.29\"\nB,SRID=4326;POINT Z (1 2 3)\n")
        #expect(pairs.coordinates(at: 0) == Coordinates(latitude: 48.85, longitude: 2.29))
        #expect(pairs.coordinates(at: 1) == Coordinates(latitude: 2, longitude: 1))
    }

    @Test func idsAreTheFilesOwnOrStable() throws {
        let text = "id,name,lat,lon\n7,A,1,2\nnode/9,B,3,4\n,C,5,6\n7,D,7,8\n"
        let store = try store(text)
        #expect(store.ids[0] == 7)
        // A text id, none, one given twice: stable ones, the same when the file is read again.
        #expect(Set(store.ids).count == 4)
        #expect(try self.store(text).ids == store.ids)
    }

    @Test func rowsWithoutAPositionAreLeftOutAndCounted() throws {
        let store = try store("name,lat,lon\nA,1,2\nB,,\nC,91,0\nD,x,1\nE,3,4\nF,0,181\n")
        #expect(store.landmarks.map(\.name) == ["A", "E"])
        #expect(store.leftOut.count == 4)
        #expect(store.leftOut.summary() == "4 rows without a position left out (rows 3, 4, 5, …); `landmarks list --problems` lists them")
        // Each one's own reason, for `list --problems`.
        #expect(
            store.leftOut.reasons == [
                "no latitude", "latitude 91 is outside -90...90", "latitude \"x\" is not a number", "longitude 181 is outside -180...180",
            ])
        #expect(
            try self.store("name,wkt\nA,POINT(1 2)\nB,here\nC,POINT(1 95)\n").leftOut.reasons == [
                "position \"here\" is no WKT POINT nor \"latitude, longitude\"", "position 95.0, 1.0 is outside -90...90, -180...180",
            ])
        #expect(try self.store("name,lat,lon\nA,,\n").leftOut.summary() == "1 row without a position left out (row 2)")
    }

    @Test func hostileBytesAndLineEndsReadAsText() throws {
        let store = try store("name,lat,lon\rA\u{0}B,1,2\nC,3,4\r\nD,5,6\r\r\n\nE,7,8")
        #expect(store.landmarks.map(\.name) == ["A\u{0}B", "C", "D", "E"])
    }

    @Test func textAfterAClosingQuoteStaysInItsField() throws {
        // As Python's csv reads it: the rows after such a field are rows still (libcsv took them into
        // the field, up to the next quote in the file).
        let store = try store("name,lat,lon,memo\n\"a\"b,1,2,\"He said \"hi\"\"\n\"e\" ,5,6,x\nc,9,10,\"\"\n")
        #expect(store.landmarks.map(\.name) == ["ab", "e", "c"])
        #expect(store.landmarks.map { $0.facts.first?.value } == ["He said hi\"\"", "x", nil])
    }

    @Test func aByteOrderMarkBeforeAQuotedHeaderIsLeftOut() throws {
        let store = try store("\u{FEFF}\"name\",\"lat\",\"lon\"\n\"A\",1,2\n")
        #expect(store.landmarks.map(\.name) == ["A"])
        #expect(store.landmark(at: 0).facts.isEmpty)
    }

    @Test func aFieldOf10MBIsRead() throws {
        let notes = String(repeating: "x", count: 10_000_000)
        let store = try store("name,lat,lon,memo\nBig,1,2,\"\(notes)\"\nSmall,3,4,y\n")
        #expect(store.landmarks.map(\.name) == ["Big", "Small"])
        #expect(store.landmark(at: 0).facts.first?.value.utf8.count == notes.utf8.count)
    }

    static let mistakes: [(text: String, message: String)] = [
        ("a,b\n1,2\n", "row 1: no column gives a position (latitude and longitude, a WKT POINT or \"lat, lon\") among: a, b"),
        ("name,lat,lon\nA,1,2\n\"B,3,4\nC,5,6\n", "row 3: a quoted field never ends (a \" is missing)"),
    ]

    @Test(arguments: mistakes.indices)
    func mistakesArePlacedWhateverThePieces(index: Int) throws {
        let (text, message) = Self.mistakes[index]
        try Fixtures.expectMistake(in: text, name: "bad.csv", message: message)
    }

    @Test(arguments: [1, 3, 64, 1 << 20])
    func everyPieceSizeReadsTheSamePlaces(piece: Int) throws {
        let rows = (0..<2000).map { "\"Point, \($0)\",\(Double($0) / 100),1" }
        let batches = try Fixtures.namesInBatches(
            of: "name,lat,lon\n" + rows.joined(separator: "\n") + "\n", name: "many.csv", piece: piece)
        #expect(batches.flatMap { $0 } == (0..<2000).map { "Point, \($0)" })
        #expect(batches.count > 1)
    }

    @Test(arguments: [1, 5, 64, 1 << 20])
    func plainAndQuotedRowsSplitAlikeWhateverThePieces(piece: Int) throws {
        // Lines with quotes and without: a quoted field over three lines, one over two with text after
        // its closing quote, a quote inside a field, line ends of each kind and bytes that are not UTF-8.
        let text =
            "name,lat,lon,memo\r\nA,1,2,plain\n\"B, b\",3,4,\"two\nlines\n\"\"and\"\"\"\nC\u{E9},5,6,x\"y\r\n"
            + "D,7,8,\r\"\"\"\"\"\",\"9\",\"9\",\"\"\n\"F\r\nf\"g,1,1,\"m\"n\n"
        let bytes = Array(text.utf8) + [0x45, 0xFF, 0x2C, 0x39, 0x2C, 0x39, 0x0A]
        let url = try Fixtures.file(String(decoding: bytes, as: UTF8.self), name: "mixed.csv")
        try Data(bytes).write(to: url)
        let input = try CatalogInput.open(.file(url))
        input.mostBytesPerRead = piece
        var places: [(name: String, memo: String?)] = []
        try CatalogFormats.standard.read(input) { batch in
            places += batch.map { ($0.name, $0.facts.first { $0.name == "memo" }?.value) }
        }
        #expect(places.map(\.name) == ["A", "B, b", "C\u{E9}", "D", "\"\"", "F\r\nfg", "E\u{FFFD}"])
        #expect(places.map(\.memo) == ["plain", "two\nlines\n\"and\"", "x\"y", nil, nil, "mn", nil])
    }

    @Test func linesEndedByCarriageReturnsAloneAreReadWhateverTheirLength() throws {
        // Old Macs' line ends: a file of them has no line feed at all.
        let rows = (0..<40_000).map { "Place \($0),1,2" }
        let store = try store("name,lat,lon\r" + rows.joined(separator: "\r") + "\r")
        #expect(store.landmarks.count == 40_000)
        #expect(store.landmark(at: 39_999).name == "Place 39999")
    }

    @Test func aHeaderIsRecognisedWhateverTheName() {
        let formats = CatalogFormats.standard
        #expect(formats.reader(forHead: Array("name,latitude,longitude\n".utf8), fileExtension: "txt").formatName == "csv")
        #expect(formats.reader(forHead: Array("a,b\n".utf8), fileExtension: "csv").formatName == "csv")
        #expect(formats.reader(forHead: Array("a,b\n".utf8), fileExtension: "txt").formatName == "landmarks-json")
    }

    @Test func aHeaderAloneWithoutItsLineEndIsAnEmptyCatalog() throws {
        // Recognised as a header, not taken for JSON: its line ends with the file.
        #expect(try store("name;lat;lon", name: "places.txt").landmarks.isEmpty)
        let one = try store("name;lat;lon\nA;1,5;2", name: "places.txt")
        #expect(one.coordinates(at: 0) == Coordinates(latitude: 1.5, longitude: 2))
    }

    @Test func blankLinesBeforeTheHeaderAreSkipped() throws {
        let text = "\u{FEFF}\n\r\nname;lat;lon\n\nA;1,5;2\n"
        #expect(CatalogFormats.standard.reader(forHead: Array(text.utf8), fileExtension: "txt").formatName == "csv")
        let store = try store(text, name: "places.txt")
        #expect(store.landmarks.map(\.name) == ["A"])
        #expect(store.coordinates(at: 0) == Coordinates(latitude: 1.5, longitude: 2))
    }
}
