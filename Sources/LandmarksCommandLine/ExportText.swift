import Foundation
import LandmarksCore
import TerminalKit

/// A landmark's texts as place files take them: never a control character from the data, as a pipe may
/// end in a terminal.
enum ExportText {
    /// `text` as XML character data: `&`, `<`, `>` and quotes as entities, line breaks as `&#10;` (a
    /// reader gets them back), other control characters as visible placeholders.
    static func xml(_ text: String) -> String {
        // Most texts: printable ASCII without a character to escape, as they are.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E }) else {
            return text
        }
        var result = ""
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if index > 0 { result += "&#10;" }
            for character in TerminalText.sanitized(String(line)) {
                switch character {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                default: result.append(character)
                }
            }
        }
        return result
    }

    /// A number of degrees as it reads back the same (`48.8584`), without an exponent.
    static func degrees(_ value: Double) -> String {
        let text = "\(value)"
        guard text.utf8.contains(UInt8(ascii: "e")) else { return text }
        return String(format: "%.9f", value)
    }

    /// The region line of a landmark: its park, city and state that are given, apart by commas.
    static func region(of landmark: Landmark) -> String {
        [landmark.park, landmark.city, landmark.state].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
