import Foundation
import Glibc

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
        try JSONArrayFile.write(count: count, to: path) { record(index: $0, random: &random) }
    }

    /// One landmark as a line of JSON.
    private func record(index: Int, random: inout SplitMix64) -> String {
        let words = SyntheticVocabulary.self
        let category = random.pick(words.categories)
        let name = landmarkName(category: category, random: &random)
        let park = random.pick(words.parkNames) + " " + random.pick(words.parkKinds)
        let city = random.pick(words.cityStarts) + random.pick(words.cityEnds)
        let state = random.pick(words.states)
        let latitude = random.number(in: 25...49)
        let longitude = random.number(in: -124.5 ... -67)
        let description = self.description(name: name, park: park, state: state, random: &random)
        let imageName = name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) }
            .map(String.init).joined() + String(index)
        return """
            {"name": \(json(name)), "category": "\(category)", "city": \(json(city)), \
            "state": \(json(state)), "id": \(Self.firstID + index), "isFeatured": \(random.chance(0.01)), \
            "isFavorite": \(random.chance(0.05)), "park": \(json(park)), "coordinates": \
            {"longitude": \(sixDecimals(longitude)), "latitude": \(sixDecimals(latitude))}, \
            "description": \(json(description)), "imageName": \(json(imageName))}
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

    /// `text` as a JSON string literal.
    private func json(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
        else { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case let control where control.value < 0x20: result += String(format: "\\u%04x", control.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
