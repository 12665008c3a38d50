import CLandmarkJSON
import Foundation
import Glibc

/// Reads a landmarks or photos file, or a pipe, piece by piece with simdjson, handing over records as
/// they are read, so that the first ones can be shown while the rest is still on its way.
///
/// It vouches only for input it reads completely; anything else (a syntax error, a missing field,
/// a key given twice) is left to `JSONRecordDecoding`, which names the place, so that every error
/// message stays the same as for a small file.
package final class RecordStream<Batch: StreamedBatch> {
    /// How the input ended.
    package enum Outcome: Equatable, Sendable {
        /// Every record was handed over.
        case complete
        /// The careful decoder must read the input from just after the last record handed over.
        case doubtful(RecordTail)
    }

    /// Bytes read at a time.
    private let pieceSize: Int
    private let stream: OpaquePointer
    /// Whether records keep their long texts (a landmark's description), or leave them to be read again
    /// from the file (their range) when they are shown.
    private let keepsLongTexts: Bool

    /// - Parameters:
    ///   - pieceSize: bytes read at a time; a mebibyte is small enough that the first records
    ///     arrive at once and big enough that simdjson runs at full speed.
    ///   - keepsLongTexts: false leaves a landmark's description out of its record (it is still checked).
    package init(pieceSize: Int = 1 << 20, keepsLongTexts: Bool = true) {
        self.pieceSize = pieceSize
        self.keepsLongTexts = keepsLongTexts
        // lj_stream_create fails only without memory, like any allocation.
        stream = lj_stream_create(Batch.kind)!
    }

    deinit {
        lj_stream_destroy(stream)
    }

    /// Reads `descriptor` to its end, calling `receive` with the records of each piece, in file order.
    ///
    /// - Parameters:
    ///   - keepsBytes: keep what was read after the last record handed over, for the careful decoder
    ///     when simdjson gives up, for input that cannot be read again (a pipe).
    ///   - receive: the records a piece completed, and where each lies in the input; not called for an empty batch.
    /// - Throws: `DataFileError` naming `file` when reading fails or a record is longer than
    ///   `LJ_MAX_RECORD_BYTES` (the input is then read no further).
    package func read(
        _ descriptor: Int32, file: String, keepsBytes: Bool, receive: (Batch, [RecordRange]) -> Void
    ) throws -> Outcome {
        var piece = [UInt8](repeating: 0, count: pieceSize)
        // What was read after the last record handed over (`resume`), and where that is.
        var kept = Data()
        var resume: UInt64 = 0
        var place = TextPlace()
        var vouched = true
        var handedOver = 0
        var tail: RecordTail { RecordTail(offset: resume, bytes: keepsBytes ? kept : nil, place: keepsBytes ? place : nil) }
        while true {
            let count = piece.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw DataFileError(file: file, place: .open, problem: "cannot be read")
            }
            if !vouched {
                // Simdjson gave up: only keep the rest for the careful decoder.
                if count == 0 { return .doubtful(tail) }
                kept.append(contentsOf: piece[0..<count])
                continue
            }
            if keepsBytes { kept.append(contentsOf: piece[0..<count]) }
            let (status, records, ranges) = feed(piece[0..<count], isLast: count == 0)
            if !records.isEmpty { receive(records, ranges) }
            handedOver += records.count
            if let last = ranges.last {
                let end = last.offset + UInt64(last.length)
                if keepsBytes {
                    // What was handed over is not kept: a long catalog on a pipe takes no more memory than a file.
                    let handed = kept.startIndex..<kept.startIndex + Int(end - resume)
                    place.advance(over: kept[handed])
                    kept.removeSubrange(handed)
                }
                resume = end
            }
            switch status {
            case LJ_STREAM_DONE: return .complete
            case LJ_STREAM_MORE: continue
            case LJ_STREAM_TOO_LONG:
                throw DataFileError(
                    file: file, place: .record(handedOver + 1, field: nil),
                    problem: "longer than \(LJ_MAX_RECORD_BYTES >> 20) MiB, which no record needs")
            default:
                guard keepsBytes, count > 0 else { return .doubtful(tail) }
                vouched = false
            }
        }
    }

    /// The records of a whole document in memory, not yet validated; nil leaves it to the careful decoder.
    static func records(in data: Data) -> Batch? {
        let (status, records, _) = RecordStream().feed(data, isLast: true)
        return status == LJ_STREAM_DONE ? records : nil
    }

    /// Hands simdjson the next bytes; the records they complete, and what it found.
    private func feed(_ bytes: some ContiguousBytes, isLast: Bool) -> (lj_stream_status, Batch, [RecordRange]) {
        var records = Batch()
        var ranges: [RecordRange] = []
        // The C callback cannot know `Batch`: it calls this closure, passed as its context.
        var take: (UnsafeRawPointer) -> Bool = { [keepsLongTexts] record in
            guard records.append(streamed: record, keepsLongTexts: keepsLongTexts) else { return false }
            // Both kinds of C record start with their range.
            ranges.append(RecordRange(record.load(as: lj_range.self)))
            return true
        }
        let status = bytes.withUnsafeBytes { bytes in
            withUnsafeMutablePointer(to: &take) { take in
                lj_stream_feed(
                    stream, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, isLast ? 1 : 0,
                    { record, context in
                        guard let record, let context else { return 1 }
                        return context.assumingMemoryBound(to: ((UnsafeRawPointer) -> Bool).self).pointee(record) ? 0 : 1
                    }, take)
            }
        }
        return (status, records, ranges)
    }
}

/// What `RecordStream` fills with the records of a piece: an array of them, or landmarks' columns.
package protocol StreamedBatch {
    /// Which kind of record the C reader makes.
    static var kind: lj_record_kind { get }
    init()
    var isEmpty: Bool { get }
    var count: Int { get }
    /// Adds the C reader's record (see `StreamedRecord`); false when it cannot vouch for it.
    mutating func append(streamed record: UnsafeRawPointer, keepsLongTexts: Bool) -> Bool
}

extension Array: StreamedBatch where Element: StreamedRecord {
    package static var kind: lj_record_kind { Element.kind }

    package mutating func append(streamed record: UnsafeRawPointer, keepsLongTexts: Bool) -> Bool {
        guard let read = Element(streamed: record, keepsLongTexts: keepsLongTexts) else { return false }
        append(read)
        return true
    }
}

/// A record `RecordStream` reads: which kind the C reader makes, and the record made of it.
package protocol StreamedRecord {
    static var kind: lj_record_kind { get }
    /// The record from the C reader's (an `lj_landmark` or `lj_photo`, per `kind`), its texts copied,
    /// as they live only during the callback (long ones only when `keepsLongTexts`); nil when it
    /// cannot vouch for it.
    init?(streamed record: UnsafeRawPointer, keepsLongTexts: Bool)
}

/// A text the C reader hands over, copied.
private func copied(_ text: lj_text) -> String {
    String(decoding: UnsafeRawBufferPointer(start: text.bytes, count: text.length), as: UTF8.self)
}

extension ZonedDate {
    /// The date of a text the C reader hands over: the common ISO 8601 form read from its bytes,
    /// any other made a text for Foundation's parser.
    init?(streamed text: lj_text) {
        let bytes = UnsafeRawBufferPointer(start: text.bytes, count: text.length)
        guard let date = ZonedDate(plainISO8601: bytes.bindMemory(to: UInt8.self)) ?? ZonedDate(iso8601: copied(text))
        else { return nil }
        self = date
    }
}

extension Landmark: StreamedRecord {
    package static var kind: lj_record_kind { LJ_LANDMARKS }

    package init?(streamed record: UnsafeRawPointer, keepsLongTexts: Bool) {
        let record = record.load(as: lj_landmark.self)
        self.init(
            id: Int(record.id), name: copied(record.name), park: copied(record.park), city: copied(record.city),
            state: copied(record.state), category: Category(rawValue: copied(record.category)),
            isFeatured: record.is_featured != 0, isFavorite: record.is_favorite != 0,
            coordinates: Coordinates(latitude: record.latitude, longitude: record.longitude),
            description: keepsLongTexts ? copied(record.description) : "", imageName: copied(record.image_name))
    }
}

extension Photo: StreamedRecord {
    package static var kind: lj_record_kind { LJ_PHOTOS }

    package init?(streamed record: UnsafeRawPointer, keepsLongTexts: Bool) {
        let record = record.load(as: lj_photo.self)
        guard let takenAt = ZonedDate(streamed: record.taken_at) else { return nil }
        self.init(
            id: Int(record.id), landmarkId: Int(record.landmark_id), title: copied(record.title),
            author: Author(
                username: copied(record.username), firstName: copied(record.first_name),
                lastName: copied(record.last_name)),
            takenAt: takenAt, rating: Int(record.rating), file: copied(record.file), width: Int(record.width),
            height: Int(record.height))
    }
}
