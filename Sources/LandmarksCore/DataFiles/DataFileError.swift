/// A problem with a data file, naming the file, the place in it and what is wrong.
///
/// Its description is one line, `FILE: where: what`, ready to print after `landmarks: `.
package struct DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where in the file the problem is.
    package enum Place: Equatable, Sendable {
        /// Opening or reading the file failed.
        case open
        /// A JSON syntax error at a line and column, both counted from 1.
        case position(line: Int, column: Int)
        /// A line, counted from 1, where an element that holds the mistake starts (XML).
        case line(Int)
        /// The document's top-level value.
        case topLevel
        /// A record of the top-level array, counted from 1, and a field path such as `coordinates.latitude`.
        case record(Int, field: String?)
        /// A row of a delimited text (CSV, TSV), counted from 1 as a spreadsheet numbers them (a
        /// header is row 1), and a column by its header's name.
        case row(Int, column: String?)
    }

    package let file: String
    package let place: Place
    package let problem: String

    package init(file: String, place: Place, problem: String) {
        self.file = file
        self.place = place
        self.problem = problem
    }

    package var description: String {
        "\(file): \(placeText): \(problem)"
    }

    private var placeText: String { Self.describe(place) }

    /// How a place in a file is written in messages: `line 3, column 7`, `row 4`, `record 2, field "name"`.
    package static func describe(_ place: Place) -> String {
        switch place {
        case .open: "open"
        case .position(let line, let column): "line \(line), column \(column)"
        case .line(let line): "line \(line)"
        case .topLevel: "top level"
        case .record(let record, nil): "record \(record)"
        case .record(let record, let field?): "record \(record), field \"\(field)\""
        case .row(let row, nil): "row \(row)"
        case .row(let row, let column?): "row \(row), column \"\(column)\""
        }
    }
}
