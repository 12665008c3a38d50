/// An edit of a one-line text field, as readline's keys ask for them.
public enum TextEdit: Hashable, Sendable {
    case moveLeft, moveRight, moveToStart, moveToEnd
    /// Alt-B, Alt-F: to the start of the word before the cursor, past the end of the word after it.
    case moveWordLeft, moveWordRight
    /// Backspace: the character before the cursor.
    case deleteBackward
    /// Delete: the character under the cursor.
    case deleteForward
    /// Ctrl-W, Alt-Backspace: the word before the cursor and the spaces after it.
    case deleteWordBackward
    /// Alt-D: from the cursor to the end of the word after it.
    case deleteWordForward
    /// Ctrl-U: everything before the cursor.
    case deleteToStart
    /// Ctrl-K: everything from the cursor on.
    case deleteToEnd
}

/// The text of a one-line field and where the cursor is in it, counted in characters.
public struct TextField: Equatable, Sendable {
    public private(set) var text: String
    /// How many characters come before the cursor.
    public private(set) var cursor: Int

    /// A field holding `text`, the cursor at its end.
    public init(_ text: String = "") {
        self.text = text
        cursor = text.count
    }

    /// Types `typed` at the cursor (a paste arrives as one insertion).
    ///
    /// The cursor moves by as many characters as the text gained, not as `typed` holds: a combining
    /// mark or a joiner typed on its own joins the character before it (and a joiner between two
    /// emoji makes them one), so that the cursor never points past the text.
    public mutating func insert(_ typed: String) {
        let index = text.index(text.startIndex, offsetBy: cursor)
        let before = text.count
        text.insert(contentsOf: typed, at: index)
        cursor = min(cursor + max(text.count - before, 0), text.count)
    }

    public mutating func apply(_ edit: TextEdit) {
        let count = text.count
        switch edit {
        case .moveLeft: cursor = max(cursor - 1, 0)
        case .moveRight: cursor = min(cursor + 1, count)
        case .moveToStart: cursor = 0
        case .moveToEnd: cursor = count
        case .moveWordLeft: cursor = startOfWord(before: cursor)
        case .moveWordRight: cursor = endOfWord(after: cursor)
        case .deleteBackward where cursor > 0: remove(from: cursor - 1, to: cursor)
        case .deleteForward where cursor < count: remove(from: cursor, to: cursor + 1)
        case .deleteWordBackward: remove(from: startOfWord(before: cursor), to: cursor)
        case .deleteWordForward: remove(from: cursor, to: endOfWord(after: cursor))
        case .deleteToStart: remove(from: 0, to: cursor)
        case .deleteToEnd: remove(from: cursor, to: count)
        case .deleteBackward, .deleteForward: break
        }
    }

    private mutating func remove(from start: Int, to end: Int) {
        guard start < end else { return }
        text.removeSubrange(text.index(text.startIndex, offsetBy: start)..<text.index(text.startIndex, offsetBy: end))
        cursor = start
    }

    /// Where the word before `position` starts: spaces just before it are skipped first, as readline does.
    private func startOfWord(before position: Int) -> Int {
        let characters = Array(text.prefix(position))
        var start = characters.count
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }

    /// Where the word after `position` ends: spaces just after it are skipped first, as readline does.
    private func endOfWord(after position: Int) -> Int {
        let characters = Array(text)
        var end = position
        while end < characters.count, characters[end].isWhitespace { end += 1 }
        while end < characters.count, !characters[end].isWhitespace { end += 1 }
        return end
    }
}
