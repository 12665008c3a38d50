import Foundation
import LandmarksCore
import Testing

/// The readers on place files other projects wrote for their own tests (PeerFiles/README.md names them
/// and their licences): GDAL's KML, GPX and CSV samples, gpxpy's GPX files.
@Suite struct PeerFileTests {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PeerFiles")

    private func store(_ name: String) throws -> LandmarkStore {
        try LandmarkStore.load(from: Self.folder.appendingPathComponent(name))
    }

    private func mistake(_ name: String) -> String? {
        #expect(throws: DataFileError.self) { try store(name) }.map { "\($0)".replacingOccurrences(of: Self.folder.path + "/", with: "") }
    }

    @Test func gdalsKMLSamples() throws {
        let placemark = try store("gdal/placemark.kml")
        #expect(placemark.landmarks.map(\.name) == ["Simple placemark"])
        // Its HTML is elements, not text: `Some<br/>HTML<br/>content`.
        #expect(placemark.landmark(at: 0).description == "Some\nHTML\ncontent")
        #expect(placemark.coordinates(at: 0) == Coordinates(latitude: 49, longitude: 2))
        let extended = try store("gdal/extended_data_without_schema_data.kml")
        #expect(
            extended.landmarks.map(\.facts) == [
                [.init(name: "field1", value: "1_1"), .init(name: "field2", value: "1_2")],
                [.init(name: "field1", value: "2_1"), .init(name: "field3", value: "2_3")],
            ])
        // MultiPolygon, MultiLineString and MultiPoint are not KML, but their shapes inside are read.
        let multi = try store("gdal/non_conformant_multi.kml")
        #expect(
            (0..<multi.count).map { multi.coordinates(at: $0) } == [
                Coordinates(latitude: 0.5, longitude: 0.5), Coordinates(latitude: 1, longitude: 1), Coordinates(latitude: 0, longitude: 0),
            ])
        let track = try store("gdal/gx_track_without_when.kml")
        #expect(track.coordinates(at: 0) == Coordinates(latitude: 37.37463, longitude: -122.203572))
        // No positions, or placemarks with no shape: nothing to list.
        #expect(try store("gdal/kml_with_space_content_in_coordinates.kml").count == 0)
        #expect(try store("gdal/folder_with_subfolder_placemark.kml").count == 0)
        #expect(
            mistake("gdal/truncated.kml")
                == "gdal/truncated.kml: line 35, column 1: the document ends inside <coordinates>, which is never closed (a file cut short?)"
        )
    }

    @Test func gdalsGPXAndCSVSamples() throws {
        let gpx = try store("gdal/test.gpx")
        // Unnamed in the file: screens call it by its position, the store keeps no name.
        #expect(gpx.landmarks.map(\.shownName) == ["waypoint name", "3.0000° N, 4.0000° E"])
        #expect(gpx.landmarks.last?.name == "")
        #expect(gpx.landmark(at: 0).description == "waypoint description")
        #expect(gpx.landmark(at: 0).facts.first == LandmarkFact(name: "Comment", value: "waypoint comment"))
        let wkt = try store("gdal/csv_for_gpx.csv")
        #expect(
            (0..<wkt.count).map { wkt.coordinates(at: $0) } == [
                Coordinates(latitude: 1, longitude: 0), Coordinates(latitude: 3, longitude: 2),
            ])
        #expect(wkt.landmark(at: 0).facts.map(\.name) == ["Primary ID", "Secondary ID", "Third ID"])
        // A position in degrees, minutes and seconds is none that reads: the row is left out and counted.
        #expect(try store("gdal/double_quotes_in_middle_of_field.csv").leftOut.summary() == "1 row without a position left out (row 2)")
        #expect(
            mistake("gdal/unbalanced_double_quotes.csv")?.hasPrefix("gdal/unbalanced_double_quotes.csv: row 1: no column gives a position")
                == true)
    }

    @Test func gdalsGeoJSONSamples() throws {
        // Features whose geometry is null have no place: left out and counted.
        let nulls = try store("gdal/ids_0_1_null_1_null.json")
        #expect(nulls.count == 0)
        #expect(
            nulls.leftOut.summary() == "5 records without a position left out (records 1, 2, 3, …); `landmarks list --problems` lists them")
        let bom = try store("gdal/point_with_utf8bom.json")
        #expect(bom.coordinates(at: 0) == Coordinates(latitude: 0, longitude: 100))
        // A bare geometry is no feature.
        #expect(
            mistake("gdal/polygon.geojson") == #"gdal/polygon.geojson: record 1, field "type": not "Feature", expected a GeoJSON feature"#)
    }

    @Test func gpxpysFiles() throws {
        let all = try store("gpxpy/gpx1.1_with_all_fields.gpx")
        // Unnamed in the file: screens call it by its position, the store keeps no name.
        #expect(all.landmarks.map(\.shownName) == ["example name", "13.4000° N, 46.7000° E"])
        #expect(all.landmarks.last?.name == "")
        #expect(all.landmark(at: 0).category.rawValue == "example type")
        #expect(all.landmark(at: 0).facts.contains(LandmarkFact(name: "Elevation", value: "75.1 m")))
        #expect(try store("gpxpy/gpx1.0_with_all_fields.gpx").landmarks.map(\.name) == all.landmarks.map(\.name))
        #expect(try store("gpxpy/unicode_with_bom.gpx").landmarks.map(\.name) == ["test"])
        // A route and no waypoint: the route, at its start.
        let route = try store("gpxpy/route.gpx")
        #expect(route.landmarks.map(\.category.rawValue) == ["Route"])
        let garmin = try store("gpxpy/korita-zbevnica.gpx")
        #expect(garmin.landmarks.map(\.name) == ["001", "002"])
    }
}
