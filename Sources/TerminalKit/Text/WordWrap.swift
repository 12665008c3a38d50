/// Breaks text into lines that fit a width, measured with `DisplayWidth`.
public enum WordWrap {
    /// The lines of `text` wrapped to `width` columns; line breaks in the text start new lines and
    /// words longer than a line are split. Only the first `limit` lines are wrapped (a pane that shows
    /// a few lines of a long text wraps no more).
    public static func lines(_ text: String, width: Int, limit: Int = .max) -> [String] {
        guard width > 0, limit > 0 else { return [] }
        var lines: [String] = []
        // Text drawn as it is (printable ASCII, accented Latin, common punctuation: most descriptions)
        // has no line break and needs no sanitising: one paragraph whose words are split on bytes.
        let isPlain = TerminalText.isDrawnAsItIs(text)
        let paragraphs = isPlain ? [text[...]] : text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        wrapping: for paragraph in paragraphs {
            var line = ""
            var lineWidth = 0
            let sanitized = isPlain ? paragraph : Substring(TerminalText.sanitized(String(paragraph)))
            let words = isPlain ? sanitized.utf8.split(separator: 0x20).map(Substring.init) : sanitized.split(separator: " ")
            for rawWord in words {
                if lines.count >= limit { break wrapping }
                var word = rawWord
                var wordWidth = DisplayWidth.of(word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
                    lines.append(line)
                    (line, lineWidth) = ("", 0)
                }
                // A word wider than a whole line is split; the line is empty here.
                while wordWidth > width {
                    let (head, headWidth) = prefix(of: word, fitting: width)
                    lines.append(String(head))
                    word = word[head.endIndex...]
                    wordWidth -= headWidth
                }
                if lineWidth > 0 {
                    line += " "
                    lineWidth += 1
                }
                line += word
                lineWidth += wordWidth
            }
            lines.append(line)
        }
        return Array(lines.prefix(limit))
    }

    private static func prefix(of word: Substring, fitting width: Int) -> (Substring, Int) {
        var columns = 0
        var end = word.startIndex
        while end < word.endIndex {
            let next = DisplayWidth.of(word[end])
            if columns + next > width { break }
            columns += next
            end = word.index(after: end)
        }
        if end == word.startIndex, end < word.endIndex {
            // A grapheme wider than the line gets a line of its own rather than looping forever.
            end = word.index(after: end)
            columns = DisplayWidth.of(word[word.startIndex])
        }
        return (word[..<end], columns)
    }
}
