import Foundation

/// Replaces a file's content all at once: a kill at any moment leaves the old content or the new, never a mix.
package enum AtomicFile {
    /// A failed system call, with the path and the system's reason, e.g. `…/state.json: Read-only file system`.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package let path: String
        package let reason: String
        package var description: String { "\(path): \(reason)" }

        init(path: String, errorNumber: Int32 = errno) {
            self.path = path
            self.reason = String(cString: strerror(errorNumber))
        }
    }

    /// Writes `data` to a temporary file beside `path`, flushes it to disk, renames it over `path` and
    /// flushes the folder, so that the rename itself survives a power cut.
    ///
    /// - Parameter writeContents: writes the bytes to an open file and returns 0 or an `errno` value;
    ///   replaceable so that tests can fail it midway.
    /// - Throws: `Failure` when any step fails; `path` is then untouched and no temporary file is left.
    package static func write(
        _ data: Data, to path: String, writeContents: (Int32, Data) -> Int32 = writeAll
    ) throws {
        var template = Array((path + ".tmp-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw Failure(path: path) }
        let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let writeError = writeContents(descriptor, data)
        let failure: Failure? =
            if writeError != 0 { Failure(path: path, errorNumber: writeError) } else if fsync(descriptor) != 0 { Failure(path: path) } else
            { nil }
        if close(descriptor) != 0 || failure != nil {
            let failure = failure ?? Failure(path: path)
            unlink(temporaryPath)
            throw failure
        }
        guard rename(temporaryPath, path) == 0 else {
            let failure = Failure(path: path)
            unlink(temporaryPath)
            throw failure
        }
        let folder = (path as NSString).deletingLastPathComponent
        let folderDescriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Writes every byte, retrying short writes and interruptions; returns 0 or the `errno` value.
    package static func writeAll(_ descriptor: Int32, _ data: Data) -> Int32 {
        data.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, start + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }
}
