import Foundation

/// A new empty folder for one test's files, removed when the test drops it.
final class TemporaryFolder {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `bytes` to `name` in the folder and returns the file's path.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) -> String {
        let path = url.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    /// Makes a folder `name` in the folder and returns its path.
    func makeFolder(_ name: String) -> String {
        let path = url.appendingPathComponent(name).path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The path of `name` in the folder, whether or not it exists.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}
