/// The text of `landmarks --help` (also printed under a usage error), made from the option table.
package enum UsageText {
    /// The widest line, in characters; the text is ASCII.
    static let width = 91

    package static let text: String = {
        let synopses = Mode.allCases.map(synopsis) + [standaloneSynopsis]
        let description = """
            Browse landmarks and their photos in the terminal. For scripts, `landmarks list` prints one \
            tab-separated line per landmark (\(TabSeparatedListing.columns.joined(separator: ", "))) and \
            `landmarks photos` one per photo (\(TabSeparatedListing.photoColumns.joined(separator: ", "))), \
            or with --json a JSON object per line; `landmarks show` prints a photo's picture as coloured text \
            and `landmarks map` a map of the landmarks in braille.
            """
        let labels = Option.allCases.map { option in
            option.spec.names.joined(separator: ", ") + (option.spec.value.map { " \($0.name)" } ?? "")
        }
        let helpColumn = 2 + (labels.map(\.count).max() ?? 0) + 2
        let options = zip(Option.allCases, labels).flatMap { option, label in
            let lines = wrapped(help(option.spec), width: width - helpColumn)
            return ["  " + label.padding(toLength: helpColumn - 2, withPad: " ", startingAt: 0) + lines[0]]
                + lines.dropFirst().map { String(repeating: " ", count: helpColumn) + $0 }
        }
        return
            (["usage: " + synopses[0]] + synopses.dropFirst().map { "       " + $0 } + [""]
            + wrapped(description, width: width) + ["", "options:"] + options).joined(separator: "\n")
    }()

    /// The synopsis of `mode`, e.g. `landmarks photos [LANDMARK-ID] [--data FILE] [--state-dir DIR]`.
    static func synopsis(_ mode: Mode) -> String {
        let arguments =
            [mode.subcommand, mode.operandInSynopsis].compactMap { $0 }
            + mode.synopsisOptions.map { "[\($0.spec.longName)\($0.spec.value.map { " \($0.name)" } ?? "")]" }
        return (["landmarks"] + arguments).joined(separator: " ")
    }

    /// `landmarks --help | --version`: the options that answer on their own.
    static var standaloneSynopsis: String {
        "landmarks " + Option.allCases.filter(\.spec.answersAlone).map(\.spec.longName).joined(separator: " | ")
    }

    /// The help of an option, saying which subcommand it belongs to.
    package static func help(_ spec: OptionSpec) -> String {
        spec.onlySubcommands.map { "with \($0): \(spec.help)" } ?? spec.help
    }

    /// `text` broken at spaces into lines of at most `width` characters; a `code span` is never broken.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var words: [String] = []
        for word in text.split(separator: " ") {
            let insideCode = words.last.map { $0.filter { $0 == "`" }.count % 2 == 1 } ?? false
            if insideCode { words[words.count - 1] += " " + word } else { words.append(String(word)) }
        }
        var lines: [String] = []
        for word in words {
            if let last = lines.last, last.count + 1 + word.count <= width {
                lines[lines.count - 1] += " " + word
            } else {
                lines.append(word)
            }
        }
        return lines
    }
}
