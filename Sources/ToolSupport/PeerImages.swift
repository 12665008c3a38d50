import Foundation

/// The test images other projects wrote (`Tests/PeerImages/`, their licences in its README), and what
/// exiftool, the independent reader, says of them.
public enum PeerImages {
    /// The folder, found from this source file's place in the checkout.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/PeerImages")

    /// Every picture file (not the licences, READMEs or sidecars), by path, in path order.
    public static func files() throws -> [String] {
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return names.filter { name in
            let last = (name as NSString).lastPathComponent
            return !last.hasPrefix("LICENSE") && !last.hasPrefix("README") && !last.lowercased().hasSuffix(".xmp")
                && !FileManager.default.isDirectory(folder.appendingPathComponent(name).path)
        }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// What exiftool reads of each of `paths`, by path: its tags with their groups (`EXIF:Orientation`,
    /// `Composite:GPSLatitude`), numbers as numbers (`-n`).
    public static func exiftool(_ paths: [String], tags: [String]) throws -> [String: [String: Any]] {
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/exiftool"), ["-j", "-n", "-G", "-q", "-q"] + tags.map { "-" + $0 } + paths)
        let objects = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]] ?? []
        return Dictionary(objects.compactMap { object in (object["SourceFile"] as? String).map { ($0, object) } }) { first, _ in first }
    }
}

extension FileManager {
    fileprivate func isDirectory(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
