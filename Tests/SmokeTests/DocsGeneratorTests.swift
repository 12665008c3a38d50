import Foundation
import LandmarksCommandLine
import LandmarksUI
import Testing
import ToolSupport

/// The manual page and the shell completions: exactly what the generator makes from the option table
/// and the key maps, naming every option, subcommand and key, and working in bash.
@Suite struct DocsGeneratorTests {
    static let resources = ProcessRunner.repositoryRoot.appendingPathComponent("Resources")
    static let generator = ProcessRunner.landmarksBinary.deletingLastPathComponent()
        .appendingPathComponent("generate-docs")
    static let files = ["man/landmarks.1", "completions/landmarks.bash", "completions/_landmarks"]

    static func committed(_ path: String) throws -> String {
        try String(contentsOf: resources.appendingPathComponent(path), encoding: .utf8)
    }

    /// How the manual writes `text` in bold: dashes as `\-`, characters beyond ASCII as `\[uXXXX]`.
    static func roffBold(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar in
            switch scalar {
            case "-": #"\-"#
            case "\\": #"\e"#
            case _ where !scalar.isASCII: #"\[u"# + String(format: "%04X", scalar.value) + "]"
            default: String(scalar)
            }
        }
        return #"\fB"# + escaped.joined() + #"\fR"#
    }

    @Test func generatorReproducesTheCommittedFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("generate-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ProcessRunner.run(Self.generator, [folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        for path in Self.files {
            let made = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
            let committed = FileManager.default.contents(atPath: Self.resources.appendingPathComponent(path).path)
            #expect(made != nil && made == committed, "Resources/\(path) is out of date: run `make docs`")
        }
    }

    @Test func manPageHasEverySectionAndIsPlainASCIIRoff() throws {
        let page = try Self.committed("man/landmarks.1")
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "KEYS", "FILES", "ENVIRONMENT", "EXIT STATUS"] {
            #expect(lines.contains(".SH \(section)"), "no section \(section)")
        }
        #expect(page.unicodeScalars.allSatisfy { $0.isASCII }, "characters beyond ASCII must be \\[uXXXX] escapes")
        // Every line that starts with a dot is a request groff and mandoc both know; text never does.
        let requests: Set<String> = [#".\""#, ".TH", ".SH", ".SS", ".TP", ".PP", ".PD", ".in", ".ti", ".ad", ".nh"]
        for line in lines where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect(requests.contains(String(line.prefix(3))), "unknown request: \(line)")
        }
        for name in ["NO_COLOR", "XDG_STATE_HOME", "HOME", "TERM", "LANDMARKS_VIEWER", "ESCDELAY", "LC_ALL", "LC_COLLATE", "LANG"] {
            #expect(page.contains(#"\fB\#(name)\fR"#), "ENVIRONMENT lacks \(name)")
        }
    }

    @Test func manPageNamesEveryOptionAndSubcommand() throws {
        let page = try Self.committed("man/landmarks.1")
        for option in Option.allCases {
            for name in option.spec.names {
                #expect(page.contains(Self.roffBold(name)), "the manual lacks \(name)")
            }
            if let value = option.spec.value {
                #expect(page.contains(Self.roffBold(option.spec.longName) + #"\ \fI"# + value.name), "\(option)")
            }
        }
        for subcommand in Mode.allCases.compactMap(\.subcommand) {
            #expect(page.contains(#"\fBlandmarks\fR \fB\#(subcommand)\fR"#), "the manual lacks \(subcommand)")
        }
    }

    /// Each page of keys is a section listing every binding of its key map: the keys, then the help.
    @Test func manPageListsEveryKeyOfEveryPage() throws {
        let lines = try Self.committed("man/landmarks.1").split(separator: "\n").map(String.init)
        for page in StandardKeyMaps.pages {
            guard let start = lines.firstIndex(of: ".SS \(page.name)") else {
                Issue.record("no section for \(page.name)")
                continue
            }
            let end = lines[(start + 1)...].firstIndex { $0.hasPrefix(".SS") || $0.hasPrefix(".SH") } ?? lines.count
            let section = Array(lines[start..<end])
            for binding in page.keys.bindings {
                let keys = binding.keys.map { Self.roffBold($0.displayName) }.joined(separator: ", ")
                let found = section.indices.dropLast().contains { section[$0] == keys && section[$0 + 1] == binding.help }
                #expect(found, "\(page.name): \(keys) \(binding.help)")
            }
        }
    }

    /// Runs the committed bash completion on the words typed so far and returns what it offers.
    static func bashCompletions(_ words: [String], in folder: String? = nil) throws -> [String] {
        let script = """
            source "$0" || exit 3
            complete -p landmarks >/dev/null || exit 4
            \(folder.map { "cd '\($0)' || exit 5" } ?? "")
            COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=()
            _landmarks
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let completion = resources.appendingPathComponent("completions/landmarks.bash").path
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/bash"), ["--norc", "-c", script, completion] + words)
        #expect(result.status == 0, "\(words): \(result.standardError)")
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    @Test func bashOffersExactlyTheOptionsEachModeAccepts() throws {
        for mode in Mode.allCases {
            let offered = try Self.bashCompletions(["landmarks"] + [mode.subcommand].compactMap { $0 } + ["-"])
            let accepted = Option.allCases.filter { $0.spec.modes.contains(mode) }.flatMap(\.spec.names)
            #expect(Set(offered) == Set(accepted), "\(mode)")
        }
        #expect(try Self.bashCompletions(["landmarks", ""]).prefix(2) == ["list", "photos"])
        #expect(try Self.bashCompletions(["landmarks", "list", "--so"]) == ["--sort"])
        // Only `list` sorts: the browser's command line would refuse it.
        #expect(try Self.bashCompletions(["landmarks", "--so"]) == [])
    }

    @Test func bashCompletesValuesFromTheTable() throws {
        let folder = try ProcessRunner.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/states", withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: URL(fileURLWithPath: folder + "/some.json"))
        #expect(try Self.bashCompletions(["landmarks", "list", "--sort", ""]) == ["file", "name", "state", "category"])
        #expect(try Self.bashCompletions(["landmarks", "list", "--sort", "=", "st"]) == ["state"])
        #expect(try Self.bashCompletions(["landmarks", "--data", "s"], in: folder).sorted() == ["some.json", "states"])
        #expect(try Self.bashCompletions(["landmarks", "photos", "--state-dir", "s"], in: folder) == ["states"])
        #expect(try Self.bashCompletions(["landmarks", "list", "--search", ""]) == [])
    }

    /// The zsh completion cannot be run here (no zsh in the test packages): each mode's block must
    /// name exactly the options the mode accepts.
    @Test func zshOffersExactlyTheOptionsEachModeAccepts() throws {
        let script = try Self.committed("completions/_landmarks")
        #expect(script.hasPrefix("#compdef landmarks\n"))
        for subcommand in Mode.allCases.compactMap(\.subcommand) {
            #expect(script.contains("\(subcommand)\\:\""), "the subcommand menu lacks \(subcommand)")
        }
        let lines = script.split(separator: "\n").map(String.init)
        for mode in Mode.allCases {
            let label = "  \(mode.subcommand ?? "*"))"
            guard let start = lines.firstIndex(of: label), let end = lines[start...].firstIndex(of: "    ;;") else {
                Issue.record("no block for \(label)")
                continue
            }
            let block = lines[start..<end].joined(separator: "\n")
            let named = block.matches(of: /'(?:\(- \*\))?(-[-a-z]*)[=\[]/).map { String($0.output.1) }
            let accepted = Option.allCases.filter { $0.spec.modes.contains(mode) }.flatMap(\.spec.names)
            #expect(named.sorted() == accepted.sorted(), "\(mode)")
        }
    }
}
