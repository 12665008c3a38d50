import Foundation
import LandmarksCore
import Testing

/// The images a KMZ holds, or a KML file has beside it, that a placemark's description shows are the
/// place's photos: a KMZ's unpacked into the cache folder, from a file or a pipe; nothing from outside
/// the zip or above the KML's folder, nothing from the web, nothing past 256 MiB.
@Suite struct CarriedPhotosTests {
    /// A bundled JPEG and PNG, real pictures.
    static let jpeg = Fixtures.bundledFile.deletingLastPathComponent().appendingPathComponent("photos/1001-3.jpg")
    static let png = Fixtures.bundledFile.deletingLastPathComponent().appendingPathComponent("photos/1002-1.png")

    /// A KML document of a placemark per description (`Place 1`, `Place 2`…, each at its own point),
    /// the descriptions' HTML as Google Earth writes it, in CDATA.
    static func document(_ descriptions: [String]) -> String {
        let placemarks = descriptions.enumerated().map { index, description in
            """
            <Placemark><name>Place \(index + 1)</name><description><![CDATA[\(description)]]></description>
            <Point><coordinates>\(Double(index) / 100),45,0</coordinates></Point></Placemark>
            """
        }
        return #"<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>"#
            + placemarks.joined(separator: "\n") + "</Document></kml>"
    }

    /// A KMZ of `document` with the bundled JPEG as `files/turtle.jpg` and PNG as `files/lake.png`, written
    /// to a new file `trip.kmz`.
    static func kmz(_ document: String, extra: [(String, [UInt8])] = []) throws -> (url: URL, bytes: Data) {
        let bytes = try KMLReaderTests.zip(
            [("doc.kml", Array(document.utf8)), ("files/turtle.jpg", try [UInt8](Data(contentsOf: jpeg)))]
                + [("files/lake.png", try [UInt8](Data(contentsOf: png)))] + extra)
        let url = try Fixtures.file("", name: "trip.kmz")
        try bytes.write(to: url)
        return (url, bytes)
    }

    /// The places of the KMZ `input`, its images unpacked below `cache`.
    private func read(_ input: CatalogInput, cache: String?) throws -> LandmarkStore {
        let store = LandmarkStore()
        try KMZReader.read(input, unpackingImagesInto: cache) { store.append([$0]) }
        return store
    }

    @Test func imagesAKMZHoldsThatADescriptionShowsAreThePlacesPhotos() throws {
        let (url, _) = try Self.kmz(
            Self.document([
                #"Dawn<br><img src="files/turtle.jpg" alt="Turtle &amp; rock" height="200">"#,
                #"<img src='files/lake.png'><br><img src="files/lake.png">"#,
            ]))
        let cache = try Fixtures.folder()
        let store = try read(CatalogInput.open(.file(url)), cache: cache)
        let photos = store.carriedPhotos
        // Titled by alt, else by the file's name; shown twice, one photo.
        #expect(photos.map(\.title) == ["Turtle & rock", "lake"])
        #expect(photos.map(\.landmarkId) == store.ids)
        #expect(
            photos.map(\.id) == [
                StablePlaceID.of(image: "files/turtle.jpg", ofPlace: store.ids[0]),
                StablePlaceID.of(image: "files/lake.png", ofPlace: store.ids[1]),
            ])
        #expect(photos.allSatisfy { $0.takenAt == nil && $0.rating == 0 && $0.author.fullName.isEmpty && $0.width == 0 && $0.height == 0 })
        #expect(store.landmarks.allSatisfy { $0.facts.isEmpty })
        // Unpacked byte for byte below the cache, in a folder named after the KMZ.
        #expect(photos.allSatisfy { $0.file.hasPrefix(cache + "/trip-") })
        #expect(photos[0].file.hasSuffix("/files/turtle.jpg"))
        #expect(FileManager.default.contents(atPath: photos[0].file) == (try Data(contentsOf: Self.jpeg)))
        #expect(FileManager.default.contents(atPath: photos[1].file) == (try Data(contentsOf: Self.png)))
        // The photo catalog lists them as its landmarks' photos, undated.
        let catalog = try PhotoCatalog(.none, carrying: photos, landmarkIDs: IDIndex(store.ids))
        let keys = catalog.photoKeys(in: .landmark(id: store.ids[0]))
        #expect(keys.map { catalog.photo($0).title } == ["Turtle & rock"])
        #expect(catalog.imageFileSize(of: catalog.photo(at: 0)) == (try Data(contentsOf: Self.jpeg)).count)
        let summary = PhotoSummary(keys[0], in: catalog, dates: DateText(locale: Locale(identifier: "en_GB")))
        #expect(summary == PhotoSummary(title: "Turtle & rock", day: "undated", author: "", rating: 0, isFileMissing: false))
        let detail = PhotoDetail(
            catalog.photo(at: 0), landmarkName: "Place 1", fileSize: 1, dates: DateText(locale: Locale(identifier: "en_GB")))
        #expect(detail.rows.contains(.field(label: "Taken", value: "undated")))
        #expect(detail.rows.contains(.field(label: "Dimensions", value: "unknown")))
    }

    @Test func aPipedKMZsImagesAreUnpackedUnderAKeyFromItsBytes() throws {
        let document = Self.document([#"<img src="files/turtle.jpg">"#])
        let (url, bytes) = try Self.kmz(document)
        let cache = try Fixtures.folder()
        let fromFile = try read(CatalogInput.open(.file(url)), cache: cache).carriedPhotos
        let piped = try read(CatalogInput(bytes: bytes, name: "standard input"), cache: cache).carriedPhotos
        // The same photo wherever the KMZ comes from, so that its rating follows it.
        #expect(piped.map(\.id) == fromFile.map(\.id))
        let file = try #require(piped.first?.file)
        #expect(file.hasPrefix(cache + "/pipe-"))
        #expect(FileManager.default.contents(atPath: file) == (try Data(contentsOf: Self.jpeg)))
        // The same bytes again find the same folder; other bytes, another.
        #expect(try read(CatalogInput(bytes: bytes, name: "-"), cache: cache).carriedPhotos.first?.file == file)
        let other = try Self.kmz(document, extra: [("notes.txt", Array("more".utf8))]).bytes
        let otherFile = try read(CatalogInput(bytes: other, name: "-"), cache: cache).carriedPhotos.first?.file
        #expect(otherFile != nil && otherFile != file)
    }

    @Test func anImageUnpackedBeforeIsUsedAgainWhileWholeAndAKMZSavedAgainGetsItsOwn() throws {
        let document = Self.document([#"<img src="files/turtle.jpg">"#])
        let (url, _) = try Self.kmz(document)
        let cache = try Fixtures.folder()
        let file = try #require(try read(CatalogInput.open(.file(url)), cache: cache).carriedPhotos.first?.file)
        let size = try Data(contentsOf: Self.jpeg).count
        // The same size: taken as the file unpacked before, not written again.
        try Data(repeating: 0x55, count: size).write(to: URL(fileURLWithPath: file))
        #expect(try read(CatalogInput.open(.file(url)), cache: cache).carriedPhotos.first?.file == file)
        #expect(FileManager.default.contents(atPath: file) == Data(repeating: 0x55, count: size))
        // Cut short: unpacked again, and no temporary file left beside it.
        try Data(repeating: 0x55, count: 10).write(to: URL(fileURLWithPath: file))
        _ = try read(CatalogInput.open(.file(url)), cache: cache)
        #expect(FileManager.default.contents(atPath: file) == (try Data(contentsOf: Self.jpeg)))
        let folder = (file as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["turtle.jpg"])
        // The KMZ saved again (another size, another time): a folder of its own.
        let again = try KMLReaderTests.zip([
            ("doc.kml", Array(document.utf8)), ("files/turtle.jpg", try [UInt8](Data(contentsOf: Self.png))),
        ])
        try again.write(to: url)
        let newFile = try #require(try read(CatalogInput.open(.file(url)), cache: cache).carriedPhotos.first?.file)
        #expect(newFile != file)
        #expect(FileManager.default.contents(atPath: newFile) == (try Data(contentsOf: Self.png)))
        // The older version's folder is gone.
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func imagesOutsideTheZipMissingOrOnTheWebStayFacts() throws {
        let sources = [
            "../evil.jpg", "files/../../evil.jpg", "/etc/passwd", "files/missing.png", "https://example.com/x.jpg",
            "data:image/png;base64,iVBORw0KGgo=", "file:///etc/passwd", "files",
        ]
        let (url, _) = try Self.kmz(
            Self.document([sources.map { #"<img src="\#($0)">"# }.joined()]), extra: [("../evil.jpg", Array("evil".utf8))])
        let folder = try Fixtures.folder()
        let store = try read(CatalogInput.open(.file(url)), cache: folder + "/cache")
        #expect(store.carriedPhotos.isEmpty)
        #expect(store.landmark(at: 0).facts == sources.map { LandmarkFact(name: "Image", value: $0) })
        // Nothing was written, in the cache or beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func anImageThatSaysItUnpacksPast256MiBIsRefusedBeforeAByteIs() throws {
        let document = Self.document([#"<img src="files/big.jpg">"#])
        var bytes = [UInt8](
            try KMLReaderTests.zip([("files/big.jpg", try [UInt8](Data(contentsOf: Self.jpeg))), ("doc.kml", Array(document.utf8))]))
        // The directory's first entry, the image, says it unpacks to 1.25 GiB.
        let directory = try #require((0..<bytes.count - 4).first { bytes[$0..<$0 + 4].elementsEqual([0x50, 0x4B, 0x01, 0x02]) })
        bytes.replaceSubrange(directory + 24..<directory + 28, with: [0x00, 0x00, 0x00, 0x50])
        let cache = try Fixtures.folder()
        let store = try read(CatalogInput(bytes: bytes, name: "bomb.kmz"), cache: cache)
        #expect(store.carriedPhotos.isEmpty)
        #expect(
            store.landmark(at: 0).facts == [
                LandmarkFact(name: "Image", value: "files/big.jpg (not shown: would unpack to 1280 MiB, more than 256 MiB)")
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).isEmpty)
    }

    @Test func withoutACacheFolderAKMZsImagesStayFactsThatSayWhy() throws {
        let (url, _) = try Self.kmz(Self.document([#"<img src="files/turtle.jpg">"#]))
        let store = try read(CatalogInput.open(.file(url)), cache: nil)
        #expect(store.carriedPhotos.isEmpty)
        #expect(
            store.landmark(at: 0).facts == [
                LandmarkFact(
                    name: "Image",
                    value: "files/turtle.jpg (not shown: no cache folder to unpack it in: neither XDG_CACHE_HOME nor HOME is set)")
            ])
    }

    @Test func unpackingAnImageMidwayLeavesTheDocumentsReadingWhereItWas() throws {
        // A document of many compressed pieces, the image shown by its first place and its last.
        var descriptions = (1...4000).map { "Stop \($0) of the walk, \($0 * 7919 % 1000) m from the start" }
        descriptions[0] += #"<img src="files/turtle.jpg">"#
        descriptions[3999] += #"<img src="files/lake.png">"#
        let (url, bytes) = try Self.kmz(Self.document(descriptions))
        let cache = try Fixtures.folder()
        for input in [try CatalogInput.open(.file(url)), CatalogInput(bytes: bytes, name: "-")] {
            let store = try read(input, cache: cache)
            #expect(store.count == 4000)
            #expect(store.landmarks.last?.name == "Place 4000")
            #expect(store.description(at: 2000) == descriptions[2000])
            #expect(store.carriedPhotos.map(\.landmarkId) == [store.ids[0], store.ids[3999]])
        }
    }

    @Test func imagesBesideAKMLFileArePhotosButNothingAboveItsFolder() throws {
        let root = try Fixtures.folder()
        let folder = root + "/trip"
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        let png = try Data(contentsOf: Self.png)
        for name in ["images/lake.png", "images/my photo.png", "../outside.png"] {
            try png.write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        var kml = Self.document([
            #"<img src="images/lake.png" title="Lake at noon"><img src="./images/../images/my%20photo.png">"#
                + #"<img src="../outside.png"><img src="images/none.png"><img src="http://example.com/a.png">"#,
            // Another attribute's name or value naming an image is not its address; an unquoted one ends the tag.
            #"<img data-src="images/none.png" class="src=images/none.png" src = 'images/lake.png'><img src=images/my%20photo.png/>"#,
        ])
        // HTML written as elements rather than text.
        kml = kml.replacingOccurrences(
            of: "</Document>",
            with: #"<Placemark><name>Place 3</name><description>See<br/><img src="images/lake.png"/></description>"#
                + "<Point><coordinates>1,45</coordinates></Point></Placemark></Document>")
        let url = URL(fileURLWithPath: folder + "/trip.kml")
        try Data(kml.utf8).write(to: url)
        let store = try LandmarkStore.load(from: url)
        let photos = store.carriedPhotos
        #expect(photos.map(\.title) == ["Lake at noon", "my photo", "lake", "my photo", "lake"])
        #expect(
            photos.map(\.file) == ["images/lake.png", "images/my photo.png", "images/lake.png", "images/my photo.png", "images/lake.png"])
        #expect(photos.map(\.landmarkId) == [store.ids[0], store.ids[0], store.ids[1], store.ids[1], store.ids[2]])
        #expect(
            store.landmark(at: 0).facts
                == ["../outside.png", "images/none.png", "http://example.com/a.png"].map {
                    LandmarkFact(name: "Image", value: $0)
                })
        #expect(store.landmark(at: 1).facts.isEmpty)
        // Found from the KML's folder, as photos.json's files are.
        let catalog = try PhotoCatalog.load(besideLandmarksAt: url.path, carrying: photos, landmarkIDs: IDIndex(store.ids))
        #expect(catalog.imagePath(of: catalog.photo(at: 0)) == folder + "/images/lake.png")
        #expect(catalog.imageFileSize(of: catalog.photo(at: 1)) == png.count)
        // Read from a pipe, a KML has no folder: its images stay facts.
        let piped = try LandmarkStore(data: Data(kml.utf8), file: "-")
        #expect(piped.carriedPhotos.isEmpty)
        #expect(piped.landmark(at: 0).facts.count == 5)
    }
}
