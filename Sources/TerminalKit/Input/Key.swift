/// A key press, independent of the terminal library that read it.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab, backTab, delete
    case character(Character)
    /// Ctrl plus a letter, e.g. `.control("c")`.
    case control(Character)
    /// Alt (Meta) plus a key, as terminals send it: Escape then the key, e.g. `.alt(.backspace)`.
    indirect case alt(Key)

    /// How the key is written in the footer and help, e.g. `↑`, `Enter`, `Ctrl-C`.
    public var displayName: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .delete: "Delete"
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        case .alt(let key): "Alt-\(key.displayName)"
        }
    }
}
