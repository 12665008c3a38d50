import Foundation
import Glibc
import ToolSupport

/// A made-up catalog of any size in the bundled file's schema, the same bytes on every machine.
///
/// Each record is one line of JSON with the bundled file's keys in its order; names are drawn from
/// `SyntheticVocabulary` (about one in twelve is not ASCII, a few are wide CJK), descriptions are
/// two or three sentences, about 440 bytes a record in all (100,000 landmarks: about 44 MB).
struct SyntheticCatalog {
    /// Changes whenever the output changes, so catalogs kept from older versions are not reused.
    static let formatVersion = 2
    /// The generator's seed; fixed, so a catalog of a given size is always the same file.
    static let seed: UInt64 = 0x4C61_6E64_6D61_726B

    /// The first landmark's id; the others follow one by one.
    static let firstID = 1001

    /// How many landmarks to write.
    let count: Int

    /// Writes the catalog to `path`, replacing what is there.
    func write(to path: String) throws {
        var random = SplitMix64(seed: Self.seed)
        try Self.writeArray(count: count, to: path) { record(index: $0, random: &random) }
    }

    /// Writes a JSON array of `count` records to `path` (replacing what is there), one a line, each the line
    /// `record(index)` gives, through a mebibyte buffer: a million records stream out without being held.
    static func writeArray(count: Int, to path: String, record: (Int) -> String) throws {
        guard let file = fopen(path, "w") else { throw BenchmarkError.system("fopen \(path)", errno) }
        defer { fclose(file) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        func flush() throws {
            guard fwrite(buffer, 1, buffer.count, file) == buffer.count else { throw BenchmarkError.system("write \(path)", errno) }
            buffer.removeAll(keepingCapacity: true)
        }
        buffer.append(contentsOf: "[\n".utf8)
        for index in 0..<count {
            buffer.append(contentsOf: record(index).utf8)
            buffer.append(contentsOf: (index + 1 < count ? ",\n" : "\n").utf8)
            if buffer.count >= 1 << 20 { try flush() }
        }
        buffer.append(contentsOf: "]\n".utf8)
        try flush()
        guard fflush(file) == 0 else { throw BenchmarkError.system("write \(path)", errno) }
    }

    /// One landmark as a line of JSON.
    private func record(index: Int, random: inout SplitMix64) -> String {
        let words = SyntheticVocabulary.self
        let category = random.pick(words.categories)
        let name = landmarkName(category: category, random: &random)
        let park = random.pick(words.parkNames) + " " + random.pick(words.parkKinds)
        let city = random.pick(words.cityStarts) + random.pick(words.cityEnds)
        let state = random.pick(words.states)
        let latitude = random.double(in: 25...49)
        let longitude = random.double(in: -124.5 ... -67)
        let description = self.description(name: name, park: park, state: state, random: &random)
        let imageName =
            name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) }
            .map(String.init).joined() + String(index)
        return """
            {"name": \(JSONString.quoted(name)), "category": "\(category)", "city": \(JSONString.quoted(city)), \
            "state": \(JSONString.quoted(state)), "id": \(Self.firstID + index), "isFeatured": \(random.chance(0.01)), \
            "isFavorite": \(random.chance(0.05)), "park": \(JSONString.quoted(park)), "coordinates": \
            {"longitude": \(sixDecimals(longitude)), "latitude": \(sixDecimals(latitude))}, \
            "description": \(JSONString.quoted(description)), "imageName": \(JSONString.quoted(imageName))}
            """
    }

    /// A name such as `Silver Falls`, `Eagle Creek Lake` or `Lac Léman`.
    private func landmarkName(category: String, random: inout SplitMix64) -> String {
        let words = SyntheticVocabulary.self
        if random.chance(0.08) { return random.pick(words.nonASCIINames) }
        let feature = random.pick(words.features[category] ?? words.features["Lakes"]!)
        let start = random.pick(words.nameStarts)
        return random.chance(0.3) ? "\(start) \(random.pick(words.nameMiddles)) \(feature)" : "\(start) \(feature)"
    }

    /// Two or three sentences about the landmark.
    private func description(name: String, park: String, state: String, random: inout SplitMix64) -> String {
        let words = SyntheticVocabulary.self
        var text = ""
        for sentence in 0..<(2 + Int(random.next() % 2)) {
            if sentence > 0 { text += " " }
            for piece in random.pick(words.sentenceTemplates) {
                switch piece {
                case .text(let literal): text += literal
                case .name: text += name
                case .park: text += park
                case .state: text += state
                case .rock: text += random.pick(words.rocks)
                case .animal: text += random.pick(words.animals)
                case .season: text += random.pick(words.seasons)
                }
            }
        }
        return text
    }

    /// `value` with six decimals, e.g. `-116.166868` (faster than `String(format:)` for millions of values).
    private func sixDecimals(_ value: Double) -> String {
        let millionths = Int((abs(value) * 1_000_000).rounded())
        let fraction = String(millionths % 1_000_000)
        return (value < 0 ? "-" : "") + String(millionths / 1_000_000) + "."
            + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
