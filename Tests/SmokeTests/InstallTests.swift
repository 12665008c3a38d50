import Foundation
import Testing
import ToolSupport

/// `make install` and `make uninstall` under a DESTDIR: what goes where, and that the installed
/// binary finds the installed data.
@Suite struct InstallTests {
    static let installed = [
        "usr/bin/landmarks", "usr/share/landmarks/landmarks.json", "usr/share/landmarks/photos.json",
        "usr/share/landmarks/world.map",
        "usr/share/landmarks/photos/1001-1.png", "usr/share/man/man1/landmarks.1",
        "usr/share/bash-completion/completions/landmarks", "usr/share/zsh/site-functions/_landmarks",
    ]

    /// Runs make in the repository with `arguments`, apart from any make that runs these tests.
    static func make(_ arguments: [String]) throws -> ProcessRunner.Result {
        var environment = ProcessInfo.processInfo.environment
        for name in ["MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES"] { environment[name] = nil }
        return try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"cd "$0" && exec make --no-print-directory "$@""#, ProcessRunner.repositoryRoot.path] + arguments,
            environment: environment)
    }

    /// The files under `root`, relative to it.
    static func files(under root: String) -> Set<String> {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: Set<String> = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files.insert(path)
            }
        }
        return files
    }

    @Test func installsBinaryDataManualAndCompletionsAndUninstallsThem() throws {
        let root = try ProcessRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // `install` is `release` then `install-files`; the release build is left out to stay fast.
        let arguments = ["DESTDIR=\(root)", "PREFIX=/usr", "BINARY=\(ProcessRunner.landmarksBinary.path)"]
        let install = try Self.make(["install-files"] + arguments)
        #expect(install.status == 0, "\(install.standardError)")
        let files = Self.files(under: root)
        for path in Self.installed {
            #expect(files.contains(path), "\(path) is not installed")
        }
        for (path, source) in [
            ("usr/share/man/man1/landmarks.1", "man/landmarks.1"),
            ("usr/share/bash-completion/completions/landmarks", "completions/landmarks.bash"),
            ("usr/share/zsh/site-functions/_landmarks", "completions/_landmarks"),
        ] {
            let copy = FileManager.default.contents(atPath: root + "/" + path)
            let original = FileManager.default.contents(atPath: DocsGeneratorTests.resources.path + "/" + source)
            #expect(copy != nil && copy == original, "\(path)")
        }

        // The installed binary reads the installed data, not the source tree's.
        let dataURL = URL(fileURLWithPath: root + "/usr/share/landmarks/landmarks.json")
        var records = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: dataURL)) as? [[String: Any]])
        records[0]["name"] = "Installed Rock"
        try JSONSerialization.data(withJSONObject: records).write(to: dataURL)
        let list = try ProcessRunner.run(URL(fileURLWithPath: root + "/usr/bin/landmarks"), ["list"])
        #expect(list.status == 0, "\(list.standardError)")
        #expect(list.standardOutput.hasPrefix("1001\tInstalled Rock\t"))

        let uninstall = try Self.make(["uninstall"] + arguments)
        #expect(uninstall.status == 0, "\(uninstall.standardError)")
        #expect(Self.files(under: root).isEmpty)
    }
}
