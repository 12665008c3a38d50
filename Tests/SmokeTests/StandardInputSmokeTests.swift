import Foundation
import Testing
import ToolSupport

/// Catalogs given on standard input: `--data -` for scripts, a pipe into the browser as into fzf.
@Suite struct StandardInputSmokeTests {
    private static let bundledFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/landmarks.json").path

    private func shell(_ script: String) throws -> ProcessRunner.Result {
        try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script, ProcessRunner.landmarksBinary.path])
    }

    @Test func listReadsTheCatalogFromStandardInput() throws {
        let piped = try shell("cat '\(Self.bundledFile)' | \"$0\" list --data - --search lake")
        let named = try ProcessRunner.landmarks(["list", "--data", Self.bundledFile, "--search", "lake"])
        #expect(piped.status == 0)
        #expect(piped.standardOutput == named.standardOutput)
        #expect(piped.standardOutput.split(separator: "\n").contains { $0.contains("St. Mary Lake") })
    }

    @Test func aBadCatalogOnStandardInputIsNamedSo() throws {
        let result = try shell("printf '[{\"id\": 1,' | \"$0\" list --data -")
        #expect(result.status == 1)
        #expect(result.standardError == "landmarks: standard input: line 1, column 11: unexpected end of file\n")
    }

    /// A pipe named as a file (`--data <(zcat big.json.gz)`, /dev/stdin) is read once, as standard
    /// input is, even when the careful decoder must read it (the tutorial's trailing comma).
    @Test func aPipeNamedAsAFileIsReadOnce() throws {
        let text = try String(contentsOfFile: Self.bundledFile, encoding: .utf8)
        let trailingComma = try ProcessRunner.temporaryFile(
            String(text.trimmingCharacters(in: .whitespacesAndNewlines).dropLast()) + ",\n]\n")
        let named = try ProcessRunner.landmarks(["list", "--data", trailingComma])
        for order in ["file", "name"] {
            let piped = try shell("cat '\(trailingComma)' | \"$0\" list --sort \(order) --data /dev/stdin")
            #expect(piped.status == 0, "\(piped.standardError)")
            #expect(piped.standardOutput.split(separator: "\n").count == 12)
        }
        let piped = try shell("cat '\(trailingComma)' | \"$0\" list --data /dev/stdin")
        #expect(piped.standardOutput == named.standardOutput)
        let cut = try shell("head -c 3000 '\(trailingComma)' | \"$0\" list --data /dev/stdin")
        #expect(cut.status == 1)
        #expect(cut.standardError.hasPrefix("landmarks: /dev/stdin: line "))
        #expect(cut.standardError.hasSuffix(": unexpected end of file\n"))
    }

    @Test func dataDashOnATerminalAsksForAPipe() throws {
        let terminal = try TmuxTerminal(arguments: ["--data", "-"])
        let screen = try terminal.waitForText("exit=2")
        #expect(screen.joined().contains("landmarks: --data - reads the catalog from standard input, which is the terminal"))
    }

    @Test func devStdinOnATerminalIsNoCatalog() throws {
        let terminal = try TmuxTerminal(arguments: ["--data", "/dev/stdin"])
        let screen = try terminal.waitForText("exit=2")
        #expect(screen.joined().contains("landmarks: /dev/stdin is a terminal, not a catalog"))
    }

    @Test func aCatalogPipedIntoTheBrowserIsShownAndKeysComeFromTheTerminal() throws {
        let terminal = try TmuxTerminal(
            arguments: [], wrapper: ["/bin/sh", "-c", "cat \"$0\" | \"$1\"", Self.bundledFile])
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("/")
        try terminal.type("silver")
        try terminal.send("Enter")
        try terminal.waitForText("Port Alsworth")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
