import LandmarksCore

/// The formats `landmarks list --format` writes: its own lines for scripts, or a place file that other
/// apps import (Organic Maps, OsmAnd, Google My Maps, Google Earth, QGIS, GDAL).
package enum ListFormat: String, CaseIterable, Sendable {
    /// Tab-separated lines (the default), `--json` lines.
    case tsv, json
    /// Place files, written once every landmark is read.
    case csv, geojson, gpx, kml

    /// Writes `landmarks` as a place file, a line at a time, to `line` (without newlines); nil for
    /// `tsv` and `json`, which the list writes itself, a line per landmark as it is read.
    package func writer() -> ((WrittenLandmarks, (String) -> Void) -> Void)? {
        switch self {
        case .tsv, .json: nil
        case .csv: CSVListing.write
        case .geojson: GeoJSONListing.write
        case .gpx: GPXListing.write
        case .kml: KMLListing.write
        }
    }
}
