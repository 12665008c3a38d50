import LandmarksCore

/// Which screen's keys apply.
public enum ScreenKind: Hashable, Sendable {
    case list
    case detail
    case photo
    /// The list while its search field takes the typed text.
    case search
}

/// One intent, the keys that ask for it on a screen, and how help and footer describe it.
public struct KeyBinding: Equatable, Sendable {
    public let intent: Intent
    public let keys: [Key]
    /// What it does, e.g. `open`.
    public let action: String
    /// Footer hints with the same `footerGroup` merge into one, e.g. `↑↓ move`; nil keeps it out.
    public let footerGroup: String?
    /// How the footer writes the keys, when not by the first key's name, e.g. `0-5`.
    public let footerKeys: String?

    public init(
        _ intent: Intent, _ keys: [Key], _ action: String, footer footerGroup: String? = nil,
        footerKeys: String? = nil
    ) {
        self.intent = intent
        self.keys = keys
        self.action = action
        self.footerGroup = footerGroup
        self.footerKeys = footerKeys
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
            guard let group = binding.footerGroup,
                let keys = binding.footerKeys ?? binding.keys.first?.displayName
            else { continue }
            if let last = hints.last, last.group == group {
                hints[hints.count - 1].keys += keys
            } else {
                hints.append((keys, group, group))
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
        let back = KeyBinding(.back, [.escape, .left, .character("h"), .backspace], "back", footer: "back")
        // Ctrl-C is not a key here: in cbreak mode it is SIGINT, which restores the terminal and exits 130.
        let quit = KeyBinding(.quit, [.character("q")], "quit", footer: "quit")
        let help = KeyBinding(.showHelp, [.character("?")], "show this help", footer: "help")
        let list =
            movement("move") + [
                KeyBinding(.activate, [.enter, .right, .character("l")], "open / flip switch", footer: "open"),
                KeyBinding(.flipSwitch, [.character(" ")], "flip the switch row"),
                KeyBinding(.toggleFavoritesOnly, [.character("F")], "favorites only", footer: "favorites only"),
                favorite,
                KeyBinding(.startSearch, [.character("/")], "search", footer: "search"),
                KeyBinding(.cycleSortOrder, [.character("s")], "sort: file, name, state, category", footer: "sort"),
                KeyBinding(.toggleCategoryView, [.character("c")], "categories: Featured, then each category"),
                KeyBinding(.nextSection, [.tab], "next section"),
                KeyBinding(.previousSection, [.backTab], "previous section"),
                KeyBinding(.moveFavoriteUp, [.character("K")], "favorites only, file order: move up"),
                KeyBinding(.moveFavoriteDown, [.character("J")], "favorites only, file order: move down"),
                KeyBinding(.removeFavorite, [.character("d"), .delete], "favorites only: remove favorite"),
                KeyBinding(.back, [.escape, .left, .character("h"), .backspace], "clear the search"),
                quit,
                help,
            ]
        // Typed characters go into the search field, so only keys that type nothing are bound here.
        let search = [
            KeyBinding(.moveUp, [.up], "move up", footer: "move"),
            KeyBinding(.moveDown, [.down], "move down", footer: "move"),
            KeyBinding(.pageUp, [.pageUp], "page up"),
            KeyBinding(.pageDown, [.pageDown], "page down"),
            KeyBinding(.finishSearch, [.enter], "keep the filter", footer: "keep"),
            KeyBinding(.cancelSearch, [.escape], "clear the search", footer: "clear"),
            KeyBinding(.deleteBackward, [.backspace], "delete a character"),
        ]
        let detail =
            movement("move") + [
                KeyBinding(.switchFocus, [.tab, .backTab], "switch between facts and photos", footer: "photos"),
                KeyBinding(.activate, [.enter, .right, .character("l")], "open the selected photo"),
                favorite,
                back,
                quit,
                help,
            ]
        let photo =
            movement("scroll") + [
                KeyBinding(.setRating(0), [.character("0")], "no stars", footer: "rate", footerKeys: "0-5"),
                KeyBinding(.setRating(1), [.character("1")], "rate 1 star"),
                KeyBinding(.setRating(2), [.character("2")], "rate 2 stars"),
                KeyBinding(.setRating(3), [.character("3")], "rate 3 stars"),
                KeyBinding(.setRating(4), [.character("4")], "rate 4 stars"),
                KeyBinding(.setRating(5), [.character("5")], "rate 5 stars"),
                KeyBinding(.increaseRating, [.character("+"), .character("=")], "one more star", footer: "±1", footerKeys: "+"),
                KeyBinding(.decreaseRating, [.character("-")], "one star less", footer: "±1"),
                back,
                quit,
                help,
            ]
        return KeyMap(bindings: [.list: list, .search: search, .detail: detail, .photo: photo])
    }()
}
