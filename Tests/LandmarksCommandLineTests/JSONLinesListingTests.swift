import Foundation
import LandmarksCommandLine
import LandmarksCore
import Testing

@Suite struct JSONLinesListingTests {
    private func landmark(named name: String) -> Landmark {
        Landmark(
            id: 1, name: name, park: "", city: "", state: "", category: .init(rawValue: ""), isFeatured: false,
            isFavorite: false, coordinates: Coordinates(latitude: 1, longitude: 2), description: "", imageName: "")
    }

    /// What reorders or drives a terminal is escaped; the string a JSON reader gets back is the same.
    @Test func escapesControlsAndBidirectionalOverridesButKeepsTheText() throws {
        let name = "\u{202E}Three\u{202C} \u{2066}x\u{2069} \u{200F}\u{7F}\u{9B}31m Zoë · 東京"
        let line = JSONLinesListing.line(for: landmark(named: name))
        #expect(line.contains(#""name":"\u202eThree\u202c \u2066x\u2069 \u200f\u007f\u009b31m Zoë · 東京""#))
        #expect(
            !line.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || (0x2066...0x2069).contains($0.value) || $0.value == 0x202E }
        )
        let decoded = try JSONDecoder().decode([String: JSONValueProbe].self, from: Data(line.utf8))
        #expect(decoded["name"]?.text == name)
    }

    /// Invisible characters and line separators, which a terminal or a script may trip on, are escaped too.
    @Test func escapesInvisibleCharactersAndLineSeparators() throws {
        let name = "\u{FEFF}BOM\u{200B}zero\u{2028}line\u{2029}\u{AD}\u{61C}L\u{E0041}\u{890}\u{8E2}"
        let line = JSONLinesListing.line(for: landmark(named: name))
        #expect(line.contains(#""name":"\ufeffBOM\u200bzero\u2028line\u2029\u00ad\u061cL\udb40\udc41\u0890\u08e2""#))
        let decoded = try JSONDecoder().decode([String: JSONValueProbe].self, from: Data(line.utf8))
        #expect(decoded["name"]?.text == name)
    }

    /// Written straight, a landmark's line is what `JSONEncoder` writes of it: random texts of quotes,
    /// controls, separators, marks, emoji and digits; numbers whole, small and negative zero; facts
    /// named twice.
    @Test func aLandmarksLineIsWhatTheEncoderWrites() {
        let pieces = [
            "a", "Z", "é", "e\u{301}", "\"", "\\", "/", "\u{1}", "\u{8}", "\u{C}", "\n", "\r", "\t", "\u{1F}", "\u{7F}", "\u{85}",
            "\u{9B}", "\u{AD}", "\u{890}", "\u{200B}", "\u{202E}", "\u{2028}", "\u{FEFF}", "東", "🏔", "\u{E0041}", " ", "_", "10", "9",
        ]
        let numbers = [0, -0.0, 35, 48.8584, -118.24, 1e-5, 0.1, 90, -180, 123.456789012345, 0.000123]
        var generator = SystemRandomNumberGenerator()
        func text() -> String {
            (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        for _ in 0..<2_000 {
            let landmark = Landmark(
                id: Int.random(in: -5...Int.max, using: &generator), name: text(), park: text(), city: text(), state: text(),
                category: .init(rawValue: text()), isFeatured: Bool.random(using: &generator), isFavorite: Bool.random(using: &generator),
                coordinates: Coordinates(
                    latitude: numbers.randomElement(using: &generator)!, longitude: numbers.randomElement(using: &generator)!),
                description: text(), imageName: text(),
                facts: (0..<Int.random(in: 0...4, using: &generator)).map { _ in LandmarkFact(name: text(), value: text()) })
            #expect(JSONLinesListing.line(for: landmark) == JSONLinesListing.line(encoding: landmark))
        }
    }

    /// Plain text goes out as the encoder wrote it.
    @Test func leavesPlainTextAsItIs() {
        #expect(JSONLinesListing.line(for: landmark(named: "Turtle Rock")).contains(#""name":"Turtle Rock""#))
    }
}

/// A JSON value that keeps strings and ignores the rest.
private struct JSONValueProbe: Decodable {
    let text: String?

    init(from decoder: Decoder) throws {
        text = try? decoder.singleValueContainer().decode(String.self)
    }
}
