import Foundation

/// A record of a JSON data file that checks its own values once decoded.
protocol ValidatedRecord: Decodable {
    /// What the file holds, in words, e.g. `an array of landmarks`.
    static var fileContents: String { get }
    /// Throws a `DataFileError` for a value that decodes but is not allowed, e.g. a rating of 7.
    func validate(record: Int, file: String) throws
}

/// Decodes a JSON array of records and turns decoder errors into `DataFileError`s with a place.
enum JSONRecordDecoding {
    /// From this size, a syntax error is looked for before Foundation decodes the document.
    static let bigDocument = 16 << 20

    /// - Parameter bigDocument: from this size, syntax is checked first (tests make it small).
    static func decode<Record: ValidatedRecord>(
        _ type: Record.Type, from data: Data, file: String, bigDocument: Int = bigDocument
    ) throws -> [Record] {
        // Foundation builds the whole document before it finds that a big file is cut short (gigabytes
        // for a truncated 400 MB file); our scanner places the error with nothing built. Foundation
        // still judges what it is lenient about (a trailing comma) and everything well-formed.
        if data.count >= bigDocument, let syntax = JSONSyntaxLocator.firstError(in: Array(data)),
            !["expected a value", "expected a quoted key"].contains(syntax.message)
        {
            throw DataFileError(file: file, place: .position(line: syntax.line, column: syntax.column), problem: syntax.message)
        }
        let records: [Record]
        do {
            try JSONNestingGuard.check(data)
            records = try JSONDecoder().decode([Record].self, from: data)
        } catch let error as DecodingError {
            throw dataFileError(for: error, data: data, file: file, contents: Record.fileContents)
        }
        try validate(records, file: file)
        return records
    }

    /// Checks the values of records already read, in order, naming the first bad one.
    static func validate<Record: ValidatedRecord>(_ records: [Record], file: String) throws {
        for (index, record) in records.enumerated() {
            try record.validate(record: index + 1, file: file)
        }
    }

    private static func dataFileError(for error: DecodingError, data: Data, file: String, contents: String)
        -> DataFileError
    {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            if let syntax = JSONSyntaxLocator.firstError(in: Array(data)) {
                return DataFileError(
                    file: file, place: .position(line: syntax.line, column: syntax.column),
                    problem: syntax.message)
            }
            // Well-formed JSON that Foundation still rejects: a number too large or a lone surrogate.
            return DataFileError(
                file: file, place: .topLevel,
                problem: "a value cannot be read (a number out of range, a non-integer id, or a lone surrogate)")
        case .dataCorrupted(let context):
            return DataFileError(
                file: file, place: place(of: context.codingPath), problem: context.debugDescription)
        case .keyNotFound(let key, let context):
            return DataFileError(
                file: file, place: place(of: context.codingPath + [key]), problem: "missing")
        case .valueNotFound(let type, let context):
            return DataFileError(
                file: file, place: place(of: context.codingPath),
                problem: "is null, expected \(describe(type, at: context.codingPath, contents: contents))")
        case .typeMismatch(let type, let context):
            return DataFileError(
                file: file, place: place(of: context.codingPath),
                problem: "wrong type, expected \(describe(type, at: context.codingPath, contents: contents))")
        @unknown default:
            return DataFileError(file: file, place: .topLevel, problem: "expected \(contents)")
        }
    }

    /// The record (counted from 1) and dotted field path of a decoding path such as `[2].coordinates.latitude`.
    private static func place(of path: [any CodingKey]) -> DataFileError.Place {
        guard let first = path.first, let index = first.intValue else { return .topLevel }
        let fields = path.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        return .record(index + 1, field: fields.isEmpty ? nil : fields.joined(separator: "."))
    }

    /// What was expected at `path`, in words; the top level is always the array of records.
    private static func describe(_ type: Any.Type, at path: [any CodingKey], contents: String) -> String {
        if path.isEmpty { return contents }
        return switch type {
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is String.Type: "a string"
        default: "an object"
        }
    }
}
