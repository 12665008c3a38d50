import LandmarksCommandLine
import LandmarksUI
import TerminalKit

/// The manual page, `landmarks.1`: its synopsis, options and subcommands come from the option table
/// and its keys from the key maps, the very ones the parser, `--help`, the footer and `?` use.
enum ManPage {
    static var text: String {
        let sections = [header, synopsis, description, commands, options, keys, files, environment, exitStatus]
        return sections.joined().joined(separator: "\n") + "\n"
    }

    static let header = [
        #".\" The manual page of landmarks, made by generate-docs (Sources/DocsGenerator) from the"#,
        #".\" option table and the key maps: `make docs` remakes it; do not edit it by hand."#,
        #".TH LANDMARKS 1 "" "Landmarks" "User Commands""#,
        // Ragged right and no hyphens: option names and paths stay whole and the synopsis unstretched.
        ".ad l",
        ".nh",
        ".SH NAME",
        #"landmarks \- browse landmarks and their photos in the terminal"#,
    ]

    /// One line per mode, then `--help | --version`; a line too long for the screen goes on indented.
    static var synopsis: [String] {
        let lines = Mode.allCases.map { mode in
            ([command(mode)] + mode.synopsisOptions.map { "[\(usage($0.spec, name: $0.spec.longName))]" })
                .joined(separator: " ")
        }
        let standalone = Option.allCases.filter(\.spec.answersAlone).map { Roff.bold($0.spec.longName) }
        return [".SH SYNOPSIS", ".in +4n"]
            + (lines + [Roff.bold("landmarks") + " " + standalone.joined(separator: " | ")]).flatMap { [".ti -4n", $0] }
            + [".in -4n"]
    }

    static let description = [
        ".SH DESCRIPTION",
        Roff.line(
            "`landmarks` is a keyboard-driven browser for landmarks and their photos. It shows the twelve"
                + " landmarks of Apple's SwiftUI Landmarks tutorial with 2–4 photos each, lets you search and"
                + " sort them, filter to favourites, mark and order favourites, open a landmark with its photos,"
                + " open a photo and rate it; all of that is remembered (see FILES)."),
        ".PP",
        Roff.line(
            "Without a subcommand it is the interactive browser; for scripts, `landmarks list` and"
                + " `landmarks photos` print tab-separated lines, one per landmark or photo, and never change"
                + " the saved state. Tabs and line breaks in a field become spaces and other control characters"
                + " visible symbols (such as ␛), even in a pipe, which may end in a terminal."),
    ]

    static var commands: [String] {
        [".SH COMMANDS"] + Mode.allCases.flatMap { [".TP", command($0), Roff.line($0.summary)] }
    }

    static var options: [String] {
        [".SH OPTIONS"]
            + Option.allCases.flatMap { option in
                let names = option.spec.names.map { usage(option.spec, name: $0) }.joined(separator: ", ")
                return [".TP", names, Roff.line(UsageText.help(option.spec))]
            }
    }

    static var keys: [String] {
        let intro = [
            ".SH KEYS",
            Roff.line(
                "The footer shows the main keys of the page; `?` shows every one of them. A key that cannot act"
                    + " where you are (`K`, `J` and `d` outside Favorites only) does nothing and is dimmed in the"
                    + " help. Ctrl-C quits at once, with exit status 130."),
        ]
        let pages = StandardKeyMaps.pages.flatMap { page in
            // `.PD 0`: one line per key, without a blank line between them.
            [".SS \(page.name)", ".PD 0"]
                + page.keys.bindings.flatMap { binding in
                    [".TP 13n", binding.keys.map { Roff.bold($0.displayName) }.joined(separator: ", "), Roff.line(binding.help)]
                }
                + [".PD"]
        }
        let mouse = [
            ".SS The mouse",
            Roff.line(
                "A click selects a row (on the switch row it flips it, on a photo it moves the focus there),"
                    + " a double click opens, and the wheel moves three rows a notch. `--no-mouse` leaves the mouse"
                    + " to the terminal, e.g. for selecting text."),
        ]
        return intro + pages + mouse
    }

    /// `landmarks`, its subcommand and its operand, e.g. `landmarks photos [LANDMARK-ID]`.
    private static func command(_ mode: Mode) -> String {
        ([Roff.bold("landmarks")]
            + [
                mode.subcommand.map(Roff.bold),
                mode.operand.map { mode.operandIsOptional ? "[\(Roff.italic($0))]" : Roff.italic($0) },
            ]
            .compactMap { $0 }).joined(separator: " ")
    }

    /// An option as it is typed, e.g. `--data FILE` with FILE in italics, kept on one line.
    private static func usage(_ spec: OptionSpec, name: String) -> String {
        Roff.bold(name) + (spec.value.map { "\\ " + Roff.italic($0.name) } ?? "")
    }
}
