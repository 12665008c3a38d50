import Foundation
import LandmarksCore

/// A landmark's texts as place files take them: never a control character from the data, as a pipe may
/// end in a terminal.
enum ExportText {
    /// `text` as XML character data: `&`, `<`, `>` and quotes as entities, line breaks as `&#10;` (a
    /// reader gets them back), other control characters as visible placeholders (`safe`).
    static func xml(_ text: String) -> String {
        // Most texts: printable ASCII without a character to escape, as they are.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E }) else {
            return text
        }
        // Scalar by scalar: `&` is one even with a combining mark after it, which a Character is not.
        return replacing(safe(text, lineBreak: "\n"), ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "\n": "&#10;"])
    }

    /// `text` as the HTML a KML description holds (which Google Earth and My Maps show as HTML, and
    /// the reader takes as such): `&` and `<` as entities, line breaks as `<br>`; then as XML.
    static func xmlHTML(_ text: String) -> String {
        xml(replacing(safe(text, lineBreak: "\n"), ["&": "&amp;", "<": "&lt;", "\n": "<br>"]))
    }

    /// `text` with each scalar `replacements` has a text for replaced by it.
    private static func replacing(_ text: String, _ replacements: [Unicode.Scalar: String]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let replacement = replacements[scalar] { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// `text` with what could drive a terminal (or is no XML character) made visible, scalar by
    /// scalar, and the rest as it is, a mark on the character it follows: line breaks as `lineBreak`,
    /// a tab as a space, other C0 controls as their pictures (`␛`), DEL as `␡`, C1 controls,
    /// bidirectional overrides and U+FFFE and U+FFFF as U+FFFD.
    static func safe(_ text: String, lineBreak: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return text }
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar.value {
            case 0x0A where previous == "\r": continue
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: result += lineBreak
            case 0x09: result += " "
            case 0x00..<0x20: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result += "\u{2421}"
            case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
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
