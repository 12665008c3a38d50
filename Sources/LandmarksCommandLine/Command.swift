import LandmarksCore

/// What the command line asked for.
package enum Command: Equatable {
    case interactive(Sources, usesColor: Bool, usesMouse: Bool, pictures: PictureMode? = nil, theme: ThemeChoice? = nil)
    /// The browser as a picker: `search` typed first, the choice printed as an id or (`json`) a JSON line.
    case pick(
        search: String, searchMode: SearchMode = .fuzzy, json: Bool, Sources, usesColor: Bool, usesMouse: Bool, pictures: PictureMode?,
        theme: ThemeChoice? = nil)
    /// `problems`: the places the file has that were left out, instead of the list.
    /// `header`: a first line naming the tab-separated columns.
    case list(
        favoritesOnly: Bool, search: String, searchMode: SearchMode = .fuzzy, order: LandmarkOrder, format: ListFormat = .tsv,
        problems: Bool = false, header: Bool = false,
        fields: [ListField] = ListField.standard, Sources)
    case photos(landmarkID: Int?, json: Bool = false, listing: PhotoListing = .placed, header: Bool = false, Sources)
    /// A photo's picture (by its id, or a picture file's) in at most `columns` × `rows` cells (nil:
    /// the terminal's size) and `colors` (nil: what the terminal says).
    case show(ShownPicture, columns: Int?, rows: Int?, colors: PictureColors?, pictures: PictureMode? = nil, Sources)
    /// A map in `columns` × `rows` cells (nil: the terminal's size), centred on a landmark or fitted to
    /// those that match `search`.
    case map(landmarkID: Int?, columns: Int?, rows: Int?, search: String, searchMode: SearchMode = .fuzzy, Sources)
    case help
    case version

    /// The picture `landmarks show` prints: a photo of the catalog's, one of yours by the id `photos
    /// --photos` prints (`2871234-9f3c2a81d04b7e65`), or any picture file.
    package enum ShownPicture: Equatable, Sendable {
        case photo(id: Int)
        case yourPhoto(id: String)
        case file(path: String)
    }

    /// Which photos `landmarks photos` prints.
    package enum PhotoListing: Equatable, Sendable {
        /// The photos of the landmarks (with `--photos`, yours).
        case placed
        /// Your photos at no landmark.
        case unmatched
        /// All your photos by date, oldest first (`--by-date`).
        case byDate
        /// The files of your folder that could not be used.
        case problems
    }

    /// Where the data, your photos and the state come from; nil means the defaults.
    package struct Sources: Equatable {
        package var dataPath: String?
        /// The format the catalog is read in (`--data-format`); nil: the one its first bytes show.
        package var dataFormat: String?
        package var stateFolder: String?
        /// The folder of your photos (`--photos`); nil: `$LANDMARKS_PHOTOS`, else none.
        package var photoFolder: String?
        /// How near a landmark your photo must be, in kilometres.
        package var radius: Double

        package init(
            dataPath: String? = nil, dataFormat: String? = nil, stateFolder: String? = nil, photoFolder: String? = nil,
            radius: Double = YourPhotos.defaultRadius
        ) {
            self.dataPath = dataPath
            self.dataFormat = dataFormat
            self.stateFolder = stateFolder
            self.photoFolder = photoFolder
            self.radius = radius
        }

        /// The command that lists the places left out of this catalog, to be typed as it is
        /// (`landmarks list --problems --data 'My places.csv'`; `--data -` for a pipe, given it again).
        package var problemsCommand: String {
            var words = ["landmarks", "list", "--problems"]
            // A pipe's is `--data -` (its input given again); a name that starts as an option is given as `./NAME`.
            if let dataPath {
                words += ["--data", Self.shellWord(dataPath.hasPrefix("-") && dataPath != "-" ? "./" + dataPath : dataPath)]
            }
            if let dataFormat { words += ["--data-format", dataFormat] }
            return words.joined(separator: " ")
        }

        /// `text` as one word to a shell: as it is when it is made of letters, digits and `._/+,:@%-`,
        /// else in single quotes.
        private static func shellWord(_ text: String) -> String {
            let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._/+,:@%-".unicodeScalars)
            guard text.isEmpty || !text.unicodeScalars.allSatisfy(plain.contains) else { return text }
            return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        }
    }

    /// A command line that does not parse; the message goes to stderr, with a pointer to `--help`.
    package struct UsageError: Error, Equatable {
        package let message: String
    }

    package static var usage: String { UsageText.text }

    /// Parses the arguments after the program name, accepting what the option table allows.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var arguments = arguments[...]
        let (mode, position) = subcommand(in: arguments)
        if let position { arguments.remove(at: position) }
        var values: [Option: String] = [:]
        var operand: Int?
        var file: String?
        while let argument = arguments.popFirst() {
            let (name, inlineValue) = split(argument)
            if let option = Option.named(name, in: mode) {
                switch option.spec.value {
                case nil where inlineValue != nil:
                    throw UsageError(message: "unknown option '\(argument)'")
                case nil:
                    if option == .help { return .help }
                    if option == .version { return .version }
                    values[option] = ""
                case let value?:
                    // `--search --favorites` forgot the value: the next option is not it (`--search=--x` is).
                    if inlineValue == nil, arguments.first?.hasPrefix("--") == true {
                        throw UsageError(message: "\(name) needs a value")
                    }
                    // Words may be none (`--search "$q"` with q empty finds everything, as `fzf --filter ""` does).
                    guard let text = inlineValue ?? arguments.popFirst(), !text.isEmpty || value.isWords else {
                        throw UsageError(message: "\(name) needs a value")
                    }
                    if case .choice(_, let choices) = value, !choices.contains(text) {
                        throw UsageError(message: "\(name) takes \(Prose.list(choices)), not '\(text)'")
                    }
                    values[option] = text
                }
            } else if mode.operand != nil && operand == nil && file == nil, let number = Int(argument) {
                operand = number
            } else if argument.hasPrefix("-") {
                throw unknownOption(argument, named: name, in: mode)
            } else if mode == .show && operand == nil && file == nil {
                file = argument  // a path, or the id of one of your photos
            } else if mode.operand != nil && operand == nil && file == nil {
                throw UsageError(message: "'\(argument)' is not \(mode.operandNoun)")
            } else {
                throw UsageError(message: "unexpected argument '\(argument)'")
            }
        }
        let searchMode: SearchMode = values[.exact] == nil ? .fuzzy : .exact
        let sources = Sources(
            dataPath: values[.data], dataFormat: values[.dataFormat], stateFolder: values[.stateDir], photoFolder: values[.photoFolder],
            radius: try radius(values[.radius]))
        return switch mode {
        case .browse:
            .interactive(
                sources, usesColor: values[.noColor] == nil, usesMouse: values[.noMouse] == nil,
                pictures: values[.pictures].flatMap(PictureMode.init(rawValue:)), theme: values[.theme].flatMap(ThemeChoice.init(rawValue:))
            )
        case .list:
            .list(
                favoritesOnly: values[.favorites] != nil, search: values[.search] ?? "", searchMode: searchMode,
                order: values[.sort].flatMap(LandmarkOrder.init(rawValue:)) ?? .file,
                format: try listFormat(values[.format], json: values[.json] != nil), problems: values[.problems] != nil,
                header: values[.header] != nil,
                fields: try listFields(values[.fields], json: values[.json] != nil || values[.format] != nil),
                sources)
        case .photos:
            try photos(
                landmarkID: operand, json: values[.json] != nil, unmatched: values[.unmatched] != nil,
                byDate: values[.byDate] != nil, problems: values[.problems] != nil, header: values[.header] != nil, sources)
        case .show:
            try show(
                operand.map { .photo(id: $0) }
                    ?? file.map { PhotoFingerprint(key: $0) == nil ? .file(path: $0) : .yourPhoto(id: $0) },
                size: values[.size], colors: values[.colors], pictures: values[.pictures], sources)
        case .map:
            try map(landmarkID: operand, size: values[.size], search: values[.search] ?? "", searchMode: searchMode, sources)
        case .pick:
            .pick(
                search: values[.search] ?? "", searchMode: searchMode, json: values[.json] != nil, sources,
                usesColor: values[.noColor] == nil,
                usesMouse: values[.noMouse] == nil, pictures: values[.pictures].flatMap(PictureMode.init(rawValue:)),
                theme: values[.theme].flatMap(ThemeChoice.init(rawValue:)))
        }
    }

    /// Why `argument` (whose name is `name`) is no option of `mode`: another mode's (`list does not
    /// take --radius; the app, photos and show do`), a near miss (`did you mean --json?`), or unknown.
    static func unknownOption(_ argument: String, named name: String, in mode: Mode) -> UsageError {
        let subcommand = mode.subcommand ?? "the app"
        let others = Mode.allCases.filter { Option.named(name, in: $0) != nil }.map { $0.subcommand ?? "the app" }
        if !others.isEmpty {
            let takers = others.count == 1 ? others[0] : others.dropLast().joined(separator: ", ") + " and " + others[others.count - 1]
            return UsageError(message: "\(subcommand) does not take \(name): \(takers) \(others.count == 1 ? "does" : "do")")
        }
        let near = Option.allCases.filter { $0.spec.modes.contains(mode) }.flatMap(\.spec.names)
            .filter { $0.hasPrefix("--") && editDistance($0, name) <= (name.count > 5 ? 2 : 1) }
        if let closest = near.min(by: { editDistance($0, name) < editDistance($1, name) }) {
            return UsageError(message: "unknown option '\(argument)' (did you mean \(closest)?)")
        }
        return UsageError(message: "unknown option '\(argument)'")
    }

    /// The Levenshtein distance between two short texts: insertions, deletions and substitutions.
    static func editDistance(_ first: String, _ second: String) -> Int {
        let (a, b) = (Array(first), Array(second))
        var previous = Array(0...b.count)
        for (i, character) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for j in 0..<b.count {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (character == b[j] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// `list`'s format: `--format`'s, `--json`'s (the same as `--format json`), else tab-separated lines.
    private static func listFormat(_ name: String?, json: Bool) throws(UsageError) -> ListFormat {
        let format = name.flatMap(ListFormat.init(rawValue:))
        guard !json || format == nil || format == .json else {
            throw UsageError(message: "--json and --format \(name ?? "") do not go together")
        }
        return json ? .json : format ?? .tsv
    }

    /// The columns `--fields` names (`list` prints tab-separated lines of them), else the standard ones.
    private static func listFields(_ text: String?, json: Bool) throws(UsageError) -> [ListField] {
        guard let text else { return ListField.standard }
        guard !json else { throw UsageError(message: "--fields chooses the tab-separated lines' columns: not with --json or --format") }
        return try ListField.parse(text)
    }

    /// `photos`' command: `--unmatched`, `--by-date` and `--problems` ask about your photos, and not for one landmark.
    private static func photos(
        landmarkID: Int?, json: Bool, unmatched: Bool, byDate: Bool, problems: Bool, header: Bool, _ sources: Sources
    ) throws(UsageError) -> Command {
        let chosen = [(unmatched, PhotoListing.unmatched), (byDate, .byDate), (problems, .problems)].filter(\.0).map(\.1)
        guard chosen.count <= 1 else {
            throw UsageError(message: "\(chosen.map { $0.option }.joined(separator: " and ")) do not go together")
        }
        let listing = chosen.first ?? .placed
        if listing != .placed, let landmarkID {
            throw UsageError(message: "\(listing.option) lists no landmark's photos, not \(landmarkID)'s")
        }
        return .photos(landmarkID: landmarkID, json: json, listing: listing, header: header, sources)
    }

    /// The kilometres of `--radius KM`, more than 0 and at most 20,000 (half the Earth's circumference).
    private static func radius(_ text: String?) throws(UsageError) -> Double {
        guard let text else { return YourPhotos.defaultRadius }
        guard let kilometres = Double(text), kilometres > 0, kilometres <= 20000 else {
            throw UsageError(message: "--radius takes kilometres, more than 0 and at most 20000, e.g. 10 or 2.5, not '\(text)'")
        }
        return kilometres
    }

    /// `show`'s command: a photo id or a file is needed, and a size, when given, is `COLSxROWS`.
    private static func show(
        _ picture: ShownPicture?, size: String?, colors: String?, pictures: String?, _ sources: Sources
    ) throws(UsageError) -> Command {
        guard let picture else { throw UsageError(message: "show needs a PHOTO-ID or a FILE") }
        let (columns, rows) = try self.size(size)
        let mode = pictures.flatMap(PictureMode.init(rawValue:))
        if mode == PictureMode.none { throw UsageError(message: "show draws a picture: --pictures none leaves nothing to show") }
        return .show(picture, columns: columns, rows: rows, colors: colors.flatMap(PictureColors.init(rawValue:)), pictures: mode, sources)
    }

    /// `map`'s command: a size, when given, is `COLSxROWS`.
    private static func map(
        landmarkID: Int?, size: String?, search: String, searchMode: SearchMode, _ sources: Sources
    ) throws(UsageError) -> Command {
        let (columns, rows) = try self.size(size)
        return .map(landmarkID: landmarkID, columns: columns, rows: rows, search: search, searchMode: searchMode, sources)
    }

    /// The columns and rows of `--size COLSxROWS`, each 1 to 1000; nil when not given.
    private static func size(_ size: String?) throws(UsageError) -> (Int?, Int?) {
        guard let size else { return (nil, nil) }
        let words = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let parts = words.compactMap { Int($0) }
        guard words.count == 2, parts.count == 2, parts.allSatisfy({ (1...1000).contains($0) }) else {
            throw UsageError(message: "--size takes COLSxROWS, e.g. 100x30, not '\(size)'")
        }
        return (parts[0], parts[1])
    }

    /// The mode the first word that is neither an option nor an option's value names, and where it is
    /// (nil for the browser): `landmarks --data F list` is `landmarks list --data F`.
    private static func subcommand(in arguments: ArraySlice<String>) -> (Mode, Int?) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let (name, inlineValue) = split(arguments[index])
            if let mode = Mode.allCases.first(where: { $0.subcommand != nil && $0.subcommand == name }) {
                return (mode, index)
            }
            guard name.hasPrefix("-") else { break }
            let takesValue = Option.allCases.contains { $0.spec.names.contains(name) && $0.spec.value != nil }
            index += takesValue && inlineValue == nil ? 2 : 1
        }
        return (.browse, nil)
    }

    /// Splits `--name=value` into its name and value; other arguments have no inline value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

extension Command.PhotoListing {
    /// The option that asks for it, e.g. `--unmatched`; empty for the photos of the landmarks.
    package var option: String {
        switch self {
        case .placed: ""
        case .unmatched: "--unmatched"
        case .byDate: "--by-date"
        case .problems: "--problems"
        }
    }
}
