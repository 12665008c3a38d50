import LandmarksCore

/// The options of the command line: from this one table come the parser, the `--help` text, the
/// manual page and the shell completions, so none of them can list an option the others lack.
package enum Option: CaseIterable, Sendable {
    // In the order of the usage's option list.
    case data, dataFormat, stateDir, photoFolder, radius, unmatched, byDate, problems, pictures, theme, fields, favorites, search, exact,
        sort,
        json,
        format,
        header, size,
        colors,
        noColor, noMouse,
        help, version

    package var spec: OptionSpec {
        switch self {
        case .data:
            OptionSpec(
                "--data", value: .file("FILE"), in: Mode.allCases,
                help: "read places from FILE (the SwiftUI Landmarks JSON, GeoJSON, GPX, KML, KMZ, CSV or a GeoNames dump),"
                    + " or from standard input when FILE is -; photos come from \(PhotoCatalog.fileName) in the same folder,"
                    + " and from the pictures a KMZ holds (or a KML has beside it) that its places show")
        case .dataFormat:
            OptionSpec(
                "--data-format", value: .choice("FORMAT", CatalogFormats.standard.readers.map { $0.formatName }), in: Mode.allCases,
                help: "read FILE in FORMAT whatever its first bytes show (by default they tell)")
        case .stateDir:
            OptionSpec(
                "--state-dir", value: .folder("DIR"), in: Mode.allCases,
                help: "keep favorites, ratings and settings in DIR (default: $XDG_STATE_HOME/landmarks,"
                    + " else ~/.local/state/landmarks)")
        case .photoFolder:
            OptionSpec(
                "--photos", value: .folder("DIR"), in: [.browse, .pick, .photos, .show, .map],
                help: "add your own photos (JPEG, HEIC, AVIF, WebP, PNG, TIFF, GIF, RAW) from DIR (and its subfolders),"
                    + " each at the nearest landmark by its GPS position, or its XMP sidecar's (default: $LANDMARKS_PHOTOS)")
        case .radius:
            OptionSpec(
                "--radius", value: .words("KM"), in: [.browse, .pick, .photos],
                help: "how near a landmark your photo must be taken to go with it, in kilometres (default: 10)")
        case .unmatched:
            OptionSpec("--unmatched", in: [.photos], help: "your photos at no landmark (elsewhere, or without a location); needs --photos")
        case .byDate:
            OptionSpec("--by-date", in: [.photos], help: "all your photos by date, oldest first, with where each was taken; needs --photos")
        case .problems:
            OptionSpec(
                "--problems", in: [.list, .photos],
                help: "with list, the places of the file that were left out, and why; with photos, the files and folders of your"
                    + " photos that could not be used, and why (needs --photos)")
        case .favorites:
            OptionSpec("--favorites", in: [.list], help: "only favorites, in your order")
        case .search:
            OptionSpec(
                "--search", value: .words("WORDS"), in: [.list, .map, .pick],
                help: "only landmarks whose name, park, city or state hold every word, ignoring case and accents: fuzzily"
                    + " as fzf does (each word's letters in order, the best matches first; 'word as typed)")
        case .exact:
            OptionSpec(
                "--exact", in: [.list, .map, .pick],
                help: "--search finds each word as typed, and list keeps its order (the search field's Ctrl-R)")
        case .sort:
            OptionSpec(
                "--sort", value: .choice("ORDER", LandmarkOrder.allCases.map(\.rawValue)), in: [.list],
                help: Prose.list(LandmarkOrder.allCases.map { $0 == .file ? "\($0.rawValue) (default)" : $0.rawValue }))
        case .json:
            OptionSpec(
                "--json", in: [.list, .photos, .pick],
                help: "one JSON object per line instead of tab-separated fields (control characters escaped)")
        case .header:
            OptionSpec(
                "--header", in: [.list, .photos],
                help: "first a line naming the columns, for the tab-separated lines (spreadsheets, csvkit, pandas)")
        case .format:
            OptionSpec(
                "--format", value: .choice("FORMAT", ListFormat.allCases.map(\.rawValue)), in: [.list],
                help: "tsv (default), json (as --json), or a place file other apps import: csv, geojson, gpx or kml")
        case .size:
            OptionSpec(
                "--size", value: .words("COLSxROWS"), in: [.show, .map],
                help:
                    "the picture's or map's room in columns and lines, e.g. 100x30 (default: the terminal's, less a line for the prompt, else 80x24)"
            )
        case .colors:
            OptionSpec(
                "--colors", value: .choice("COLORS", PictureColors.allCases.map(\.rawValue)), in: [.show],
                help: "full (24-bit), 256, 16 or none (shades in the default colours); default: what the terminal says")
        case .pictures:
            OptionSpec(
                "--pictures", value: .choice("MODE", PictureMode.allCases.map(\.rawValue)), in: [.browse, .pick, .show],
                help: "auto (default: as the terminal says; $LANDMARKS_PICTURES), kitty, iterm or sixel (the terminal's pixels),"
                    + " cells (blocks and colours) or none (the app without pictures)")
        case .fields:
            OptionSpec(
                "--fields", value: .words("FIELDS"), in: [.list],
                help: "the tab-separated columns, comma-separated, of id, name, park, city, state, category, favorite, latitude,"
                    + " longitude (default: id,name,park,state,category,favorite)")
        case .theme:
            OptionSpec(
                "--theme", value: .choice("THEME", ThemeChoice.allCases.map(\.rawValue)), in: [.browse, .pick],
                help: "colours for the terminal's background: auto (default: as COLORFGBG says, else dark; $LANDMARKS_THEME), dark or light"
            )
        case .noColor:
            OptionSpec("--no-color", in: [.browse, .pick], help: "no colours (as does a non-empty NO_COLOR); the layout stays")
        case .noMouse:
            OptionSpec("--no-mouse", in: [.browse, .pick], help: "leave the mouse to the terminal (no clicks or wheel in the app)")
        case .help:
            OptionSpec("-h", "--help", in: Mode.allCases, answersAlone: true, help: "show this help")
        case .version:
            OptionSpec("--version", in: Mode.allCases, answersAlone: true, help: "show the version")
        }
    }

    /// The option called `name` that `mode` accepts, if any.
    package static func named(_ name: String, in mode: Mode) -> Option? {
        allCases.first { $0.spec.names.contains(name) && $0.spec.modes.contains(mode) }
    }
}
