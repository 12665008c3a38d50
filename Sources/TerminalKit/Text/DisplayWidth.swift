/// Decides how many terminal columns text takes; every view measures with it.
public enum DisplayWidth {
    /// Columns taken by one already-sanitised grapheme, as ncurses and the terminal count them.
    ///
    /// ncurses measures with the C library's `wcwidth`, scalar by scalar, so a grapheme made of
    /// several visible scalars (an emoji with a skin tone, a flag, a ZWJ family) is drawn as that
    /// many cells (see `TerminalText.cells(of:)`) and takes their columns together; an emoji with
    /// VARIATION SELECTOR-16 keeps the width of its base.
    public static func of(_ grapheme: Character) -> Int {
        let scalars = grapheme.unicodeScalars
        if scalars.count == 1, let only = scalars.first, only.value < 0x7F { return only.value >= 0x20 ? 1 : 0 }
        return scalars.reduce(0) { total, scalar in
            total + (isZeroWidth(scalar) ? 0 : isWide(scalar) ? 2 : 1)
        }
    }

    /// Columns taken by a string of already-sanitised text.
    public static func of(_ text: some StringProtocol) -> Int {
        // Printable ASCII, most text, is a column a byte: no graphemes to break.
        if TerminalText.isPrintableASCII(text) { return text.utf8.count }
        // Scalars drawn as they are join nothing: a scalar is a cell.
        var columns = 0
        for scalar in text.unicodeScalars {
            guard let width = TerminalText.plainWidth(scalar.value) else { return text.reduce(0) { $0 + of($1) } }
            columns += width
        }
        return columns
    }

    /// Combining marks, invisible format characters, and the Hangul vowel and final-consonant jamo
    /// that join the syllable before them.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        if (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value) { return true }
        return switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: true
        default: false
        }
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        // Regional indicators are narrow one by one; a pair (a flag) takes two columns together.
        if (0x1F1E6...0x1F1FF).contains(scalar.value) { return false }
        if scalar.properties.isEmojiPresentation { return true }
        return wideRanges.contains { $0.contains(scalar.value) }
    }

    /// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth.txt, grouped).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FF1, 0x17000...0x18D08,
        0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
