import Foundation
import LandmarksCore
import Testing

/// A format plugs in as one folder and one line where readers are listed: `PlacesTextReader`, made up
/// for these tests, is read through the same store, the same choice of reader and the same long texts
/// left in the file as the tutorial's JSON.
@Suite struct SecondFormatTests {
    private let formats = CatalogFormats(readers: [TutorialJSONReader.self, PlacesTextReader.self])

    private static let places = """
        # places
        Turtle Rock\t34.011286\t-116.166868\tA rock like a turtle, \u{1F422}.

        # a comment
        Ørn\t59.5\t10.25
        """

    @Test func aFileInTheSecondFormatIsReadByItsReader() throws {
        let url = try Fixtures.file(Self.places, name: "trip.txt")
        let store = try LandmarkStore.load(from: url, formats: formats)
        #expect(store.landmarks.map(\.name) == ["Turtle Rock", "Ørn"])
        #expect(store.ids == [2, 5])
        #expect(store.coordinates(at: 1) == Coordinates(latitude: 59.5, longitude: 10.25))
        // The description stays in the file until it is shown, and is read from there by the reader.
        #expect(store[withoutDescription: 0].description.isEmpty)
        #expect(store.description(at: 0) == "A rock like a turtle, \u{1F422}.")
        #expect(store.landmark(at: 1).description.isEmpty)
    }

    @Test func theTutorialsJSONIsStillReadByItsOwnReader() throws {
        let store = try LandmarkStore.load(from: Fixtures.bundledFile, formats: formats)
        #expect(store.count == 12)
        #expect(formats.reader(forHead: Array("[{".utf8), fileExtension: "json").formatName == "landmarks-json")
        #expect(formats.reader(forHead: Array("# places\n".utf8), fileExtension: "json").formatName == "places-text")
        // What no reader recognises goes to the first listed, whose errors say what is wrong.
        #expect(formats.reader(forHead: Array("hello".utf8), fileExtension: "txt").formatName == "landmarks-json")
    }

    @Test func itsMistakesArePlacedByItsReader() throws {
        let text = Self.places + "\nBad\t12.5\tsouth\n"
        #expect(throws: DataFileError(file: "bad.txt", place: .position(line: 6, column: 10), problem: "expected a number in -180...180")) {
            try LandmarkStore(data: Data(text.utf8), file: "bad.txt", formats: formats)
        }
        // Without the reader listed, the file is not JSON, nor in any other format read.
        let problem = "expected a value (not a file in any format read: landmarks-json, geojson, gpx, kml, kmz, csv, geonames)"
        #expect(throws: DataFileError(file: "bad.txt", place: .position(line: 1, column: 1), problem: problem)) {
            try LandmarkStore(data: Data(text.utf8), file: "bad.txt")
        }
    }

    @Test(arguments: [1, 5, 1 << 16])
    func itIsReadAsItsBytesArrive(piece: Int) throws {
        let url = try Fixtures.file(Self.places)
        let input = try CatalogInput.open(.file(url))
        input.mostBytesPerRead = piece
        var batches: [[String]] = []
        try formats.read(input) { batches.append($0.map(\.name)) }
        #expect(batches.flatMap { $0 } == ["Turtle Rock", "Ørn"])
        // The first place is handed on as soon as its line has arrived, before the last line is read.
        #expect(batches.first == ["Turtle Rock"])
    }
}
