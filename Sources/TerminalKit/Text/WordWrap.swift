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
        for paragraph in paragraphs {
            let sanitized = isPlain ? paragraph : Substring(TerminalText.sanitized(String(paragraph)))
            // Plain text's words are found as they are needed: a long description is not split whole.
            let isFull =
                isPlain
                ? !append(SpaceSeparatedWords(sanitized), to: &lines, width: width, limit: limit)
                : !append(sanitized.split(separator: " "), to: &lines, width: width, limit: limit)
            if isFull { break }
        }
        return Array(lines.prefix(limit))
    }

    /// Appends the lines of one paragraph's words to `lines`; false when `limit` lines were reached first.
    private static func append(_ words: some Sequence<Substring>, to lines: inout [String], width: Int, limit: Int) -> Bool {
        var line = ""
        var lineWidth = 0
        for rawWord in words {
            if lines.count >= limit { return false }
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
        return true
    }

    /// The words of text between spaces (runs of spaces count as one), found one at a time.
    private struct SpaceSeparatedWords: Sequence, IteratorProtocol {
        let text: Substring
        var position: Substring.Index

        init(_ text: Substring) {
            self.text = text
            position = text.startIndex
        }

        mutating func next() -> Substring? {
            let bytes = text.utf8
            var start = position
            while start < bytes.endIndex, bytes[start] == 0x20 { start = bytes.index(after: start) }
            guard start < bytes.endIndex else { return nil }
            var end = start
            while end < bytes.endIndex, bytes[end] != 0x20 { end = bytes.index(after: end) }
            position = end
            return text[start..<end]
        }
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
