/// What the command line asked for.
enum Command: Equatable {
    case interactive(dataPath: String?, usesColor: Bool)
    case list(favoritesOnly: Bool, dataPath: String?)
    case help
    case version

    /// A command line that does not parse; the message goes to stderr above the usage.
    struct UsageError: Error, Equatable {
        let message: String
    }

    static let usage = """
        usage: landmarks [--data FILE] [--no-color]
               landmarks list [--favorites] [--data FILE]
               landmarks --help | --version

        Browse landmarks in the terminal. `landmarks list` prints one tab-separated line per
        landmark (id, name, park, state, category, favorite) for scripts.

        options:
          --data FILE   read landmarks from FILE (the SwiftUI Landmarks JSON schema)
          --favorites   with `list`: only favorites
          --no-color    no colours (as does a non-empty NO_COLOR); the layout stays
          -h, --help    show this help
          --version     show the version
        """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var arguments = arguments[...]
        var isList = false
        if arguments.first == "list" {
            isList = true
            arguments = arguments.dropFirst()
        }
        var dataPath: String?
        var favoritesOnly = false
        var usesColor = true
        while let argument = arguments.popFirst() {
            switch argument {
            case "-h", "--help":
                return .help
            case "--version":
                return .version
            case "--data":
                guard let path = arguments.popFirst(), !path.isEmpty else {
                    throw UsageError(message: "--data needs a FILE")
                }
                dataPath = path
            case _ where argument.hasPrefix("--data="):
                let path = String(argument.dropFirst("--data=".count))
                guard !path.isEmpty else { throw UsageError(message: "--data needs a FILE") }
                dataPath = path
            case "--no-color" where !isList:
                usesColor = false
            case "--favorites" where isList:
                favoritesOnly = true
            case _ where argument.hasPrefix("-"):
                throw UsageError(message: "unknown option '\(argument)'")
            default:
                throw UsageError(message: "unexpected argument '\(argument)'")
            }
        }
        return isList ? .list(favoritesOnly: favoritesOnly, dataPath: dataPath) : .interactive(dataPath: dataPath, usesColor: usesColor)
    }
}
