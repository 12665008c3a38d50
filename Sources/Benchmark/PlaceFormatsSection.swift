import Foundation
import ToolSupport

/// The `formats` section: the same synthetic places as GeoJSON, GPX, KML, CSV and a GeoNames dump, at
/// 100,000 and 1,000,000: the app's first frame, fully loaded and peak RSS; `landmarks list` to its end;
/// GDAL's `ogr2ogr -f CSV /vsistdout/` of the same file beside it, and VisiData's first rows of the
/// formats it reads (CSV and GeoJSON).
struct PlaceFormatsSection: BenchmarkSection {
    let name = "formats"
    let usesVisiData = true
    let summary =
        "place files (GeoJSON, GPX, KML, CSV, GeoNames; 100k and 1m places by default): first frame, fully loaded, "
        + "peak RSS, `landmarks list` vs GDAL's ogr2ogr, first rows vs VisiData"

    static let defaultSizes = [100_000, 1_000_000]
    /// The formats, by the extension their files have; GeoNames' as its dumps are named; `exports.geojson`
    /// as real exports are shaped (OpenStreetMap points and polygons with tags, Google Takeout's saved places).
    static let formats = ["geojson", "exports.geojson", "gpx", "kml", "csv", "txt"]
    /// The formats VisiData reads.
    private static let visiDataFormats: Set<String> = ["geojson", "exports.geojson", "csv"]
    private static let ogr2ogr = "/usr/bin/ogr2ogr"

    func run(in context: BenchmarkContext, table: inout BenchmarkTable) throws {
        table.referenceName = "GDAL or VisiData"
        let sizes = context.options.sizesWereGiven ? context.options.sizes : Self.defaultSizes
        let hasGDAL = context.options.measuresVisiData && FileManager.default.isExecutableFile(atPath: Self.ogr2ogr)
        for size in sizes {
            let catalog = try context.workspace.catalogPath(count: size)
            let firstName = try BenchmarkWorkspace.firstLandmarkName(inCatalogAt: catalog)
            for format in Self.formats where context.options.formats.isEmpty || context.options.formats.contains(format) {
                let file = try placeFile(format, of: catalog, size: size, context: context)
                let label =
                    switch format {
                    case "txt": "GeoNames"
                    case "geojson": "GeoJSON"
                    case "exports.geojson": "GeoJSON as OSM and Takeout export it"
                    default: format.uppercased()
                    }
                let isXML = ["gpx", "kml"].contains(format)
                for run in 0..<context.options.runs {
                    let place = "\(label), \(size.grouped) places, run \(run + 1)/\(context.options.runs)"
                    table.attempt("landmarks, \(place)") { table in
                        let folder = try context.workspace.makePrivateFolder()
                        defer { context.workspace.removeFolder(folder) }
                        let session = try context.app.start(dataFile: file, size: context.terminalSize, privateFolder: folder)
                        defer { session.quit(typing: context.app.quitKeys) }
                        let (first, loaded) = try CatalogSection.loadFrames(of: session, firstName: firstName, size: size, table: &table)
                        try session.waitUntilSettled(quiet: .milliseconds(150), timeout: .seconds(120))
                        let peak = session.probe.peakResidentBytes()
                        table.record(
                            "\(label): first frame with list rows, ms", size: size, landmarks: first.milliseconds, decimals: 1, target: 50)
                        table.record(
                            "\(label): fully loaded (final count in the title), ms", size: size, landmarks: loaded?.milliseconds,
                            decimals: 1,
                            target: size <= 1_000_000 ? (isXML ? 2000 : 1000) : nil)
                        table.record(
                            "\(label): peak RSS fully loaded, MiB", size: size, landmarks: peak.map { $0 / 1_048_576 }, decimals: 1,
                            target: size <= 1_000_000 ? 512 : nil)
                    }
                    table.attempt("landmarks list, \(place)") { table in
                        let use = try CatalogSection.runToExit(context.app.executable, ["list", "--data", file], context: context)
                        table.record(
                            "\(label): `landmarks list` to its end, ms", size: size, landmarks: use.wallTime.milliseconds, decimals: 0)
                    }
                    if let visiData = context.reference, Self.visiDataFormats.contains(format) {
                        table.attempt("VisiData, \(place)") { table in
                            try CatalogSection.measureVisiData(
                                visiData, dataFile: file, size: size, firstName: firstName, context: context, label: "\(label): ",
                                table: &table)
                        }
                    }
                    guard hasGDAL, format != "txt" else { continue }
                    table.attempt("ogr2ogr, \(place)") { table in
                        let arguments =
                            ["-f", "CSV", "/vsistdout/", file]
                            + (format == "csv" ? ["-oo", "X_POSSIBLE_NAMES=longitude", "-oo", "Y_POSSIBLE_NAMES=latitude"] : [])
                        let use = try CatalogSection.runToExit(Self.ogr2ogr, arguments, context: context)
                        table.record(
                            "\(label): `landmarks list` to its end, ms", size: size, reference: use.wallTime.milliseconds, decimals: 0)
                    }
                }
            }
        }
        table.note(
            "The synthetic catalog of the `catalog` section written by `landmarks list --format` as GeoJSON (a FeatureCollection, "
                + "a feature a line, texts and facts as properties), GPX (waypoints), KML (a Folder per category) and CSV (quoted "
                + "fields, a column per fact), and as a GeoNames dump (19 tab-separated columns, made from `list --json`), once, "
                + "into the work folder; and as GeoJSON shaped as real exports (half OpenStreetMap points with tags, three in ten "
                + "Google Takeout saved places, two in ten OpenStreetMap polygons). First frame and fully loaded as in `catalog`; peak RSS is VmHWM once the app has settled. "
                + "GDAL: `ogr2ogr -f CSV /vsistdout/ FILE` to its end (ratio = landmarks list / ogr2ogr); it does not read "
                + "GeoNames dumps without a VRT. VisiData (`vd FILE`, CSV and GeoJSON): its first rows and VmHWM then, as in "
                + "`catalog`." + (hasGDAL ? "" : " GDAL not measured (--no-visidata, or no \(Self.ogr2ogr): Debian's gdal-bin)."))
    }

    /// The file of `catalog`'s places in `format`, written the first time.
    private func placeFile(_ format: String, of catalog: String, size: Int, context: BenchmarkContext) throws -> String {
        let folder = try context.workspace.keptFolder("formats/synthetic-v\(SyntheticCatalog.formatVersion)-\(size)-\(format)") { partial in
            BenchmarkContext.log("writing \(size.grouped) places as .\(format) (once)")
            let path = "\(partial)/places.\(format)"
            if format == "txt" {
                try writeGeoNames(of: catalog, to: path, context: context)
            } else if format == "exports.geojson" {
                try writeExports(of: catalog, to: path, context: context)
            } else {
                try runWritingOutput(context.app.executable, ["list", "--data", catalog, "--format", format], to: path)
            }
        }
        return "\(folder)/places.\(format)"
    }

    /// Writes `catalog`'s places as GeoNames rows: id, name, ascii name, no other names, latitude,
    /// longitude, a feature class and code by category, the state as country code, then empty columns.
    private func writeGeoNames(of catalog: String, to path: String, context: BenchmarkContext) throws {
        let codes = ["Lakes": ("H", "LK"), "Rivers": ("H", "STM"), "Mountains": ("T", "MT")]
        try writePlaces(of: catalog, to: path, context: context) { place, _ in
            let name = place.name.replacingOccurrences(of: "\t", with: " ")
            let (featureClass, code) = codes[place.category] ?? ("S", "MUS")
            let columns: [String] = [
                "\(place.id)", name, name, "", "\(place.latitude)", "\(place.longitude)", featureClass, code, "US", "", "", "", "", "",
                "0", "", "100", "America/Chicago", "2024-01-01",
            ]
            return columns.joined(separator: "\t") + "\n"
        }
    }

    /// Writes `catalog`'s places as one GeoJSON FeatureCollection shaped as real exports: half of them
    /// OpenStreetMap points with tags, three in ten Google Takeout saved places, two in ten OpenStreetMap
    /// polygons (a closed ring of five corners about the place), a feature a line.
    private func writeExports(of catalog: String, to path: String, context: BenchmarkContext) throws {
        let tags = [("tourism", "viewpoint"), ("natural", "peak"), ("historic", "monument"), ("amenity", "cafe"), ("leisure", "park")]
        try writePlaces(
            of: catalog, to: path, context: context, opening: "{\"type\":\"FeatureCollection\",\"features\":[\n", closing: "\n]}\n"
        ) {
            place, index in
            let name = Self.jsonString(place.name)
            let (longitude, latitude) = (place.longitude, place.latitude)
            let separator = index == 0 ? "" : ",\n"
            switch index % 10 {
            case 0..<5:
                let (key, value) = tags[index % tags.count]
                return separator
                    + #"{"type":"Feature","id":"node/\#(place.id)","geometry":{"type":"Point","coordinates":[\#(longitude),\#(latitude)]},"#
                    + #""properties":{"@id":"node/\#(place.id)","name":\#(name),"\#(key)":"\#(value)","wikidata":"Q\#(place.id)","#
                    + #""website":"https://example.org/\#(place.id)","opening_hours":"Mo-Su 09:00-18:00"}}"#
            case 5..<8:
                return separator
                    + #"{"type":"Feature","geometry":{"type":"Point","coordinates":[\#(longitude),\#(latitude)]},"properties":{"#
                    + #""date":"2023-05-01T10:00:00Z","google_maps_url":"http://maps.google.com/?cid=\#(place.id)","#
                    + #""location":{"address":"\#(place.id) Main Street, Springfield","country_code":"US","name":\#(name)},"#
                    + #""Comment":"Saved on a trip"}}"#
            default:
                let ring = [(0.0, 0.0), (0.001, 0.0), (0.001, 0.001), (0.0, 0.001), (0.0, 0.0)]
                    .map { "[\(longitude + $0.0),\(latitude + $0.1)]" }.joined(separator: ",")
                return separator
                    + #"{"type":"Feature","id":"way/\#(place.id)","geometry":{"type":"Polygon","coordinates":[[\#(ring)]]},"#
                    + #""properties":{"@id":"way/\#(place.id)","name":\#(name),"leisure":"park","wikidata":"Q\#(place.id)"}}"#
            }
        }
    }

    /// A place of the synthetic catalog, as `landmarks list --json` writes it.
    private struct ListedPlace {
        var id: Int
        var name: String
        var category: String
        var latitude: Double
        var longitude: Double
    }

    /// Writes `catalog`'s places to `path`, each as `line` makes it from the place and its position, between
    /// `opening` and `closing`.
    private func writePlaces(
        of catalog: String, to path: String, context: BenchmarkContext, opening: String = "", closing: String = "",
        line: (ListedPlace, Int) -> String
    ) throws {
        let json = "\(path).jsonl"
        try runWritingOutput(context.app.executable, ["list", "--data", catalog, "--json"], to: json)
        defer { try? FileManager.default.removeItem(atPath: json) }
        guard let reader = FileHandle(forReadingAtPath: json), let output = fopen(path, "w") else {
            throw BenchmarkError.system("open \(path)", errno)
        }
        defer { fclose(output) }
        var rest = Data()
        var count = 0
        var text = opening
        while case let chunk = reader.readData(ofLength: 1 << 20), !chunk.isEmpty || !rest.isEmpty {
            rest += chunk
            let lines = rest.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            rest = chunk.isEmpty ? Data() : (lines.last.map { Data($0) } ?? Data())
            for json in chunk.isEmpty ? lines[...] : lines.dropLast() where !json.isEmpty {
                guard let place = try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any],
                    let position = place["coordinates"] as? [String: Double]
                else { continue }
                let listed = ListedPlace(
                    id: place["id"] as? Int ?? 0, name: place["name"] as? String ?? "", category: place["category"] as? String ?? "",
                    latitude: position["latitude"] ?? 0, longitude: position["longitude"] ?? 0)
                text += line(listed, count)
                count += 1
            }
            guard fputs(text, output) >= 0 else { throw BenchmarkError.system("write \(path)", errno) }
            text = ""
        }
        guard fputs(closing, output) >= 0 else { throw BenchmarkError.system("write \(path)", errno) }
    }

    /// `text` as a JSON string, quotes included.
    private static func jsonString(_ text: String) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: [text]), let array = String(data: data, encoding: .utf8) else {
            return "\"\""
        }
        return String(array.dropFirst().dropLast())
    }

    /// Runs `executable` with its standard output into the file `path`, as the harness runs its programs.
    private func runWritingOutput(_ executable: String, _ arguments: [String], to path: String) throws {
        let processID = try ProcessRunner.spawn(executable, arguments, environment: ProcessInfo.processInfo.environment) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        guard ProcessRunner.waitForExit(of: processID) == 0 else {
            throw BenchmarkError.failed("\(executable) \(arguments.joined(separator: " ")) failed")
        }
    }
}
