import LandmarksCommandLine

/// The zsh completion of `landmarks` (`_landmarks`), made from the option table: subcommands first,
/// then the options of the mode typed so far with their help, and for a value files, folders or its
/// choices.
enum ZshCompletion {
    static var text: String {
        let subcommands = Mode.allCases.compactMap(\.subcommand)
        let modeCases = Mode.allCases.compactMap { mode in mode.subcommand.map { (mode, $0) } }.map { mode, subcommand in
            "  \(subcommand))\n    _arguments -S : \\\n"
                + (specs(mode) + (mode.operand.map { ["'1:\(mode.operandIsOptional ? ":" : "")\($0.lowercased()):'"] } ?? []))
                .map { "      \($0)" }.joined(separator: " \\\n")
                + "\n    ;;"
        }
        let menu = Mode.allCases.compactMap { mode in mode.subcommand.map { "\($0)\\:\"\(mode.brief)\"" } }
        let browse =
            "  *)\n    local -a subcommands\n"
            + "    (( CURRENT == 2 )) && subcommands=('1:subcommand:((\(menu.joined(separator: " "))))')\n"
            + "    _arguments -S : \\\n"
            + (["\"${subcommands[@]}\""] + specs(.browse)).map { "      \($0)" }.joined(separator: " \\\n")
            + "\n    ;;"
        return """
            #compdef landmarks
            # zsh completion for landmarks, made by generate-docs (Sources/DocsGenerator) from the option
            # table: `make docs` remakes it; do not edit it by hand.

            # After a subcommand, its options are completed as if it were the command.
            local mode=
            if (( CURRENT > 2 )) && [[ ${words[2]} == (\(subcommands.joined(separator: "|"))) ]]; then
              mode=${words[2]}
              shift words
              (( CURRENT-- ))
            fi
            case $mode in
            \(modeCases.joined(separator: "\n"))
            \(browse)
            esac

            """
    }

    /// The `_arguments` specs of the options `mode` accepts, each quoted for the shell.
    private static func specs(_ mode: Mode) -> [String] {
        Option.allCases.filter { $0.spec.modes.contains(mode) }.flatMap { option in
            let spec = option.spec
            let help = spec.help.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
            let exclusions = spec.answersAlone ? "(- *)" : ""
            let value: String =
                switch spec.value {
                case nil: ""
                case .file(let name): ":\(name):_files"
                case .folder(let name): ":\(name):_files -/"
                case .words(let name): ":\(name): "
                case .choice(let name, let choices): ":\(name):(\(choices.joined(separator: " ")))"
                }
            return spec.names.map { name in
                let text = "\(exclusions)\(name)\(spec.value == nil ? "" : "=")[\(help)]\(value)"
                return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
            }
        }
    }
}
