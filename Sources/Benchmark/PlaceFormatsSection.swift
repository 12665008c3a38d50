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
    /// The formats, by the extension their files have; GeoNames' as its dumps are named.
    static let formats = ["geojson", "gpx", "kml", "csv", "txt"]
    /// The formats VisiData reads.
    private static let visiDataFormats: Set<String> = ["geojson", "csv"]
    private static let ogr2ogr = "/usr/bin/ogr2ogr"

    func run(in context: BenchmarkContext, table: inout BenchmarkTable) throws {
        table.referenceName = "GDAL or VisiData"
        let sizes = context.options.sizesWereGiven ? context.options.sizes : Self.defaultSizes
        let hasGDAL = FileManager.default.isExecutableFile(atPath: Self.ogr2ogr)
        for size in sizes {
            let catalog = try context.workspace.catalogPath(count: size)
            let firstName = try BenchmarkWorkspace.firstLandmarkName(inCatalogAt: catalog)
            for format in Self.formats {
                let file = try placeFile(format, of: catalog, size: size, context: context)
                let label = format == "txt" ? "GeoNames" : format == "geojson" ? "GeoJSON" : format.uppercased()
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
                + "into the work folder. First frame and fully loaded as in `catalog`; peak RSS is VmHWM once the app has settled. "
                + "GDAL: `ogr2ogr -f CSV /vsistdout/ FILE` to its end (ratio = landmarks list / ogr2ogr); it does not read "
                + "GeoNames dumps without a VRT. VisiData (`vd FILE`, CSV and GeoJSON): its first rows and VmHWM then, as in "
                + "`catalog`." + (hasGDAL ? "" : " GDAL not measured: no \(Self.ogr2ogr) (Debian's gdal-bin)."))
    }

    /// The file of `catalog`'s places in `format`, written the first time.
    private func placeFile(_ format: String, of catalog: String, size: Int, context: BenchmarkContext) throws -> String {
        let folder = try context.workspace.keptFolder("formats/synthetic-v\(SyntheticCatalog.formatVersion)-\(size)-\(format)") { partial in
            BenchmarkContext.log("writing \(size.grouped) places as .\(format) (once)")
            let path = "\(partial)/places.\(format)"
            if format == "txt" {
                try writeGeoNames(of: catalog, to: path, context: context)
            } else {
                try runWritingOutput(context.app.executable, ["list", "--data", catalog, "--format", format], to: path)
            }
        }
        return "\(folder)/places.\(format)"
    }

    /// Writes `catalog`'s places as GeoNames rows: id, name, ascii name, no other names, latitude,
    /// longitude, a feature class and code by category, the state as country code, then empty columns.
    private func writeGeoNames(of catalog: String, to path: String, context: BenchmarkContext) throws {
        let json = "\(path).jsonl"
        try runWritingOutput(context.app.executable, ["list", "--data", catalog, "--json"], to: json)
        defer { try? FileManager.default.removeItem(atPath: json) }
        guard let reader = FileHandle(forReadingAtPath: json), let output = fopen(path, "w") else {
            throw BenchmarkError.system("open \(path)", errno)
        }
        defer { fclose(output) }
        let codes = ["Lakes": ("H", "LK"), "Rivers": ("H", "STM"), "Mountains": ("T", "MT")]
        var rest = Data()
        while case let chunk = reader.readData(ofLength: 1 << 20), !chunk.isEmpty || !rest.isEmpty {
            rest += chunk
            let lines = rest.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            rest = chunk.isEmpty ? Data() : (lines.last.map { Data($0) } ?? Data())
            var text = ""
            for line in chunk.isEmpty ? lines[...] : lines.dropLast() where !line.isEmpty {
                guard let place = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                    let position = place["coordinates"] as? [String: Double]
                else { continue }
                let name = (place["name"] as? String ?? "").replacingOccurrences(of: "\t", with: " ")
                let (featureClass, code) = codes[place["category"] as? String ?? ""] ?? ("S", "MUS")
                let columns: [String] = [
                    "\(place["id"] ?? 0)", name, name, "", "\(position["latitude"] ?? 0)", "\(position["longitude"] ?? 0)", featureClass,
                    code, "US", "", "", "", "", "", "0", "", "100", "America/Chicago", "2024-01-01",
                ]
                text += columns.joined(separator: "\t") + "\n"
            }
            guard fputs(text, output) >= 0 else { throw BenchmarkError.system("write \(path)", errno) }
        }
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
