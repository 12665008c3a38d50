/// Makes untrusted text safe to draw: no control character from data ever reaches the terminal.
public enum TerminalText {
    /// A grapheme as it may be drawn: controls become visible placeholders, tabs and line breaks
    /// become spaces, a stray combining mark gets a dotted circle to sit on, and invisible format
    /// characters are dropped (nil).
    public static func visible(_ grapheme: Character) -> Character? {
        if grapheme == "\t" || grapheme.isNewline { return " " }
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return nil }
        if let placeholder = placeholder(for: first) { return placeholder }
        if scalars.contains(where: { placeholder(for: $0) != nil }) { return "\u{FFFD}" }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return Character(String("\u{25CC}") + String(grapheme))
        case .format:
            return nil
        default:
            return grapheme
        }
    }

    /// `text` with every grapheme made visible, as `visible(_:)` does.
    public static func sanitized(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for grapheme in text {
            if let safe = visible(grapheme) { result.append(safe) }
        }
        return result
    }

    /// The visible stand-in for a control or bidirectional-override scalar, or nil for others.
    static func placeholder(for scalar: Unicode.Scalar) -> Character? {
        switch scalar.value {
        case 0x00..<0x20:  // ␀…␟, e.g. ␛ for ESC
            Unicode.Scalar(0x2400 + scalar.value).map(Character.init) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"  // ␡
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
        default: nil
        }
    }
}
