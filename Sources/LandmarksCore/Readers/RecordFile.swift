import Glibc
import Locking

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
///
/// A block of the file around the record asked for is read and kept: the records asked for next
/// (the landmarks beside the selection, each Down) mostly lie in it and are read without the file,
/// as long as the file's size and time of change are those it had when the block was read.
package final class RecordFile: Sendable {
    private let descriptor: Int32
    /// The block read last, from this offset in the file, and the file's identity then.
    private let block = Locked<(offset: UInt64, bytes: [UInt8], identity: FileIdentity?)>((0, [], nil))
    /// The size of a block, from an offset that is a multiple of it: a few dozen records of a catalog.
    static let blockSize = 16 * 1024

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
        let end = range.offset + UInt64(range.length)
        let identity = FileIdentity(descriptor: descriptor)
        return block.withLock { block in
            if identity == nil || identity != block.identity || range.offset < block.offset
                || end > block.offset + UInt64(block.bytes.count)
            {
                // A block where the records asked for follow each other (file order), the record alone
                // where they jump about (a list sorted by name).
                let isNear = !block.bytes.isEmpty && range.offset.distance(to: block.offset).magnitude < 4 * UInt64(Self.blockSize)
                let start = isNear ? range.offset - range.offset % UInt64(Self.blockSize) : range.offset
                block = (start, read(from: start, count: isNear ? max(Int(end - start), Self.blockSize) : Int(range.length)), identity)
                // Short of the record: the file ends before it (it was changed in place).
                guard end <= start + UInt64(block.bytes.count) else { return nil }
            }
            let from = Int(range.offset - block.offset)
            return block.bytes.withUnsafeBytes { parse(UnsafeRawBufferPointer(rebasing: $0[from..<(from + Int(range.length))])) }
        }
    }

    /// Up to `count` bytes from `offset`: fewer where the file ends or cannot be read.
    private func read(from offset: UInt64, count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let done = bytes.withUnsafeMutableBytes { buffer in
            var done = 0
            while done < buffer.count {
                let read = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset) + off_t(done))
                if read < 0, errno == EINTR { continue }
                if read <= 0 { break }
                done += read
            }
            return done
        }
        bytes.removeLast(count - done)
        return bytes
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
