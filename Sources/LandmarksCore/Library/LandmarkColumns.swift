/// Landmarks kept compactly, a column per field and their texts in one buffer, so that a catalog
/// of millions fits: about 60 bytes a landmark besides its text, where a `Landmark` takes over 150
/// and a heap block for each longer text. A landmark is made again when it is asked for; its
/// description, the longest text, can stay in the file and be read from there when it is shown.
struct LandmarkColumns: RandomAccessCollection, Sendable {
    /// Every landmark's id and place, in file order (handed out whole without a copy).
    private(set) var ids: [Int] = []
    private(set) var coordinates: [Coordinates] = []
    /// Bit 0: featured; bit 1: a favourite in the file.
    private var flags: [UInt8] = []
    /// Name, park, city, state, category, description and image name of every landmark, one after the other.
    private var text: [UInt8] = []
    /// Where each landmark's texts start in `text`, and where each of its seven ends, from that start.
    private var textStarts: [Int] = []
    private var textEnds: [UInt32] = []
    /// The file descriptions are read from, and where each landmark's record lies in it (length 0:
    /// its description is in `text`); empty without a file.
    private var descriptionFile: RecordFile?
    private var recordOffsets: [UInt64] = []
    private var recordLengths: [UInt32] = []

    private static let fieldCount = 7

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { ids.count }

    func id(at index: Int) -> Int { ids[index] }
    func coordinates(at index: Int) -> Coordinates { coordinates[index] }
    func isFeatured(at index: Int) -> Bool { flags[index] & 1 != 0 }
    /// Every landmark's flags (bit 0: featured), for loops over many.
    var featuredBits: [UInt8] { flags }

    /// The fewest bytes a landmark takes in a file (`{"id":1,"name":"","coordinates":{"latitude":0,"longitude":0}}`).
    static let smallestRecordBytes = 56

    /// Makes room for every landmark a file of `size` bytes can hold, so that no column is copied
    /// as it grows: a copy holds the old column and the new one at once. Untouched room costs
    /// address space, not memory.
    mutating func reserve(forFileOfSize size: Int) {
        let most = size / Self.smallestRecordBytes
        text.reserveCapacity(size)
        ids.reserveCapacity(most)
        coordinates.reserveCapacity(most)
        flags.reserveCapacity(most)
        textStarts.reserveCapacity(most)
        textEnds.reserveCapacity(most * Self.fieldCount)
        if descriptionFile != nil {
            recordOffsets.reserveCapacity(most)
            recordLengths.reserveCapacity(most)
        }
    }

    /// Leaves the descriptions of the landmarks appended from now on in `file`, read when asked for.
    mutating func readDescriptions(from file: RecordFile) {
        precondition(isEmpty, "descriptions are read from a file for every landmark or for none")
        descriptionFile = file
    }

    /// How many bytes the searchable texts (name, park, city and state) of every landmark take.
    var searchableTextCount: Int {
        indices.reduce(0) { total, index in total + Int(textEnds[index * Self.fieldCount + 3]) }
    }

    /// Adds landmarks, with where each lies in the descriptions' file (none: keep its description).
    mutating func append(contentsOf landmarks: some Collection<Landmark>, ranges: [RecordRange] = []) {
        for (position, landmark) in landmarks.enumerated() {
            var description = landmark.description
            if descriptionFile != nil {
                let range = position < ranges.count ? ranges[position] : .none
                recordOffsets.append(range.offset)
                recordLengths.append(range.length)
                if range.length > 0 { description = "" }
            }
            ids.append(landmark.id)
            coordinates.append(landmark.coordinates)
            flags.append((landmark.isFeatured ? 1 : 0) | (landmark.isFavorite ? 2 : 0))
            let start = text.count
            textStarts.append(start)
            for field in [
                landmark.name, landmark.park, landmark.city, landmark.state, landmark.category.rawValue,
                description, landmark.imageName,
            ] {
                text.append(contentsOf: field.utf8)
                textEnds.append(UInt32(text.count - start))
            }
        }
    }

    /// The description of the landmark at `index`, read from the file when it was left there (a note
    /// saying so when the record there is no longer this landmark's: the file was changed in place).
    func description(at index: Int) -> String {
        if let descriptionFile, recordLengths[index] > 0 {
            let range = RecordRange(offset: recordOffsets[index], length: recordLengths[index])
            guard let record = descriptionFile.read(Landmark.self, at: range), record.id == ids[index] else {
                return "(The landmarks file changed since it was read: start the app again to see this description.)"
            }
            return record.description
        }
        return self[index].description
    }

    /// The name, park, city, state or category (fields 0 to 4) of the landmark at `index`, without
    /// making the rest of it.
    func text(ofField field: Int, at index: Int) -> String {
        let start = textStarts[index]
        let from = field == 0 ? start : start + Int(textEnds[index * Self.fieldCount + field - 1])
        return String(decoding: text[from..<start + Int(textEnds[index * Self.fieldCount + field])], as: UTF8.self)
    }

    /// The landmark at `index`; its description is empty when it was left in the file (`description(at:)` reads it).
    subscript(index: Int) -> Landmark {
        let start = textStarts[index]
        let ends = textEnds[index * Self.fieldCount..<(index + 1) * Self.fieldCount]
        func field(_ number: Int) -> String {
            let from = number == 0 ? start : start + Int(ends[ends.startIndex + number - 1])
            return String(decoding: text[from..<start + Int(ends[ends.startIndex + number])], as: UTF8.self)
        }
        return Landmark(
            id: ids[index], name: field(0), park: field(1), city: field(2), state: field(3),
            category: Landmark.Category(rawValue: field(4)), isFeatured: flags[index] & 1 != 0,
            isFavorite: flags[index] & 2 != 0, coordinates: coordinates[index], description: field(5),
            imageName: field(6))
    }
}
