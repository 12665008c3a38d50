import LandmarksCommandLine

/// The sections of the manual that the tables do not hold: files, environment and exit status.
extension ManPage {
    static let files =
        [".SH FILES"]
        + entry(
            Roff.italic("PREFIX/share/landmarks/landmarks.json"),
            "The bundled landmarks, found from where the binary is (PREFIX/bin/landmarks) or in the source"
                + " tree it was built from; `photos.json` and the pictures under `photos/` lie beside it."
                + " `--data FILE` reads another file in the same schema instead, with the photos.json of its folder.")
        + entry(
            Roff.italic("PREFIX/share/landmarks/world.places"),
            "The towns your photos are named by (`--photos`), beside the bundled landmarks: GeoNames' populated"
                + " places of at least 1,000 people with their region and country, from geonames.org under the"
                + " Creative Commons Attribution 4.0 licence (CC BY 4.0). world.map beside it holds the map's"
                + " outlines, from Natural Earth (public domain).")
        + entry(
            Roff.italic("$XDG_STATE_HOME/landmarks/state.json"),
            "Favourites (in your order), photo ratings, the Favorites only switch, the order, the category view"
                + " and the selected landmark; ~/.local/state/landmarks/state.json when XDG_STATE_HOME is not set,"
                + " DIR/state.json with `--state-dir DIR`. Every change is saved at once and atomically, under a"
                + " lock (state.lock beside it) that lets several instances share the file. A corrupt file is"
                + " kept as state.json.corrupt-TIME and the app starts from defaults. The data files are never"
                + " written. That is the bundled catalog's state: any other data file keeps its own in"
                + " catalogs/NAME-HASH/state.json beside it (NAME the file's name, HASH one of its absolute path),"
                + " in folders only their owner can enter (0700). Ratings of your own photos (`--photos`) are"
                + " kept there by fingerprint (size and a hash of the first 64 KiB), so that renaming or moving"
                + " them keeps them.")
        + entry(
            Roff.italic("$XDG_CACHE_HOME/landmarks/photos-HASH.index"),
            "What the last scan of a photo folder found (HASH one of the folder's absolute path), mode 0600;"
                + " ~/.cache/landmarks/ when XDG_CACHE_HOME is not set. Only files whose size or modification"
                + " time changed are read again. Deleting it costs one full scan.")
        + entry(
            Roff.italic("$XDG_CACHE_HOME/landmarks/kmz/NAME-PATH-VERSION/"),
            "The pictures a KMZ holds that its places' descriptions show, unpacked once so that they can be"
                + " drawn (NAME the KMZ's name, PATH a hash of its path, VERSION one of its path, size and"
                + " modification time; pipe-HASH, one of its bytes, for a KMZ read from a pipe);"
                + " ~/.cache/landmarks/kmz/ when XDG_CACHE_HOME is not set. Used again while whole; a KMZ saved"
                + " again replaces its older versions' folders, and only the last 8 piped KMZs keep theirs. Safe to delete.")

    static let environment =
        [".SH ENVIRONMENT"]
        + entry(Roff.bold("NO_COLOR"), "Any value but the empty one turns colours off, as `--no-color` does.")
        + entry(
            Roff.bold("LANDMARKS_PICTURES"),
            "How the app draws pictures when `--pictures` does not say: auto, kitty, iterm, sixel, cells or none.")
        + entry(
            Roff.bold("LANDMARKS_THEME"),
            "The app's colours when `--theme` does not say: auto (COLORFGBG, else the terminal's answer to OSC 11,"
                + " else dark), dark or light.")
        + entry(
            Roff.bold("XDG_STATE_HOME"),
            "The state folder is landmarks/ inside it, when it is an absolute path.")
        + entry(
            Roff.bold("HOME"),
            "Without XDG_STATE_HOME the state folder is ~/.local/state/landmarks. Without either the app keeps"
                + " changes in memory only and says so.")
        + entry(
            Roff.bold("LANDMARKS_PHOTOS"),
            "The folder of your own photos when `--photos` is not given; empty or unset, none.")
        + entry(
            Roff.bold("XDG_CACHE_HOME"),
            "The photo folder's index and the pictures of KMZ files are in landmarks/ inside it, when it is an"
                + " absolute path; else in ~/.cache/landmarks.")
        + entry(
            Roff.bold("TERM"),
            "The terminal's type. Unset, dumb or unknown, the browser says so and exits with status 2.")
        + entry(
            Roff.bold("LANDMARKS_VIEWER"),
            "The command `o` shows a photo's file with, the file's path added as its last word; it runs in the"
                + " terminal, which the app gives back until it ends (e.g. chafa, timg, or feh on a desktop)."
                + " Unset, `o` uses xdg-open when DISPLAY or WAYLAND_DISPLAY says there is a desktop.")
        + entry(
            Roff.bold("ESCDELAY"),
            "How many milliseconds ncurses waits after Esc to tell the key from the start of another key's"
                + " sequence; 25 when unset.")
        + entry(
            Roff.bold("LC_ALL") + ", " + Roff.bold("LC_COLLATE") + ", " + Roff.bold("LANG"),
            "The first one set names the collation that orders names (`s`, `--sort`). Without one, or with C"
                + " or POSIX, names compare ignoring case and accents.")

    static let exitStatus =
        [".SH EXIT STATUS"]
        + entry("0", "Success, including quitting with `q`.")
        + entry(
            "1",
            "A data file (landmarks or photos) cannot be read or is not valid: one line on standard error"
                + " names the file and the place (line and column, or record and field), before the terminal"
                + " is touched. Also when the bundled data cannot be found, when the `--photos` folder does not exist"
                + " or is not a folder, `landmarks photos` with a LANDMARK-ID that no landmark has, and `landmarks map`"
                + " whose `--search` matches no landmark (as grep's when nothing matches; `list` prints nothing and ends with 0).")
        + entry(
            "2",
            "A usage error (one line on standard error, pointing to --help); the browser without a terminal"
                + " on standard input and output; TERM unset, dumb or unknown.")
        + entry(
            "128+n",
            "Ended by signal n, after restoring the terminal: 130 for Ctrl-C (SIGINT), 129 for SIGHUP,"
                + " 131 for SIGQUIT, 143 for SIGTERM.")

    /// A tagged paragraph: `tag` is roff already, `text` plain text.
    private static func entry(_ tag: String, _ text: String) -> [String] {
        [".TP", tag, Roff.line(text)]
    }
}
