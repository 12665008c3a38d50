import Foundation
import Glibc

/// Where the benchmark keeps what it makes (synthetic catalogs, VisiData's venv) and finds its data.
struct BenchmarkWorkspace {
    /// The folder kept between runs, e.g. `.build/bench`.
    let folder: String
    /// The bundled catalog, with its `photos.json` beside it.
    let bundledCatalogPath: String

    /// The folder of VisiData's virtual environment.
    var visiDataEnvironmentFolder: String { "\(folder)/venv" }

    /// The catalog of `count` landmarks: the bundled one when it has exactly that many, otherwise a
    /// synthetic one with its `photos.json`, written the first time into a folder of its own.
    func catalogPath(count: Int, log: (String) -> Void) throws -> String {
        if count == bundledCatalogCount() { return bundledCatalogPath }
        let catalogFolder = "\(folder)/catalogs/synthetic-v\(SyntheticCatalog.formatVersion)-\(count)"
        let path = "\(catalogFolder)/landmarks.json"
        // The landmarks file is renamed into place last: its presence means the folder is complete.
        if FileManager.default.fileExists(atPath: path) { return path }
        log("writing a synthetic catalog of \(count.grouped) landmarks and its photos to \(catalogFolder) (once)")
        let started = ContinuousClock.now
        try FileManager.default.createDirectory(atPath: catalogFolder, withIntermediateDirectories: true)
        let photosPath = "\(catalogFolder)/photos.json"
        for (file, write) in [
            (photosPath, SyntheticPhotosFile(landmarkCount: count).write(to:)),
            (path, SyntheticCatalog(count: count).write(to:)),
        ] {
            let partial = "\(file).partial"
            try write(partial)
            guard rename(partial, file) == 0 else { throw BenchmarkError.system("rename \(partial)", errno) }
        }
        log(String(format: "  written in %.1f s", (ContinuousClock.now - started).milliseconds / 1000))
        return path
    }

    /// A new empty folder for one program run (its home and state); remove it with `removeFolder`.
    func makePrivateFolder() throws -> String {
        var template = Array("\(NSTemporaryDirectory())/landmarks-bench.XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw BenchmarkError.system("mkdtemp", errno) }
        return String(cString: made)
    }

    /// Removes a folder made by `makePrivateFolder` with everything the program left in it.
    func removeFolder(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// How many landmarks the bundled catalog holds; nil when it cannot be read.
    func bundledCatalogCount() -> Int? {
        guard let data = FileManager.default.contents(atPath: bundledCatalogPath),
            let records = try? JSONSerialization.jsonObject(with: data) as? [Any]
        else { return nil }
        return records.count
    }
}
