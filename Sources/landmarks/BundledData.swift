import Foundation
import Gazetteer
import Glibc
import WorldMap

/// Finds the landmarks file that ships with the program, from any working directory.
enum BundledData {
    static let fileName = "landmarks.json"

    /// Where the bundled file may be: beside an installed binary (`PREFIX/share/landmarks/`), then in
    /// the source tree the binary was built from.
    static func candidates(executable: String? = executablePath()) -> [URL] {
        // Sources/landmarks/BundledData.swift → the repository's Resources/.
        let sourceTree = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/\(fileName)")
        guard let executable else { return [sourceTree] }
        let installed = URL(fileURLWithPath: executable).deletingLastPathComponent()
            .appendingPathComponent("../share/landmarks/\(fileName)").standardized
        return [installed, sourceTree]
    }

    /// The first candidate that exists, or nil.
    static func landmarksURL(among candidates: [URL] = candidates()) -> URL? {
        candidates.first { FileManager.default.isReadableFile(atPath: $0.path) }
    }

    /// The bundled map outlines, found as the landmarks are (the same folder), or nil.
    static func mapURL(among candidates: [URL] = candidates()) -> URL? {
        candidates.map { $0.deletingLastPathComponent().appendingPathComponent(MapOutlines.fileName) }
            .first { FileManager.default.isReadableFile(atPath: $0.path) }
    }

    /// The bundled place names (the gazetteer), found as the landmarks are (the same folder), or nil.
    static func placesURL(among candidates: [URL] = candidates()) -> URL? {
        candidates.map { $0.deletingLastPathComponent().appendingPathComponent(Gazetteer.fileName) }
            .first { FileManager.default.isReadableFile(atPath: $0.path) }
    }

    /// What to tell the user when no candidate exists: where it looked, and what to do instead.
    static func notFoundMessage(among candidates: [URL] = candidates()) -> String {
        let places = candidates.map { $0.deletingLastPathComponent().path }.joined(separator: " or ")
        return "cannot find the bundled landmarks (looked in \(places)); name a data file with --data FILE"
    }

    /// The running binary's own path, read from the kernel without asking the file system whether every
    /// folder above it can be searched (which fails when another user runs it); nil if unknown.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
