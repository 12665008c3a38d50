import Foundation
import LandmarksCore
import Testing

@Suite struct StateFileTests {
    private func contents(of path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func savedSettingsReadBackTheSame() throws {
        let file = StateFile(folder: try Fixtures.folder() + "/new/landmarks")
        let saved = try file.update { settings in
            settings[.favoriteLandmarks] = [4, 2]
            settings[.photoRatings] = [7: 5, 8: 0]
            settings[.favoritesOnly] = true
            settings[.selectedLandmark] = 4
        }
        #expect(saved.warning == nil)
        let loaded = StateFile(folder: file.folder).load()
        #expect(loaded.warning == nil)
        #expect(loaded.settings == saved.settings)
        #expect(loaded.settings[.favoriteLandmarks] == [4, 2])
        #expect(loaded.settings[.photoRatings] == [7: 5, 8: 0])
        #expect(loaded.settings[.favoritesOnly])
        #expect(loaded.settings[.selectedLandmark] == 4)
    }

    @Test func idsBeyondTheExactRangeOfADoubleSurviveAndOtherNumbersStayAsTheyWere() throws {
        let file = StateFile(folder: try Fixtures.folder())
        try Data(#"{"future": [12345678901234567890, 1.5, 0, 7]}"#.utf8).write(to: URL(fileURLWithPath: file.path))
        _ = try file.update { $0[.favoriteLandmarks] = [9_007_199_254_740_993, 1_000_000_000_000_001] }
        #expect(StateFile(folder: file.folder).load().settings[.favoriteLandmarks] == [9_007_199_254_740_993, 1_000_000_000_000_001])
        let json = String(decoding: FileManager.default.contents(atPath: file.path) ?? Data(), as: UTF8.self)
        #expect(json.contains("9007199254740993"))
        #expect(json.contains("1.5"))
        #expect(json.contains("0,") && json.contains("7"))
    }

    @Test func missingFileGivesDefaults() throws {
        let loaded = StateFile(folder: try Fixtures.folder()).load()
        #expect(loaded.warning == nil)
        #expect(loaded.settings[.favoriteLandmarks] == nil)
        #expect(loaded.settings[.photoRatings] == [:])
        #expect(!loaded.settings[.favoritesOnly])
    }

    @Test func keysOfOtherVersionsAndValuesOfTheWrongTypeSurviveAWrite() throws {
        let file = StateFile(folder: try Fixtures.folder())
        try Data(#"{"futureKey": {"a": [1, "two"]}, "favoritesOnly": "yes"}"#.utf8).write(to: URL(fileURLWithPath: file.path))
        #expect(!file.load().settings[.favoritesOnly])
        _ = try file.update { $0[.selectedLandmark] = 3 }
        let json = try #require(contents(of: file.path))
        #expect(json.contains(#""futureKey" : {"#))
        #expect(json.contains(#""two""#))
        #expect(json.contains(#""selectedLandmark" : 3"#))
    }

    @Test func twoWritersThroughTheSameCodeKeepBothChanges() throws {
        let folder = try Fixtures.folder()
        let first = StateFile(folder: folder)
        let second = StateFile(folder: folder)
        _ = try first.update { $0[.photoRatings][1] = 5 }
        let result = try second.update { $0[.photoRatings][2] = 1 }
        #expect(result.settings[.photoRatings] == [1: 5, 2: 1])
        #expect(first.reloadIfChanged()?[.photoRatings] == [1: 5, 2: 1])
        #expect(first.reloadIfChanged() == nil)
    }

    @Test func concurrentWritersLoseNothing() async throws {
        let folder = try Fixtures.folder()
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    let file = StateFile(folder: folder)
                    for photo in 0..<25 {
                        _ = try? file.update { $0[.photoRatings][writer * 100 + photo] = writer + 1 }
                    }
                }
            }
        }
        let ratings = StateFile(folder: folder).load().settings[.photoRatings]
        #expect(ratings.count == 100)
        #expect(ratings[324] == 4)
    }

    @Test func aCorruptFileIsKeptUnderATimestampedNameAndDefaultsUsed() throws {
        let folder = try Fixtures.folder()
        let file = StateFile(folder: folder, now: { Date(timeIntervalSince1970: 1_796_000_000) })
        try Data("{\"favoritesOnly\": tru".utf8).write(to: URL(fileURLWithPath: file.path))
        let loaded = file.load()
        #expect(!loaded.settings[.favoritesOnly])
        #expect(
            loaded.warning?.description
                == "state.json is not a JSON object; kept as state.json.corrupt-20261130T005320Z, starting with defaults (in \(folder))")
        #expect(contents(of: file.path + ".corrupt-20261130T005320Z") == "{\"favoritesOnly\": tru")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func readingForScriptsReportsACorruptFileWithoutMovingIt() throws {
        let file = StateFile(folder: try Fixtures.folder())
        try Data("[1, 2]".utf8).write(to: URL(fileURLWithPath: file.path))
        #expect(throws: StateFile.Warning(description: "\(file.path): is not a JSON object; using defaults")) {
            try file.read()
        }
        #expect(contents(of: file.path) == "[1, 2]")
    }

    @Test func aStateFileThatCannotBeReadIsLeftAloneAndNotOverwritten() throws {
        let file = StateFile(folder: try Fixtures.folder())
        try FileManager.default.createDirectory(atPath: file.path, withIntermediateDirectories: false)
        #expect(file.load().warning?.description.hasPrefix("state.json cannot be read; starting with defaults") == true)
        #expect(throws: StateFile.Warning.self) { try file.update { $0[.favoritesOnly] = true } }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func aFolderThatCannotBeWrittenGivesAWarning() throws {
        // Not even root may create files in /proc, unlike a folder without write permission.
        let file = StateFile(folder: "/proc/self/landmarks-state")
        #expect(file.load().warning == nil)
        #expect(throws: StateFile.Warning.self) { try file.update { $0[.favoritesOnly] = true } }
    }

    @Test func aWriteThatFailsMidwayLeavesTheOldFileAndNoTemporaryFile() throws {
        let folder = try Fixtures.folder()
        let path = folder + "/state.json"
        try AtomicFile.write(Data("old content\n".utf8), to: path)
        #expect(throws: AtomicFile.Failure.self) {
            try AtomicFile.write(Data(repeating: 65, count: 10_000), to: path) { descriptor, data in
                _ = AtomicFile.writeAll(descriptor, data.prefix(4_000))
                return ENOSPC
            }
        }
        #expect(contents(of: path) == "old content\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
        try AtomicFile.write(Data("new content\n".utf8), to: path)
        #expect(contents(of: path) == "new content\n")
    }

    @Test func defaultFolderFollowsTheXDGSpec() {
        #expect(StateFile.defaultFolder(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/landmarks")
        #expect(StateFile.defaultFolder(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/landmarks")
        #expect(StateFile.defaultFolder(environment: ["HOME": "/h"]) == "/h/.local/state/landmarks")
        #expect(StateFile.defaultFolder(environment: [:]) == nil)
    }
}
