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
    static func decode<Record: ValidatedRecord>(_ type: Record.Type, from data: Data, file: String) throws -> [Record] {
        let records: [Record]
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .custom(decodeISO8601Date)
            try JSONNestingGuard.check(data)
            records = try decoder.decode([Record].self, from: data)
        } catch let error as DecodingError {
            throw dataFileError(for: error, data: data, file: file, contents: Record.fileContents)
        }
        for (index, record) in records.enumerated() {
            try record.validate(record: index + 1, file: file)
        }
        return records
    }

    /// Dates are ISO 8601 with a time zone, e.g. `2023-05-14T06:12:00-07:00`.
    private static func decodeISO8601Date(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = try? Date(text, strategy: .iso8601), isRealDate(date, writtenAs: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\"\(text)\" is not an ISO 8601 date and time with a time zone (e.g. 2023-05-14T06:12:00-07:00)")
        }
        return date
    }

    /// Whether `date`, written back with the text's own UTC offset, has the same day and time: the
    /// parser rolls `2023-02-30T25:61:00Z` over into March instead of refusing it.
    private static func isRealDate(_ date: Date, writtenAs text: String) -> Bool {
        guard let offset = utcOffsetSeconds(of: text), let zone = TimeZone(secondsFromGMT: offset) else { return false }
        let written = date.formatted(Date.ISO8601FormatStyle(timeZone: zone))
        return written.prefix(19) == text.prefix(19)
    }

    /// The UTC offset at the end of an ISO 8601 date and time, in seconds: `Z`, `+05:30` or `+0530`.
    static func utcOffsetSeconds(of text: String) -> Int? {
        if text.hasSuffix("Z") || text.hasSuffix("z") { return 0 }
        guard let time = text.firstIndex(of: "T"),
            let sign = text[time...].lastIndex(where: { $0 == "+" || $0 == "-" })
        else { return nil }
        let digits = text[text.index(after: sign)...].filter { $0 != ":" }
        guard digits.count == 4, digits.allSatisfy(\.isASCII), let hours = Int(digits.prefix(2)),
            let minutes = Int(digits.suffix(2))
        else { return nil }
        return (text[sign] == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
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
