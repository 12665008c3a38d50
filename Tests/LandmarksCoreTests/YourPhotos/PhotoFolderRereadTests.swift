import Foundation
import LandmarksCore
import PhotoFixtures
import Testing

/// What the index may keep: what a file holds, not a passing failure to read it.
@Suite struct PhotoFolderRereadTests {
    @Test func aFileThatCouldNotBeReadIsReadAgainOnTheNextScan() throws {
        let folder = try Fixtures.folder()
        let environment = ["XDG_CACHE_HOME": try Fixtures.folder()]
        let bytes = ExifJPEG.make(width: 8, height: 8, seed: 3, exif: ExifFields(latitude: 34.03, longitude: -116.17))
        try ExifJPEG.write(bytes, to: folder + "/a.jpg")
        let scanner = try PhotoFolderScanner(folder: folder, environment: environment)
        let first = scanner.scan()
        #expect(first.readCount == 1)
        guard case .photo = first.files.first?.content else {
            Issue.record("a.jpg is no photo: \(String(describing: first.files.first))")
            return
        }
        // As if the last scan met a file without read permission (or an I/O error), since fixed by
        // chmod, which changes neither the size nor the modification time the index compares.
        var unreadable = try #require(first.files.first)
        unreadable.content = .problem("cannot read: Permission denied")
        try #require(scanner.index).write([unreadable])
        let next = try PhotoFolderScanner(folder: folder, environment: environment).scan()
        #expect(next.readCount == 1)
        #expect(next.files == first.files)
    }

    @Test func whatAFileHoldsIsKeptProblemOrNot() throws {
        let folder = try Fixtures.folder()
        let environment = ["XDG_CACHE_HOME": try Fixtures.folder()]
        try Data("text".utf8).write(to: URL(fileURLWithPath: folder + "/notes.jpg"))
        try Data().write(to: URL(fileURLWithPath: folder + "/empty.jpg"))
        #expect(try PhotoFolderScanner(folder: folder, environment: environment).scan().readCount == 2)
        let next = try PhotoFolderScanner(folder: folder, environment: environment).scan()
        #expect(next.readCount == 0)
        #expect(next.files.map(\.content) == [.problem("an empty file"), .problem("not a picture format the app reads")])
    }
}
