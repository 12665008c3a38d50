import Foundation

/// A geographic data file (the map, the place names) that cannot be used, with the one line that says why.
package struct GeoFileError: Error, Equatable, CustomStringConvertible {
    package let file: String
    package let problem: String

    package init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    package var description: String { "\(file): \(problem)" }

    /// The description with the file's name only, where a line is short (a map panel).
    package var briefDescription: String { "\(file.split(separator: "/").last ?? ""): \(problem)" }

    /// The bytes of the data file at `url`.
    ///
    /// - Throws: `GeoFileError` naming it, `cannot read it`, when it cannot be read.
    package static func contents(of url: URL) throws(GeoFileError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw GeoFileError(file: url.path, problem: "cannot read it")
        }
    }
}
