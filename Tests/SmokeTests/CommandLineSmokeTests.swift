import Foundation
import Testing
import ToolSupport

/// The real binary run without a terminal: scripting, flags and bad input.
@Suite struct CommandLineSmokeTests {
    @Test func listPrintsOneTabSeparatedLinePerLandmark() throws {
        let result = try ProcessRunner.landmarks(["list"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.first == "1001\tTurtle Rock\tJoshua Tree National Park\tCalifornia\tRivers\tyes")
        #expect(lines.last == "1012\tLake Umbagog\tUmbagog National Wildlife Refuge\tNew Hampshire\tLakes\tno")
        #expect(result.standardError.isEmpty)
    }

    @Test func listFavoritesPrintsOnlyFavorites() throws {
        let result = try ProcessRunner.landmarks(["list", "--favorites"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.split(separator: "\n").map { $0.split(separator: "\t")[1] } == [
                "Turtle Rock", "Chilkoot Trail", "St. Mary Lake",
            ])
    }

    @Test func findsItsDataFromAnyWorkingDirectory() throws {
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "cd / && \"$0\" list", ProcessRunner.landmarksBinary.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").count == 12)
    }

    @Test func interactiveWithoutATerminalSuggestsListAndExits2() throws {
        let result = try ProcessRunner.landmarks([])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "landmarks: standard input and output must be a terminal; for scripts use `landmarks list`\n")
        #expect(!result.standardError.contains("\u{1B}"))
    }

    @Test func aMistakeGivesOneLinePointingToHelpAndExits2() throws {
        let mistakes = [
            (["--bogus"], "unknown option '--bogus'"), (["list", "--nope"], "unknown option '--nope'"),
            (["extra"], "unexpected argument 'extra'"), (["--data"], "--data needs a value"),
            (["list", "--no-color"], "list does not take --no-color: the app and pick do"),
        ]
        for (arguments, message) in mistakes {
            let result = try ProcessRunner.landmarks(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError == "landmarks: \(message) (see 'landmarks --help')\n", "\(arguments)")
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test func helpAndVersion() throws {
        let help = try ProcessRunner.landmarks(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("usage: landmarks [--data FILE]"))
        let version = try ProcessRunner.landmarks(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput.hasPrefix("landmarks "))
    }

    @Test func badDataFileGivesOneLineAndExits1() throws {
        let path = try ProcessRunner.temporaryFile("[\n  {\"id\": 1,,\n]")
        for arguments in [["list", "--data", path], ["--data", path]] {
            let result = try ProcessRunner.landmarks(arguments)
            #expect(result.status == 1)
            #expect(result.standardError == "landmarks: \(path): line 2, column 12: expected a quoted key\n")
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test func missingDataFileGivesOneLineAndExits1() throws {
        let result = try ProcessRunner.landmarks(["list", "--data=/nonexistent/x.json"])
        #expect(result.status == 1)
        #expect(result.standardError == "landmarks: /nonexistent/x.json: open: no such file\n")
    }

    @Test func errorMessagesCarryNoControlCharactersFromTheFile() throws {
        let landmarks = try ProcessRunner.temporaryFile(#"[{"id": 1, "name": "n", "coordinates": {"latitude": 1, "longitude": 2}}]"#)
        let photos = (landmarks as NSString).deletingLastPathComponent + "/photos.json"
        try Data(
            ("["
                + #"{"id": 1, "landmarkId": 1, "title": "t", "author": {"username": "u", "firstName": "f", "lastName": "l"}, "takenAt": "\u001b]0;PWNED\u0007\nx", "rating": 1, "file": "a.png", "width": 1, "height": 1}"#
                + "]").utf8
        )
        .write(to: URL(fileURLWithPath: photos))
        let result = try ProcessRunner.landmarks(["photos", "--data", landmarks])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "landmarks: \(photos): record 1, field \"takenAt\": \"␛]0;PWNED␇ x\" is not an ISO 8601 date and time with a time zone (e.g. 2023-05-14T06:12:00-07:00)\n"
        )
    }

    @Test func listNeverPipesAControlCharacterFromTheData() throws {
        let record =
            "[" + #"{"id": 1, "name": "\u001b]0;PWNED\u0007", "category": "\u009b31m", "coordinates": {"latitude": 1, "longitude": 2}}"#
            + "]"
        let result = try ProcessRunner.landmarks(["list", "--data", try ProcessRunner.temporaryFile(record)])
        #expect(result.status == 0)
        // A pipe may end in a terminal (`landmarks list | cat`): controls become placeholders there too.
        #expect(result.standardOutput == "1\t␛]0;PWNED␇\t\t\t�31m\tno\n")
    }

    @Test func jsonLinesEscapeEveryControlCharacterAndReadBack() throws {
        let record =
            "["
            + #"{"id": 1, "name": "\u001b]0;PWNED\u0007\u007f", "category": "\u009b31m", "coordinates": {"latitude": 1, "longitude": 2}}"#
            + "]"
        let result = try ProcessRunner.landmarks(["list", "--json", "--data", try ProcessRunner.temporaryFile(record)])
        #expect(result.status == 0)
        #expect(
            result.standardOutput
                == #"{"category":"\u009b31m","city":"","coordinates":{"latitude":1,"longitude":2},"description":"","id":1,"imageName":"","isFavorite":false,"isFeatured":false,"name":"\u001b]0;PWNED\u0007\u007f","park":"","state":""}"#
                + "\n")
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(object?["name"] as? String == "\u{1B}]0;PWNED\u{07}\u{7F}")
    }

    @Test func photosNameTheirFilesByAbsolutePathInBothFormats() throws {
        let tabs = try ProcessRunner.landmarks(["photos", "1001"])
        let files = tabs.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").last.map(String.init) }
        let file = try #require(files.first ?? nil)
        #expect(file.hasPrefix("/") && file.hasSuffix("/Resources/photos/1001-2.png") && !file.contains("/./"))
        #expect(FileManager.default.fileExists(atPath: file))
        let json = try ProcessRunner.landmarks(["--json", "photos", "1001"])
        let first = try JSONSerialization.jsonObject(with: Data(json.standardOutput.split(separator: "\n")[0].utf8)) as? [String: Any]
        #expect(first?["file"] as? String == file)
        #expect(first?["takenAt"] as? String == "2024-10-03T19:18:37-07:00")
        #expect(json.standardOutput.split(separator: "\n").count == files.count)
    }

    @Test func listKeepsEveryLandmarkOnOneLine() throws {
        let record = """
            [{"id": 7, "name": "Two\\nLines\\tTabbed", "park": "P", "city": "C", "state": "S",
              "category": "Lakes", "isFeatured": false, "isFavorite": false,
              "coordinates": {"latitude": 1, "longitude": 2}, "description": "", "imageName": ""}]
            """
        let result = try ProcessRunner.landmarks(["list", "--data", try ProcessRunner.temporaryFile(record)])
        #expect(result.standardOutput == "7\tTwo Lines Tabbed\tP\tS\tLakes\tno\n")
    }
}

/// `landmarks list --search` and `--sort`.
@Suite struct ListSearchAndSortTests {
    private func names(_ arguments: [String]) throws -> [String] {
        let result = try ProcessRunner.landmarks(["list"] + arguments)
        #expect(result.status == 0)
        return result.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t")[1]) }
    }

    @Test func searchKeepsLandmarksHoldingEveryWord() throws {
        // Silver Salmon Creek is in Lake Clark National Park: the park counts.
        #expect(try names(["--search", "LAKE alaska", "--exact"]) == ["Silver Salmon Creek", "Twin Lake", "Rainbow Lake"])
        // Fuzzily (the default), Icy Bay's park holds l, a, k and e in order too: found, and ranked after the words.
        #expect(try names(["--search", "LAKE alaska"]) == ["Silver Salmon Creek", "Twin Lake", "Rainbow Lake", "Icy Bay"])
        #expect(try names(["--search", "icbay"]) == ["Icy Bay"])
        #expect(try names(["--search", "icbay", "--exact"]).isEmpty)
        #expect(try names(["--search", "'lake icy"]).isEmpty)
        #expect(try names(["--search=glacier", "--favorites"]) == ["St. Mary Lake"])
        #expect(try names(["--search", "nowhere"]).isEmpty)
    }

    @Test func sortOrdersByNameStateOrCategory() throws {
        #expect(try names(["--sort", "name"]).prefix(3) == ["Charley Rivers", "Chilkoot Trail", "Chincoteague"])
        #expect(
            try names(["--sort", "state", "--search", "lake", "--exact"]) == [
                "Rainbow Lake", "Silver Salmon Creek", "Twin Lake", "Lake McDonald", "St. Mary Lake", "Lake Umbagog", "Hidden Lake",
            ])
        // Fuzzily the best matches first, equal ones by state: Icy Bay (Alaska) scores less than the words.
        #expect(
            try names(["--sort", "state", "--search", "lake"]) == [
                "Rainbow Lake", "Silver Salmon Creek", "Twin Lake", "Lake McDonald", "St. Mary Lake", "Lake Umbagog", "Hidden Lake",
                "Icy Bay",
            ])
        #expect(try names(["--sort", "category"]).prefix(2) == ["Hidden Lake", "Lake Umbagog"])
        let bad = try ProcessRunner.landmarks(["list", "--sort", "size"])
        #expect(bad.status == 2)
        #expect(bad.standardError == "landmarks: --sort takes file, name, state or category, not 'size' (see 'landmarks --help')\n")
    }
}
