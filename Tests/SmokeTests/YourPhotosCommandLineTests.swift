import Foundation
import Testing
import ToolSupport

/// `landmarks photos --photos DIR`: your own photos placed at the bundled landmarks, listed for scripts
/// by the real binary, with a cache and a state folder of the test's own.
@Suite struct YourPhotosCommandLineTests {
    /// A photo folder near three bundled landmarks, with one far from all, one without EXIF, one at
    /// 0° 0°, one cut short and a text file named `.jpg`.
    struct Folder {
        /// The folder as the app names it (links resolved).
        let path: String
        /// Each file's bytes by relative path.
        var files: [String: [UInt8]] = [:]

        init() throws {
            path = URL(fileURLWithPath: try ProcessRunner.temporaryFolder()).resolvingSymlinksInPath().path
            try FileManager.default.createDirectory(atPath: path + "/trip", withIntermediateDirectories: true)
            /// A photo taken `kilometres` from a place towards `bearing` (0 north, 90 east).
            func near(_ place: (Double, Double), _ kilometres: Double, _ bearing: Double, _ taken: String, _ offset: String? = nil)
                -> [UInt8]
            {
                let spot = YourPhotoFiles.moved(latitude: place.0, longitude: place.1, kilometres: kilometres, bearing: bearing)
                return YourPhotoFiles.jpeg(latitude: spot.latitude, longitude: spot.longitude, taken: taken, offset: offset)
            }
            let (turtleRock, silverSalmonCreek, chilkootTrail) = (
                (34.011286, -116.166868), (59.980167, -152.665167), (59.560551, -135.334571)
            )
            try write("turtle-north.jpg", near(turtleRock, 3, 0, "2024:05:14 12:00:00", "-07:00"))
            try write("trip/turtle-east.jpg", near(turtleRock, 2, 90, "2024:05:13 09:30:00", "-07:00"))
            try write("salmon.jpg", near(silverSalmonCreek, 4, 180, "2024:06:01 10:00:00"))
            try write("chilkoot.jpg", near(chilkootTrail, 6, 270, "2024:06:02 10:00:00", "-08:00"))
            try write("far.jpg", YourPhotoFiles.jpeg(latitude: 46.2044, longitude: 6.1432, taken: "2024:07:01 18:00:00", offset: "+02:00"))
            try write("zero.jpg", YourPhotoFiles.jpeg(latitude: 0, longitude: 0, taken: "2024:01:01 08:00:00"))
            try write("screenshot.jpg", YourPhotoFiles.withoutExif)
            try write("damaged.jpg", YourPhotoFiles.cutShort())
            try write("notes.jpg", Array("not a picture\n".utf8))
        }

        mutating func write(_ name: String, _ bytes: [UInt8]) throws {
            try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
            files[name] = bytes
        }

        /// The line `photos` prints for a file, rated `rating`.
        /// The line of a photo; `town` is the town's name, region, country and distance from its centre.
        func line(_ name: String, landmark: Int?, taken: String, distance: String, town: [String], rating: Int = 0) -> String {
            let title = (name as NSString).lastPathComponent
            return
                ([
                    YourPhotoFiles.fingerprintKey(files[name]!), landmark.map(String.init) ?? "", title, "you", taken, String(rating),
                    name, path + "/" + name, distance,
                ] + (town.isEmpty ? ["", "", "", ""] : town)).joined(separator: "\t")
        }

        /// The towns of the folder's photos, as the bundled gazetteer names them (checked on a map).
        static let twentyninePalms = ["Twentynine Palms", "California", "United States"]
        static let skagway = ["Skagway", "Alaska", "United States"]
    }

    /// The environment with a cache and state folder of its own and no photo folder.
    static func environment(cache: String? = nil, photos: String? = nil) throws -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = try ProcessRunner.temporaryFolder()
        environment["XDG_CACHE_HOME"] = try cache ?? ProcessRunner.temporaryFolder()
        environment["LANDMARKS_PHOTOS"] = photos
        return environment
    }

    /// Runs `landmarks photos` with `arguments` and a fresh state folder.
    static func photos(_ arguments: [String], environment: [String: String]? = nil) throws -> ProcessRunner.Result {
        try ProcessRunner.landmarks(
            ["photos"] + arguments + ["--state-dir", ProcessRunner.temporaryFolder()], environment: environment ?? Self.environment())
    }

    static func lines(_ output: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// `--header` names the columns first, as the lines that follow have them.
    @Test func headerNamesTheColumnsFirst() throws {
        let folder = try Folder()
        let unmatched = Self.lines(try Self.photos(["--photos", folder.path, "--unmatched", "--header"]).standardOutput)
        #expect(unmatched.first == "id\tlandmark id\ttitle\tauthor\ttaken\trating\tfile\tpath\tdistance km\ttown\tregion\tcountry\ttown km")
        #expect(unmatched.dropFirst().allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 13 })
        let problems = Self.lines(try Self.photos(["--photos", folder.path, "--problems", "--header"]).standardOutput)
        #expect(problems.first == "path\tproblem")
        let json = Self.lines(try Self.photos(["--photos", folder.path, "--unmatched", "--header", "--json"]).standardOutput)
        #expect(json.first?.hasPrefix("{") == true)
        let list = try ProcessRunner.landmarks(["list", "--header"], environment: Self.environment())
        let lines = Self.lines(list.standardOutput)
        #expect(lines.first == "id\tname\tpark\tstate\tcategory\tfavorite")
        #expect(lines.count == 13)
        let sorted = Self.lines(
            try ProcessRunner.landmarks(["list", "--header", "--sort", "name"], environment: Self.environment()).standardOutput)
        #expect(sorted.first == lines.first && sorted.count == 13)
        // --fields chooses the columns and their order, in file order (streamed) and sorted alike.
        for extra in [[String](), ["--sort", "name"]] {
            let chosen = Self.lines(
                try ProcessRunner.landmarks(
                    ["list", "--header", "--fields", "name,city,latitude,longitude"] + extra, environment: Self.environment()
                )
                .standardOutput)
            #expect(chosen.first == "name\tcity\tlatitude\tlongitude")
            #expect(chosen.contains("Turtle Rock\tTwentynine Palms\t34.011286\t-116.166868"), "\(extra)")
        }
        let wrong = try ProcessRunner.landmarks(["list", "--fields", "name,nme"], environment: Self.environment())
        #expect(wrong.status == 2)
        #expect(wrong.standardError.contains("--fields: 'nme' is no field; the fields are id, name, park, city,"))
    }

    /// The id `photos --photos` prints is what `show` takes, with the same folder.
    @Test func showTakesTheIdOfOneOfYourPhotos() throws {
        let folder = try Folder()
        let id = YourPhotoFiles.fingerprintKey(folder.files["turtle-north.jpg"]!)
        let listed = try Self.photos(["--photos", folder.path, "1001"])
        #expect(Self.lines(listed.standardOutput).first?.hasPrefix(id + "\t") == true)
        let shown = try ProcessRunner.landmarks(
            ["show", id, "--photos", folder.path, "--size", "12x4", "--colors", "none"], environment: Self.environment())
        #expect(shown.status == 0, "\(shown.standardError)")
        #expect(Self.lines(shown.standardOutput).count == 4)
        let unknown = try ProcessRunner.landmarks(
            ["show", "1-0000000000000000", "--photos", folder.path], environment: Self.environment())
        #expect(unknown.status == 1)
        #expect(unknown.standardError.hasSuffix("has id 1-0000000000000000\n"))
        let noFolder = try ProcessRunner.landmarks(["show", id], environment: Self.environment())
        #expect(noFolder.status == 1)
        #expect(noFolder.standardError.contains("--photos DIR"))
    }

    @Test func placedPhotosAreListedLandmarkByLandmarkWithPathAndDistance() throws {
        let folder = try Folder()
        let result = try Self.photos(["--photos", folder.path])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(
            Self.lines(result.standardOutput) == [
                folder.line(
                    "turtle-north.jpg", landmark: 1001, taken: "2024-05-14T12:00:00-07:00", distance: "3.0",
                    town: Folder.twentyninePalms + ["15.0"]),
                folder.line(
                    "trip/turtle-east.jpg", landmark: 1001, taken: "2024-05-13T09:30:00-07:00", distance: "2.0",
                    town: Folder.twentyninePalms + ["16.2"]),
                folder.line(
                    "salmon.jpg", landmark: 1002, taken: "2024-06-01T10:00:00", distance: "4.0",
                    town: ["Anchor Point", "Alaska", "United States", "50.1"]),
                folder.line(
                    "chilkoot.jpg", landmark: 1003, taken: "2024-06-02T10:00:00-08:00", distance: "6.0", town: Folder.skagway + ["13.4"]),
            ])
        #expect(Self.lines(result.standardOutput).allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 13 })
    }

    @Test func oneLandmarksPhotosNewestFirst() throws {
        let folder = try Folder()
        let result = try Self.photos(["--photos", folder.path, "1001"])
        #expect(result.status == 0)
        #expect(
            Self.lines(result.standardOutput) == [
                folder.line(
                    "turtle-north.jpg", landmark: 1001, taken: "2024-05-14T12:00:00-07:00", distance: "3.0",
                    town: Folder.twentyninePalms + ["15.0"]),
                folder.line(
                    "trip/turtle-east.jpg", landmark: 1001, taken: "2024-05-13T09:30:00-07:00", distance: "2.0",
                    town: Folder.twentyninePalms + ["16.2"]),
            ])
        let none = try Self.photos(["--photos", folder.path, "1004"])
        #expect(none.status == 0)
        #expect(none.standardOutput == "")
    }

    @Test func aSmallerRadiusLeavesOnlyTheNearestPlaced() throws {
        let folder = try Folder()
        let result = try Self.photos(["--photos", folder.path, "--radius", "2.5"])
        #expect(result.status == 0)
        #expect(
            Self.lines(result.standardOutput) == [
                folder.line(
                    "trip/turtle-east.jpg", landmark: 1001, taken: "2024-05-13T09:30:00-07:00", distance: "2.0",
                    town: Folder.twentyninePalms + ["16.2"])
            ])
        // By town: Geneva (Switzerland), then Anchor Point and Skagway (Alaska), Twentynine Palms (California).
        let unmatched = try Self.photos(["--photos", folder.path, "--radius", "2.5", "--unmatched"])
        #expect(
            Self.lines(unmatched.standardOutput).map { $0.split(separator: "\t", omittingEmptySubsequences: false)[2] } == [
                "far.jpg", "salmon.jpg", "chilkoot.jpg", "turtle-north.jpg", "zero.jpg", "screenshot.jpg",
            ])
    }

    @Test func unmatchedListsElsewhereThenNoLocation() throws {
        let folder = try Folder()
        let result = try Self.photos(["--photos", folder.path, "--unmatched"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(
            Self.lines(result.standardOutput) == [
                folder.line(
                    "far.jpg", landmark: nil, taken: "2024-07-01T18:00:00+02:00", distance: "5771.0",
                    town: ["Genève", "Geneva", "Switzerland", "0.3"]),
                folder.line("zero.jpg", landmark: nil, taken: "2024-01-01T08:00:00", distance: "", town: []),
                folder.line("screenshot.jpg", landmark: nil, taken: "", distance: "", town: []),
            ])
    }

    /// `--by-date`: every photo of yours, oldest first, undated last; those at no landmark say how far the nearest is.
    @Test func byDateListsThemAllOldestFirst() throws {
        let folder = try Folder()
        let result = try Self.photos(["--photos", folder.path, "--by-date"])
        #expect(result.status == 0)
        let lines = Self.lines(result.standardOutput)
        #expect(
            lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false)[2] } == [
                "zero.jpg", "turtle-east.jpg", "turtle-north.jpg", "salmon.jpg", "chilkoot.jpg", "far.jpg", "screenshot.jpg",
            ])
        #expect(
            lines.last(where: { $0.contains("far.jpg") })
                == folder.line(
                    "far.jpg", landmark: nil, taken: "2024-07-01T18:00:00+02:00", distance: "5771.0",
                    town: ["Genève", "Geneva", "Switzerland", "0.3"]))
        let withoutFolder = try Self.photos(["--by-date"])
        #expect(withoutFolder.status == 2)
        #expect(withoutFolder.standardError.contains("--by-date needs your photo folder"))
    }

    @Test func problemsNameTheFileAndTheReason() throws {
        let folder = try Folder()
        let result = try Self.photos(["--photos", folder.path, "--problems"])
        #expect(result.status == 0)
        #expect(
            Self.lines(result.standardOutput) == [
                folder.path + "/damaged.jpg\tdamaged JPEG: ends after 40 bytes",
                folder.path + "/notes.jpg\tnot a picture format the app reads",
                // Listed among the photos (with no location), and here for what was ignored.
                folder.path + "/zero.jpg\tGPS 0° 0°, ignored as a camera's placeholder",
            ])
    }

    @Test func jsonGivesOneObjectPerLine() throws {
        let folder = try Folder()
        let result = try Self.photos(["--photos", folder.path, "1001", "--json"])
        #expect(result.status == 0)
        let objects = try Self.lines(result.standardOutput).map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.count == 2)
        let first = try #require(objects.first)
        #expect(first["id"] as? String == YourPhotoFiles.fingerprintKey(folder.files["turtle-north.jpg"]!))
        #expect(first["landmarkId"] as? Int == 1001)
        #expect(first["title"] as? String == "turtle-north.jpg")
        #expect(first["author"] as? String == "you")
        #expect(first["takenAt"] as? String == "2024-05-14T12:00:00-07:00")
        #expect(first["rating"] as? Int == 0)
        #expect(first["file"] as? String == "turtle-north.jpg")
        #expect(first["path"] as? String == folder.path + "/turtle-north.jpg")
        #expect((first["distanceKm"] as? NSNumber)?.doubleValue == 3.0)
        // The position as `list --json` writes one; the format the file is in.
        let coordinates = first["coordinates"] as? [String: Any]
        #expect(abs(((coordinates?["latitude"] as? NSNumber)?.doubleValue ?? 0) - (34.011286 + 3 / 111.195)) < 0.001)
        #expect(first["latitude"] == nil && first["format"] as? String == "JPEG")
        #expect(objects[1]["file"] as? String == "trip/turtle-east.jpg")

        for arguments in [["--unmatched"], ["--problems"]] {
            let other = try Self.photos(["--photos", folder.path, "--json"] + arguments)
            #expect(other.status == 0)
            let parsed = Self.lines(other.standardOutput).compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            #expect(parsed.count == 3, "\(arguments)")
            if arguments == ["--unmatched"] {
                let zero = parsed.first { $0["file"] as? String == "zero.jpg" }
                #expect(zero?["ignored"] as? String == "GPS 0° 0°, ignored as a camera's placeholder")
            }
        }
        let problems = try Self.photos(["--photos", folder.path, "--json", "--problems"])
        let expected = #"{"path":"\#(folder.path)/damaged.jpg","problem":"damaged JPEG: ends after 40 bytes"}"#
        #expect(Self.lines(problems.standardOutput).first == expected)
    }

    @Test func aSavedRatingShowsInTheRatingColumn() throws {
        let folder = try Folder()
        let state = try ProcessRunner.temporaryFolder()
        let key = YourPhotoFiles.fingerprintKey(folder.files["trip/turtle-east.jpg"]!)
        try Data(#"{"yourPhotoRatings": {"\#(key)": 4}}"#.utf8).write(to: URL(fileURLWithPath: state + "/state.json"))
        let result = try ProcessRunner.landmarks(
            ["photos", "--photos", folder.path, "1001", "--state-dir", state], environment: Self.environment())
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(
            Self.lines(result.standardOutput) == [
                folder.line(
                    "turtle-north.jpg", landmark: 1001, taken: "2024-05-14T12:00:00-07:00", distance: "3.0",
                    town: Folder.twentyninePalms + ["15.0"]),
                folder.line(
                    "trip/turtle-east.jpg", landmark: 1001, taken: "2024-05-13T09:30:00-07:00", distance: "2.0",
                    town: Folder.twentyninePalms + ["16.2"], rating: 4),
            ])
        // The key is the file's, not its name's: renamed and moved, it keeps its rating.
        let moved = URL(fileURLWithPath: try ProcessRunner.temporaryFolder()).resolvingSymlinksInPath().path
        try FileManager.default.moveItem(atPath: folder.path + "/trip/turtle-east.jpg", toPath: moved + "/renamed.jpg")
        let elsewhere = try ProcessRunner.landmarks(["photos", "--photos", moved, "--state-dir", state], environment: Self.environment())
        #expect(
            Self.lines(elsewhere.standardOutput) == [
                ([key, "1001", "renamed.jpg", "you", "2024-05-13T09:30:00-07:00", "4", "renamed.jpg", moved + "/renamed.jpg", "2.0"]
                    + Folder.twentyninePalms + ["16.2"]).joined(separator: "\t")
            ])
    }

    @Test func landmarksPhotosInTheEnvironmentWorksLikeTheOption() throws {
        let folder = try Folder()
        let byOption = try Self.photos(["--photos", folder.path, "--unmatched"])
        let byEnvironment = try Self.photos(["--unmatched"], environment: Self.environment(photos: folder.path))
        #expect(byEnvironment.status == 0)
        #expect(byEnvironment.standardError == "")
        #expect(Self.lines(byEnvironment.standardOutput).count == 3)
        #expect(byEnvironment.standardOutput == byOption.standardOutput)
        let placed = try Self.photos([], environment: Self.environment(photos: folder.path))
        #expect(
            Self.lines(placed.standardOutput).first
                == folder.line(
                    "turtle-north.jpg", landmark: 1001, taken: "2024-05-14T12:00:00-07:00", distance: "3.0",
                    town: Folder.twentyninePalms + ["15.0"]))
    }

    @Test func aMissingFolderIsExit1AndNoFolderForUnmatchedIsExit2() throws {
        let missing = try ProcessRunner.temporaryFolder() + "/nowhere"
        let result = try Self.photos(["--photos", missing])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "landmarks: \(missing): No such file or directory\n")
        let file = try ProcessRunner.temporaryFile("text", name: "photo.jpg")
        let notAFolder = try Self.photos(["--photos", file])
        #expect(notAFolder.status == 1)
        #expect(notAFolder.standardError == "landmarks: \(file): not a folder\n")
        let unknown = try Self.photos(["--photos", try ProcessRunner.temporaryFolder(), "9999"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError == "landmarks: no landmark has id 9999\n")
        for listing in ["--unmatched", "--problems"] {
            let usage = try Self.photos([listing])
            #expect(usage.status == 2, "\(listing)")
            #expect(usage.standardError == "landmarks: \(listing) needs your photo folder: --photos DIR (or LANDMARKS_PHOTOS)\n")
        }
    }

    @Test func theIndexIsPrivateAndSparesReadingUnchangedFiles() throws {
        var folder = try Folder()
        let cache = try ProcessRunner.temporaryFolder()
        let environment = try Self.environment(cache: cache)
        let first = try Self.photos(["--photos", folder.path, "1001"], environment: environment)
        #expect(first.status == 0)
        let indexes = try FileManager.default.contentsOfDirectory(atPath: cache + "/landmarks").filter { $0.hasSuffix(".index") }
        #expect(indexes.count == 1)
        let index = try #require(indexes.first.map { cache + "/landmarks/" + $0 })
        let mode = try FileManager.default.attributesOfItem(atPath: index)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        // Move turtle-north to Chilkoot Trail keeping its size and modification time: the index says
        // it is unchanged, so it is not read and stays at Turtle Rock.
        let north = folder.path + "/turtle-north.jpg"
        var status = stat()
        #expect(stat(north, &status) == 0)
        let chilkoot = YourPhotoFiles.moved(latitude: 59.560551, longitude: -135.334571, kilometres: 1, bearing: 0)
        let sameSize = YourPhotoFiles.jpeg(
            latitude: chilkoot.latitude, longitude: chilkoot.longitude, taken: "2024:05:14 12:00:00", offset: "-07:00")
        #expect(sameSize.count == folder.files["turtle-north.jpg"]!.count)
        try Data(sameSize).write(to: URL(fileURLWithPath: north))
        // To the nanosecond, which the index compares and Foundation's dates would round.
        let times = [status.st_atim, status.st_mtim]
        #expect(utimensat(AT_FDCWD, north, times, 0) == 0)
        let second = try Self.photos(["--photos", folder.path, "1001"], environment: environment)
        #expect(second.standardOutput == first.standardOutput)

        // Changed in place with another size: read again, now at Chilkoot Trail.
        try folder.write(
            "turtle-north.jpg",
            YourPhotoFiles.jpeg(
                latitude: chilkoot.latitude, longitude: chilkoot.longitude, taken: "2024:05:14 12:00:00", offset: "-07:00", padding: 10))
        let third = try Self.photos(["--photos", folder.path], environment: environment)
        #expect(
            Self.lines(third.standardOutput) == [
                folder.line(
                    "trip/turtle-east.jpg", landmark: 1001, taken: "2024-05-13T09:30:00-07:00", distance: "2.0",
                    town: Folder.twentyninePalms + ["16.2"]),
                folder.line(
                    "salmon.jpg", landmark: 1002, taken: "2024-06-01T10:00:00", distance: "4.0",
                    town: ["Anchor Point", "Alaska", "United States", "50.1"]),
                folder.line(
                    "chilkoot.jpg", landmark: 1003, taken: "2024-06-02T10:00:00-08:00", distance: "6.0", town: Folder.skagway + ["13.4"]),
                folder.line(
                    "turtle-north.jpg", landmark: 1003, taken: "2024-05-14T12:00:00-07:00", distance: "1.0", town: Folder.skagway + ["12.4"]
                ),
            ])
    }

    @Test func controlCharactersInFileNamesNeverReachTheTerminal() throws {
        var folder = try Folder()
        let turtle = YourPhotoFiles.moved(latitude: 34.011286, longitude: -116.166868, kilometres: 1, bearing: 180)
        try folder.write(
            "evil\u{1b}[31m.jpg", YourPhotoFiles.jpeg(latitude: turtle.latitude, longitude: turtle.longitude, taken: "2024:05:15 12:00:00"))
        try folder.write("far\u{1b}]0;owned\u{7}.jpg", YourPhotoFiles.jpeg(latitude: 1, longitude: 1, taken: nil))
        try folder.write("bad\u{9b}2J\n.jpg", Array("text".utf8))
        for arguments in [
            ["1001"], ["--unmatched"], ["--problems"], ["1001", "--json"], ["--unmatched", "--json"], ["--problems", "--json"],
        ] {
            let result = try Self.photos(["--photos", folder.path] + arguments)
            #expect(result.status == 0, "\(arguments)")
            let output = result.standardOutput
            #expect(
                !output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || (0x7F...0x9F).contains($0.value) },
                "\(arguments)")
            // The problems are the three files of the folder that are no photos, and zero.jpg's ignored position.
            #expect(
                Self.lines(output).count == (arguments == ["1001"] || arguments == ["1001", "--json"] ? 3 : 4), "\(arguments): \(output)")
        }
        let placed = try Self.photos(["--photos", folder.path, "1001"])
        #expect(Self.lines(placed.standardOutput).first?.split(separator: "\t", omittingEmptySubsequences: false)[2] == "evil␛[31m.jpg")
        // Nor on standard error, through a folder's name.
        let missing = try Self.photos(["--photos", folder.path + "/gone\u{1b}[2J"])
        #expect(missing.status == 1)
        #expect(missing.standardError == "landmarks: \(folder.path)/gone␛[2J: No such file or directory\n")
    }
}
