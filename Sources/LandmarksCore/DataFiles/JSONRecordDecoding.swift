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
        if data.count >= bigDocument, let syntax = JSONSyntaxLocator.firstError(in: Array(data)), !isLeniency(syntax.message) {
            throw DataFileError(file: file, place: .position(line: syntax.line, column: syntax.column), problem: syntax.message)
        }
        let records: [Record]
        do {
            try JSONNestingGuard.check(data)
            records = try JSONDecoder().decode([Record].self, from: data)
        } catch let error as DecodingError {
            throw dataFileError(for: error, data: data, file: file, record: Record.self)
        }
        try validate(records, file: file)
        return records
    }

    /// Whether the scanner's error may be what Foundation accepts: a trailing comma (the tutorial's
    /// file has one), which the scanner finds as a missing value or key.
    private static func isLeniency(_ message: String) -> Bool {
        ["expected a value", "expected a quoted key"].contains(message)
    }

    /// Checks the values of records already read, in order, naming the first bad one.
    static func validate<Record: ValidatedRecord>(_ records: [Record], file: String) throws {
        for (index, record) in records.enumerated() {
            try record.validate(record: index + 1, file: file)
        }
    }

    private static func dataFileError<Record: ValidatedRecord>(
        for error: DecodingError, data: Data, file: String, record: Record.Type
    ) -> DataFileError {
        let contents = Record.fileContents
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // Well-formed JSON that Foundation still rejects: a number too large or a lone surrogate
            // (the scanner's error may be a trailing comma that Foundation accepts).
            let syntax = JSONSyntaxLocator.firstError(in: Array(data)).map {
                DataFileError(file: file, place: .position(line: $0.line, column: $0.column), problem: $0.message)
            }
            if let syntax, !isLeniency(syntax.problem) { return syntax }
            guard let unreadable = unreadableValue(in: data, as: Record.self) else {
                return syntax ?? DataFileError(file: file, place: .topLevel, problem: "a value cannot be read")
            }
            return DataFileError(file: file, place: unreadable.place, problem: unreadable.problem)
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

    /// Where a well-formed document holds a value Foundation cannot read (it says only that the
    /// document is not valid JSON), and what it is: the first record it cannot decode alone, and in
    /// it the value that fails on its own (a lone surrogate, 1e999) or the number whose replacement
    /// by `0` lets the record decode (1.5 or 2^70 where an integer belongs).
    private static func unreadableValue<Record: Decodable>(
        in data: Data, as type: Record.Type
    ) -> (place: DataFileError.Place, problem: String)? {
        let bytes = Array(data)
        func isUnreadable(_ json: [UInt8]) -> Bool {
            do {
                _ = try JSONDecoder().decode(Record.self, from: Data(json))
                return false
            } catch DecodingError.dataCorrupted(let context) {
                return context.codingPath.isEmpty
            } catch {
                return false
            }
        }
        guard let records = JSONSyntaxLocator.members(of: bytes),
            let number = records.firstIndex(where: { isUnreadable(Array(bytes[$0.range])) })
        else { return nil }
        let record = Array(bytes[records[number].range])
        var field: String?
        var value: ArraySlice<UInt8> = []
        do {
            _ = try JSONDecoder().decode(JSONValue.self, from: Data(record))
            // Only a number can be what no type reads yet JSONValue reads (a fraction, 2^70).
            let culprit = JSONSyntaxLocator.members(of: record)?.first { member in
                isNumber(record[member.value])
                    && !isUnreadable(Array(record[..<member.value.lowerBound]) + Array("0".utf8) + record[member.value.upperBound...])
            }
            field = culprit?.key.flatMap { try? JSONDecoder().decode([String].self, from: Data("[".utf8) + record[$0] + Data("]".utf8)).first }
            value = culprit.map { record[$0.value] } ?? []
        } catch let error as DecodingError {
            field = fieldPath(codingPath(of: error))
        } catch {}
        let problem =
            if isNumber(value) {
                "\(String(decoding: value.prefix(40), as: UTF8.self)) cannot be read here (a whole number is wanted, or a smaller one)"
            } else {
                "a value cannot be read (a number out of range, or a lone surrogate in a text)"
            }
        return (.record(number + 1, field: field), problem)
    }

    /// Whether JSON `value` is a number.
    private static func isNumber(_ value: ArraySlice<UInt8>) -> Bool {
        value.first.map { $0 == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
    }

    /// The record (counted from 1) and dotted field path of a decoding path such as `[2].coordinates.latitude`.
    private static func place(of path: [any CodingKey]) -> DataFileError.Place {
        guard let first = path.first, let index = first.intValue else { return .topLevel }
        return .record(index + 1, field: fieldPath(path.dropFirst()))
    }

    /// Where in the document `error` happened.
    private static func codingPath(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .valueNotFound(_, let context),
            .typeMismatch(_, let context):
            context.codingPath
        @unknown default: []
        }
    }

    /// A field path within a record, such as `coordinates.latitude` or `tags.[2]`; nil for the record.
    private static func fieldPath(_ path: some Collection<any CodingKey>) -> String? {
        path.isEmpty ? nil : path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
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
