import Foundation

/// Where a catalog's favourites, ratings and settings live: each data file has its own state, so
/// changes made while browsing one never touch another's.
///
/// The bundled catalog keeps the state folder itself (`state.json` as before, so the state of
/// earlier versions is its state); any other file has `catalogs/NAME-HASH/` below it, NAME its file
/// name and HASH one of its absolute path; a catalog read from standard input (`-`), which has no
/// path, has `catalogs/standard-input/`.
package enum CatalogStateFolder {
    /// The state folder of the data file at `dataFile` (nil: the bundled one) below `base`.
    /// - Parameter bundledFile: the bundled data file, which `dataFile` may name too.
    package static func folder(base: String, dataFile: String?, bundledFile: String?) -> String {
        guard let dataFile else { return base }
        let catalogs = (base as NSString).appendingPathComponent("catalogs") as NSString
        if dataFile == "-" { return catalogs.appendingPathComponent("standard-input") }
        let path = canonicalPath(dataFile)
        if let bundledFile, canonicalPath(bundledFile) == path { return base }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let safeName = String(name.unicodeScalars.map { isSafe($0) ? Character($0) : "_" }.prefix(40))
        let hash = String(fnv1a(path), radix: 16)
        return catalogs.appendingPathComponent("\(safeName)-\(String(repeating: "0", count: 16 - hash.count))\(hash)")
    }

    /// The absolute path with links resolved, or made absolute and tidied when it cannot be resolved.
    private static func canonicalPath(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return url.resolvingSymlinksInPath().path
    }

    private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
    }

    /// FNV-1a, 64 bits: the same path gives the same folder in every run and version.
    private static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
