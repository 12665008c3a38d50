import Foundation
import Glibc

/// Where the benchmark keeps what it makes (synthetic catalogs, pictures, a photo folder, VisiData's venv)
/// and finds its data.
struct BenchmarkWorkspace {
    /// The folder kept between runs, e.g. `.build/bench`.
    let folder: String
    /// The bundled catalog, with its `photos.json` beside it.
    let bundledCatalogPath: String

    /// The folder `name` in the work folder, which `make` fills the first time and later runs reuse.
    ///
    /// `make` writes into a partial folder that is renamed into place when complete, so that a run cut
    /// short leaves nothing to reuse. A name carries the version of what is written in it.
    func keptFolder(_ name: String, make: (_ partial: String) throws -> Void) throws -> String {
        let path = "\(folder)/\(name)"
        if FileManager.default.fileExists(atPath: path) { return path }
        let partial = "\(path).partial"
        try? FileManager.default.removeItem(atPath: partial)
        try FileManager.default.createDirectory(atPath: partial, withIntermediateDirectories: true)
        let started = ContinuousClock.now
        try make(partial)
        guard rename(partial, path) == 0 else { throw BenchmarkError.system("rename \(partial)", errno) }
        BenchmarkContext.log("  \(path) written in \(Int((ContinuousClock.now - started).milliseconds / 1000)) s")
        return path
    }

    /// The catalog of `count` landmarks: the bundled one when it has exactly that many, otherwise a
    /// synthetic one with its `photos.json`, written the first time.
    func catalogPath(count: Int) throws -> String {
        if count == bundledCatalogCount() { return bundledCatalogPath }
        let catalogFolder = try keptFolder("catalogs/synthetic-v\(SyntheticCatalog.formatVersion)-\(count)") { partial in
            BenchmarkContext.log("writing a synthetic catalog of \(count.grouped) landmarks and its photos (once)")
            try SyntheticPhotosFile(landmarkCount: count).write(to: "\(partial)/photos.json")
            try SyntheticCatalog(count: count).write(to: "\(partial)/landmarks.json")
        }
        return "\(catalogFolder)/landmarks.json"
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

    /// The bundled catalog's records; nil when it cannot be read.
    func bundledRecords() -> [[String: Any]]? {
        FileManager.default.contents(atPath: bundledCatalogPath)
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [[String: Any]] }
    }

    /// How many landmarks the bundled catalog holds; nil when it cannot be read.
    func bundledCatalogCount() -> Int? {
        bundledRecords()?.count
    }

    /// The name of the first landmark of the catalog at `path`, the text whose arrival on screen shows that
    /// list rows are drawn: the first `"name"` value in its first 64 KiB (the bundled and the synthetic
    /// files both begin with a record), decoded, without reading the whole file.
    static func firstLandmarkName(inCatalogAt path: String) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw BenchmarkError.failed("cannot open \(path)") }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 1 << 16), as: UTF8.self)
        guard let literal = head.firstMatch(of: /"name"\s*:\s*("(?:[^"\\]|\\.)*")/)?.1,
            let name = try? JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed) as? String
        else { throw BenchmarkError.failed("no landmark name in the first 64 KiB of \(path)") }
        return name
    }
}
