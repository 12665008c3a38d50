import Foundation

/// Photos kept compactly, a column per field and their texts in one buffer, so that a catalog of
/// millions fits: about 70 bytes a photo besides its text, where a `Photo` takes over 200.
struct PhotoColumns: Sendable {
    private var ids: [Int] = []
    private var landmarkIDs: [Int] = []
    /// When each was taken, in seconds since 1970, and the place's UTC offset.
    private var dates: [Double] = []
    private var utcOffsets: [Int32] = []
    private var ratings: [UInt8] = []
    private var widths: [Int] = []
    private var heights: [Int] = []
    /// Title, username, first name, last name and file of every photo, one after the other.
    private var text: [UInt8] = []
    /// Where each photo's texts start in `text`, and where each of its five ends, from that start.
    private var textStarts: [Int] = []
    private var textEnds: [UInt32] = []

    init() {}

    init(_ photos: [Photo]) {
        for photo in photos { append(photo) }
    }

    var count: Int { ids.count }

    /// Makes room for the texts of a file of `size` bytes, which cannot hold more: the buffer is
    /// then never copied as it grows (untouched room costs address space, not memory).
    mutating func reserveText(forFileOfSize size: Int) {
        text.reserveCapacity(size)
    }

    func id(at index: Int) -> Int { ids[index] }
    func landmarkID(at index: Int) -> Int { landmarkIDs[index] }
    func date(at index: Int) -> Double { dates[index] }
    func rating(at index: Int) -> Int { Int(ratings[index]) }

    mutating func setRating(_ rating: Int, at index: Int) {
        ratings[index] = UInt8(clamping: rating)
    }

    /// Adds a photo whose rating is in 0...5 (as a checked photo's is).
    mutating func append(_ photo: Photo) {
        ids.append(photo.id)
        landmarkIDs.append(photo.landmarkId)
        dates.append(photo.takenAt.date.timeIntervalSince1970)
        utcOffsets.append(Int32(clamping: photo.takenAt.utcOffsetSeconds))
        ratings.append(UInt8(clamping: photo.rating))
        widths.append(photo.width)
        heights.append(photo.height)
        let start = text.count
        textStarts.append(start)
        for field in [photo.title, photo.author.username, photo.author.firstName, photo.author.lastName, photo.file] {
            text.append(contentsOf: field.utf8)
            textEnds.append(UInt32(text.count - start))
        }
    }

    subscript(index: Int) -> Photo {
        let start = textStarts[index]
        let ends = textEnds[index * 5..<index * 5 + 5].map { start + Int($0) }
        func field(_ number: Int) -> String {
            String(decoding: text[(number == 0 ? start : ends[number - 1])..<ends[number]], as: UTF8.self)
        }
        return Photo(
            id: ids[index], landmarkId: landmarkIDs[index], title: field(0),
            author: Photo.Author(username: field(1), firstName: field(2), lastName: field(3)),
            takenAt: ZonedDate(
                date: Date(timeIntervalSince1970: dates[index]), utcOffsetSeconds: Int(utcOffsets[index])),
            rating: Int(ratings[index]), file: field(4), width: widths[index], height: heights[index])
    }
}
