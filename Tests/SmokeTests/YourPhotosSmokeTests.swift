import Foundation
import PhotoFixtures
import Testing
import ToolSupport

/// The user's own photos (`--photos DIR`) in the real binary in tmux.
@Suite struct YourPhotosSmokeTests {
    /// A folder with one photo 1 km from Turtle Rock (taken 2030, so the newest of its photos), one in
    /// Paris (far from every landmark) and one without EXIF.
    static func folder() throws -> String {
        let folder = try ProcessRunner.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/trip", withIntermediateDirectories: true)
        let nearTurtleRock = ExifFields(
            latitude: 34.02, longitude: -116.17, dateTimeOriginal: "2030:05:14 18:03:22", offsetTimeOriginal: "-07:00",
            make: "Apple", model: "iPhone 12")
        try ExifJPEG.write(ExifJPEG.make(width: 96, height: 64, seed: 1, exif: nearTurtleRock), to: folder + "/trip/rock.jpg")
        try ExifJPEG.write(
            ExifJPEG.make(width: 96, height: 64, seed: 2, exif: ExifFields(latitude: 48.8584, longitude: 2.2945)),
            to: folder + "/trip/paris.jpg")
        try ExifJPEG.write(ExifJPEG.make(width: 96, height: 64, seed: 3, exif: nil), to: folder + "/plain.jpg")
        return folder
    }

    @Test func aLandmarkShowsTheUsersPhotoDrawnWithItsCameraAndPlace() throws {
        let cache = try ProcessRunner.temporaryFolder()
        let terminal = try TmuxTerminal(
            arguments: ["--photos", try Self.folder()], width: 100, height: 40, environment: ["XDG_CACHE_HOME": cache])
        // The photos are placed once scanned: Turtle Rock has five, one of them yours, and the other two are listed after the landmarks.
        try terminal.waitForText("Turtle Rock          Joshua Tree Nation…  5 · 1 yours")
        let list = try terminal.waitForText("No location")
        #expect(list.contains { $0.hasPrefix("  Paris ") && $0.contains("Île-de-France, Fr") && $0.contains("1 photo ") })
        #expect(list.contains { $0.hasPrefix("  Your photos at no landmark · 2 ") })
        try terminal.send("Enter")  // Turtle Rock, the first landmark
        let detail = try terminal.waitForText("Photos · 5")
        let photos = detail.drop { !$0.hasPrefix("  Photos · 5") }.dropFirst()
        #expect(photos.first?.hasPrefix("  rock.jpg ") == true)
        #expect(photos.first?.contains("You") == true)
        try terminal.send("Tab", "Enter")
        let screen = try terminal.waitForText("Camera")
        #expect(screen.first?.hasPrefix(" Landmarks › Turtle Rock › rock.jpg") == true)
        #expect(screen.contains("  Camera      Apple iPhone 12"))
        #expect(screen.contains { $0.hasPrefix("  Place       34.0200° N, 116.1700° W · 1.0 km from Turtle Rock") })
        #expect(screen.contains { $0.hasPrefix("  Taken       ") && $0.contains("2030") && $0.contains("(UTC−07:00)") })
        // The picture arrives from the worker without a key: block glyphs above the rows.
        let drawn = try terminal.waitForScreen("the picture") { lines in
            lines.dropFirst().prefix(15).contains { $0.contains { "▀▄█▌▐▖▗▘▝▚▞▁▂▃▅▆▔".contains($0) } }
        }
        #expect(!drawn.isEmpty)
        try terminal.send("4")
        try terminal.waitForText("★★★★☆  4 of 5")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
        let index = try FileManager.default.contentsOfDirectory(atPath: cache + "/landmarks")
        #expect(index.count == 1 && index[0].hasPrefix("photos-") && index[0].hasSuffix(".index"))
    }

    /// Your photos' town in the list, on the full-screen map (a stop after the landmarks) and on the photo screen.
    @Test func aTownOfYourPhotosIsARowAStopOnTheMapAndNamedOnThePhotoScreen() throws {
        let terminal = try TmuxTerminal(
            arguments: ["--photos", try Self.folder()], width: 100, height: 40,
            environment: ["XDG_CACHE_HOME": try ProcessRunner.temporaryFolder()])
        let list = try terminal.waitForText("No location")
        #expect(list.contains { $0.hasPrefix("  Paris ") && $0.contains("Île-de-France, Fr") })
        try terminal.send("G", "k", "m")
        let map = try terminal.waitForText("Landmarks › Map")
        #expect(map.first?.contains(" 13 / 13 · ") == true, "12 landmarks, then Paris")
        #expect(map.contains { $0.contains("◆ Paris · 1 photo ") || $0.contains(" Paris · 1 photo ◆") })
        try terminal.send("Enter")
        let photo = try terminal.waitForText("Town")
        #expect(photo.first?.hasPrefix(" Landmarks › Paris › paris.jpg") == true)
        #expect(photo.contains { $0.hasPrefix("  Town        Paris, Île-de-France, France · ") && $0.contains(" km from the centre") })
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    /// `y`: your photos by date; Enter opens one, `n` steps on in the timeline, Esc comes back to it.
    @Test func yListsYourPhotosByDateAndStepsThroughThem() throws {
        let terminal = try TmuxTerminal(
            arguments: ["--photos", try Self.folder()], width: 100, height: 30,
            environment: ["XDG_CACHE_HOME": try ProcessRunner.temporaryFolder()])
        try terminal.waitForText("No location")
        try terminal.send("y")
        let timeline = try terminal.waitForText("Your photos by date")
        #expect(timeline.first?.hasSuffix(" 3 photos · 2 days") == true)
        // paris.jpg has no date: the undated come last.
        let rows = timeline.filter { $0.hasPrefix("> ") || $0.hasPrefix("  ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.first?.hasPrefix("Undated") == false)
        #expect(rows.contains { $0.contains("rock.jpg") && $0.contains("Turtle Rock") && $0.contains("Apple iPhone 12") })
        try terminal.send("Enter")
        let first = try terminal.waitForText("Camera")
        #expect(first.first?.hasSuffix(" 1 of 3") == true)
        try terminal.send("n")
        let second = try terminal.waitForScreen("the second photo") { $0.first?.hasSuffix(" 2 of 3") == true }
        let title = second.first ?? ""
        try terminal.send("Escape")
        let back = try terminal.waitForText("Your photos by date")
        let shown = title.split(separator: "›").last.map { $0.split(separator: " ").first.map(String.init) ?? "" } ?? ""
        #expect(back.contains { $0.hasPrefix("> ") && $0.contains(shown) }, "the photo shown last is selected: \(shown)")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    /// A phone's HEIC (with its Live Photo video) and a damaged RAW file that libraw warns about on
    /// standard error when it is drawn: the photo screen names the format, and no warning reaches the screen.
    @Test func librariesWarningsNeverReachTheScreen() throws {
        let folder = try ProcessRunner.temporaryFolder()
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        try FileManager.default.copyItem(
            atPath: tests.appendingPathComponent("Fuzz/Findings/libraw-warns.rw2").path, toPath: folder + "/warns.rw2")
        try FileManager.default.copyItem(
            atPath: tests.appendingPathComponent("PeerImages/pillow-heif/empty_icc.heic").path, toPath: folder + "/IMG_0001.HEIC")
        try Data("a video".utf8).write(to: URL(fileURLWithPath: folder + "/IMG_0001.MOV"))
        try Data("a shopping list".utf8).write(to: URL(fileURLWithPath: folder + "/notes.jpg"))
        let terminal = try TmuxTerminal(
            arguments: ["--photos", folder], width: 100, height: 40, environment: ["XDG_CACHE_HOME": try ProcessRunner.temporaryFolder()])
        let list = try terminal.waitForText("Not shown")
        #expect(list.contains { $0.hasPrefix("  Not shown ") && $0.contains("1 file") })
        // The last row lists the file that is no photo, with why.
        try terminal.send("G", "Enter")
        let files = try terminal.waitForText("Skipped")
        #expect(files.first?.hasPrefix(" Landmarks › Not shown") == true)
        #expect(files.contains { $0.hasPrefix("  notes.jpg  not a picture format the app reads") })
        try terminal.send("Escape")
        try terminal.waitForText("Your photos at no landmark")
        // Elsewhere: the iPhone's HEIC, far from every landmark.
        try terminal.send("k", "k", "Enter")
        let heic = try terminal.waitForText("Format")
        #expect(heic.contains("  Camera      Apple iPhone XS"))
        #expect(heic.contains { $0.hasPrefix("  Format      HEIF · Live Photo with IMG_0001.MOV") })
        // No location: the RAW file, whose preview is damaged; the frame says so.
        try terminal.send("Escape")
        try terminal.waitForScreen("the list") { $0.contains { $0.hasPrefix("  Your photos at no landmark") } }
        try terminal.send("j", "Enter")
        let raw = try terminal.waitForText("RAW file")
        #expect(raw.contains { $0.hasPrefix("  Format      RAW file") })
        let named = try terminal.waitForScreen("the reason in the picture's frame") { lines in
            lines.contains { $0.contains("damaged RAW file") }
        }
        #expect(!named.joined().contains("JPEG file"), "a library's warning on the screen: \(named.joined(separator: "\n"))")
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
    }

    @Test func aFolderThatIsNotThereEndsTheAppBeforeTheScreenStarts() throws {
        let missing = try ProcessRunner.temporaryFolder() + "/none"
        let terminal = try TmuxTerminal(arguments: ["--photos", missing])
        let result = try terminal.waitForExit()
        #expect(result.status == 1)
        // The line may wrap at 80 columns: its words, in order.
        let screen = try terminal.screen().map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        #expect(screen.contains("landmarks: \(missing): No such file or directory"))
    }
}
