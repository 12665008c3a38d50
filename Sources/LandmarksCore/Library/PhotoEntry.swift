import CLandmarkJSON
import Foundation

/// What a big photos file's record leaves in memory: enough to find, order and rate the photo, and
/// where to read the rest (title, author, file) when it is shown.
struct PhotoEntry: StreamedRecord, Sendable {
    let id: Int
    let landmarkID: Int
    /// When it was taken, in seconds since 1970.
    let date: Double
    let rating: Int
    let range: RecordRange
    private let width: Int
    private let height: Int
    private let hasFile: Bool

    static var kind: lj_record_kind { LJ_PHOTOS }

    init?(streamed record: UnsafeRawPointer, keepsLongTexts: Bool) {
        let record = record.load(as: lj_photo.self)
        // The common form is read from the bytes; any other is made a text for Foundation's parser.
        let bytes = UnsafeRawBufferPointer(start: record.taken_at.bytes, count: record.taken_at.length)
        guard
            let date = ZonedDate(plainISO8601: bytes.bindMemory(to: UInt8.self))
                ?? ZonedDate(iso8601: String(decoding: bytes, as: UTF8.self))
        else { return nil }
        id = Int(record.id)
        landmarkID = Int(record.landmark_id)
        self.date = date.date.timeIntervalSince1970
        rating = Int(record.rating)
        range = RecordRange(record.range)
        width = Int(record.width)
        height = Int(record.height)
        hasFile = record.file.length > 0
    }

    /// Checks its values as `Photo.validate` does.
    func validate(record: Int, file: String) throws {
        try Photo.validate(rating: rating, width: width, height: height, hasFile: hasFile, record: record, file: file)
    }
}
