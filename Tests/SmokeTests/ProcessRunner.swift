import Foundation
import ToolSupport

/// Where the smoke tests find the app and the repository, and the files they run it on.
extension ProcessRunner {
    /// The `landmarks` binary built beside this test bundle.
    static let landmarksBinary: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("landmarks")

    /// The repository's top folder.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `landmarks` with `arguments`, with a state folder of its own unless `environment` names one,
    /// in a UTF-8 locale unless it names another (whatever the locale the tests run in).
    @discardableResult
    static func landmarks(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        var environment =
            try environment
            ?? ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": temporaryFolder()]) { $1 }
        if environment["LANG"] == nil && environment["LC_ALL"] == nil {
            environment["LANG"] = "C.UTF-8"
        } else if environment["LC_ALL"].map({ !$0.contains("UTF-8") }) == true, environment["LANG"]?.contains("UTF-8") == true {
            environment["LC_ALL"] = nil
        }
        return try run(landmarksBinary, arguments, environment: environment)
    }

    /// A fresh empty temporary folder.
    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-smoke-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    /// Writes a KMZ holding `kml` as its `doc.kml` and a bundled photo as `picture` (a path in the zip),
    /// zipped by Python's zipfile as other tools zip one, into a fresh temporary folder; returns its path.
    static func temporaryKMZ(_ kml: String, picture: String) throws -> String {
        let folder = try temporaryFolder()
        try Data(kml.utf8).write(to: URL(fileURLWithPath: folder + "/doc.kml"))
        let photo = repositoryRoot.appendingPathComponent("Resources/photos/1001-3.jpg").path
        let zipped = try run(
            URL(fileURLWithPath: "/usr/bin/python3"),
            [
                "-c",
                "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED); z.write(sys.argv[2], 'doc.kml'); "
                    + "z.write(sys.argv[3], sys.argv[4])",
                folder + "/trip.kmz", folder + "/doc.kml", photo, picture,
            ])
        guard zipped.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSDebugDescriptionErrorKey: zipped.standardError]) }
        return folder + "/trip.kmz"
    }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String = "landmarks.json") throws -> String {
        let url = URL(fileURLWithPath: try temporaryFolder()).appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
