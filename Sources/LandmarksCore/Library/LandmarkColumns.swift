/// Landmarks kept compactly, a column per field and their texts in one buffer, so that a catalog
/// of millions fits: about 60 bytes a landmark besides its text, where a `Landmark` takes over 150
/// and a heap block for each longer text. A landmark is made again when it is asked for.
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

    private static let fieldCount = 7

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { ids.count }

    func id(at index: Int) -> Int { ids[index] }
    func coordinates(at index: Int) -> Coordinates { coordinates[index] }
    func isFeatured(at index: Int) -> Bool { flags[index] & 1 != 0 }

    /// Makes room for the texts of a file of `size` bytes, which cannot hold more: the buffer is
    /// then never copied as it grows (untouched room costs address space, not memory).
    mutating func reserveText(forFileOfSize size: Int) {
        text.reserveCapacity(size)
    }

    mutating func append(contentsOf landmarks: some Collection<Landmark>) {
        for landmark in landmarks {
            ids.append(landmark.id)
            coordinates.append(landmark.coordinates)
            flags.append((landmark.isFeatured ? 1 : 0) | (landmark.isFavorite ? 2 : 0))
            let start = text.count
            textStarts.append(start)
            for field in [
                landmark.name, landmark.park, landmark.city, landmark.state, landmark.category.rawValue,
                landmark.description, landmark.imageName,
            ] {
                text.append(contentsOf: field.utf8)
                textEnds.append(UInt32(text.count - start))
            }
        }
    }

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
