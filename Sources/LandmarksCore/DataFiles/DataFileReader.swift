import Foundation
import Glibc

/// Opens a data file, turning system errors into one-line `DataFileError`s.
enum DataFileReader {
    /// Opens the file for reading, after checking that it is a readable file.
    ///
    /// - Returns: a file descriptor the caller closes.
    static func open(_ url: URL) throws(DataFileError) -> Int32 {
        try checkReadable(url)
        let descriptor = Glibc.open(url.relativePath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DataFileError(file: url.relativePath, place: .open, problem: "cannot be read") }
        return descriptor
    }

    /// Throws the error a user understands when the file is missing, a folder or not readable.
    private static func checkReadable(_ url: URL) throws(DataFileError) {
        let path = url.relativePath
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DataFileError(file: path, place: .open, problem: "no such file")
        }
        if isDirectory.boolValue {
            throw DataFileError(file: path, place: .open, problem: "is a directory, not a file")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw DataFileError(file: path, place: .open, problem: "permission denied")
        }
    }
}
