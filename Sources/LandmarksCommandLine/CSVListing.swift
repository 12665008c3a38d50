import Foundation
import LandmarksCore

/// Writes places as CSV (RFC 4180, CRLF line ends): id, name, category, park, city, state, latitude,
/// longitude, description, then a column for each fact any place has, in the order they first come.
/// Line breaks in a text become spaces (a CSV field may hold them quoted, but a pipe may end in a
/// terminal).
enum CSVListing {
    static func write(_ landmarks: WrittenLandmarks, line: (String) -> Void) {
        var factNames: [String] = []
        var seen = Set<String>()
        for landmark in landmarks {
            for fact in landmark.facts where seen.insert(fact.name).inserted { factNames.append(fact.name) }
        }
        let fixed = ["id", "name", "category", "park", "city", "state", "latitude", "longitude", "description"]
        line((fixed + factNames).map(field).joined(separator: ",") + "\r")
        for landmark in landmarks {
            let facts = Dictionary(landmark.facts.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            let values = [
                "\(landmark.id)", landmark.name, landmark.category.rawValue, landmark.park, landmark.city, landmark.state,
                ExportText.degrees(landmark.coordinates.latitude), ExportText.degrees(landmark.coordinates.longitude), landmark.description,
            ]
            line((values + factNames.map { facts[$0] ?? "" }).map(field).joined(separator: ",") + "\r")
        }
    }

    /// `text` as a field: quoted when it holds a comma, a quote, a semicolon or blanks at its ends,
    /// quotes doubled (byte by byte: a quote is one even with a combining mark after it).
    private static func field(_ text: String) -> String {
        // On one line: line breaks and tabs as spaces, other controls as visible placeholders.
        let text = ExportText.safe(text, lineBreak: " ")
        let quote = UInt8(ascii: "\"")
        guard
            text.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == quote || $0 == UInt8(ascii: ";") })
                || text.utf8.first == 0x20 || text.utf8.last == 0x20
        else { return text }
        let doubled = Array(text.utf8.split(separator: quote, omittingEmptySubsequences: false).joined(separator: [quote, quote]))
        return "\"" + String(decoding: doubled, as: UTF8.self) + "\""
    }
}
