import Foundation
import ToolSupport

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
        // Copied by cp, not by this process: a file this process held open for writing could be
        // inherited by a process another test starts meanwhile (a tmux server lives long), and the
        // copy would then fail to run with "Text file busy".
        let copied = try ProcessRunner.run(URL(fileURLWithPath: "/bin/cp"), [ProcessRunner.landmarksBinary.path, binary.path])
        guard copied.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: binary.path]) }
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
