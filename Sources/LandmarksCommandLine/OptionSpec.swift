/// Everything known about one option: the parser, the usage, the manual and the completions read it.
package struct OptionSpec: Sendable {
    /// The value an option takes, named as the usage shows it, and what completions offer for it.
    package enum Value: Equatable, Sendable {
        case file(String)
        case folder(String)
        case words(String)
        /// One of a fixed list of words.
        case choice(String, [String])

        /// Whether it is words, which may be none.
        package var isWords: Bool {
            if case .words = self { true } else { false }
        }

        /// The value's name in the usage, e.g. `FILE`.
        package var name: String {
            switch self {
            case .file(let name), .folder(let name), .words(let name), .choice(let name, _): name
            }
        }
    }

    /// Its names, the long one last, e.g. `-h`, `--help`.
    package let names: [String]
    /// The value it takes; nil for a flag.
    package let value: Value?
    /// Where it is accepted.
    package let modes: [Mode]
    /// Whether it answers on its own (`--help`, `--version`): the rest of the line is not read.
    package let answersAlone: Bool
    /// What it does, one line of plain text; `code` is between backquotes.
    package let help: String

    init(_ names: String..., value: Value? = nil, in modes: [Mode], answersAlone: Bool = false, help: String) {
        self.names = names
        self.value = value
        self.modes = modes
        self.answersAlone = answersAlone
        self.help = help
    }

    /// The long name, e.g. `--help`.
    package var longName: String { names[names.count - 1] }

    /// The subcommands it belongs to ("`list` or `photos`") when it belongs to some but not to the
    /// browser nor to every mode; usage and manual say so.
    package var onlySubcommands: String? {
        let subcommands = modes.compactMap(\.subcommand)
        guard subcommands.count == modes.count, modes.count < Mode.allCases.count else { return nil }
        return Prose.list(subcommands.map { "`\($0)`" })
    }
}
