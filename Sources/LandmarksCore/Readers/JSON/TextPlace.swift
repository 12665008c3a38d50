/// A line and column in a text, both from 1, columns counted in characters (UTF-8 lead bytes), as
/// `JSONSyntaxLocator` counts them.
struct TextPlace: Equatable, Sendable {
    private(set) var line = 1
    private(set) var column = 1

    init(line: Int = 1, column: Int = 1) {
        self.line = line
        self.column = column
    }

    /// A position found in a document made of `prefix` characters and then a text that starts here,
    /// as a position in the whole input: the document's first line continues this one.
    func shifted(line documentLine: Int, column documentColumn: Int, after prefix: Int) -> DataFileError.Place {
        documentLine == 1
            ? .position(line: line, column: column + documentColumn - 1 - prefix)
            : .position(line: line + documentLine - 1, column: documentColumn)
    }
}
