import Foundation
import Testing
import ToolSupport

/// Pictures in the real binary in tmux: the viewer, the preview pane, and `landmarks show`.
@Suite struct PictureSmokeTests {
    /// The distinct colours set by SGR escapes (`38;…`/`48;…`, 256-colour or RGB) in captured lines.
    private func colours(in styled: some StringProtocol) -> Set<String> {
        var found = Set<String>()
        for sequence in styled.split(separator: "\u{1B}") where sequence.hasPrefix("[") {
            let parameters = String(sequence.dropFirst().prefix(while: { $0 != "m" })).split(separator: ";").map(String.init)
            var index = 0
            while index < parameters.count {
                if ["38", "48"].contains(parameters[index]), index + 1 < parameters.count {
                    let length = parameters[index + 1] == "5" ? 3 : 5
                    found.insert(parameters[index..<min(index + length, parameters.count)].joined(separator: ";"))
                    index += length
                } else {
                    index += 1
                }
            }
        }
        return found
    }

    /// Opens Turtle Rock's newest photo in a `width`×`height` terminal.
    private func openPhoto(_ terminal: TmuxTerminal) throws {
        try terminal.waitForText("Lake Umbagog")
        try terminal.send("Enter")  // Turtle Rock, the first landmark
        try terminal.waitForText("Photos · 4")
        try terminal.send("Tab", "Enter")
        try terminal.waitForText("Dimensions")
    }

    @Test func thePhotoScreenDrawsThePictureInManyColoursAndNoneWithoutColour() throws {
        let terminal = try TmuxTerminal(arguments: [], width: 120, height: 40, environment: ["COLORTERM": "truecolor"])
        try openPhoto(terminal)
        // The picture arrives from the worker without a key; the first lines then hold it.
        let deadline = Date().addingTimeInterval(TmuxTerminal.deadline)
        var pictureColours = Set<String>()
        while pictureColours.count < 20, Date() < deadline {
            pictureColours = colours(in: try terminal.styledScreen().split(separator: "\n").dropFirst().prefix(20).joined())
        }
        #expect(pictureColours.count >= 20, "\(pictureColours.count) colours")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)

        let plain = try TmuxTerminal(arguments: [], width: 120, height: 40, environment: ["NO_COLOR": "1"])
        try openPhoto(plain)
        let shaded = try plain.waitForScreen("the picture's shading") { lines in
            lines.dropFirst().prefix(20).contains { $0.contains { "▀▄█▌▐░▒▓▖▗▘▝▚▞".contains($0) } }
        }
        #expect(!shaded.isEmpty)
        #expect(colours(in: try plain.styledScreen()).isEmpty)
        try plain.send("q")
        #expect(try plain.waitForExit().status == 0)
    }

    /// `COLORTERM=truecolor` gives 24-bit colour though the terminal type has 256 and no `-direct`
    /// sibling is installed (screen's): the app makes one from its description, in its cache.
    @Test func truecolorWithoutADirectDescriptionStillGives24BitColour() throws {
        let cache = try ProcessRunner.temporaryFolder()
        let terminal = try TmuxTerminal(
            arguments: [], width: 100, height: 30, term: "screen-256color",
            environment: ["COLORTERM": "truecolor", "XDG_CACHE_HOME": cache])
        try terminal.waitForText("Turtle Rock")
        let styled = try terminal.waitForScreen("24-bit colours") { _ in (try? terminal.styledScreen().contains("38;2;")) == true }
        #expect(!styled.isEmpty)
        #expect(FileManager.default.fileExists(atPath: cache + "/landmarks/terminfo/s/screen-256color-landmarks-direct"))
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
        // Without COLORTERM, the terminal type's 256 colours.
        let plain = try TmuxTerminal(arguments: [], width: 100, height: 30, term: "screen-256color", environment: ["XDG_CACHE_HOME": cache])
        try plain.waitForText("Turtle Rock")
        let indexed = try plain.styledScreen()
        #expect(indexed.contains("38;5;") && !indexed.contains("38;2;"))
        try plain.send("q")
        #expect(try plain.waitForExit().status == 0)
    }

    @Test func thePreviewPaneShowsAt120ColumnsNotAt80AndPHidesItForGood() throws {
        let state = try ProcessRunner.temporaryFolder()
        let wide = try TmuxTerminal(arguments: ["--state-dir", state], width: 120, height: 30)
        try wide.waitForText("Lake Umbagog")
        // Turtle Rock, selected at the start, is previewed without a key.
        let pane = try wide.waitForScreen("the pane") { $0.contains { $0.contains("│ Turtle Rock") } }
        #expect(pane.contains { $0.contains("Park         Joshua Tree National Park") })
        try wide.resize(width: 80, height: 30)
        try wide.waitForScreen("no pane at 80 columns") { !$0.contains { $0.contains("│") } }
        try wide.resize(width: 120, height: 30)
        try wide.waitForText("│ Turtle Rock")
        try wide.send("p")
        try wide.waitForScreen("the pane hidden") { !$0.contains { $0.contains("│") } }
        try wide.send("q")
        #expect(try wide.waitForExit().status == 0)
        let again = try TmuxTerminal(arguments: ["--state-dir", state], width: 120, height: 30)
        let screen = try again.waitForText("Lake Umbagog")
        #expect(!screen.contains { $0.contains("│") })
        try again.send("q")
        #expect(try again.waitForExit().status == 0)
    }

    @Test func showPrintsExactlyTheRowsAskedForNoneWiderThanTheColumns() throws {
        let result = try ProcessRunner.landmarks(["show", "3", "--size", "40x12", "--colors", "256"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 12)
        let visible = lines.map { $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
        #expect(visible.allSatisfy { $0.count <= 40 })
        #expect(visible.contains { $0.count >= 30 })
        #expect(colours(in: result.standardOutput).count >= 8)
        #expect(!result.standardOutput.contains("38;2;"))  // 256 colours, as asked
    }

    /// `--pictures`: the terminal's pixels by each protocol, or cells; `auto` into a pipe gives cells.
    @Test func showPrintsPixelsByTheProtocolAsked() throws {
        let file = ProcessRunner.repositoryRoot.appendingPathComponent("Resources/photos/1001-1.png").path
        let prefixes = [("kitty", "\u{1B}_Gq=2,a=T,f=32,"), ("iterm", "\u{1B}]1337;File=inline=1;"), ("sixel", "\u{1B}P0;1;0q")]
        for (mode, prefix) in prefixes {
            let result = try ProcessRunner.landmarks(["show", file, "--size", "20x8", "--pictures", mode])
            #expect(result.status == 0)
            #expect(result.standardOutput.hasPrefix(prefix), "\(mode)")
            // One line: the picture, then the newline that moves past it.
            #expect(result.standardOutput.filter { $0 == "\n" }.count == 1, "\(mode)")
        }
        let auto = try ProcessRunner.landmarks(
            ["show", file, "--size", "20x8"], environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"])
        #expect(!auto.standardOutput.contains("\u{1B}_G"), "not a terminal: cells")
        #expect(auto.standardOutput.filter { $0 == "\n" }.count == 8)
        let none = try ProcessRunner.landmarks(["show", file, "--pictures", "none"])
        #expect(none.status == 2)
        #expect(none.standardError.contains("--pictures none leaves nothing to show"))
    }

    @Test func showNamesTheFileAndTheReasonWhenThePictureCannotBeShown() throws {
        let landmarks = try ProcessRunner.temporaryFile(#"[{"id": 1, "name": "n", "coordinates": {"latitude": 1, "longitude": 2}}]"#)
        let folder = (landmarks as NSString).deletingLastPathComponent
        let photo =
            #"{"id": ID, "landmarkId": 1, "title": "t", "author": {"username": "u", "firstName": "f", "lastName": "l"}, "takenAt": "2023-05-14T06:12:00Z", "rating": 1, "file": "FILE", "width": 1, "height": 1}"#
        let photos = [(1, "gone.png"), (2, "text.jpg")].map {
            photo.replacingOccurrences(of: "ID", with: "\($0.0)").replacingOccurrences(of: "FILE", with: $0.1)
        }
        try Data(("[" + photos.joined(separator: ",") + "]").utf8).write(to: URL(fileURLWithPath: folder + "/photos.json"))
        try Data("not a picture at all".utf8).write(to: URL(fileURLWithPath: folder + "/text.jpg"))
        let missing = try ProcessRunner.landmarks(["show", "1", "--data", landmarks])
        #expect(missing.status == 1)
        #expect(missing.standardError == "landmarks: \(folder)/gone.png: missing file\n")
        let text = try ProcessRunner.landmarks(["show", "2", "--data", landmarks])
        #expect(text.status == 1)
        #expect(text.standardError == "landmarks: \(folder)/text.jpg: not a picture format the app reads\n")
        #expect(text.standardOutput.isEmpty)
    }

    /// `--pictures kitty` inside tmux: the preview's picture is text tmux keeps, kitty's Unicode
    /// placeholders (U+10EEEE, a mark for the row, one for the column), one per cell of the picture,
    /// in the colour that names the image; quitting leaves none. (Whether kitty 0.28+ draws them cannot
    /// be seen here: kitty 0.26 predates them.)
    @Test func kittyPicturesInsideTmuxAreUnicodePlaceholders() throws {
        let terminal = try TmuxTerminal(arguments: ["--pictures", "kitty"], width: 120, height: 32)
        let placeholder = Character("\u{10EEEE}").unicodeScalars.first!
        let screen = try terminal.waitForScreen("the preview's placeholders") { lines in
            lines.contains { $0.unicodeScalars.contains(placeholder) }
        }
        let rows = screen.filter { $0.unicodeScalars.contains(placeholder) }
        // Each placeholder carries its row's and its column's marks: the first row's cells all have U+0305 first.
        let first = Array(rows[0].unicodeScalars.drop { $0 != placeholder })
        #expect(Array(first.prefix(6).map(\.value)) == [0x10EEEE, 0x0305, 0x0305, 0x10EEEE, 0x0305, 0x030D])
        let perRow = rows.map { $0.unicodeScalars.filter { $0 == placeholder }.count }
        #expect(rows.count >= 8 && Set(perRow).count == 1 && perRow[0] >= 20, "a rectangle of placeholders: \(perRow)")
        // Bytes, not characters: a placeholder and its marks are one character.
        let styled = Array(try terminal.styledScreen().utf8)
        let named = Array("\u{1B}[31m\u{10EEEE}".utf8)
        #expect(styled.indices.contains { styled[$0...].starts(with: named) }, "image 1 named by colour 1")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
        #expect(try !terminal.screen().joined().unicodeScalars.contains(placeholder))
    }

    /// `show --pictures kitty` inside tmux prints the picture's placeholders: as many lines as the
    /// picture's rows, each as many placeholders as its columns, each line's cells numbered in order.
    @Test func showInsideTmuxPrintsPlaceholderLines() throws {
        let file = ProcessRunner.repositoryRoot.appendingPathComponent("Resources/photos/1001-1.png").path
        let terminal = try TmuxTerminal(arguments: ["show", file, "--pictures", "kitty", "--size", "20x6"], width: 40, height: 12)
        #expect(try terminal.waitForExit().status == 0)
        let placeholder = Character("\u{10EEEE}").unicodeScalars.first!
        let rows = try terminal.screen().filter { $0.unicodeScalars.contains(placeholder) }
        let marks = rows.map { row in Array(row.unicodeScalars.filter { $0 != placeholder }.map(\.value)) }
        // 240 × 160 pixels in 20 × 6 cells of 10 × 20: 18 columns by 6 rows.
        #expect(rows.count == 6)
        #expect(marks.allSatisfy { $0.count == 36 })
        #expect(marks.first.map { Array($0.prefix(4)) } == [0x0305, 0x0305, 0x0305, 0x030D], "row 0: columns 0 and 1")
        #expect(marks.last.map { Array($0.prefix(2)) } == [0x033D, 0x0305], "row 5, column 0")
    }
}
