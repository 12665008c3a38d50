import LandmarksCommandLine

/// The bash completion of `landmarks`, made from the option table: subcommands first, then the
/// options of the mode typed so far, and for an option's value files, folders or its choices.
enum BashCompletion {
    static var text: String {
        """
        # bash completion for landmarks, made by generate-docs (Sources/DocsGenerator) from the option
        # table: `make docs` remakes it; do not edit it by hand.
        _landmarks() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
            # bash splits --name=value at the '=': the option is then one or two words back.
            if [[ $cur == = ]]; then
                cur=
            elif [[ $prev == = ]] && (( COMP_CWORD > 1 )); then
                prev=${COMP_WORDS[COMP_CWORD-2]}
            fi
            case $prev in
        \(valueCases.joined(separator: "\n"))
            esac
            local mode=
            (( COMP_CWORD > 1 )) && mode=${COMP_WORDS[1]}
            local words
            case $mode in
        \(modeCases.joined(separator: "\n"))
            esac
            mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur")
        }
        complete -F _landmarks landmarks

        """
    }

    /// What follows each option that takes a value.
    private static var valueCases: [String] {
        Option.allCases.compactMap { option in
            guard let value = option.spec.value else { return nil }
            let reply =
                switch value {
                case .file: #"compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur")"#
                case .folder: #"compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur")"#
                case .words: "COMPREPLY=()"
                case .choice(_, let choices): #"mapfile -t COMPREPLY < <(compgen -W '\#(choices.joined(separator: " "))' -- "$cur")"#
                }
            return "        \(option.spec.names.joined(separator: "|"))) \(reply); return ;;"
        }
    }

    /// The words offered in each mode: a subcommand's options, else the browser's and the subcommands.
    private static var modeCases: [String] {
        func words(_ mode: Mode) -> String {
            Option.allCases.filter { $0.spec.modes.contains(mode) }.flatMap(\.spec.names).joined(separator: " ")
        }
        let subcommands = Mode.allCases.compactMap { mode in mode.subcommand.map { (mode, $0) } }
        return subcommands.map { "        \($1)) words='\(words($0))' ;;" } + [
            "        *) words='\(words(.browse))'",
            "            (( COMP_CWORD == 1 )) && words=\"\(subcommands.map(\.1).joined(separator: " ")) $words\" ;;",
        ]
    }
}
