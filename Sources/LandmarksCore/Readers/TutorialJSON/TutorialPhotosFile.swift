import Foundation

/// Reads the photos file of a catalog in the tutorial's schema (`photos.json` beside the landmarks):
/// an array of records with `id`, `landmarkId`, `title`, `author` (`username`, `firstName`,
/// `lastName`), `takenAt` (ISO 8601 with its offset), `rating` (0…5), `file`, `width` and `height`,
/// all required.
enum TutorialPhotosFile {
    /// What the file holds, for messages.
    static let contents = "an array of photos"

    /// The keys of a record, in the order their mistakes are looked for.
    private struct Keys: Sendable {
        let set = JSONKeys()
        let id, landmarkId, title, author, username, firstName, lastName, takenAt, rating, file, width, height: JSONKeys.Key

        init() {
            id = set.add("id")
            landmarkId = set.add("landmarkId")
            title = set.add("title")
            author = set.add("author")
            username = set.add("username", in: author)
            firstName = set.add("firstName", in: author)
            lastName = set.add("lastName", in: author)
            takenAt = set.add("takenAt")
            rating = set.add("rating")
            file = set.add("file")
            width = set.add("width")
            height = set.add("height")
        }
    }

    private static let keys = Keys()

    /// The photos of `input`, checked: kept whole, or (with `file`, the file being read) only their
    /// numbers, the rest read again from `file` when shown.
    static func read(_ input: CatalogInput, leavingTextsIn file: RecordFile?) throws(DataFileError) -> PhotoColumns {
        var columns = file.map { PhotoColumns(file: $0, size: input.size) } ?? PhotoColumns()
        try JSONRecordStream(keys: keys.set, contents: contents).read(input) { record throws(DataFileError) in
            if file != nil {
                columns.append(try entry(record), at: record.range)
            } else {
                columns.append(try photo(record))
            }
        }
        return columns
    }

    /// The photo of a record read again from `bytes`; nil when they are not a photo's record.
    static func photo(fromRecord bytes: UnsafeRawBufferPointer) -> Photo? {
        JSONRecordStream.parse(record: bytes, keys: keys.set) { try? photo($0) }
    }

    /// The whole photo of `record`, its values checked.
    private static func photo(_ record: JSONRecord) throws(DataFileError) -> Photo {
        var photo: Photo?
        try checked(record) { fields in
            photo = Photo(
                id: fields.id, landmarkId: fields.landmarkID, title: String(decoding: fields.title, as: UTF8.self),
                author: Photo.Author(
                    username: String(decoding: fields.username, as: UTF8.self),
                    firstName: String(decoding: fields.firstName, as: UTF8.self),
                    lastName: String(decoding: fields.lastName, as: UTF8.self)),
                takenAt: fields.takenAt, rating: fields.rating, file: String(decoding: fields.file, as: UTF8.self), width: fields.width,
                height: fields.height)
        }
        return photo!
    }

    /// The numbers of `record`'s photo, its values checked, without a text made.
    private static func entry(_ record: JSONRecord) throws(DataFileError) -> PhotoEntry {
        var entry: PhotoEntry?
        try checked(record) { fields in
            entry = PhotoEntry(
                id: fields.id, landmarkID: fields.landmarkID, date: fields.takenAt.date.timeIntervalSince1970, rating: fields.rating)
        }
        return entry!
    }

    /// A record's values, its texts where they lie.
    private struct Fields {
        var id = 0, landmarkID = 0, rating = 0, width = 0, height = 0
        var title, username, firstName, lastName, file: UnsafeRawBufferPointer
        var takenAt: ZonedDate
    }

    /// Reads and checks the values of `record`, in the order Foundation's decoder checked them, then
    /// their ranges, and hands them to `body`.
    private static func checked(_ record: JSONRecord, _ body: (Fields) -> Void) throws(DataFileError) {
        let id = try record.integer(keys.id)
        let landmarkID = try record.integer(keys.landmarkId)
        let title = try record.text(keys.title, required: true)
        try record.requireObject(keys.author)
        let username = try record.text(keys.username, required: true)
        let firstName = try record.text(keys.firstName, required: true)
        let lastName = try record.text(keys.lastName, required: true)
        let takenAtText = try record.text(keys.takenAt, required: true)
        guard
            let takenAt = ZonedDate(plainISO8601: takenAtText.bindMemory(to: UInt8.self))
                ?? ZonedDate(iso8601: String(decoding: takenAtText, as: UTF8.self))
        else {
            throw record.failure(
                keys.takenAt.path,
                "\"\(String(decoding: takenAtText, as: UTF8.self))\" is not an ISO 8601 date and time with a time zone (e.g. 2023-05-14T06:12:00-07:00)"
            )
        }
        let rating = try record.integer(keys.rating)
        let file = try record.text(keys.file, required: true)
        let width = try record.integer(keys.width)
        let height = try record.integer(keys.height)
        try Photo.validate(rating: rating, width: width, height: height, hasFile: !file.isEmpty, record: record.number, file: record.file)
        body(
            Fields(
                id: id, landmarkID: landmarkID, rating: rating, width: width, height: height, title: title, username: username,
                firstName: firstName, lastName: lastName, file: file, takenAt: takenAt))
    }
}
