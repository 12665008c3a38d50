import Foundation
import LandmarksCore
import Testing

@Suite struct PhotoFolderScannerTests {
    /// A bundled PNG's bytes (240 × 160).
    static var png: Data {
        // Read at each use: a Data held in a static is reported by the leak checker (`make sanitize`).
        FileManager.default.contents(atPath: Fixtures.bundledFile.deletingLastPathComponent().path + "/photos/1001-1.png") ?? Data()
    }

    /// A folder with two PNGs (one in a subfolder), a hidden one, a text file named `.jpg`, a note,
    /// a broken link and a link back to the folder itself.
    static func folder() throws -> String {
        let folder = try Fixtures.folder()
        let files = FileManager.default
        try files.createDirectory(atPath: folder + "/trip/.thumbnails", withIntermediateDirectories: true)
        try png.write(to: URL(fileURLWithPath: folder + "/a.png"))
        try png.write(to: URL(fileURLWithPath: folder + "/trip/B.PNG"))
        try png.write(to: URL(fileURLWithPath: folder + "/trip/.thumbnails/c.png"))
        try png.write(to: URL(fileURLWithPath: folder + "/.hidden.png"))
        try Data("hello".utf8).write(to: URL(fileURLWithPath: folder + "/trip/fake.jpg"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        try files.createSymbolicLink(atPath: folder + "/gone.jpg", withDestinationPath: "nothing")
        try files.createSymbolicLink(atPath: folder + "/trip/again", withDestinationPath: "..")
        return folder
    }

    @Test func findsPicturesSkipsHiddenOnesAndNamesEachProblem() throws {
        let scanner = try PhotoFolderScanner(folder: Self.folder(), environment: nil)
        let result = scanner.scan()
        #expect(result.files.map(\.path) == ["a.png", "trip/B.PNG", "trip/fake.jpg"])
        #expect(
            result.files[0].content
                == .photo(
                    PhotoFingerprint(size: Int64(Self.png.count), start: [UInt8](Self.png)),
                    PhotoMetadata(kind: .png, width: 240, height: 160)))
        #expect(result.files[2].content == .problem("not a picture format the app reads"))
        #expect(
            result.folderProblems == [
                PhotoProblem(path: "gone.jpg", reason: "a symbolic link to nothing"),
                PhotoProblem(path: "trip/again", reason: "a link to a folder already scanned, not followed"),
            ])
        #expect(result.readCount == 3)
    }

    /// A name that is not UTF-8 is named with its odd bytes written out; a file that is no picture is not named.
    @Test func aNameThatIsNotUTF8IsNamedReadably() throws {
        let folder = try Fixtures.folder()
        func path(_ name: [UInt8]) -> [CChar] { (Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]).map { CChar(bitPattern: $0) } }
        for file in [[0x61, 0xFF, 0x2E, 0x6A, 0x70, 0x67], [0x62, 0xC3, 0x2E, 0x74, 0x78, 0x74]] as [[UInt8]] {
            let descriptor = open(path(file), O_CREAT | O_WRONLY, 0o600)
            #expect(descriptor >= 0)
            close(descriptor)
        }
        #expect(mkdir(path([0xC3, 0xA9, 0xFE]), 0o700) == 0)
        let result = try PhotoFolderScanner(folder: folder, environment: nil).scan()
        #expect(
            result.folderProblems.sorted { $0.path < $1.path } == [
                PhotoProblem(path: "a\\xFF.jpg", reason: "a name that is not UTF-8, skipped"),
                PhotoProblem(path: "é\\xFE", reason: "a name that is not UTF-8, skipped"),
            ])
    }

    @Test func aMissingFolderOrAFileIsRefused() throws {
        let folder = try Fixtures.folder()
        #expect(throws: PhotoProblem(path: folder + "/none", reason: "No such file or directory")) {
            try PhotoFolderScanner(folder: folder + "/none", environment: nil)
        }
        try Self.png.write(to: URL(fileURLWithPath: folder + "/a.png"))
        #expect(throws: PhotoProblem(path: folder + "/a.png", reason: "not a folder")) {
            try PhotoFolderScanner(folder: folder + "/a.png", environment: nil)
        }
    }

    @Test func theIndexSparesReadingUnchangedFilesAndNoticesChangedOnes() throws {
        let folder = try Self.folder()
        let environment = ["XDG_CACHE_HOME": try Fixtures.folder()]
        let first = try PhotoFolderScanner(folder: folder, environment: environment).scan()
        #expect(first.readCount == 3)
        let second = try PhotoFolderScanner(folder: folder, environment: environment).scan()
        #expect(second.readCount == 0)
        #expect(second.files == first.files)
        // A changed file (another size) is read again; a deleted one is gone; a new one is read.
        try Data(Self.png.prefix(100)).write(to: URL(fileURLWithPath: folder + "/a.png"))
        try FileManager.default.removeItem(atPath: folder + "/trip/fake.jpg")
        try Self.png.write(to: URL(fileURLWithPath: folder + "/trip/new.png"))
        let third = try PhotoFolderScanner(folder: folder, environment: environment).scan()
        #expect(third.readCount == 2)
        #expect(third.files.map(\.path) == ["a.png", "trip/B.PNG", "trip/new.png"])
        #expect(third.files[0].size == 100)
    }

    @Test func aStoppedScanLeavesTheIndexWhole() throws {
        let folder = try Self.folder()
        let environment = ["XDG_CACHE_HOME": try Fixtures.folder()]
        let first = try PhotoFolderScanner(folder: folder, environment: environment).scan()
        // Stopped while listing: the old index's files are kept, none read.
        let stopped = try PhotoFolderScanner(folder: folder, environment: environment).scan(isCancelled: { true })
        #expect(stopped.isCancelled)
        #expect(stopped.files == first.files)
        #expect(try PhotoFolderScanner(folder: folder, environment: environment).scan().readCount == 0)
    }

    @Test func aScanStoppedWhileReadingKeepsWhatItReadForTheNext() throws {
        let folder = try Self.folder()
        let environment = ["XDG_CACHE_HOME": try Fixtures.folder()]
        var (reading, asked) = (false, 0)
        var scanner = try PhotoFolderScanner(folder: folder, environment: environment)
        scanner.batchSize = 1
        let stopped = scanner.scan(
            progress: { if !$0.isListing { reading = true } },
            isCancelled: {
                if reading { asked += 1 }
                return asked > 2
            })
        #expect(stopped.isCancelled && stopped.readCount == 2)
        // The next scan reads only the third file.
        #expect(try PhotoFolderScanner(folder: folder, environment: environment).scan().readCount == 1)
    }

    @Test func progressCountsWhatIsFoundAndRead() throws {
        var reports: [PhotoFolderScanner.Progress] = []
        _ = try PhotoFolderScanner(folder: Self.folder(), environment: nil).scan(progress: { reports.append($0) })
        #expect(reports.last == PhotoFolderScanner.Progress(found: 3, read: 3, toRead: 3, isListing: false))
    }
}
