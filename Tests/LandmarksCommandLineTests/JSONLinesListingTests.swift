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
        let name = "\u{FEFF}BOM\u{200B}zero\u{2028}line\u{2029}\u{AD}\u{61C}L\u{E0041}"
        let line = JSONLinesListing.line(for: landmark(named: name))
        #expect(line.contains(#""name":"\ufeffBOM\u200bzero\u2028line\u2029\u00ad\u061cL\udb40\udc41""#))
        let decoded = try JSONDecoder().decode([String: JSONValueProbe].self, from: Data(line.utf8))
        #expect(decoded["name"]?.text == name)
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
