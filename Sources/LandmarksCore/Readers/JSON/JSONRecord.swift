import CJSONRecords
import Glibc

/// One record of a JSON file as the stream hands it over: the values of the keys asked for, read as
/// a reader's schema wants them, each mistake a `DataFileError` naming the record and the field.
///
/// Its texts lie in the stream's buffers: they are valid only during the call that hands it over.
package struct JSONRecord {
    private let values: UnsafePointer<jr_value>
    /// Where the record lies in the input.
    package let range: RecordRange
    /// Its bytes, from its `{` to its `}`.
    package let bytes: UnsafeRawBufferPointer
    /// Its place in the file's array, from 1.
    package let number: Int
    /// How messages name the file.
    package let file: String

    init(values: UnsafePointer<jr_value>, range: RecordRange, bytes: UnsafeRawBufferPointer, number: Int, file: String) {
        self.values = values
        self.range = range
        self.bytes = bytes
        self.number = number
        self.file = file
    }

    /// A mistake in this record's `field`.
    package func failure(_ field: String?, _ problem: String) -> DataFileError {
        DataFileError(file: file, place: .record(number, field: field), problem: problem)
    }

    /// What is wanted of a key, in the words of a message.
    private enum Wanted: String {
        case integer = "an integer"
        case number = "a number"
        case text = "a string"
        case flag = "true or false"
        case object = "an object"
    }

    private static let unreadable = "a value cannot be read (a number out of range, or a lone surrogate in a text)"

    /// The value of `key`, or nil when it is absent or (unless `required`) null; throws when it is
    /// required but absent or null, or of another kind than `kind`.
    private func value(_ key: JSONKeys.Key, _ kind: jr_kind, _ wanted: Wanted, required: Bool) throws(DataFileError) -> jr_value? {
        let value = values[key.slot]
        switch value.kind {
        case kind: return value
        case JR_ABSENT where required: throw failure(key.path, "missing")
        case JR_NULL where required: throw failure(key.path, "is null, expected \(wanted.rawValue)")
        case JR_ABSENT, JR_NULL: return nil
        case JR_UNREADABLE_STRING where kind == JR_STRING: throw failure(key.path, Self.unreadable)
        default: throw failure(key.path, "wrong type, expected \(wanted.rawValue)")
        }
    }

    /// A whole number: an integer token, or one such as `1.0` or `1e2` that Foundation reads as one.
    package func integer(_ key: JSONKeys.Key) throws(DataFileError) -> Int {
        guard let value = try value(key, JR_NUMBER, .integer, required: true) else { return 0 }
        if value.has_integer != 0 { return Int(value.integer) }
        if value.has_number != 0, value.number.rounded() == value.number, let whole = Int(exactly: value.number) { return whole }
        let token = String(decoding: UnsafeRawBufferPointer(start: value.text.bytes, count: value.text.length).prefix(40), as: UTF8.self)
        throw failure(key.path, "\(token) cannot be read here (a whole number is wanted, or a smaller one)")
    }

    /// A number.
    package func number(_ key: JSONKeys.Key) throws(DataFileError) -> Double {
        guard let value = try value(key, JR_NUMBER, .number, required: true) else { return 0 }
        guard value.has_number != 0 else { throw failure(key.path, Self.unreadable) }
        return value.number
    }

    /// A text's UTF-8 bytes, empty when it is absent or null and not `required`.
    package func text(_ key: JSONKeys.Key, required: Bool = false) throws(DataFileError) -> UnsafeRawBufferPointer {
        guard let value = try value(key, JR_STRING, .text, required: required) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: value.text.bytes, count: value.text.length)
    }

    /// A flag, false when it is absent or null.
    package func flag(_ key: JSONKeys.Key) throws(DataFileError) -> Bool {
        try value(key, JR_BOOLEAN, .flag, required: false).map { $0.boolean != 0 } ?? false
    }

    /// The text of a value as a person reads it, whatever its kind: a string's text, a number's token,
    /// `true` or `false`; nil when it is absent, null, an array, an object or unreadable. For formats
    /// whose fields are free-form (GeoJSON's properties), where a value of another kind is no mistake.
    package func shownText(_ key: JSONKeys.Key) -> UnsafeRawBufferPointer? {
        let value = values[key.slot]
        switch value.kind {
        case JR_STRING, JR_NUMBER: return UnsafeRawBufferPointer(start: value.text.bytes, count: value.text.length)
        case JR_BOOLEAN:
            let word: StaticString = value.boolean != 0 ? "true" : "false"
            return UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        default: return nil
        }
    }

    /// The JSON text of the array `key` holds (`[1.5, 2]`); nil when it holds none.
    package func arrayText(_ key: JSONKeys.Key) -> UnsafeRawBufferPointer? {
        let value = values[key.slot]
        guard value.kind == JR_ARRAY else { return nil }
        return UnsafeRawBufferPointer(start: value.text.bytes, count: value.text.length)
    }

    /// The whole number `key` holds as a 64-bit integer token; nil when it holds anything else.
    package func wholeNumber(_ key: JSONKeys.Key) -> Int? {
        let value = values[key.slot]
        return value.kind == JR_NUMBER && value.has_integer != 0 ? Int(value.integer) : nil
    }

    /// Checks that `key` holds an object (its keys are read with the others).
    package func requireObject(_ key: JSONKeys.Key) throws(DataFileError) {
        _ = try value(key, JR_OBJECT, .object, required: true)
    }
}

extension UnsafeRawBufferPointer {
    /// Whether these bytes are `text`'s UTF-8, compared at once (a reader compares a type per record).
    package func holds(_ text: StaticString) -> Bool {
        count == text.utf8CodeUnitCount && (count == 0 || memcmp(baseAddress!, text.utf8Start, count) == 0)
    }
}
