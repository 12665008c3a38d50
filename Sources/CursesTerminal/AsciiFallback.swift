import Foundation
import TerminalKit

/// What a terminal that is not told to expect UTF-8 (a locale whose character set is ASCII or another,
/// `LANG=C` among them, as htop and tmux take it) is sent instead of text outside ASCII: line drawing as
/// `|`, `-` and `+`, arrows as `^ v < >`, `★` as `*`, braille as `.`, letters without their accents
/// (`é` as `e`), anything else as `?`.
package enum AsciiFallback {
    /// The one ASCII character standing for `grapheme`.
    package static func character(for grapheme: Character) -> Character {
        if grapheme.isASCII { return grapheme }
        guard let scalar = grapheme.unicodeScalars.first else { return "?" }
        if let symbol = symbols[scalar] { return symbol }
        switch scalar.value {
        case 0x2800: return " "  // the blank braille cell
        case 0x2801...0x28FF: return "."  // braille dots
        case 0x2500...0x257F: return "+"  // other box drawing
        case 0x2580...0x259F: return "#"  // block elements
        default: break
        }
        // Letters without their accents: `é` is `e` and a combining acute.
        let stripped = String(grapheme).folding(options: .diacriticInsensitive, locale: nil)
        if stripped.count == 1, let first = stripped.first, first.isASCII { return first }
        return "?"
    }

    /// `text` with every grapheme outside ASCII replaced, a wide one by two characters (it keeps its columns).
    package static func text(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var result = ""
        for grapheme in text {
            let replacement = character(for: grapheme)
            result.append(replacement)
            if !grapheme.isASCII, DisplayWidth.of(grapheme) > 1 { result.append(replacement) }
        }
        return result
    }

    private static let symbols: [Unicode.Scalar: Character] = [
        "│": "|", "┃": "|", "║": "|", "▏": "|", "▕": "|", "─": "-", "━": "-", "═": "-", "┌": "+", "┐": "+", "└": "+", "┘": "+",
        "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+", "↑": "^", "↓": "v", "←": "<", "→": ">", "›": ">", "‹": "<", "»": ">",
        "«": "<", "★": "*", "☆": ".", "◆": "@", "●": "o", "•": "*", "·": ".", "…": "~", "–": "-", "—": "-", "“": "\"", "”": "\"",
        "‘": "'", "’": "'", "×": "x", "°": "o", "±": "+", "✓": "v", "✔": "v", "✗": "x", "␛": "^", "\u{00A0}": " ",
    ]
}
