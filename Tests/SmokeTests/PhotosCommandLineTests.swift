import Foundation
import Testing
import ToolSupport

/// `landmarks photos` and the photos file beside `--data`, run without a terminal.
@Suite struct PhotosCommandLineTests {
    /// A folder with the bundled landmarks and `photos` as its photos.json (none when nil).
    private func dataFolder(photos: String?) throws -> String {
        let folder = try ProcessRunner.temporaryFolder()
        try FileManager.default.copyItem(
            atPath: ProcessRunner.repositoryRoot.appendingPathComponent("Resources/landmarks.json").path,
            toPath: folder + "/landmarks.json")
        if let photos { try Data(photos.utf8).write(to: URL(fileURLWithPath: folder + "/photos.json")) }
        return folder
    }

    @Test func photosOfALandmarkAreListedNewestFirstForScripts() throws {
        let result = try ProcessRunner.landmarks(["photos", "1001"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(lines.map { $0[0] } == ["2", "4", "3", "1"])
        #expect(lines.allSatisfy { $0.count == 7 && $0[1] == "1001" })
        let photos = ProcessRunner.repositoryRoot.appendingPathComponent("Resources/photos").resolvingSymlinksInPath().path
        #expect(lines.first.map { [$0[4], $0[5], $0[6]].map(String.init) } == ["2024-10-03T19:18:37-07:00", "0", photos + "/1001-2.png"])
    }

    @Test func everyPhotoIsListedWithoutAnID() throws {
        let result = try ProcessRunner.landmarks(["photos"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.count == 32)
        // Landmark by landmark in the file's order, each one's newest first.
        #expect(lines.prefix(5).map { $0[0] } == ["2", "4", "3", "1", "6"])
        #expect(lines.map { $0[1] }.first == "1001")
        let takenOfFirst = lines.prefix(4).map { $0[4] }
        #expect(takenOfFirst == takenOfFirst.sorted(by: >))
    }

    @Test func ratingsSetInTheAppShowInTheListing() throws {
        let state = try ProcessRunner.temporaryFolder()
        try Data(#"{"photoRatings": {"2": 5}}"#.utf8).write(to: URL(fileURLWithPath: state + "/state.json"))
        let result = try ProcessRunner.landmarks(["photos", "1001", "--state-dir", state])
        #expect(result.standardOutput.split(separator: "\n").first?.split(separator: "\t")[5] == "5")
    }

    @Test func anUnknownLandmarkOrABadIDIsAnError() throws {
        let unknown = try ProcessRunner.landmarks(["photos", "9999"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError == "landmarks: no landmark has id 9999\n")
        let negative = try ProcessRunner.landmarks(["photos", "-5"])
        #expect(negative.standardError == "landmarks: no landmark has id -5\n")
        let notANumber = try ProcessRunner.landmarks(["photos", "turtle"])
        #expect(notANumber.status == 2)
        #expect(notANumber.standardError == "landmarks: 'turtle' is not a landmark id (see 'landmarks --help')\n")
    }

    @Test func aBadPhotosFileBesideTheDataIsOneLineAndExit1() throws {
        let folder = try dataFolder(
            photos:
                #"[{"id": 1, "landmarkId": 1001, "title": "t", "author": {"username": "u", "firstName": "f", "lastName": "l"}, "takenAt": "yesterday", "rating": 3, "file": "a.png", "width": 1, "height": 1}]"#
        )
        for arguments in [["photos"], []] {
            let result = try ProcessRunner.landmarks(arguments + ["--data", folder + "/landmarks.json"])
            #expect(result.status == 1)
            #expect(
                result.standardError
                    == "landmarks: \(folder)/photos.json: record 1, field \"takenAt\": \"yesterday\" is not an ISO 8601 date and time with a time zone (e.g. 2023-05-14T06:12:00-07:00)\n"
            )
        }
        // `list` shows no photos, so it reads only the landmarks.
        let list = try ProcessRunner.landmarks(["list", "--data", folder + "/landmarks.json"])
        #expect(list.status == 0)
        #expect(list.standardError.isEmpty)
        #expect(list.standardOutput.split(separator: "\n").count == 12)
    }

    @Test func noPhotosFileBesideTheDataMeansNoPhotos() throws {
        let folder = try dataFolder(photos: nil)
        let result = try ProcessRunner.landmarks(["photos", "--data", folder + "/landmarks.json"])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.isEmpty)
    }

    /// A KMZ as Google Earth saves one: its place's description shows a picture it holds in `files/`.
    private func kmz() throws -> String {
        let kml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Turtle Rock</name>
              <description><![CDATA[Granite<br><img src="files/turtle.jpg" alt="Turtle Rock at dawn" width="400">]]></description>
              <Point><coordinates>-116.166868,34.011286,0</coordinates></Point></Placemark></Document></kml>
            """
        return try ProcessRunner.temporaryKMZ(kml, picture: "files/turtle.jpg")
    }

    @Test func thePictureAKMZCarriesIsListedAndShownAsItsPlacesPhoto() throws {
        let kmz = try kmz()
        let cache = try ProcessRunner.temporaryFolder()
        let environment = ProcessInfo.processInfo.environment.merging(
            ["XDG_CACHE_HOME": cache, "XDG_STATE_HOME": try ProcessRunner.temporaryFolder()]) { $1 }
        let result = try ProcessRunner.landmarks(["photos", "--data", kmz], environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        let photo = try #require(lines.first.map { $0.map(String.init) })
        #expect(lines.count == 1)
        // Its title from the picture's alt, no author, undated, not rated, unpacked into the cache.
        #expect(photo.count == 7 && Array(photo[2...5]) == ["Turtle Rock at dawn", "", "", "0"])
        #expect(photo[6].hasPrefix(cache + "/landmarks/kmz/trip-") && photo[6].hasSuffix("/files/turtle.jpg"))
        let list = try ProcessRunner.landmarks(["list", "--data", kmz], environment: environment)
        #expect(list.standardOutput.split(separator: "\t").first.map(String.init) == photo[1])
        // Its picture, by the photo's id.
        let show = try ProcessRunner.landmarks(
            ["show", photo[0], "--data", kmz, "--size", "20x6", "--colors", "none"], environment: environment)
        #expect(show.status == 0, "\(show.standardError)")
        let rows = show.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(rows.count == 6)
        #expect(rows.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count >= 4)
        // Piped in, the same photo (its id), unpacked under a key from the KMZ's bytes.
        let piped = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "cat \"$1\" | \"$0\" photos --data -", ProcessRunner.landmarksBinary.path, kmz],
            environment: environment)
        let pipedPhoto = piped.standardOutput.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        #expect(pipedPhoto.first == photo[0])
        #expect(pipedPhoto.last?.hasPrefix(cache + "/landmarks/kmz/pipe-") == true)
    }

    @Test func aCorruptStateFileIsReportedButNotMovedByScripts() throws {
        let state = try ProcessRunner.temporaryFolder()
        try Data("{oops".utf8).write(to: URL(fileURLWithPath: state + "/state.json"))
        let result = try ProcessRunner.landmarks(["list", "--favorites", "--state-dir", state])
        #expect(result.status == 0)
        #expect(result.standardError == "landmarks: warning: \(state)/state.json: is not a JSON object; using defaults\n")
        #expect(result.standardOutput.split(separator: "\n").count == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: state) == ["state.json"])
    }

    @Test func anAppThatCannotStartLeavesACorruptStateFileWhereItIs() throws {
        let state = try ProcessRunner.temporaryFolder()
        try Data("{oops".utf8).write(to: URL(fileURLWithPath: state + "/state.json"))
        let result = try ProcessRunner.landmarks(["--state-dir", state])  // no terminal: exit 2
        #expect(result.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: state) == ["state.json"])
    }
}
