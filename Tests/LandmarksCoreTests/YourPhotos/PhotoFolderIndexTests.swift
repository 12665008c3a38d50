import Foundation
import LandmarksCore
import Testing

@Suite struct PhotoFolderIndexTests {
    let files = [
        PhotoFolderFile(
            path: "trip/IMG\t1\\a\nb.jpg", size: 2_871_234, modified: 1_796_166_802_783_325_240,
            content: .photo(
                PhotoFingerprint(size: 2_871_234, hash: 0x9F3C_2A81_D04B_7E65),
                PhotoMetadata(
                    kind: .jpeg, width: 4032, height: 3024, location: Coordinates(latitude: 34.0201, longitude: -116.17),
                    taken: ZonedDate(date: Date(timeIntervalSince1970: 1_715_702_602), utcOffsetSeconds: -25_200),
                    takenOffsetIsKnown: true, camera: "Apple iPhone 12", orientation: 6))),
        PhotoFolderFile(
            path: "plain.png", size: 7596, modified: 5, content: .photo(PhotoFingerprint(size: 7596, hash: 1), PhotoMetadata(kind: .png))),
        PhotoFolderFile(path: "bad.jpg", size: 6, modified: 7, content: .problem("not a picture format the app reads")),
    ]

    @Test func whatIsWrittenIsReadBackTheSame() throws {
        let index = PhotoFolderIndex(path: try Fixtures.folder() + "/cache/landmarks/photos.index", folder: "/home/me/Pictures")
        try index.write(files)
        let read = index.read()
        #expect(read.count == 3)
        for file in files { #expect(read[file.path] == file) }
    }

    @Test func theIndexIsPrivateAndInThePrivateCacheFolder() throws {
        let cache = try Fixtures.folder()
        let index = try #require(PhotoFolderIndex(folder: "/home/me/Pictures", environment: ["XDG_CACHE_HOME": cache]))
        #expect(index.path.hasPrefix(cache + "/landmarks/photos-"))
        try index.write(files)
        let attributes = try FileManager.default.attributesOfItem(atPath: index.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: cache + "/landmarks")
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        #expect(PhotoFolderIndex(folder: "/x", environment: ["HOME": "/root"])?.path.hasPrefix("/root/.cache/landmarks/") == true)
        #expect(PhotoFolderIndex(folder: "/x", environment: [:]) == nil)
    }

    @Test func anotherFoldersOrADamagedIndexIsIgnored() throws {
        let path = try Fixtures.folder() + "/photos.index"
        try PhotoFolderIndex(path: path, folder: "/a").write(files)
        #expect(PhotoFolderIndex(path: path, folder: "/b").read().isEmpty)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text += "half a line\t12\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(PhotoFolderIndex(path: path, folder: "/a").read().isEmpty)
    }

    @Test func aTemporaryFileLeftByAKillIsRemovedOnceItIsOld() throws {
        let folder = try Fixtures.folder()
        let index = PhotoFolderIndex(path: folder + "/photos-1.index", folder: "/a")
        for name in ["photos-1.index.tmp-old", "photos-1.index.tmp-new", "photos-2.index.tmp-other"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        for name in ["photos-1.index.tmp-old", "photos-2.index.tmp-other"] {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder + "/" + name)
        }
        index.removeLeftoverTemporaryFiles()
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["photos-1.index.tmp-new", "photos-2.index.tmp-other"])
    }

    @Test func aFingerprintKeyReadsBack() {
        let fingerprint = PhotoFingerprint(size: 12, hash: 0xAB)
        #expect(fingerprint.key == "12-00000000000000ab")
        #expect(PhotoFingerprint(key: fingerprint.key) == fingerprint)
        #expect(PhotoFingerprint(key: "12-ab") == nil)
        // Only the first 64 KiB count.
        let start = [UInt8](repeating: 7, count: 70_000)
        var changedLate = start
        changedLate[69_000] = 8
        var changedEarly = start
        changedEarly[100] = 8
        #expect(PhotoFingerprint(size: 70_000, start: start) == PhotoFingerprint(size: 70_000, start: changedLate))
        #expect(PhotoFingerprint(size: 70_000, start: start) != PhotoFingerprint(size: 70_000, start: changedEarly))
    }
}
