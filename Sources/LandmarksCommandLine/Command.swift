import LandmarksCore

/// What the command line asked for.
package enum Command: Equatable {
    case interactive(Sources, usesColor: Bool, usesMouse: Bool)
    case list(favoritesOnly: Bool, search: String, order: LandmarkOrder, Sources)
    case photos(landmarkID: Int?, Sources)
    case help
    case version

    /// Where the data and the state come from; nil means the defaults.
    package struct Sources: Equatable {
        package var dataPath: String?
        package var stateFolder: String?

        package init(dataPath: String? = nil, stateFolder: String? = nil) {
            self.dataPath = dataPath
            self.stateFolder = stateFolder
        }
    }

    /// A command line that does not parse; the message goes to stderr above the usage.
    package struct UsageError: Error, Equatable {
        package let message: String
    }

    package static let usage = """
        usage: landmarks [--data FILE] [--state-dir DIR] [--no-color] [--no-mouse]
               landmarks list [--favorites] [--search WORDS] [--sort ORDER] [--data FILE] [--state-dir DIR]
               landmarks photos [LANDMARK-ID] [--data FILE] [--state-dir DIR]
               landmarks --help | --version

        Browse landmarks and their photos in the terminal. For scripts, `landmarks list` prints one
        tab-separated line per landmark (id, name, park, state, category, favorite) and
        `landmarks photos` one per photo (id, landmark id, title, author, taken, rating, file).

        options:
          --data FILE      read landmarks from FILE (the SwiftUI Landmarks JSON schema); photos
                           come from photos.json in the same folder
          --state-dir DIR  keep favorites, ratings and settings in DIR (default:
                           $XDG_STATE_HOME/landmarks, else ~/.local/state/landmarks)
          --favorites      with `list`: only favorites, in your order
          --search WORDS   with `list`: only landmarks whose name, park, city or state hold every
                           word, ignoring case and accents
          --sort ORDER     with `list`: file (default), name, state or category
          --no-color       no colours (as does a non-empty NO_COLOR); the layout stays
          --no-mouse       leave the mouse to the terminal (no clicks or wheel in the app)
          -h, --help       show this help
          --version        show the version
        """

    /// Parses the arguments after the program name.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var arguments = arguments[...]
        let subcommand = ["list", "photos"].contains(arguments.first) ? arguments.popFirst() : nil
        var sources = Sources()
        var favoritesOnly = false
        var usesColor = true
        var usesMouse = true
        var landmarkID: Int?
        var search = ""
        var order = LandmarkOrder.file
        while let argument = arguments.popFirst() {
            let (name, inlineValue) = split(argument)
            func value() throws(UsageError) -> String {
                guard let value = inlineValue ?? arguments.popFirst(), !value.isEmpty else {
                    throw UsageError(message: "\(name) needs a value")
                }
                return value
            }
            switch name {
            case "-h", "--help": return .help
            case "--version": return .version
            case "--data": sources.dataPath = try value()
            case "--state-dir": sources.stateFolder = try value()
            case "--no-color" where subcommand == nil && inlineValue == nil: usesColor = false
            case "--no-mouse" where subcommand == nil && inlineValue == nil: usesMouse = false
            case "--favorites" where subcommand == "list" && inlineValue == nil: favoritesOnly = true
            case "--search" where subcommand == "list": search = try value()
            case "--sort" where subcommand == "list":
                let name = try value()
                guard let sort = LandmarkOrder(rawValue: name) else {
                    throw UsageError(message: "--sort takes file, name, state or category, not '\(name)'")
                }
                order = sort
            case _ where subcommand == "photos" && landmarkID == nil && Int(argument) != nil:
                landmarkID = Int(argument)
            case _ where argument.hasPrefix("-"):
                throw UsageError(message: "unknown option '\(argument)'")
            case _ where subcommand == "photos" && landmarkID == nil:
                throw UsageError(message: "'\(argument)' is not a landmark id")
            default:
                throw UsageError(message: "unexpected argument '\(argument)'")
            }
        }
        return switch subcommand {
        case "list": .list(favoritesOnly: favoritesOnly, search: search, order: order, sources)
        case "photos": .photos(landmarkID: landmarkID, sources)
        default: .interactive(sources, usesColor: usesColor, usesMouse: usesMouse)
        }
    }

    /// Splits `--name=value` into its name and value; other arguments have no inline value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
