import Foundation

/// Writes a fixture's bytes to a file with plain POSIX calls.
///
/// Not `Data.write(to:)`: on Linux Foundation calls fsync for every file, which made 10,000 photos
/// take 35 s here instead of a couple; a test fixture needs no durability.
enum FixtureFile {
    /// Why a file could not be written: the path and the system's reason.
    struct WriteError: Error, CustomStringConvertible {
        let path: String
        let reason: String

        var description: String { "cannot write \(path): \(reason)" }
    }

    /// Creates or replaces the file at `path` with `bytes`.
    /// - Throws: `WriteError` naming the path and `strerror`'s reason.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw error(path) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(path)
            }
            written += count
        }
    }

    private static func error(_ path: String) -> WriteError {
        WriteError(path: path, reason: String(cString: strerror(errno)))
    }
}
