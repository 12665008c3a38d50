import Foundation

/// Decodes the landmarks JSON schema and turns decoder errors into `DataFileError`s with a place.
enum LandmarkDecoding {
    static func decode(_ data: Data, file: String) throws -> [Landmark] {
        let landmarks: [Landmark]
        do {
            landmarks = try JSONDecoder().decode([Landmark].self, from: data)
        } catch let error as DecodingError {
            throw dataFileError(for: error, data: data, file: file)
        }
        for (index, landmark) in landmarks.enumerated() {
            try validate(landmark, record: index + 1, file: file)
        }
        return landmarks
    }

    private static func validate(_ landmark: Landmark, record: Int, file: String) throws {
        let coordinates = landmark.coordinates
        guard (-90...90).contains(coordinates.latitude) else {
            throw DataFileError(
                file: file, place: .record(record, field: "coordinates.latitude"),
                problem: "\(coordinates.latitude) is outside -90...90")
        }
        guard (-180...180).contains(coordinates.longitude) else {
            throw DataFileError(
                file: file, place: .record(record, field: "coordinates.longitude"),
                problem: "\(coordinates.longitude) is outside -180...180")
        }
    }

    private static func dataFileError(for error: DecodingError, data: Data, file: String)
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
                problem: "is null, expected \(describe(type, at: context.codingPath))")
        case .typeMismatch(let type, let context):
            return DataFileError(
                file: file, place: place(of: context.codingPath),
                problem: "wrong type, expected \(describe(type, at: context.codingPath))")
        @unknown default:
            return DataFileError(file: file, place: .topLevel, problem: "not a landmarks file")
        }
    }

    /// The record (counted from 1) and dotted field path of a decoding path such as `[2].coordinates.latitude`.
    private static func place(of path: [any CodingKey]) -> DataFileError.Place {
        guard let first = path.first, let index = first.intValue else { return .topLevel }
        let fields = path.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        return .record(index + 1, field: fields.isEmpty ? nil : fields.joined(separator: "."))
    }

    /// What was expected at `path`, in words; the top level is always the array of landmarks.
    private static func describe(_ type: Any.Type, at path: [any CodingKey]) -> String {
        if path.isEmpty { return "an array of landmarks" }
        return switch type {
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is String.Type: "a string"
        default: "an object"
        }
    }
}
