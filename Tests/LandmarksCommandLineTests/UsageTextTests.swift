import LandmarksCommandLine
import Testing

@Suite struct UsageTextTests {
    /// The whole text, as users and scripts have known it; it is made from the option table.
    @Test func usageIsMadeFromTheOptionTable() {
        #expect(
            Command.usage == """
                usage: landmarks [--data FILE] [--data-format FORMAT] [--state-dir DIR] [--photos DIR] [--radius KM] [--pictures MODE] [--theme THEME] [--no-color] [--no-mouse]
                       landmarks list [--problems] [--fields FIELDS] [--favorites] [--search WORDS] [--exact] [--sort ORDER] [--json] [--format FORMAT] [--header] [--data FILE] [--data-format FORMAT] [--state-dir DIR]
                       landmarks photos [LANDMARK-ID] [--unmatched] [--by-date] [--problems] [--json] [--header] [--data FILE] [--data-format FORMAT] [--state-dir DIR] [--photos DIR] [--radius KM]
                       landmarks show PHOTO-ID|FILE [--size COLSxROWS] [--colors COLORS] [--data FILE] [--data-format FORMAT] [--state-dir DIR] [--photos DIR] [--pictures MODE]
                       landmarks map [LANDMARK-ID] [--search WORDS] [--exact] [--size COLSxROWS] [--data FILE] [--data-format FORMAT] [--state-dir DIR] [--photos DIR]
                       landmarks pick [--search WORDS] [--exact] [--json] [--data FILE] [--data-format FORMAT] [--state-dir DIR] [--photos DIR] [--radius KM] [--pictures MODE] [--theme THEME] [--no-color] [--no-mouse]
                       landmarks --help | --version

                Browse landmarks and their photos in the terminal. For scripts, `landmarks list` prints one
                tab-separated line per landmark (id, name, park, state, category, favorite) and
                `landmarks photos` one per photo (id, landmark id, title, author, taken, rating, file), or
                with --json a JSON object per line; `landmarks show` prints a photo's picture as coloured
                text and `landmarks map` a map of the landmarks in braille.

                options:
                  --data FILE           read places from FILE (the SwiftUI Landmarks JSON, GeoJSON, GPX,
                                        KML, KMZ, CSV or a GeoNames dump), or from standard input when FILE
                                        is -; photos come from photos.json in the same folder, and from the
                                        pictures a KMZ holds (or a KML has beside it) that its places show
                  --data-format FORMAT  read FILE in FORMAT whatever its first bytes show (by default they
                                        tell)
                  --state-dir DIR       keep favorites, ratings and settings in DIR (default:
                                        $XDG_STATE_HOME/landmarks, else ~/.local/state/landmarks)
                  --photos DIR          add your own photos (JPEG, HEIC, AVIF, WebP, PNG, TIFF, GIF, RAW)
                                        from DIR (and its subfolders), each at the nearest landmark by its
                                        GPS position, or its XMP sidecar's (default: $LANDMARKS_PHOTOS)
                  --radius KM           how near a landmark your photo must be taken to go with it, in
                                        kilometres (default: 10)
                  --unmatched           with `photos`: your photos at no landmark (elsewhere, or without a
                                        location); needs --photos
                  --by-date             with `photos`: all your photos by date, oldest first, with where
                                        each was taken; needs --photos
                  --problems            with `list` or `photos`: with list, the places of the file that
                                        were left out, and why; with photos, the files and folders of your
                                        photos that could not be used, and why (needs --photos)
                  --pictures MODE       auto (default: as the terminal says; $LANDMARKS_PICTURES), kitty,
                                        iterm or sixel (the terminal's pixels), cells (blocks and colours)
                                        or none (the app without pictures)
                  --theme THEME         colours for the terminal's background: auto (default: as COLORFGBG
                                        says, else dark; $LANDMARKS_THEME), dark or light
                  --fields FIELDS       with `list`: the tab-separated columns, comma-separated, of id,
                                        name, park, city, state, category, favorite, latitude, longitude
                                        (default: id,name,park,state,category,favorite)
                  --favorites           with `list`: only favorites, in your order
                  --search WORDS        with `list`, `map` or `pick`: only landmarks whose name, park, city
                                        or state hold every word, ignoring case and accents: fuzzily as fzf
                                        does (each word's letters in order, the best matches first; 'word
                                        as typed)
                  --exact               with `list`, `map` or `pick`: --search finds each word as typed,
                                        and list keeps its order (the search field's Ctrl-R)
                  --sort ORDER          with `list`: file (default), name, state or category
                  --json                with `list`, `photos` or `pick`: one JSON object per line instead
                                        of tab-separated fields (control characters escaped)
                  --format FORMAT       with `list`: tsv (default), json (as --json), or a place file other
                                        apps import: csv, geojson, gpx or kml
                  --header              with `list` or `photos`: first a line naming the columns, for the
                                        tab-separated lines (spreadsheets, csvkit, pandas)
                  --size COLSxROWS      with `show` or `map`: the picture's or map's room in columns and
                                        lines, e.g. 100x30 (default: the terminal's, less a line for the
                                        prompt, else 80x24)
                  --colors COLORS       with `show`: full (24-bit), 256, 16 or none (shades in the default
                                        colours); default: what the terminal says
                  --no-color            no colours (as does a non-empty NO_COLOR); the layout stays
                  --no-mouse            leave the mouse to the terminal (no clicks or wheel in the app)
                  -h, --help            show this help
                  --version             show the version
                """)
    }

    @Test func everyOptionHasALineInTheUsage() {
        let lines = Command.usage.split(separator: "\n")
        for option in Option.allCases {
            #expect(lines.contains { $0.hasPrefix("  " + option.spec.names.joined(separator: ", ")) }, "\(option)")
        }
    }
}
