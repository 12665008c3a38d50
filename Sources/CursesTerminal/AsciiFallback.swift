import Foundation

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
            if !grapheme.isASCII, isWide(grapheme) { result.append(replacement) }
        }
        return result
    }

    /// Whether `grapheme` takes two columns (East Asian wide and full-width forms, and emoji).
    static func isWide(_ grapheme: Character) -> Bool {
        guard let scalar = grapheme.unicodeScalars.first else { return false }
        return scalar.properties.isEmojiPresentation
            || [
                0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
                0x20000...0x3FFFD,
            ].contains { $0.contains(scalar.value) }
    }

    private static let symbols: [Unicode.Scalar: Character] = [
        "│": "|", "┃": "|", "║": "|", "▏": "|", "▕": "|", "─": "-", "━": "-", "═": "-", "┌": "+", "┐": "+", "└": "+", "┘": "+",
        "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+", "↑": "^", "↓": "v", "←": "<", "→": ">", "›": ">", "‹": "<", "»": ">",
        "«": "<", "★": "*", "☆": ".", "◆": "@", "●": "o", "•": "*", "·": ".", "…": "~", "–": "-", "—": "-", "“": "\"", "”": "\"",
        "‘": "'", "’": "'", "×": "x", "°": "o", "±": "+", "✓": "v", "✔": "v", "✗": "x", "␛": "^", "\u{00A0}": " ",
    ]
}
