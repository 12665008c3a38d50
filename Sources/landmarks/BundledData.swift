import Foundation

/// Finds the landmarks file that ships with the program, from any working directory.
enum BundledData {
    static let fileName = "landmarks.json"

    /// The bundled landmarks file: beside an installed binary (`PREFIX/share/landmarks/`), or in the
    /// source tree the binary was built from.
    static func landmarksURL() -> URL {
        candidates().first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates()[0]
    }

    private static func candidates() -> [URL] {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let installed = executable.deletingLastPathComponent()
            .appendingPathComponent("../share/landmarks/\(fileName)").standardized
        // Sources/landmarks/BundledData.swift → the repository's Resources/.
        let sourceTree = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/\(fileName)")
        return [installed, sourceTree]
    }
}
