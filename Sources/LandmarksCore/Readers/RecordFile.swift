import Glibc

/// Where a record lies in its file: the bytes from its first to its last.
package struct RecordRange: Sendable, Equatable {
    let offset: UInt64
    let length: UInt32

    package init(offset: UInt64, length: UInt32) {
        self.offset = offset
        self.length = length
    }
}

/// A data file kept open, to read a record again when it is shown rather than keep its texts in
/// memory: a million photos then cost a few columns of numbers, not their titles and names.
///
/// The descriptor stays open as long as a record may be asked for, so that a file replaced by a
/// new one (an editor's save) is still read as it was; one changed in place reads as nothing.
package final class RecordFile: Sendable {
    private let descriptor: Int32

    /// Opens `path` for reading; nil when it cannot be.
    package init?(path: String) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 { return nil }
    }

    deinit {
        close(descriptor)
    }

    /// The record at `range` as `parse` reads its bytes; nil when they cannot be read or `parse` finds
    /// no such record there.
    func record<Record>(at range: RecordRange, _ parse: (UnsafeRawBufferPointer) -> Record?) -> Record? {
        guard range.length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(range.length))
        let count = bytes.withUnsafeMutableBytes { buffer in
            var done = 0
            while done < buffer.count {
                let read = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(range.offset) + off_t(done))
                if read < 0, errno == EINTR { continue }
                if read <= 0 { break }
                done += read
            }
            return done
        }
        guard count == bytes.count else { return nil }
        return bytes.withUnsafeBytes(parse)
    }
}

/// A landmark's long texts: what is shown only on its own screen, and can stay in its file till then.
package struct LongTexts: Equatable, Sendable {
    package var description: String
    package var facts: [LandmarkFact]

    package init(description: String, facts: [LandmarkFact] = []) {
        self.description = description
        self.facts = facts
    }
}

/// Where a catalog's long texts (its landmarks' descriptions and facts) are read again when shown: its
/// file, and how its reader finds a record's long texts in the record's bytes.
package struct LongTextFile: Sendable {
    let file: RecordFile
    let longTexts: @Sendable (UnsafeRawBufferPointer, Int) -> LongTexts?

    package init(file: RecordFile, longTexts: @escaping @Sendable (UnsafeRawBufferPointer, Int) -> LongTexts?) {
        self.file = file
        self.longTexts = longTexts
    }

    /// The long texts of the landmark with `id` at `range`; nil when the bytes there are no longer its record.
    func texts(at range: RecordRange, id: Int) -> LongTexts? {
        file.record(at: range) { longTexts($0, id) }
    }
}
