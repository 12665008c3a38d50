import CJSONRecords

/// Reads a JSON file whose records are the objects of an array (or of a sequence) a piece at a time as
/// its bytes arrive (simdjson, through `CJSONRecords`), handing over each record's values for `keys`.
///
/// Every mistake is placed: a record's by the reader (its number and field), a syntax error at its
/// line and column, which `JSONSyntaxLocator` finds in the bytes simdjson could not read. The first
/// mistake in the file ends the reading, and the records before it have been handed over.
package struct JSONRecordStream {
    /// Where the records lie in the document.
    package enum Layout: Equatable, Sendable {
        /// The elements of the top-level array.
        case array
        /// The elements of the array under this key of the top-level object (GeoJSON's `features`).
        case member(String)
        /// Objects one after another, blanks between (JSON lines, GeoJSONSeq).
        case sequence
    }

    let keys: JSONKeys
    let layout: Layout
    /// What the file holds, in words for messages: `an array of landmarks`.
    let contents: String
    /// Bytes read at a time: a mebibyte is small enough that the first records arrive at once and big
    /// enough that simdjson runs at full speed.
    let pieceSize: Int

    /// The longest record read, in bytes (`JR_MAX_RECORD_BYTES`).
    static let mostRecordBytes = Int(JR_MAX_RECORD_BYTES)

    /// The most a mistake that is not one of syntax (a document that is not an array) makes the stream
    /// read to find out whether a syntax error comes first, as Foundation's decoder would.
    static let mostReadForSyntax = 64 << 20

    package init(keys: JSONKeys, contents: String, layout: Layout = .array, pieceSize: Int = 1 << 20) {
        self.keys = keys
        self.layout = layout
        self.contents = contents
        self.pieceSize = pieceSize
    }

    /// Reads `input` to its end, handing each record over in file order.
    ///
    /// - Parameters:
    ///   - receive: checks the record and takes what it needs; a mistake it throws ends the reading.
    ///   - afterEachPiece: called once the records a piece of the input completed were handed over,
    ///     also before a mistake is thrown (a reader hands its batch on then).
    package func read(
        _ input: CatalogInput, receive: (JSONRecord) throws(DataFileError) -> Void,
        afterEachPiece: () throws(DataFileError) -> Void = {}
    ) throws(DataFileError) {
        // jr_stream_create fails only without memory, like any allocation.
        let stream =
            switch layout {
            case .array: jr_stream_create_laid_out(keys.keys, JR_LAYOUT_ARRAY, nil, 0)!
            case .sequence: jr_stream_create_laid_out(keys.keys, JR_LAYOUT_SEQUENCE, nil, 0)!
            case .member(var name): name.withUTF8 { jr_stream_create_laid_out(keys.keys, JR_LAYOUT_MEMBER, $0.baseAddress, $0.count)! }
            }
        defer { jr_stream_destroy(stream) }
        var count = 0
        var mistake: DataFileError?
        var piece = [UInt8](repeating: 0, count: pieceSize)
        while true {
            let length = try input.read(into: &piece)
            let status = withoutActuallyEscaping(receive) { receive in
                // The C callback cannot know `receive`: it calls this closure, passed as its context.
                var take: (UnsafePointer<jr_value>, jr_range) -> Bool = { values, range in
                    count += 1
                    do throws(DataFileError) {
                        let text = jr_stream_record_text(stream)
                        let bytes = UnsafeRawBufferPointer(start: text.bytes, count: text.length)
                        try receive(JSONRecord(values: values, range: RecordRange(range), bytes: bytes, number: count, file: input.name))
                        return true
                    } catch {
                        mistake = error
                        return false
                    }
                }
                return piece.withUnsafeBytes { bytes in
                    withUnsafeMutablePointer(to: &take) { take in
                        jr_stream_feed(
                            stream, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), length, length == 0 ? 1 : 0,
                            { values, range, context in
                                guard let values, let context else { return 1 }
                                return context.assumingMemoryBound(to: ((UnsafePointer<jr_value>, jr_range) -> Bool).self).pointee(
                                    values, range)
                                    ? 0 : 1
                            }, take)
                    }
                }
            }
            // The records before a mistake are handed on too (`list` prints them before its error).
            try afterEachPiece()
            switch status {
            case JR_STREAM_MORE: continue
            case JR_STREAM_DONE: return
            case JR_STREAM_STOPPED:
                throw mistake ?? DataFileError(file: input.name, place: .record(count, field: nil), problem: "cannot be read")
            case JR_STREAM_TOO_LONG:
                throw DataFileError(
                    file: input.name, place: .record(count + 1, field: nil),
                    problem: "longer than \(JR_MAX_RECORD_BYTES >> 20) MiB, which no record needs")
            default: throw try placedMistake(status, of: stream, in: input, isFinished: length == 0, records: count)
            }
        }
    }

    /// The mistake the stream stopped at, placed: the first syntax error in its unread bytes, or (when
    /// there is none) the element that is not an array or an object.
    private func placedMistake(
        _ status: jr_stream_status, of stream: OpaquePointer, in input: CatalogInput, isFinished: Bool, records: Int
    ) throws(DataFileError) -> DataFileError {
        let unread = jr_stream_unread(stream)
        var offset: UInt64 = 0
        var line: UInt64 = 0
        var column: UInt64 = 0
        jr_stream_place(stream, &offset, &line, &column)
        // What stands before the unread bytes, so that they read as the rest of a document.
        let opening: String =
            switch layout {
            case .array: "["
            case .member(let name): "{\"\(name)\":["
            case .sequence: ""
            }
        let prefix: [UInt8] =
            switch jr_stream_unread_follows(stream) {
            case JR_FOLLOWS_ARRAY_START: Array(opening.utf8)
            // A value stands for the record: in a sequence, the next one must come after a blank.
            case JR_FOLLOWS_RECORD: Array((opening + "0").utf8)
            default: []
            }
        var document = prefix + UnsafeRawBufferPointer(start: unread.bytes, count: unread.length)
        var isFinished = isFinished
        // A syntax error the locator found only at the end of what arrived may be the cut of a piece: read on.
        func isProvisional(_ failure: (error: JSONSyntaxLocator.SyntaxError, reachedTheEnd: Bool)?) -> Bool {
            !isFinished && (failure?.reachedTheEnd ?? true)
        }
        var failure = JSONSyntaxLocator.firstFailure(in: document, allowsTrailingCommas: true, isSequence: layout == .sequence)
        while isProvisional(failure), document.count < Self.mostReadForSyntax {
            var piece = [UInt8](repeating: 0, count: pieceSize)
            let length = try input.read(into: &piece)
            isFinished = length == 0
            // The stream reads GeoJSONSeq's record separators as blanks: so does the scanner.
            document += layout == .sequence ? piece[0..<length].map { $0 == 0x1E ? 0x20 : $0 } : Array(piece[0..<length])
            failure = JSONSyntaxLocator.firstFailure(in: document, allowsTrailingCommas: true, isSequence: layout == .sequence)
        }
        let start = TextPlace(line: Int(line), column: Int(column))
        if let failure, !isProvisional(failure) {
            return DataFileError(
                file: input.name, place: start.shifted(line: failure.error.line, column: failure.error.column, after: prefix.count),
                problem: failure.error.message)
        }
        // The element that is not an array or an object starts there.
        var first: Int { Int(jr_stream_problem_offset(stream) - offset) + prefix.count }
        var isNull: Bool { document[first...].starts(with: "null".utf8) }
        switch status {
        case JR_STREAM_NOT_AN_ARRAY:
            if case .member(let name) = layout, document[first] == UInt8(ascii: "{"),
                document[..<first].allSatisfy({ [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) })
            {
                return DataFileError(file: input.name, place: .topLevel, problem: "has no \"\(name)\" array, expected \(contents)")
            }
            return DataFileError(
                file: input.name, place: .topLevel, problem: isNull ? "is null, expected \(contents)" : "wrong type, expected \(contents)")
        case JR_STREAM_NOT_AN_OBJECT:
            return DataFileError(
                file: input.name, place: .record(records + 1, field: nil),
                problem: isNull ? "is null, expected an object" : "wrong type, expected an object")
        default:
            // simdjson found a mistake that the locator does not see as one.
            return DataFileError(file: input.name, place: .position(line: start.line, column: start.column), problem: "not valid JSON here")
        }
    }
}

extension JSONRecordStream {
    /// What `read` makes of one record read again from its bytes (`jr_range` found them in the
    /// input); nil when they are not a record (the file changed since it was read).
    static func parse<Value>(record bytes: UnsafeRawBufferPointer, keys: JSONKeys, _ read: (JSONRecord) -> Value?) -> Value? {
        var value: Value?
        let status = withoutActuallyEscaping(read) { read in
            // The C callback cannot know `read`: it calls this closure, passed as its context.
            var take: (UnsafePointer<jr_value>, jr_range) -> Void = { values, range in
                value = read(JSONRecord(values: values, range: RecordRange(range), bytes: bytes, number: 1, file: ""))
            }
            return withUnsafeMutablePointer(to: &take) { take in
                jr_parse_record(
                    keys.keys, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count,
                    { values, range, context in
                        guard let values, let context else { return 1 }
                        context.assumingMemoryBound(to: ((UnsafePointer<jr_value>, jr_range) -> Void).self).pointee(values, range)
                        return 0
                    }, take)
            }
        }
        return status == 0 ? value : nil
    }
}

extension RecordRange {
    init(_ range: jr_range) {
        self.init(offset: range.offset, length: UInt32(clamping: range.length))
    }
}

extension JSONRecordStream {
    /// Calls `body` with each member of the object under `member` of the record in `bytes` (of the
    /// object in `bytes` itself when `member` is empty), in order: its key and value, valid during the
    /// call. False when the bytes are not such a record.
    @discardableResult
    static func forEachMember(
        of member: String, inRecord bytes: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer, jr_value) -> Void
    ) -> Bool {
        withoutActuallyEscaping(body) { body in
            // The C callback cannot know `body`: it calls this closure, passed as its context.
            var take: (jr_text, jr_value) -> Void = { key, value in body(UnsafeRawBufferPointer(start: key.bytes, count: key.length), value)
            }
            var member = member
            return member.withUTF8 { name in
                withUnsafeMutablePointer(to: &take) { take in
                    jr_member_fields(
                        bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count,
                        name.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }, name.count,
                        { key, value, context in
                            guard let value, let context else { return 1 }
                            context.assumingMemoryBound(to: ((jr_text, jr_value) -> Void).self).pointee(key, value.pointee)
                            return 0
                        }, take)
                }
            } == 0
        }
    }
}
