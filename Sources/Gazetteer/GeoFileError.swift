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
}
