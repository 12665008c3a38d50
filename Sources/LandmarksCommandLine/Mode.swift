/// What a run of the program does, chosen by its first argument: browse, or a subcommand for scripts.
package enum Mode: CaseIterable, Sendable {
    /// The interactive browser, without a subcommand.
    case browse
    case list
    case photos
    /// One photo's picture as text with colour escapes.
    case show
    /// A map of the landmarks as braille text.
    case map
    /// The browser as a picker for scripts: Enter prints the landmark chosen.
    case pick

    /// The first argument that chooses the mode; nil for the browser.
    package var subcommand: String? {
        switch self {
        case .browse: nil
        case .list: "list"
        case .photos: "photos"
        case .show: "show"
        case .map: "map"
        case .pick: "pick"
        }
    }

    /// The argument the mode takes besides its options, as the synopsis names it.
    package var operand: String? {
        switch self {
        case .browse, .list, .pick: nil
        case .photos, .map: "LANDMARK-ID"
        case .show: "PHOTO-ID|FILE"
        }
    }

    /// Whether the operand may be left out (`photos` lists every photo without one).
    package var operandIsOptional: Bool { self == .photos || self == .map }

    /// The operand as the synopsis writes it: `[LANDMARK-ID]` when it may be left out.
    package var operandInSynopsis: String? {
        operand.map { operandIsOptional ? "[\($0)]" : $0 }
    }

    /// What the operand is, for the error that says an argument is not one, e.g. `a landmark id`.
    var operandNoun: String { self == .show ? "a photo id" : "a landmark id" }

    /// What the mode does in a few words, for the completions' menus.
    package var brief: String {
        switch self {
        case .browse: "browse landmarks and their photos"
        case .list: "print the landmarks as tab-separated lines"
        case .photos: "print the photos as tab-separated lines"
        case .show: "print a photo's picture as coloured text"
        case .map: "print a map of the landmarks as braille text"
        case .pick: "choose a landmark in the browser and print it"
        }
    }

    /// What the mode does, one sentence or more, for the manual.
    package var summary: String {
        switch self {
        case .browse:
            "Browse the landmarks and their photos; standard output must be a terminal. A catalog piped in"
                + " (cat FILE | landmarks) is read from standard input and keys from the terminal, as fzf does."
        case .list:
            "Print one tab-separated line per landmark: \(TabSeparatedListing.columns.joined(separator: ", "))"
                + " (yes or no). With --json, one JSON object per line with these and city, coordinates and"
                + " description."
        case .photos:
            "Print one tab-separated line per photo, a landmark's newest first, or only the photos of"
                + " LANDMARK-ID: \(TabSeparatedListing.photoColumns.joined(separator: ", "))"
                + " (taken in ISO 8601 at the place's UTC offset; ratings as saved; file an absolute path)."
                + " With --json, one JSON object per line with these fields."
        case .show:
            "Print the picture of PHOTO-ID, or the picture FILE (JPEG, PNG, HEIC/HEIF, AVIF, WebP, TIFF, GIF or"
                + " a camera's RAW file), as text with colour escapes: exactly ROWS lines, none wider"
                + " than COLS (the terminal's width and its height less the prompt's line, or 80x24 without one). A picture that cannot be shown"
                + " is named on standard error with the reason, exit status 1."
        case .map:
            "Print a map as text, braille dots for coastlines and borders and a dot per landmark: exactly ROWS"
                + " lines of COLS characters (as show sizes them). Centred on LANDMARK-ID about 600 km across,"
                + " the landmark marked and named; without one, fitted to the landmarks that match --search"
                + " (all without it)."
        case .pick:
            "Choose a landmark in the browser, drawn on the terminal (/dev/tty) whatever standard output is,"
                + " starting in the search field at the top of the list, with --search WORDS typed in it: letters"
                + " search; Enter on a match prints its id (with --json, its JSON line) to standard output and ends"
                + " with status 0; Esc or Ctrl-C end with status 130 and print nothing, as fzf does:"
                + " id=$(landmarks pick)."
        }
    }

    /// The options accepted here, in the order the synopsis shows them: a subcommand's own options
    /// come right after it, then the options shared with other modes; `--help` and `--version`,
    /// which answer on their own, are left out.
    package var synopsisOptions: [Option] {
        let accepted = Option.allCases.filter { $0.spec.modes.contains(self) && !$0.spec.answersAlone }
        guard subcommand != nil else { return accepted }
        return accepted.filter { $0.spec.onlySubcommands != nil } + accepted.filter { $0.spec.onlySubcommands == nil }
    }
}
