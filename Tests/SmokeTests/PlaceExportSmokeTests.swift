import Foundation
import Testing
import ToolSupport

/// `list --format` writes place files that GDAL (`ogrinfo`, from Debian's gdal-bin) opens, and that
/// read back give the same places.
@Suite struct PlaceExportSmokeTests {
    static let bundled = ProcessRunner.repositoryRoot.appendingPathComponent("Resources/landmarks.json").path

    /// The places `file` holds, by name: position, category, description and id, as `list --json` gives them.
    private func places(_ file: String) throws -> [String: [String: String]] {
        let result = try ProcessRunner.landmarks(["list", "--data", file, "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        var places: [String: [String: String]] = [:]
        for line in result.standardOutput.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let name = try #require(object["name"] as? String)
            let position = object["coordinates"] as? [String: Double]
            places[name] = [
                "position": "\(position?["latitude"] ?? 0), \(position?["longitude"] ?? 0)", "category": "\(object["category"] ?? "")",
                "description": "\(object["description"] ?? "")", "id": "\(object["id"] ?? "")",
            ]
        }
        return places
    }

    /// How many features GDAL finds in `file`, summed over its layers (a KML folder is a layer).
    private func featureCount(_ file: String, options: [String] = []) throws -> Int {
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/ogrinfo"), ["-ro", "-al", "-so"] + options + [file])
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput.split(separator: "\n").compactMap { line -> Int? in
            line.hasPrefix("Feature Count: ") ? Int(line.dropFirst("Feature Count: ".count)) : nil
        }.reduce(0, +)
    }

    @Test(arguments: ["csv", "geojson", "gpx", "kml"])
    func anExportOpensInGDALAndReadsBackTheSame(format: String) throws {
        let result = try ProcessRunner.landmarks(["list", "--data", Self.bundled, "--format", format])
        #expect(result.status == 0, "\(result.standardError)")
        let file = try ProcessRunner.temporaryFile(result.standardOutput, name: "export.\(format)")
        let options = format == "csv" ? ["-oo", "X_POSSIBLE_NAMES=longitude", "-oo", "Y_POSSIBLE_NAMES=latitude"] : []
        #expect(try featureCount(file, options: options) == 12)
        var original = try places(Self.bundled)
        var back = try places(file)
        #expect(back.count == 12)
        // GPX has no ids: its places get stable ones from name and position.
        if format == "gpx" {
            for name in original.keys {
                original[name]?["id"] = nil
                back[name]?["id"] = nil
            }
        }
        #expect(back == original)
    }

    /// Texts of markup, entities, quotes and marks read back as they were: a `&`, `<` or quote with a
    /// combining mark after it is escaped still, and a KML description is written as the HTML its
    /// readers (ours, Google Earth's) take it for.
    @Test(arguments: ["csv", "geojson", "gpx", "kml"])
    func awkwardTextsReadBackTheSame(format: String) throws {
        let source =
            "id,name,lat,lon,description\n"
            + "1,\"q\"\"\u{301} &\u{301} <\u{301} f,\u{301}\",1,2,\"use <br> tags & &amp;\nline two\n\nafter a blank <b>x</b>\"\n"
            + "2,\u{651}x,3,4,plain\n"
        let file = try ProcessRunner.temporaryFile(source, name: "awkward.csv")
        let result = try ProcessRunner.landmarks(["list", "--data", file, "--format", format])
        #expect(result.status == 0, "\(result.standardError)")
        let export = try ProcessRunner.temporaryFile(result.standardOutput, name: "awkward.\(format)")
        var original = try places(file)
        var back = try places(export)
        for name in original.keys {
            // GPX has no ids; a CSV's fields are each on one line.
            if format == "gpx" {
                original[name]?["id"] = nil
                back[name]?["id"] = nil
            }
            if format == "csv", let description = original[name]?["description"] {
                original[name]?["description"] = description.replacingOccurrences(of: "\n", with: " ")
            }
        }
        #expect(back == original)
    }

    @Test func onlyFavoritesAreWrittenWhenAsked() throws {
        let state = try ProcessRunner.temporaryFolder()
        let listed = try ProcessRunner.landmarks(["list", "--data", Self.bundled, "--favorites", "--state-dir", state])
        let exported = try ProcessRunner.landmarks(["list", "--data", Self.bundled, "--favorites", "--format", "gpx", "--state-dir", state])
        #expect(exported.status == 0, "\(exported.standardError)")
        // The bundled file's own favourites (isFavorite), as no state says otherwise: a waypoint each.
        let favorites = listed.standardOutput.split(separator: "\n").map { $0.split(separator: "\t")[1] }
        #expect(!favorites.isEmpty)
        let names = exported.standardOutput.split(separator: "\n").filter { $0.contains("<wpt ") }.map {
            $0.split(separator: "<name>")[1].split(separator: "</name>")[0]
        }
        #expect(names == favorites)
    }
}
