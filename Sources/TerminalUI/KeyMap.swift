import LandmarksCore

/// Which screen's keys apply.
public enum ScreenKind: Hashable, Sendable {
    case list
    case detail
}

/// One intent, the keys that ask for it on a screen, and how help and footer describe it.
public struct KeyBinding: Equatable, Sendable {
    public let intent: Intent
    public let keys: [Key]
    /// What it does, e.g. `open`.
    public let action: String
    /// Footer hints with the same `footerGroup` merge into one, e.g. `↑↓ move`; nil keeps it out.
    public let footerGroup: String?

    public init(_ intent: Intent, _ keys: [Key], _ action: String, footer footerGroup: String? = nil) {
        self.intent = intent
        self.keys = keys
        self.action = action
        self.footerGroup = footerGroup
    }
}

/// The one place that turns keys into intents; the footer and help are generated from it.
public struct KeyMap: Sendable {
    public let bindings: [ScreenKind: [KeyBinding]]

    public init(bindings: [ScreenKind: [KeyBinding]]) {
        self.bindings = bindings
    }

    /// The intent `key` asks for on `screen`, if any.
    public func intent(for key: Key, on screen: ScreenKind) -> Intent? {
        bindings[screen]?.first { $0.keys.contains(key) }?.intent
    }

    /// Footer hints for `screen`, e.g. `[("↑↓", "move"), ("Enter", "open")]`.
    public func footerHints(for screen: ScreenKind) -> [(keys: String, action: String)] {
        var hints: [(keys: String, action: String, group: String)] = []
        for binding in bindings[screen] ?? [] {
            guard let group = binding.footerGroup, let key = binding.keys.first else { continue }
            if let last = hints.last, last.group == group {
                hints[hints.count - 1].keys += key.displayName
            } else {
                hints.append((key.displayName, group, group))
            }
        }
        return hints.map { ($0.keys, $0.action) }
    }

    /// Every binding of `screen` as help lines, e.g. `("↓ j", "move down")`.
    public func helpLines(for screen: ScreenKind) -> [(keys: String, action: String)] {
        (bindings[screen] ?? []).map { binding in
            (binding.keys.map(\.displayName).joined(separator: " "), binding.action)
        }
    }

    public static let standard: KeyMap = {
        /// Up, down, paging and jumps; `verb` is `move` where rows are selected, `scroll` where not.
        func movement(_ verb: String) -> [KeyBinding] {
            [
                KeyBinding(.moveUp, [.up, .character("k")], "\(verb) up", footer: verb),
                KeyBinding(.moveDown, [.down, .character("j")], "\(verb) down", footer: verb),
                KeyBinding(.pageUp, [.pageUp], "page up"),
                KeyBinding(.pageDown, [.pageDown], "page down"),
                KeyBinding(.moveToFirst, [.home, .character("g")], "go to the top"),
                KeyBinding(.moveToLast, [.end, .character("G")], "go to the bottom"),
            ]
        }
        let favorite = KeyBinding(.toggleFavorite, [.character("f")], "mark favorite", footer: "favorite")
        // Ctrl-C is not a key here: in cbreak mode it is SIGINT, which restores the terminal and exits 130.
        let quit = KeyBinding(.quit, [.character("q")], "quit", footer: "quit")
        let help = KeyBinding(.showHelp, [.character("?")], "show this help", footer: "help")
        let list =
            movement("move") + [
                KeyBinding(.activate, [.enter, .right, .character("l")], "open / flip switch", footer: "open"),
                KeyBinding(.flipSwitch, [.character(" ")], "flip the switch row"),
                KeyBinding(.toggleFavoritesOnly, [.character("F")], "favorites only", footer: "favorites only"),
                favorite,
                KeyBinding(.back, [.escape, .left, .character("h"), .backspace], "back"),
                quit,
                help,
            ]
        let detail =
            movement("scroll") + [
                favorite,
                KeyBinding(.back, [.escape, .left, .character("h"), .backspace], "back", footer: "back"),
                quit,
                help,
            ]
        return KeyMap(bindings: [.list: list, .detail: detail])
    }()
}
