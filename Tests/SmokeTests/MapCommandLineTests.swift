import Foundation
import Testing
import ToolSupport

/// `landmarks map`: the map as braille text, for scripts.
@Suite struct MapCommandLineTests {
    /// Centred on Turtle Rock, named, the coast to its west, and a scale bar of 100 km at the bottom left.
    @Test func aLandmarksMapIsCentredOnItWithItsNameAndTheCoastToItsWest() throws {
        let result = try ProcessRunner.landmarks(["map", "1001", "--size", "40x12"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(
            result.standardOutput == """
                                         ⠑⢄  ⡇          
                                           ⠑⢄⢸          
                                             ⢹          
                                             ⠈⢆         
                ⡀                              ⠓⢄       
                ⠈⠢⢄⣀⣀⣀                        ⢀⠔⠁       
                     ⠈⡆⣀            ◆ Turtle Rock       
                     ⣀⠈ ⠑⠢⡀                  ⢀⠇         
                     ⠹⠵   ⠈⠒⡄               ⢠⠋          
                     ⣄      ⠘⡄              ⠈⠢⡀         
                     ⠘⠓      ⣇           ⣀⣀⣀⣀⠤⠇         
                 ├─────┤ 100 km⠒⠒⠒⠉⠉⠉⠉⠉⠉⠉   ⠧⣀⡀         

                """)
    }

    @Test func withoutALandmarkTheMapFitsTheMatchingOnesInTheSizeAsked() throws {
        let result = try ProcessRunner.landmarks(["map", "--search", "lake", "--size", "50x10"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 10)
        #expect(lines.allSatisfy { $0.count == 50 })
        #expect(lines.joined().unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
        #expect(!lines.joined().contains("◆"))
        // Seven landmarks: each named beside its dot where the name covers no other (the map is small).
        #expect(lines.joined().contains("• St. Mary Lake") && lines.joined().contains("Lake Umbagog •"))
        #expect(lines.joined().contains(" km"), "the scale bar")
    }

    /// With `--photos`: three photos in one dot near Turtle Rock are drawn and counted beside it.
    /// The bundled landmarks' map, 6,000 km across, names countries in capitals and the states where most
    /// people are, each once, where their people are: the United States' name lies between its coasts.
    @Test func countriesAndStatesAreNamedWhereTheirPeopleAre() throws {
        let result = try ProcessRunner.landmarks(["map", "--size", "120x36"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for name in ["UNITED STATES", "CANADA", "California", "New York"] {
            #expect(lines.filter { $0.contains(name) }.count == 1, "\(name) once")
        }
        let row = try #require(lines.firstIndex { $0.contains("UNITED STATES") })
        let california = try #require(lines.firstIndex { $0.contains("California") })
        let column = try #require(lines[row].range(of: "UNITED STATES")).lowerBound.utf16Offset(in: lines[row])
        #expect(row < california + 6 && column > 40, "between the coasts, east of California: row \(row), column \(column)")
        // Names never cover a landmark's name.
        #expect(lines.joined().contains("◆") || lines.joined().contains("• St. Mary Lake"))
    }

    @Test func yourPhotosAreDrawnAndCounted() throws {
        let folder = try ProcessRunner.temporaryFolder()
        for (name, padding) in [("a.jpg", 0), ("b.jpg", 1), ("c.jpg", 2)] {
            try Data(YourPhotoFiles.jpeg(latitude: 34.3, longitude: -116.5, taken: nil, padding: padding))
                .write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = try ProcessRunner.temporaryFolder()
        let result = try ProcessRunner.landmarks(["map", "1001", "--size", "40x12", "--photos", folder], environment: environment)
        #expect(result.status == 0)
        let without = try ProcessRunner.landmarks(["map", "1001", "--size", "40x12"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        // North-west of Turtle Rock, its row and column off by about 33 km and 45 km: a dot with a 3 beside it.
        #expect(lines.contains { $0.range(of: #"[⠁-⣿]3"#, options: .regularExpression) != nil })
        #expect(!without.standardOutput.contains("3"))
        #expect(lines.count == 12 && lines.allSatisfy { $0.count == 40 })
    }

    @Test func anUnknownLandmarkIsOneLineAndExitStatus1() throws {
        let result = try ProcessRunner.landmarks(["map", "99"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "landmarks: no landmark has id 99\n")
    }

    /// A search that matches no landmark prints no map (it would be the world without a dot): one line
    /// on stderr and status 1, as grep's; with a landmark to centre on, the map is printed all the same.
    @Test func aSearchThatMatchesNothingIsOneLineAndExitStatus1() throws {
        for arguments in [["map", "--search", "zzzz"], ["map", "--search", " zzzz ", "--exact", "--size", "40x12"]] {
            let result = try ProcessRunner.landmarks(arguments)
            #expect(result.status == 1)
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError == "landmarks: no landmarks match “zzzz”\n")
        }
        let centred = try ProcessRunner.landmarks(["map", "1001", "--search", "zzzz", "--size", "40x12"])
        #expect(centred.status == 0)
        #expect(centred.standardError.isEmpty)
        #expect(centred.standardOutput.contains("◆ Turtle Rock "))
    }

    @Test func hostileNamesArePrintedSafely() throws {
        let record = "[" + #"{"id": 1, "name": "Evil\u001b]0;PWNED\u0007\u001b[2J", "coordinates": {"latitude": 1, "longitude": 2}}"# + "]"
        let path = try ProcessRunner.temporaryFile(record)
        let result = try ProcessRunner.landmarks(["map", "1", "--data", path, "--size", "60x9"])
        #expect(result.status == 0)
        #expect(!result.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(result.standardOutput.contains("◆ Evil␛]0;PWNED␇␛[2J "))
    }
}

/// A locale whose character set is not UTF-8 (`LANG=C` among them) gets ASCII, as htop and tmux give it.
@Suite struct AsciiLocaleTests {
    static let environment = ProcessInfo.processInfo.environment.merging(["LANG": "C", "LC_ALL": "C"]) { $1 }

    @Test func mapAndShowPrintASCII() throws {
        let map = try ProcessRunner.landmarks(["map", "1001", "--size", "40x12"], environment: Self.environment)
        #expect(map.status == 0)
        #expect(map.standardOutput.utf8.allSatisfy { $0 < 0x80 })
        #expect(map.standardOutput.contains("@ Turtle Rock"))
        #expect(map.standardOutput.contains("."), "the coast's braille as dots")
        let show = try ProcessRunner.landmarks(["show", "3", "--size", "20x6", "--colors", "none"], environment: Self.environment)
        #expect(show.status == 0)
        #expect(show.standardOutput.utf8.allSatisfy { $0 < 0x80 })
        #expect(show.standardOutput.split(separator: "\n").contains { $0.contains { $0 != " " } })
    }

    @Test func theAppDrawsItsChromeInASCII() throws {
        let terminal = try TmuxTerminal(arguments: [], width: 100, height: 24, environment: ["LANG": "C", "LC_ALL": "C"])
        let screen = try terminal.waitForText("Turtle Rock")
        #expect(screen.joined().utf8.allSatisfy { $0 < 0x80 }, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.hasSuffix("4 photos  *|") || $0.contains("4 photos  *") }, "the favourite's star as *")
        #expect(screen.contains { $0.contains("|") }, "the preview pane's rule as |")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
