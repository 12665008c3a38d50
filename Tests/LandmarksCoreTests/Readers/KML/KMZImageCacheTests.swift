import Foundation
import LandmarksCore
import Testing

/// The cache of a KMZ's images does not grow forever: a KMZ saved again replaces its older versions'
/// folders, and only the last few piped KMZs keep theirs; nothing else in the cache is touched, and no
/// link is followed out of it.
@Suite struct KMZImageCacheTests {
    private let document = CarriedPhotosTests.document([#"<img src="files/turtle.jpg">"#])

    /// The folder the first carried photo of the KMZ `input` is unpacked into, below `cache`.
    private func imageFolder(_ input: CatalogInput, cache: String) throws -> String {
        let store = LandmarkStore()
        try KMZReader.read(input, unpackingImagesInto: cache) { store.append([$0]) }
        let file = try #require(store.carriedPhotos.first?.file)
        return ((file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    }

    /// A new folder `name` in `cache` holding a file, made `age` seconds ago.
    private func makeFolder(_ name: String, in cache: String, age: TimeInterval = 0) throws {
        let folder = cache + "/" + name
        try FileManager.default.createDirectory(atPath: folder + "/files", withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/files/turtle.jpg"))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: folder)
    }

    /// A folder outside the cache holding `keep.txt`, and a link to it.
    private func outsideFolder(linkedFrom link: String) throws -> String {
        let outside = try Fixtures.folder()
        try Data("keep".utf8).write(to: URL(fileURLWithPath: outside + "/keep.txt"))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside)
        return outside
    }

    private func names(in folder: String) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder))
    }

    @Test func aKMZSavedAgainReplacesTheFoldersOfItsOlderVersionsAndNothingElse() throws {
        let (url, _) = try CarriedPhotosTests.kmz(document)
        let cache = try Fixtures.folder()
        let first = try imageFolder(CatalogInput.open(.file(url)), cache: cache)
        // NAME-PATH-VERSION: the same NAME-PATH- is the same file.
        let name = (first as NSString).lastPathComponent
        let parts = name.split(separator: "-")
        #expect(parts.count == 3 && parts[0] == "trip" && parts[1].count == 16 && parts[2].count == 16)
        let stem = "trip-\(parts[1])-"
        // An older version holding a link out of the cache, and names that only look alike.
        try makeFolder(stem + "0123456789abcdef", in: cache)
        let outside = try outsideFolder(linkedFrom: cache + "/" + stem + "0123456789abcdef/files/out")
        let alike = [
            "trip-0123456789abcdef-0123456789abcdef", "trip2-\(parts[1])-0123456789abcdef", stem + "0123456789ABCDEF",
            stem + "0123456789abcdef0", stem + "0123456789abcde", "pipe-0123456789abcdef",
        ]
        for other in alike { try makeFolder(other, in: cache) }
        // A link named as an older version is no folder of the cache's: it stays, and what it names.
        let linkedOutside = try outsideFolder(linkedFrom: cache + "/" + stem + "fedcba9876543210")

        #expect(try imageFolder(CatalogInput.open(.file(url)), cache: cache) == first)
        #expect(try names(in: cache) == Set([name, stem + "0123456789abcdef", stem + "fedcba9876543210"] + alike))

        try KMLReaderTests.zip([
            ("doc.kml", Array(document.utf8)), ("files/turtle.jpg", try [UInt8](Data(contentsOf: CarriedPhotosTests.png))),
        ]).write(to: url)
        let saved = try imageFolder(CatalogInput.open(.file(url)), cache: cache)
        #expect(saved != first && (saved as NSString).lastPathComponent.hasPrefix(stem))
        #expect(try names(in: cache) == Set([(saved as NSString).lastPathComponent, stem + "fedcba9876543210"] + alike))
        #expect(try names(in: outside) == ["keep.txt"])
        #expect(try names(in: linkedOutside) == ["keep.txt"])
    }

    @Test func onlyTheLastPipedKMZsKeepTheirImages() throws {
        let (_, bytes) = try CarriedPhotosTests.kmz(document)
        let cache = try Fixtures.folder()
        // Ten older pipes', made an hour apart, the newest first: seven stay beside the new one.
        let pipes = (0..<10).map { "pipe-" + String(repeating: "0", count: 15) + String($0, radix: 16) }
        for (index, pipe) in pipes.enumerated() { try makeFolder(pipe, in: cache, age: Double(index + 1) * 3600) }
        let others = ["pipe-0123456789abcdeg", "trip-0123456789abcdef-0123456789abcdef", "pipe-0123456789abcdef.tmp"]
        for other in others { try makeFolder(other, in: cache, age: 86_400) }
        let outside = try outsideFolder(linkedFrom: cache + "/pipe-ffffffffffffffff")

        let piped = try imageFolder(CatalogInput(bytes: bytes, name: "-"), cache: cache)
        let kept = [(piped as NSString).lastPathComponent] + pipes.prefix(7)
        #expect(try names(in: cache) == Set(kept + others + ["pipe-ffffffffffffffff"]))
        #expect(try names(in: outside) == ["keep.txt"])
        // Piped again, its folder is found: no other goes.
        #expect(try imageFolder(CatalogInput(bytes: bytes, name: "-"), cache: cache) == piped)
        #expect(try names(in: cache).count == kept.count + others.count + 1)
    }
}
