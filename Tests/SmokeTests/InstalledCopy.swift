import Foundation

/// The binary and its bundled data copied as `make install` lays them out, into a folder every user
/// can read, for tests that run the app as another user: the checkout may sit in a private folder.
final class InstalledCopy {
    let folder: URL
    var binary: URL { folder.appendingPathComponent("bin/landmarks") }

    init() throws {
        folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("landmarks-installed-\(UUID().uuidString)")
        let share = folder.appendingPathComponent("share/landmarks")
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try manager.createDirectory(at: share, withIntermediateDirectories: true)
        try manager.copyItem(at: ProcessRunner.landmarksBinary, to: binary)
        let resources = ProcessRunner.repositoryRoot.appendingPathComponent("Resources")
        for name in ["landmarks.json", "photos.json", "photos"] {
            try manager.copyItem(at: resources.appendingPathComponent(name), to: share.appendingPathComponent(name))
        }
        // Readable and searchable by everyone, whatever the umask and the checkout's own modes.
        for path in try [folder.path] + manager.subpathsOfDirectory(atPath: folder.path).map({ folder.path + "/" + $0 }) {
            var isFolder: ObjCBool = false
            manager.fileExists(atPath: path, isDirectory: &isFolder)
            chmod(path, isFolder.boolValue || path == binary.path ? 0o755 : 0o644)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
