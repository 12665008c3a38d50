import ToolSupport

/// The `photos.json` of a synthetic catalog: three photos per landmark in the bundled file's schema,
/// the same bytes on every machine.
///
/// The picture files it names (`photos/1001-1.jpg`, …) are not written: the app shows a missing file
/// as such, and what is measured is reading and indexing millions of photo records. Each record is
/// one line of JSON (about 270 bytes; 3,000,000 photos for a million landmarks: about 800 MB).
struct SyntheticPhotosFile {
    /// Photos of each landmark.
    static let photosPerLandmark = 3
    /// The generator's seed; fixed, and apart from the catalog's, so that either can change alone.
    static let seed: UInt64 = 0x5068_6F74_6F73_2121

    /// How many landmarks the catalog holds; their ids run from `SyntheticCatalog.firstID`.
    let landmarkCount: Int

    /// Writes the file to `path`, replacing what is there.
    func write(to path: String) throws {
        var random = SplitMix64(seed: Self.seed)
        try SyntheticCatalog.writeArray(count: landmarkCount * Self.photosPerLandmark, to: path) { index in
            let landmarkID = SyntheticCatalog.firstID + index / Self.photosPerLandmark
            return record(id: index + 1, landmarkID: landmarkID, ordinal: index % Self.photosPerLandmark + 1, random: &random)
        }
    }

    /// One photo as a line of JSON; the vocabulary holds no character that JSON would escape.
    private func record(id: Int, landmarkID: Int, ordinal: Int, random: inout SplitMix64) -> String {
        let words = SyntheticVocabulary.self
        let title = random.pick(words.photoTitles)
        let author = random.pick(words.photographers)
        let takenAt = date(random: &random)
        let rating = Int(random.next() % 6)
        let landscape = random.chance(0.7)
        let (width, height) = landscape ? (6000, 4000) : (3000, 4000)
        return """
            {"id": \(id), "landmarkId": \(landmarkID), "title": "\(title), photo \(ordinal)", \
            "author": {"username": "\(author.username)", "firstName": "\(author.firstName)", \
            "lastName": "\(author.lastName)"}, "takenAt": "\(takenAt)", "rating": \(rating), \
            "file": "photos/\(landmarkID)-\(ordinal).jpg", "width": \(width), "height": \(height)}
            """
    }

    /// A date and time between 2010 and 2025 with a zone, e.g. `2021-05-20T23:22:12-07:00`; days stop
    /// at 28, so that every date exists.
    private func date(random: inout SplitMix64) -> String {
        func twoDigits(_ value: UInt64) -> String { value < 10 ? "0\(value)" : String(value) }
        let year = 2010 + random.next() % 16
        let month = twoDigits(1 + random.next() % 12)
        let day = twoDigits(1 + random.next() % 28)
        let hour = twoDigits(random.next() % 24)
        let minute = twoDigits(random.next() % 60)
        let second = twoDigits(random.next() % 60)
        return "\(year)-\(month)-\(day)T\(hour):\(minute):\(second)\(random.pick(SyntheticVocabulary.utcOffsets))"
    }
}
