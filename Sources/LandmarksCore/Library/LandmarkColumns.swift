/// Landmarks kept compactly, a column per field and their texts in one buffer, so that a catalog
/// of millions fits: about 60 bytes a landmark besides its text, where a `Landmark` takes over 150
/// and a heap block for each longer text. A landmark is made again when it is asked for; its
/// description, the longest text, can stay in the file and be read from there when it is shown.
///
/// The reader fills small ones straight from the file's bytes, a batch at a time, which the store's
/// own then takes whole: no `String` is made for a landmark on its way in.
package struct LandmarkColumns: RandomAccessCollection, Sendable {
    /// Every landmark's id, found again by halving while they increase, and its place, in file order
    /// (handed out whole without a copy).
    private var idIndex = IDIndex()
    private(set) var coordinates: [Coordinates] = []
    /// Bit 0: featured; bit 1: a favourite in the file.
    private var flags: [UInt8] = []
    /// The texts of every landmark, one after the other, in the order of `Field`.
    private var text: [UInt8] = []
    /// Where each landmark's texts start in `text`, and where each of its seven ends, from that start.
    private var textStarts: [Int] = []
    private var textEnds: [UInt32] = []
    /// The file descriptions are read from when shown, and where each landmark's record lies in it;
    /// without one, every description is in `text`.
    private(set) var longTexts: LongTextFile?
    private var recordOffsets: [UInt64] = []
    private var recordLengths: [UInt32] = []
    /// The places the reader left out (no position read) while it read these.
    package internal(set) var leftOut = LeftOutPlaces()
    /// The photos of these places that their file carries (the images a KMZ holds, or those beside a
    /// KML), in file order: the photo catalog adds them to photos.json's.
    package internal(set) var carriedPhotos: [Photo] = []
    /// The widest name, park, city, state and category, counted as landmarks join.
    package private(set) var longest = LongestTexts()

    /// A landmark's texts, in the order they are kept.
    package enum Field: Int, CaseIterable, Sendable {
        case name, park, city, state, category, description, imageName
        /// `LandmarkFact.encoded`; a long text, as the description is.
        case facts
    }

    private static let fieldCount = Field.allCases.count

    /// No landmarks yet; those appended keep their descriptions, or leave them in `longTexts`.
    package init(leavingLongTextsIn longTexts: LongTextFile? = nil) {
        self.longTexts = longTexts
    }

    /// Columns of `landmarks`, whose ids differ, their descriptions kept.
    package init(_ landmarks: [Landmark]) {
        for landmark in landmarks {
            let earlier = idIndex.insert(landmark.id)
            precondition(earlier == nil, "landmark id \(landmark.id) appended twice")
            coordinates.append(landmark.coordinates)
            flags.append((landmark.isFeatured ? 1 : 0) | (landmark.isFavorite ? 2 : 0))
            let start = text.count
            textStarts.append(start)
            // Field by field, in `Field`'s order, without an array of the seven texts for each landmark.
            func append(_ field: String) {
                var field = field
                field.withUTF8 { text.append(contentsOf: $0) }
                textEnds.append(UInt32(text.count - start))
            }
            append(landmark.name)
            append(landmark.park)
            append(landmark.city)
            append(landmark.state)
            append(landmark.category.rawValue)
            append(landmark.description)
            append(landmark.imageName)
            text += LandmarkFact.encoded(landmark.facts)
            textEnds.append(UInt32(text.count - start))
            countLongest(at: textStarts.count - 1)
        }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { idIndex.ids.count }

    /// Every landmark's id, in file order.
    package var ids: [Int] { idIndex.ids }
    package func id(at index: Int) -> Int { idIndex.ids[index] }
    /// The position of the landmark with this id, if there is one.
    func position(ofID id: Int) -> Int? { idIndex.position(of: id) }
    package func coordinates(at index: Int) -> Coordinates { coordinates[index] }
    func isFeatured(at index: Int) -> Bool { flags[index] & 1 != 0 }
    /// Whether the file marks the landmark at `index` a favourite.
    package func isFavoriteInFile(at index: Int) -> Bool { flags[index] & 2 != 0 }
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
        idIndex.reserveCapacity(most)
        coordinates.reserveCapacity(most)
        flags.reserveCapacity(most)
        textStarts.reserveCapacity(most)
        textEnds.reserveCapacity(most * Self.fieldCount)
        if longTexts != nil {
            recordOffsets.reserveCapacity(most)
            recordLengths.reserveCapacity(most)
        }
    }

    /// How many bytes the searchable texts (name, park, city and state) of every landmark take.
    var searchableTextCount: Int {
        indices.reduce(0) { total, index in total + Int(textEnds[index * Self.fieldCount + Field.state.rawValue]) }
    }

    /// Adds the landmarks of `batch` (which a reader filled and checked: their ids are new), their
    /// columns copied whole; the first batch's long-text file becomes this one's (every batch of a
    /// catalog has the same).
    mutating func append(contentsOf batch: LandmarkColumns) {
        if isEmpty, longTexts == nil { longTexts = batch.longTexts }
        leftOut.add(batch.leftOut)
        carriedPhotos += batch.carriedPhotos
        longest.formUnion(batch.longest)
        for id in batch.ids {
            let earlier = idIndex.insert(id)
            precondition(earlier == nil, "landmark id \(id) appended twice")
        }
        if longTexts != nil {
            // A batch that kept its descriptions has none in the file.
            let kept = batch.longTexts == nil
            recordOffsets.append(contentsOf: kept ? Array(repeating: 0, count: batch.count) : batch.recordOffsets)
            recordLengths.append(contentsOf: kept ? Array(repeating: 0, count: batch.count) : batch.recordLengths)
        }
        coordinates.append(contentsOf: batch.coordinates)
        flags.append(contentsOf: batch.flags)
        let shift = text.count
        textStarts.append(contentsOf: batch.textStarts.lazy.map { $0 + shift })
        textEnds.append(contentsOf: batch.textEnds)
        text.append(contentsOf: batch.text)
    }

    /// Counts the texts of the landmark at `index` into `longest`.
    private mutating func countLongest(at index: Int) {
        let start = textStarts[index]
        let ends = index * Self.fieldCount
        var longest = self.longest
        text.withUnsafeBytes { all in
            func bytes(_ field: Field) -> UnsafeRawBufferPointer {
                let from = field.rawValue == 0 ? start : start + Int(textEnds[ends + field.rawValue - 1])
                return UnsafeRawBufferPointer(rebasing: all[from..<(start + Int(textEnds[ends + field.rawValue]))])
            }
            longest.include(name: bytes(.name), park: bytes(.park), city: bytes(.city), state: bytes(.state), category: bytes(.category))
        }
        self.longest = longest
    }

    /// Where the record of the landmark at `index` lies in `longTexts`, when its description was left there.
    func longTextRange(at index: Int) -> RecordRange? {
        guard longTexts != nil, index < recordLengths.count, recordLengths[index] > 0 else { return nil }
        return RecordRange(offset: recordOffsets[index], length: recordLengths[index])
    }

    /// One text of the landmark at `index`, without making the rest of it (a description left in
    /// the file is empty here).
    func text(of field: Field, at index: Int) -> String {
        withBytes(of: field, at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The UTF-8 bytes of one text of the landmark at `index`, for work on many landmarks without
    /// making a `String` of each.
    package func withBytes<Result>(of field: Field, at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let start = textStarts[index]
        let ends = index * Self.fieldCount
        let from = field.rawValue == 0 ? start : start + Int(textEnds[ends + field.rawValue - 1])
        let to = start + Int(textEnds[ends + field.rawValue])
        return text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[from..<to])) }
    }

    /// The landmark at `index`; its description is empty when it was left in the file (`LandmarkStore.description(at:)` reads it).
    package subscript(index: Int) -> Landmark {
        func field(_ field: Field) -> String { text(of: field, at: index) }
        return Landmark(
            id: id(at: index), name: field(.name), park: field(.park), city: field(.city), state: field(.state),
            category: Landmark.Category(rawValue: field(.category)), isFeatured: flags[index] & 1 != 0,
            isFavorite: flags[index] & 2 != 0, coordinates: coordinates[index], description: field(.description),
            imageName: field(.imageName), facts: withBytes(of: .facts, at: index) { LandmarkFact.decoded($0) })
    }
}

/// A landmark as a reader found it, its texts UTF-8 bytes where they lie in the reader's buffers:
/// valid only during the call that hands them over.
package struct LandmarkFields {
    package var id = 0
    package var name = UnsafeRawBufferPointer(start: nil, count: 0)
    package var park = UnsafeRawBufferPointer(start: nil, count: 0)
    package var city = UnsafeRawBufferPointer(start: nil, count: 0)
    package var state = UnsafeRawBufferPointer(start: nil, count: 0)
    package var category = UnsafeRawBufferPointer(start: nil, count: 0)
    package var description = UnsafeRawBufferPointer(start: nil, count: 0)
    /// `LandmarkFact.encoded`.
    package var facts = UnsafeRawBufferPointer(start: nil, count: 0)
    package var imageName = UnsafeRawBufferPointer(start: nil, count: 0)
    package var isFeatured = false
    package var isFavorite = false
    package var coordinates = Coordinates(latitude: 0, longitude: 0)

    package init() {}
}

extension LandmarkColumns {
    /// Adds a landmark a reader found, its texts copied from where they lie; its description only when
    /// the columns keep them, else where its record lies in `longTexts`.
    ///
    /// - Returns: false, adding nothing, when a landmark of these columns has its id already.
    package mutating func append(_ fields: LandmarkFields, record: RecordRange) -> Bool {
        guard idIndex.insert(fields.id) == nil else { return false }
        coordinates.append(fields.coordinates)
        flags.append((fields.isFeatured ? 1 : 0) | (fields.isFavorite ? 2 : 0))
        let start = text.count
        textStarts.append(start)
        func append(_ field: UnsafeRawBufferPointer) {
            if !field.isEmpty { text.append(contentsOf: field) }
            textEnds.append(UInt32(text.count - start))
        }
        // In `Field`'s order.
        append(fields.name)
        append(fields.park)
        append(fields.city)
        append(fields.state)
        append(fields.category)
        longest.include(name: fields.name, park: fields.park, city: fields.city, state: fields.state, category: fields.category)
        let isLeftInFile = longTexts != nil
        if isLeftInFile {
            recordOffsets.append(record.offset)
            recordLengths.append(record.length)
        }
        let none = UnsafeRawBufferPointer(start: nil, count: 0)
        append(isLeftInFile ? none : fields.description)
        append(fields.imageName)
        append(isLeftInFile ? none : fields.facts)
        return true
    }
}
