import Foundation

/// Photos kept compactly: a column for each number that finds, orders and rates them, and the rest
/// either kept whole (a small or doubtful file, which the careful decoder read) or read again from
/// the file when a photo is shown (a big one: three million photos then take about 40 bytes each).
/// Photos kept whole may follow those of a file (the images a KMZ carries, after its photos.json's).
struct PhotoColumns: Sendable {
    private var ids: [Int] = []
    private var landmarkIDs: [Int] = []
    /// When each was taken, in seconds since 1970.
    private var dates: [Double] = []
    private var ratings: [UInt8] = []
    /// Where each photo of `file` lies in it, then the photos kept whole (after the file's).
    private var kept: [Photo] = []
    private var offsets: [UInt64] = []
    private var lengths: [UInt32] = []
    private let file: RecordFile?

    /// The fewest bytes a photo takes in a file (every field is required).
    private static let smallestRecordBytes = 150

    /// Photos kept whole.
    init(_ photos: [Photo] = []) {
        file = nil
        for photo in photos { append(photo) }
    }

    /// Photos read again from `file` (of `size` bytes, when known) when shown; `append(_:)` adds them.
    init(file: RecordFile, size: Int?) {
        self.file = file
        // Room for every photo the file can hold, so that no column is copied as it grows (a copy
        // holds the old column and the new at once); untouched room costs address space, not memory.
        let most = (size ?? 0) / Self.smallestRecordBytes
        ids.reserveCapacity(most)
        landmarkIDs.reserveCapacity(most)
        offsets.reserveCapacity(most)
        dates.reserveCapacity(most)
        ratings.reserveCapacity(most)
        lengths.reserveCapacity(most)
    }

    var count: Int { ids.count }

    func id(at index: Int) -> Int { ids[index] }
    func landmarkID(at index: Int) -> Int { landmarkIDs[index] }
    /// When the photo at `index` was taken, in seconds since 1970 (read from the file once the dates were
    /// left there); minus infinity when undated, so that newest first puts it last.
    func date(at index: Int) -> Double {
        guard dates.isEmpty else { return dates[index] }
        return Self.seconds(isReadAgain(at: index) ? photoReadAgain(at: index).takenAt : keptPhoto(at: index).takenAt)
    }

    /// `date`'s seconds since 1970, minus infinity for none.
    private static func seconds(_ date: ZonedDate?) -> Double {
        date?.date.timeIntervalSince1970 ?? -.infinity
    }

    /// Lets go of the dates once the photos are ordered, when the photos are read from their file,
    /// where a date is read again when asked for (three million take 24 MB).
    mutating func leaveDatesInFile() {
        if file != nil { dates = [] }
    }
    func rating(at index: Int) -> Int { Int(ratings[index]) }
    /// Every photo's rating, in file order.
    var allRatings: [UInt8] { ratings }

    /// Whether the photos come in order of landmark id (ties in any order), as a generated file's do.
    var isOrderedByLandmark: Bool { zip(landmarkIDs, landmarkIDs.dropFirst()).allSatisfy { $0 <= $1 } }

    /// Whether the photos come in order of id.
    var isOrderedByID: Bool { zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 } }

    mutating func setRating(_ rating: Int, at index: Int) {
        ratings[index] = UInt8(clamping: rating)
    }

    /// Adds a photo kept whole, checked (its rating in 0...5), after any of the file.
    mutating func append(_ photo: Photo) {
        append(id: photo.id, landmarkID: photo.landmarkId, date: Self.seconds(photo.takenAt), rating: photo.rating)
        kept.append(photo)
    }

    /// Adds a photo of the file, checked (its rating in 0...5), whose record lies at `range`.
    mutating func append(_ entry: PhotoEntry, at range: RecordRange) {
        precondition(kept.isEmpty, "a photo of the file after one kept whole")
        append(id: entry.id, landmarkID: entry.landmarkID, date: entry.date, rating: entry.rating)
        offsets.append(range.offset)
        lengths.append(range.length)
    }

    private mutating func append(id: Int, landmarkID: Int, date: Double, rating: Int) {
        ids.append(id)
        landmarkIDs.append(landmarkID)
        dates.append(date)
        ratings.append(UInt8(clamping: rating))
    }

    /// Whether the texts of the photo at `index` stay in the file, read again when shown.
    func isReadAgain(at index: Int) -> Bool { index < offsets.count }

    /// The photo at `index`, kept whole, with its rating as set now.
    func keptPhoto(at index: Int) -> Photo {
        var photo = kept[index - offsets.count]
        photo.rating = Int(ratings[index])
        return photo
    }

    /// The photo at `index` read again from the file, its rating as the file has it. One whose record
    /// no longer reads as it did (the file was changed in place) keeps its numbers and says so in its title.
    func photoReadAgain(at index: Int) -> Photo {
        let range = RecordRange(offset: offsets[index], length: lengths[index])
        return file?.record(at: range, TutorialPhotosFile.photo(fromRecord:)).flatMap {
            $0.id == ids[index] && $0.landmarkId == landmarkIDs[index] ? $0 : nil
        }
            ?? Photo(
                id: ids[index], landmarkId: landmarkIDs[index],
                title: "(photos.json changed since it was read: start the app again to see it)",
                author: Photo.Author(username: "", firstName: "", lastName: ""),
                takenAt: ZonedDate(date: Date(timeIntervalSince1970: dates.isEmpty ? 0 : dates[index]), utcOffsetSeconds: 0), rating: 0,
                file: "", width: 1, height: 1)
    }
}
