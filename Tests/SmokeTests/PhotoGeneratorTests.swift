import Foundation
import Testing
import ToolSupport

/// The bundled photo catalog and pictures: valid, within limits, and exactly what the generator makes.
@Suite struct PhotoGeneratorTests {
    static let resources = ProcessRunner.repositoryRoot.appendingPathComponent("Resources")
    static let generator = ProcessRunner.landmarksBinary.deletingLastPathComponent()
        .appendingPathComponent("generate-photos")
    static let largestPNG = 40_960
    static let largestJPEG = 102_400
    /// All pictures together; the repository must not grow by megabytes whenever they are remade.
    static let largestTotal = 1_048_576

    /// One entry of `photos.json`, read with `JSONSerialization` rather than the app's decoder, so the
    /// file is checked against the schema itself.
    struct Entry {
        var id: Int
        var landmarkId: Int
        var title: String
        var authorName: String
        var takenAt: String
        var rating: Int
        var file: String
        var width: Int
        var height: Int
    }

    static func bundledCatalog() throws -> [Entry] {
        let data = try Data(contentsOf: resources.appendingPathComponent("photos.json"))
        let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return try records.map { record in
            let author = try #require(record["author"] as? [String: Any])
            let firstName = try #require(author["firstName"] as? String)
            let lastName = try #require(author["lastName"] as? String)
            return Entry(
                id: try #require(record["id"] as? Int),
                landmarkId: try #require(record["landmarkId"] as? Int),
                title: try #require(record["title"] as? String),
                authorName: "\(firstName) \(lastName)",
                takenAt: try #require(record["takenAt"] as? String),
                rating: try #require(record["rating"] as? Int),
                file: try #require(record["file"] as? String),
                width: try #require(record["width"] as? Int),
                height: try #require(record["height"] as? Int))
        }
    }

    /// A fresh empty folder; the caller removes it.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("generate-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The bytes of a file, or nil if it cannot be read.
    static func contents(_ url: URL) -> Data? {
        FileManager.default.contents(atPath: url.path)
    }

    static func bundledLandmarkIDs() throws -> [Int] {
        let data = try Data(contentsOf: resources.appendingPathComponent("landmarks.json"))
        let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return try records.map { try #require($0["id"] as? Int) }
    }

    @Test func bundledPhotosAreValidPNGsAndJPEGsOfTheStatedSize() throws {
        let catalog = try Self.bundledCatalog()
        #expect(!catalog.isEmpty)
        var total = 0
        for entry in catalog {
            #expect(entry.file.hasPrefix("photos/") && !entry.file.contains(".."), "\(entry.file)")
            let url = Self.resources.appendingPathComponent(entry.file)
            guard let data = Self.contents(url) else {
                Issue.record("\(entry.file) is missing")
                continue
            }
            total += data.count
            do {
                let size: (width: Int, height: Int)
                switch url.pathExtension {
                case "png":
                    #expect(data.count <= Self.largestPNG, "\(entry.file) is \(data.count) bytes")
                    let header = try PNGChecker.validate([UInt8](data))
                    size = (header.width, header.height)
                case "jpg":
                    #expect(data.count <= Self.largestJPEG, "\(entry.file) is \(data.count) bytes")
                    let frame = try JPEGChecker.validate([UInt8](data))
                    #expect(frame.marker == 0xC0 && frame.componentCount == 3, "\(entry.file) is not baseline colour")
                    size = (frame.width, frame.height)
                default:
                    Issue.record("\(entry.file) is neither .png nor .jpg")
                    continue
                }
                #expect(size.width == entry.width, "\(entry.file) width")
                #expect(size.height == entry.height, "\(entry.file) height")
            } catch {
                Issue.record("\(entry.file): \(error)")
            }
        }
        #expect(total <= Self.largestTotal, "the pictures take \(total) bytes")
    }

    /// `make run` must exercise both decoders, and the JPEGs must be big enough to be decoded scaled.
    @Test func aboutAThirdOfThePhotosAreBigJPEGsTheRestSmallPNGs() throws {
        let catalog = try Self.bundledCatalog()
        let jpegs = catalog.filter { $0.file.hasSuffix(".jpg") }
        let pngs = catalog.filter { $0.file.hasSuffix(".png") }
        #expect(jpegs.count + pngs.count == catalog.count)
        #expect((catalog.count / 4...catalog.count / 2).contains(jpegs.count), "\(jpegs.count) JPEGs")
        let sizes = { (entries: [Entry]) in Set(entries.map { "\($0.width)×\($0.height)" }) }
        #expect(sizes(jpegs) == ["640×427", "427×640"])
        #expect(sizes(pngs) == ["240×160", "160×240"])
    }

    @Test func everyLandmarkHasTwoToFourPhotosAndFieldsAreInRange() throws {
        let catalog = try Self.bundledCatalog()
        let landmarkIDs = try Self.bundledLandmarkIDs()
        #expect(Set(catalog.map(\.id)).count == catalog.count, "photo ids are not unique")
        for landmarkID in landmarkIDs {
            let count = catalog.filter { $0.landmarkId == landmarkID }.count
            #expect((2...4).contains(count), "landmark \(landmarkID) has \(count) photos")
        }
        #expect(catalog.allSatisfy { landmarkIDs.contains($0.landmarkId) }, "a photo names an unknown landmark")
        #expect(catalog.allSatisfy { (0...5).contains($0.rating) })
        #expect(Set(catalog.map(\.rating)) == Set(0...5), "not every rating 0...5 is used")
        #expect(catalog.contains { !$0.title.unicodeScalars.allSatisfy(\.isASCII) }, "no title beyond ASCII")
        #expect(catalog.contains { !$0.authorName.unicodeScalars.allSatisfy(\.isASCII) }, "no author beyond ASCII")

        let timestamp = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})/
        let parser = ISO8601DateFormatter()
        var datesByLandmark: [Int: [Date]] = [:]
        for entry in catalog {
            #expect(entry.takenAt.wholeMatch(of: timestamp) != nil, "takenAt \(entry.takenAt)")
            guard let date = parser.date(from: entry.takenAt) else {
                Issue.record("takenAt \(entry.takenAt) is not a date")
                continue
            }
            datesByLandmark[entry.landmarkId, default: []].append(date)
        }
        // The app shows photos newest first; if the file were already in that order, a missing sort
        // would pass every test that reads it.
        #expect(datesByLandmark.values.contains { $0 != $0.sorted(by: >) }, "every landmark's photos are newest first")
    }

    @Test func generatorIsReproducible() throws {
        let folder = try Self.temporaryFolder()
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: Self.resources.appendingPathComponent("landmarks.json"),
            to: folder.appendingPathComponent("landmarks.json"))
        // A picture left from an earlier run must go; a file the generator did not make must stay.
        try Data([1, 2, 3]).write(to: photos.appendingPathComponent("9999-1.png"))
        try Data([4, 5, 6]).write(to: photos.appendingPathComponent("9999-2.jpg"))
        try Data("keep".utf8).write(to: photos.appendingPathComponent("notes.txt"))

        let result = try ProcessRunner.run(Self.generator, [folder.path])
        #expect(result.status == 0, "\(result.standardError)")

        let madeCatalog = Self.contents(folder.appendingPathComponent("photos.json"))
        let committedCatalog = Self.contents(Self.resources.appendingPathComponent("photos.json"))
        #expect(madeCatalog != nil && madeCatalog == committedCatalog, "photos.json differs from the committed one")
        let catalog = try Self.bundledCatalog()
        for entry in catalog {
            let made = Self.contents(folder.appendingPathComponent(entry.file))
            let committed = Self.contents(Self.resources.appendingPathComponent(entry.file))
            #expect(made != nil && made == committed, "\(entry.file) differs from the committed one")
        }
        let expectedNames = Set(catalog.map { URL(fileURLWithPath: $0.file).lastPathComponent } + ["notes.txt"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: photos.path)) == expectedNames)
    }

    @Test func generatorWithoutLandmarksExits1WithAClearMessage() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ProcessRunner.run(Self.generator, [folder.path])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("generate-photos: cannot read landmarks: "))
        #expect(result.standardError.contains("landmarks.json"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("photos.json").path))
    }

    /// The checker itself: it must inflate every block type, whichever zlib chooses, and catch corruption.
    @Test func pngCheckerInflatesEveryBlockTypeAndRejectsCorruption() throws {
        // Made with Python's zlib: level 9 chose a dynamic Huffman block, level 0 a stored one.
        let dynamic = try #require(
            Data(
                base64Encoded: "eNql1csNAjEMRdFWXABC2OZfwzQRabKIwgQpYUB0Dyv2+K6tuzt6nlKbl9TrkN1VbqnmsZFenrkP+V5k"
                    + "ua/tkUobsrY5d0nyKnOWUd9bmX6pxlOLpx5P9/H0EE+P8fQUT8/x9AJIEE7AkwJQCkQpIKXAlAJUClQp"
                    + "YKXAlQFXRnYKuDLgyoArA64MuDLgyoArA64cuHLgyskDBK4cuHLgyoErB64cuPK/XX0Ae3dJHg=="))
        let text = (0..<40).map { "Landmarks \($0): lakes, rivers and mountains under a wide sky. " }.joined()
        #expect(try PNGChecker.inflateZlib([UInt8](dynamic)) == Array(text.utf8))
        let stored = try #require(
            Data(base64Encoded: "eAEBIwDc/3N0b3JlZCBibG9jazogbm8gY29tcHJlc3Npb24gYXQgYWxs7awNFA=="))
        #expect(try PNGChecker.inflateZlib([UInt8](stored)) == Array("stored block: no compression at all".utf8))

        var wrongChecksum = [UInt8](dynamic)
        wrongChecksum[wrongChecksum.count - 1] ^= 1
        #expect(throws: PNGChecker.Failure.self) { try PNGChecker.inflateZlib(wrongChecksum) }

        let entry = try #require(try Self.bundledCatalog().first { $0.file.hasSuffix(".png") })
        let png = try #require(Self.contents(Self.resources.appendingPathComponent(entry.file)))
        var corrupted = [UInt8](png)
        corrupted[corrupted.count / 2] ^= 0x10
        #expect(throws: PNGChecker.Failure.self) { try PNGChecker.validate(corrupted) }
        #expect(throws: PNGChecker.Failure.self) { try PNGChecker.validate(Array(png.dropLast(12))) }
    }

    /// The JPEG checker itself: it finds the frame header, steps over stuffed bytes and restart
    /// markers in a scan, and catches damage.
    @Test func jpegCheckerReadsTheFrameHeaderAndRejectsDamage() throws {
        let start: [UInt8] = [0xFF, 0xD8]
        // Baseline, 8 bits, 2 rows of 3 pixels, three components: Y sampled 2×2, Cb and Cr 1×1.
        let frameHeader: [UInt8] = [0xFF, 0xC0, 0, 17, 8, 0, 2, 0, 3, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        let scan: [UInt8] =
            [0xFF, 0xDA, 0, 12, 3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0] + [0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56]
        let end: [UInt8] = [0xFF, 0xD9]
        let frame = try JPEGChecker.validate(start + frameHeader + scan + end)
        #expect(frame == JPEGChecker.Frame(marker: 0xC0, width: 3, height: 2, componentCount: 3))

        #expect(throws: JPEGChecker.Failure.self) { try JPEGChecker.validate(start + scan + frameHeader + end) }
        let twoFrames = start + frameHeader + frameHeader + scan + end
        #expect(throws: JPEGChecker.Failure.self) { try JPEGChecker.validate(twoFrames) }
        #expect(throws: JPEGChecker.Failure.self) { try JPEGChecker.validate(start + frameHeader + scan) }
        #expect(throws: JPEGChecker.Failure.self) { try JPEGChecker.validate(frameHeader + scan + end) }
        #expect(throws: JPEGChecker.Failure.self) { try JPEGChecker.validate(start + frameHeader + scan + end + end) }
        var overrun = start + frameHeader + scan + end
        overrun[4] = 0x7F
        #expect(throws: JPEGChecker.Failure.self) { try JPEGChecker.validate(overrun) }

        let entry = try #require(try Self.bundledCatalog().first { $0.file.hasSuffix(".jpg") })
        let jpeg = try #require(Self.contents(Self.resources.appendingPathComponent(entry.file)))
        #expect(throws: JPEGChecker.Failure.self) { try JPEGChecker.validate(Array(jpeg.dropLast(2))) }
        // Cut inside the quantisation tables, so a segment runs past the end.
        #expect(throws: JPEGChecker.Failure.self) { try JPEGChecker.validate(Array(jpeg.prefix(100)) + end) }
    }
}
