import TerminalKit

/// The app's keys for each page, in one place; footers and help are generated from them.
package enum StandardKeyMaps {
    /// Up, down, paging and jumps; `verb` is `move` where rows are selected, `scroll` where not.
    private static func movement(_ verb: String) -> [KeyBinding<Intent>] {
        [
            // Ctrl-P and Ctrl-N as fzf, Emacs and readline have them.
            KeyBinding(.moveUp, [.up, .character("k"), .control("p")], "\(verb) up", footer: verb),
            KeyBinding(.moveDown, [.down, .character("j"), .control("n")], "\(verb) down", footer: verb),
            KeyBinding(.pageUp, [.pageUp, .control("b")], "page up"),
            KeyBinding(.pageDown, [.pageDown, .control("f")], "page down"),
            KeyBinding(.moveToFirst, [.home, .character("g")], "go to the top"),
            KeyBinding(.moveToLast, [.end, .character("G")], "go to the bottom"),
            KeyBinding(.halfPageUp, [.control("u")], "half a page up"),
            KeyBinding(.halfPageDown, [.control("d")], "half a page down"),
        ]
    }

    private static let favorite = KeyBinding(Intent.toggleFavorite, [.character("f")], "mark favorite", footer: "favorite")
    private static let backKeys: [Key] = [.escape, .left, .character("h"), .backspace]
    private static let back = KeyBinding(Intent.back, backKeys, "back", footer: "back")
    private static let undoAndRedo = [
        KeyBinding(Intent.undo, [.character("u")], "undo"),
        KeyBinding(Intent.redo, [.control("r")], "redo"),
    ]
    // Ctrl-C is not a key here: in cbreak mode it is SIGINT, which restores the terminal and exits 130.
    private static let quit = KeyBinding(Intent.quit, [.character("q")], "quit", footer: "quit")
    private static let redraw = KeyBinding(Intent.redraw, [.control("l")], "redraw the screen")
    private static let help = KeyBinding(Intent.showHelp, [.character("?")], "show this help", footer: "help")
    private static let showMap = KeyBinding(Intent.showMap, [.character("m")], "map of the list", footer: "map")
    /// Zooming a map; the landmark page's map panel names these keys itself, so its footer need not.
    private static func zoom(inFooter: Bool) -> [KeyBinding<Intent>] {
        [
            KeyBinding(.zoom(1), [.character("+"), .character("=")], "zoom the map in", footer: inFooter ? "zoom" : nil, footerKeys: "+"),
            KeyBinding(.zoom(-1), [.character("-")], "zoom the map out", footer: inFooter ? "zoom" : nil, footerKeys: "/-"),
        ]
    }

    /// The landmark list.
    package static let list = KeyMap<Intent>(
        movement("move") + [
            KeyBinding(.list(.flipSwitch), [.enter, .character(" ")], "flip the switch row", footer: "flip"),
            // Where the switch is not selected, Space marks: f and d then act on every marked landmark.
            KeyBinding(.list(.toggleMark), [.character(" ")], "mark for f and d"),
            KeyBinding(.activate, [.enter, .right, .character("l")], "open the landmark", footer: "open"),
            KeyBinding(.list(.toggleFavoritesOnly), [.character("F")], "favorites only", footer: "favorites only"),
            KeyBinding(.list(.toggleFavorite), [.character("f")], "mark favorite", footer: "favorite"),
            KeyBinding(.list(.moveFavoriteUp), [.character("K")], "move favorite up", footer: "reorder", footerKeys: "K"),
            KeyBinding(.list(.moveFavoriteDown), [.character("J")], "move favorite down", footer: "reorder", footerKeys: "/J"),
            KeyBinding(.list(.removeFavorite), [.character("d"), .delete], "remove favorite", footer: "remove"),
            KeyBinding(.list(.startSearch), [.character("/")], "search", footer: "search"),
            KeyBinding(.list(.cycleSortOrder), [.character("s")], "next sort order", footer: "sort"),
            KeyBinding(.list(.toggleCategoryView), [.character("c")], "sections by category"),
            KeyBinding(.list(.togglePreviewPane), [.character("p")], "preview pane"),
            showMap,
            KeyBinding(.showYourPhotos, [.character("y")], "your photos by date"),
            KeyBinding(.nextSection, [.tab], "next section"),
            KeyBinding(.previousSection, [.backTab], "previous section"),
            KeyBinding(.list(.clearSearch), backKeys, "clear marks, search"),
        ] + undoAndRedo + [
            quit,
            redraw,
            help,
        ])

    /// The list while its search field takes the typed text: only keys that type nothing are bound,
    /// the field's editing keys as readline has them.
    package static let search = KeyMap<Intent>([
        KeyBinding(.moveUp, [.up, .control("p")], "move up", footer: "move"),
        KeyBinding(.moveDown, [.down, .control("n")], "move down", footer: "move"),
        KeyBinding(.pageUp, [.pageUp], "page up"),
        KeyBinding(.pageDown, [.pageDown], "page down"),
        KeyBinding(.list(.finishSearch), [.enter], "open the selected match", footer: "open"),
        // The matches stay listed, to work on with the list's keys (f, s, m, …); Esc then clears them.
        KeyBinding(.list(.keepSearch), [.tab], "keep the matches and go to the list", footer: "list"),
        KeyBinding(.list(.cancelSearch), [.escape], "clear the search", footer: "clear"),
        // less's Ctrl-R in its search prompt: words as typed. Fuzzy (fzf's way) is the default; the mode is remembered.
        KeyBinding(.list(.matchExactly), [.control("r")], "find words as typed, in the list's order", footer: "exact"),
        KeyBinding(.list(.matchFuzzily), [.control("r")], "find letters in order (fuzzy), best matches first", footer: "fuzzy"),
        KeyBinding(.editSearch(.moveLeft), [.left, .control("b")], "cursor left"),
        KeyBinding(.editSearch(.moveRight), [.right, .control("f")], "cursor right"),
        KeyBinding(.editSearch(.moveToStart), [.home, .control("a")], "cursor to the start"),
        KeyBinding(.editSearch(.moveToEnd), [.end, .control("e")], "cursor to the end"),
        KeyBinding(.editSearch(.moveWordLeft), [.alt(.character("b"))], "cursor a word left"),
        KeyBinding(.editSearch(.moveWordRight), [.alt(.character("f"))], "cursor a word right"),
        KeyBinding(.editSearch(.deleteBackward), [.backspace], "delete before the cursor"),
        KeyBinding(.editSearch(.deleteForward), [.delete], "delete under the cursor"),
        KeyBinding(.editSearch(.deleteWordBackward), [.control("w"), .alt(.backspace)], "delete the word before"),
        KeyBinding(.editSearch(.deleteWordForward), [.alt(.character("d"))], "delete the word after"),
        KeyBinding(.editSearch(.deleteToStart), [.control("u")], "delete to the start"),
        KeyBinding(.editSearch(.deleteToEnd), [.control("k")], "delete to the end"),
    ])

    /// The search field of `landmarks pick`, where it starts: Enter picks the match, Esc ends without a
    /// choice, as fzf's do.
    package static let pickSearch = picking(search)

    /// The list of `landmarks pick` (after Tab): Enter picks.
    package static let pickList = picking(list)

    /// `map` with Enter (and what opens) picking, and Esc in the field ending the pick.
    private static func picking(_ map: KeyMap<Intent>) -> KeyMap<Intent> {
        KeyMap(
            map.bindings.map { binding in
                switch binding.action {
                case .activate, .list(.finishSearch):
                    KeyBinding(binding.action, binding.keys, "print the selected landmark and quit", footer: "pick")
                case .list(.cancelSearch):
                    KeyBinding(binding.action, binding.keys, "quit without a choice", footer: "cancel")
                default: binding
                }
            })
    }

    /// A landmark, the focus on its facts: keys scroll them, and Tab or Enter go to the photos.
    public static let landmark = landmarkMap(photosFocused: false)

    /// A landmark, the focus on its photos: keys move among them and Enter opens one.
    public static let landmarkPhotos = landmarkMap(photosFocused: true)

    private static func landmarkMap(photosFocused: Bool) -> KeyMap<Intent> {
        KeyMap(
            movement("move") + [
                KeyBinding(
                    .switchFocus, [.tab, .backTab], "facts or photos",
                    footer: photosFocused ? "facts" : "photos"),
                KeyBinding(
                    .activate, [.enter, .right, .character("l")],
                    photosFocused ? "open the selected photo" : "go to the photos", footer: photosFocused ? "open" : nil),
            ] + (photosFocused ? rating + [openPhotoFile] : zoom(inFooter: false)) + [
                KeyBinding(.showMap, [.character("m")], "map of the list"),
                favorite,
                back,
            ] + undoAndRedo + [
                quit,
                redraw,
                help,
            ])
    }

    private static let openPhotoFile = KeyBinding(
        Intent.openPhotoFile, [.character("o")], "open the file in your viewer ($LANDMARKS_VIEWER or xdg-open)")

    /// Rating keys: 0 to 5 stars, one more or less.
    private static let rating: [KeyBinding<Intent>] = [
        KeyBinding(.setRating(0), [.character("0")], "no stars", footer: "rate", footerKeys: "0-5"),
        KeyBinding(.setRating(1), [.character("1")], "rate 1 star"),
        KeyBinding(.setRating(2), [.character("2")], "rate 2 stars"),
        KeyBinding(.setRating(3), [.character("3")], "rate 3 stars"),
        KeyBinding(.setRating(4), [.character("4")], "rate 4 stars"),
        KeyBinding(.setRating(5), [.character("5")], "rate 5 stars"),
        KeyBinding(.changeRating(1), [.character("+"), .character("=")], "one more star", footer: "±1", footerKeys: "+"),
        KeyBinding(.changeRating(-1), [.character("-")], "one star less", footer: "±1"),
    ]

    /// A photo.
    package static let photo = KeyMap<Intent>(
        movement("scroll") + rating + [
            // → Space and l as image viewers have them (nsxiv, feh, imv); from the last, the first again.
            KeyBinding(
                .otherPhoto(1), [.character("n"), .character("]"), .right, .character(" "), .character("l")],
                "next photo of the landmark", footer: "next"),
            KeyBinding(.otherPhoto(-1), [.character("N"), .character("[")], "previous photo", footer: "next", footerKeys: "/N"),
            openPhotoFile,
            back,
            // feh's key for it; after Esc, which a narrow footer keeps first.
            KeyBinding(.togglePictureAlone, [.character("v")], "the picture alone, or with its facts", footer: "alone"),
        ] + undoAndRedo + [
            quit,
            redraw,
            help,
        ])

    /// The files of your photo folder not shown, with why.
    package static let filesNotShown = KeyMap<Intent>(movement("scroll") + [back, quit, redraw, help])

    /// Your photos by date.
    package static let yourPhotos = KeyMap<Intent>(
        movement("move") + [
            KeyBinding(.activate, [.enter, .right, .character("l")], "open the photo", footer: "open"), back, quit, redraw, help,
        ])

    /// The full-screen map: the landmarks listed as dots, one selected.
    package static let map = KeyMap<Intent>(
        [
            KeyBinding(.pan(dx: -1, dy: 0), [.left, .character("h")], "pan left", footer: "pan"),
            KeyBinding(.pan(dx: 0, dy: 1), [.down, .character("j")], "pan down", footer: "pan"),
            KeyBinding(.pan(dx: 0, dy: -1), [.up, .character("k")], "pan up", footer: "pan"),
            KeyBinding(.pan(dx: 1, dy: 0), [.right, .character("l")], "pan right", footer: "pan"),
        ] + zoom(inFooter: true) + [
            KeyBinding(.fitMap, [.character("0")], "fit every landmark", footer: "fit"),
            KeyBinding(.otherLandmark(1), [.character("n")], "next landmark", footer: "next", footerKeys: "n"),
            KeyBinding(.otherLandmark(-1), [.character("N")], "previous landmark", footer: "next", footerKeys: "/N"),
            KeyBinding(.activate, [.enter], "open the selected landmark", footer: "open"),
            // The list's search, whose matches `m` then maps.
            KeyBinding(.list(.startSearch), [.character("/")], "search the list (m maps the matches)"),
            KeyBinding(.back, [.escape, .backspace], "back", footer: "back"),
            quit,
            redraw,
            help,
        ])

    /// Every key map above with the page (or the state of a page) it serves; the manual page lists them.
    package static let pages: [(name: String, keys: KeyMap<Intent>)] = [
        ("The list", list), ("Typing a search", search), ("A landmark", landmark),
        ("A landmark, its photos focused", landmarkPhotos), ("A photo", photo), ("The map", map),
        ("Your files not shown", filesNotShown),
        ("Your photos by date", yourPhotos),
    ]
}
