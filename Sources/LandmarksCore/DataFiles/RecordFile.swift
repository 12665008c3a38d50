import CLandmarkJSON
import Glibc

/// Where a record lies in its file: the bytes from its `{` to its `}`.
package struct RecordRange: Sendable, Equatable {
    let offset: UInt64
    let length: UInt32

    init(_ range: lj_range) {
        offset = range.offset
        length = UInt32(clamping: range.length)
    }

    init(offset: UInt64, length: UInt32) {
        self.offset = offset
        self.length = length
    }

    /// No range: the record was not read from a file piece by piece (the careful decoder read it).
    static let none = RecordRange(offset: 0, length: 0)
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

    /// The record at `range`, read again; nil when the bytes there are no longer such a record.
    func read<Record: StreamedRecord>(_ type: Record.Type, at range: RecordRange) -> Record? {
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
        var record: Record?
        // The C callback cannot know `Record`: it calls this closure, passed as its context.
        var take: (UnsafeRawPointer) -> Void = { record = Record(streamed: $0, keepsLongTexts: true) }
        let status = bytes.withUnsafeBufferPointer { bytes in
            withUnsafeMutablePointer(to: &take) { take in
                bytes.withMemoryRebound(to: CChar.self) { bytes in
                    lj_parse_record(
                        Record.kind, bytes.baseAddress, bytes.count,
                        { record, context in
                            guard let record, let context else { return 1 }
                            context.assumingMemoryBound(to: ((UnsafeRawPointer) -> Void).self).pointee(record)
                            return 0
                        }, take)
                }
            }
        }
        return status == 0 ? record : nil
    }
}
