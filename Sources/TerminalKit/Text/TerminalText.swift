/// Makes untrusted text safe to draw: no control character from data ever reaches the terminal.
public enum TerminalText {
    /// A grapheme as it may be drawn: controls become visible placeholders, tabs and line breaks
    /// become spaces, a stray combining mark gets a dotted circle to sit on, and invisible format
    /// characters are dropped (nil).
    public static func visible(_ grapheme: Character) -> Character? {
        if let ascii = grapheme.asciiValue, ascii >= 0x20, ascii < 0x7F { return grapheme }
        if grapheme == "\t" || grapheme.isNewline { return " " }
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return nil }
        if let placeholder = placeholder(for: first) { return placeholder }
        if scalars.contains(where: { placeholder(for: $0) != nil }) { return "\u{FFFD}" }
        if DisplayWidth.isZeroWidth(first) && first.properties.generalCategory != .format {
            // A mark joins the circle into one grapheme; a stray Hangul vowel does not, so it is replaced.
            let onCircle = "\u{25CC}" + String(grapheme)
            return onCircle.count == 1 ? Character(onCircle) : "\u{FFFD}"
        }
        return first.properties.generalCategory == .format ? nil : grapheme
    }

    /// The cells a visible grapheme is drawn in: each visible scalar with the zero-width ones after
    /// it; joiners (ZWJ) are left out, so that the terminal cannot join what ncurses counts apart.
    public static func cells(of grapheme: Character) -> [Character] {
        let scalars = grapheme.unicodeScalars
        guard scalars.count > 1, scalars.dropFirst().contains(where: { !DisplayWidth.isZeroWidth($0) || $0 == joiner })
        else { return [grapheme] }
        var cells: [String] = []
        for scalar in scalars where scalar != joiner {
            if cells.isEmpty || !DisplayWidth.isZeroWidth(scalar) {
                cells.append(String(scalar))
            } else {
                cells[cells.count - 1].unicodeScalars.append(scalar)
            }
        }
        return cells.map { $0.count == 1 ? Character($0) : "\u{FFFD}" }
    }

    static let joiner: Unicode.Scalar = "\u{200D}"

    /// The width of `grapheme` when it is one scalar that `plainWidth(_:)` knows (ASCII, Latin, the
    /// common symbols, kana, CJK, Hangul): visible as it is, so it needs no Unicode lookups; nil otherwise.
    package static func plainWidth(of grapheme: Character) -> Int? {
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard let only = scalars.next(), scalars.next() == nil else { return nil }
        return plainWidth(only.value)
    }

    /// The width of a scalar that is drawn as it is and joins nothing, all of it assigned long ago:
    /// printable ASCII, Latin-1 and Latin Extended (not the soft hyphen), punctuation (`…`), arrows,
    /// box drawing, blocks and shapes (not `◽ ◾`, emoji), `★ ☆` and braille (one column); kana, CJK
    /// ideographs and Hangul syllables (two). Nil for any other, which only grapheme breaking and the
    /// Unicode lookups can measure.
    static func plainWidth(_ value: UInt32) -> Int? {
        switch value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF,
            0x2500...0x25FC, 0x2605...0x2606, 0x2800...0x28FF:
            1
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
            2
        default:
            nil
        }
    }

    /// Whether every character of `text` is printable ASCII, which is drawn as it is, a byte a cell.
    public static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
        // Over the bytes without a branch for each, which the compiler can do many at a time.
        text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.reduce(true) { $0 && $1 &- 0x20 < 0x5F }
        } ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether every scalar of `text` is one `plainWidth(_:)` knows: each is then a grapheme of its
    /// own, visible as it is.
    static func isDrawnAsItIs(_ text: String) -> Bool {
        isPrintableASCII(text) || text.unicodeScalars.allSatisfy { plainWidth($0.value) != nil }
    }

    /// Calls `body` with each cell's grapheme and its width, in order, that `text` is drawn as once made visible.
    public static func forEachCell(in text: String, _ body: (Character, Int) -> Void) {
        // Text made only of scalars that are drawn as they are and join nothing (most names, the
        // app's lines and stars) is a grapheme a scalar: no grapheme breaking, no Unicode lookups.
        if isDrawnAsItIs(text) {
            for scalar in text.unicodeScalars { body(Character(scalar), plainWidth(scalar.value)!) }
            return
        }
        for grapheme in text {
            if let columns = plainWidth(of: grapheme) {
                body(grapheme, columns)
                continue
            }
            guard let safe = visible(grapheme) else { continue }
            for cell in cells(of: safe) { body(cell, DisplayWidth.of(cell)) }
        }
    }

    /// `text` with every grapheme made visible, as `visible(_:)` does.
    public static func sanitized(_ text: String) -> String {
        // Printable ASCII, most text, is visible as it is: no grapheme needs a look; nor does text
        // made only of scalars drawn as they are that join nothing, such as accented Latin, the
        // common punctuation and symbols (`›`, `“`, `★`), kana, CJK and Hangul.
        if isPrintableASCII(text) || isDrawnAsItIs(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for grapheme in text {
            if let safe = visible(grapheme) { result.append(safe) }
        }
        return result
    }

    /// The newest Unicode version whose characters the C library here can measure (glibc 2.36 in
    /// Debian 12); ncurses measures with it, so newer characters could break the columns.
    static let newestMeasurableVersion = (major: 14, minor: 0)

    /// The visible stand-in for a control or bidirectional-override scalar, or for one the terminal
    /// library cannot measure (unassigned, or newer than it knows); nil for others.
    static func placeholder(for scalar: Unicode.Scalar) -> Character? {
        guard let age = scalar.properties.age, (age.major, age.minor) <= newestMeasurableVersion,
            !scalar.properties.isNoncharacterCodePoint,
            scalar.value != 0x1171E  // a combining mark in Unicode 14, a spacing one since 15
        else { return "\u{FFFD}" }
        return switch scalar.value {
        case 0x00..<0x20:  // ␀…␟, e.g. ␛ for ESC
            Unicode.Scalar(0x2400 + scalar.value).map(Character.init) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"  // ␡
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
        default: nil
        }
    }
}
