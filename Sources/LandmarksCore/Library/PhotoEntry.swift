import CLandmarkJSON
import Foundation

/// What a big photos file's record leaves in memory: enough to find, order and rate the photo (the
/// rest, title, author and file, is read again from where the record lies when it is shown).
struct PhotoEntry: StreamedRecord, Sendable {
    let id: Int
    let landmarkID: Int
    /// When it was taken, in seconds since 1970.
    let date: Double
    let rating: Int
    private let width: Int
    private let height: Int
    private let hasFile: Bool

    static var kind: lj_record_kind { LJ_PHOTOS }

    init?(streamed record: UnsafeRawPointer, keepsLongTexts: Bool) {
        let record = record.load(as: lj_photo.self)
        guard let date = ZonedDate(streamed: record.taken_at) else { return nil }
        id = Int(record.id)
        landmarkID = Int(record.landmark_id)
        self.date = date.date.timeIntervalSince1970
        rating = Int(record.rating)
        width = Int(record.width)
        height = Int(record.height)
        hasFile = record.file.length > 0
    }

    /// Checks its values as `Photo.validate` does.
    func validate(record: Int, file: String) throws {
        try Photo.validate(rating: rating, width: width, height: height, hasFile: hasFile, record: record, file: file)
    }
}
