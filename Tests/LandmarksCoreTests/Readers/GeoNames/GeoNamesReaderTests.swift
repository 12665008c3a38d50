import Foundation
import LandmarksCore
import Testing

/// GeoNames dumps open as geonames.org writes them: 19 tab-separated columns without a header or
/// quotes, feature codes as readable categories.
@Suite struct GeoNamesReaderTests {
    /// Rows as in cities500.txt and allCountries.txt (a quote in a name is only a character).
    static let rows = [
        "2988507\tParis\tParis\tLutece,Paname\t48.85341\t2.3488\tP\tPPLC\tFR\t\t11\t75\t751\t75056\t2138551\t\t42\tEurope/Paris\t2024-01-01",
        "2660317\tMatterhorn\tMatterhorn\t\t45.97639\t7.65861\tT\tMT\tCH\tIT\t\t\t\t\t0\t4478\t4440\tEurope/Zurich\t2020-06-10",
        "6255148\tEurope\tEurope\t\t48.69096\t9.14062\tL\tCONT\t\t\t00\t\t\t\t741000000\t\t-9999\tEurope/Vaduz\t2021-01-01",
        "1\t\"Quoted\" Hut\t\"Quoted\" Hut\t\t46\t7\tS\tXYZ\tCH\t\t\t\t\t\t0\t\t\t\t",
        "3\tNowhere\tNowhere\t\t\t1\tT\tMT\tFR\t\t\t\t\t\t0\t\t\t\t",
    ]

    @Test func aFileOfAnotherKindIsAMistakeAndALineCutShortIsLeftOut() throws {
        // As `--data-format geonames` reads a CSV: not every line left out, with nothing said.
        let url = try Fixtures.file("name,lat,lon\nA,1,2\n", name: "places.csv")
        let error = #expect(throws: DataFileError.self) { try CatalogFormats(readers: [GeoNamesReader.self]).read(.file(url)) { _ in } }
        #expect(error.map { "\($0)" } == "\(url.path): line 1: 1 column, where GeoNames' lines have 19 apart by tabs")
        let store = try LandmarkStore(data: Data((Self.rows[0] + "\n2\tcut\tshort\n").utf8), file: "FR.txt")
        #expect(store.landmarks.map(\.name) == ["Paris"])
        #expect(store.leftOut.reasons == ["3 columns, where GeoNames' lines have 19 apart by tabs"])
        // A dump whose first line is bad is one still, recognised by a line after it: that line is left out.
        for first in ["2\tcut\tshort", Self.rows[0].replacingOccurrences(of: "48.85341", with: "inf"), "\u{FEFF}"] {
            let dump = try LandmarkStore(data: Data((first + "\n" + Self.rows[1] + "\n").utf8), file: "FR.txt")
            #expect(dump.landmarks.map(\.name) == ["Matterhorn"])
            #expect(dump.leftOut.count == (first == "\u{FEFF}" ? 0 : 1))
        }
        // A byte-order mark before the first row is no part of its id.
        let marked = try LandmarkStore(data: Data(("\u{FEFF}" + Self.rows[0] + "\n").utf8), file: "FR.txt")
        #expect(Array(marked.ids) == [2_988_507])
    }

    @Test func rowsArePlacesWithReadableCategories() throws {
        let store = try LandmarkStore(data: Data((Self.rows.joined(separator: "\n") + "\n").utf8), file: "allCountries.txt")
        #expect(store.landmarks.map(\.name) == ["Paris", "Matterhorn", "Europe", "\"Quoted\" Hut"])
        #expect(store.landmarks.map(\.category.rawValue) == ["Capital", "Mountain", "Continent", "Spot, building, farm (S.XYZ)"])
        #expect(Array(store.ids) == [2_988_507, 2_660_317, 6_255_148, 1])
        #expect(store.landmarks.map(\.state) == ["FR", "CH", "", "CH"])
        #expect(
            store.landmark(at: 0).facts == [
                LandmarkFact(name: "Population", value: "2,138,551"), LandmarkFact(name: "Elevation", value: "42 m"),
                LandmarkFact(name: "Time zone", value: "Europe/Paris"), LandmarkFact(name: "Other names", value: "Lutece, Paname"),
                LandmarkFact(name: "Modified", value: "2024-01-01"), LandmarkFact(name: "Feature code", value: "P.PPLC"),
            ])
        #expect(store.landmark(at: 1).facts.first == LandmarkFact(name: "Elevation", value: "4478 m"))
        #expect(store.coordinates(at: 1) == Coordinates(latitude: 45.97639, longitude: 7.65861))
        #expect(store.leftOut.summary() == "1 line without a position left out (line 5)")
    }

    /// Lines cut at their ends: CRLF and LF ends, blank lines, lines across the reader's 64 KiB
    /// pieces, and a last line without its end, each a place once, its fields whole.
    @Test func linesAcrossPiecesAndLineEndsAreEachOnePlace() throws {
        let paris = Self.rows[0]
        var text = ""
        for number in 0..<2_000 {
            text += paris.replacingOccurrences(of: "2988507\tParis\tParis", with: "\(number + 1)\tParis \(number)\tParis")
            text += number % 3 == 0 ? "\r\n" : number % 7 == 0 ? "\n\n" : "\n"
        }
        text += Self.rows[1]
        #expect(text.utf8.count > 3 * 65_536, "across pieces")
        let store = try LandmarkStore(data: Data(text.utf8), file: "FR.txt")
        #expect(store.landmarks.count == 2_001)
        #expect(store.landmarks.map(\.name).prefix(3) == ["Paris 0", "Paris 1", "Paris 2"])
        #expect(Set(store.landmarks.dropLast().map(\.name)).count == 2_000)
        #expect(store.landmarks.dropLast().allSatisfy { $0.facts.last == LandmarkFact(name: "Feature code", value: "P.PPLC") })
        #expect(store.landmarks.last?.name == "Matterhorn")
        #expect(store.leftOut.summary() == nil)
    }

    @Test func aDumpIsToldByItsColumnsNotItsName() {
        let formats = CatalogFormats.standard
        #expect(formats.reader(forHead: Array((Self.rows[0] + "\n").utf8), fileExtension: "txt").formatName == "geonames")
        #expect(formats.reader(forHead: Array((Self.rows[0] + "\n").utf8), fileExtension: "").formatName == "geonames")
        // Eighteen columns are not GeoNames'.
        let short = Self.rows[0].split(separator: "\t", omittingEmptySubsequences: false).dropLast().joined(separator: "\t")
        #expect(formats.reader(forHead: Array((short + "\n").utf8), fileExtension: "txt").formatName == "landmarks-json")
    }
}
