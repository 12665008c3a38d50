import Foundation

/// Reads a data file whole, turning system errors into one-line `DataFileError`s.
enum DataFileReader {
    static func read(_ url: URL) throws -> Data {
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
        do {
            return try Data(contentsOf: url)
        } catch {
            throw DataFileError(file: path, place: .open, problem: "cannot be read")
        }
    }
}
