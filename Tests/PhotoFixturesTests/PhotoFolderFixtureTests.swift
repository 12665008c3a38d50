import Foundation
import PhotoFixtures
import Testing

private let places: [(latitude: Double, longitude: Double)] = [
    (48.858_37, 2.294_48), (-33.856_78, 151.215_30), (36.106_97, -112.112_99), (64.1, -179.99),
]

/// A fresh folder under the temporary directory, removed by `body`'s caller afterwards.
private func withFolder<Result>(_ body: (String) throws -> Result) rethrows -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-folder-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
}

/// The JPEG files under `folder`, as paths relative to it, sorted.
private func jpegFiles(under folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".JPG") { files.append(path) }
    }
    return files.sorted()
}

/// Great-circle distance in kilometres.
private func kilometres(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
    let radians = Double.pi / 180
    let dLatitude = (b.0 - a.0) * radians
    let dLongitude = (b.1 - a.1) * radians
    let h = pow(sin(dLatitude / 2), 2) + cos(a.0 * radians) * cos(b.0 * radians) * pow(sin(dLongitude / 2), 2)
    return 2 * 6371 * asin(min(1, sqrt(h)))
}

@Test func writesTheCountInNestedRollsOfAHundred() throws {
    try withFolder { folder in
        let photos = try PhotoFolderFixture.write(count: 1234, to: folder, near: places)
        let files = jpegFiles(under: folder)
        #expect(files.count == 1234)
        #expect(files == photos.map(\.path).sorted())
        let rolls = Dictionary(grouping: files) { $0.split(separator: "/").dropLast().joined(separator: "/") }
        #expect(rolls.count == 13)
        #expect(rolls.values.allSatisfy { $0.count <= PhotoFolderFixture.photosPerRoll })
        #expect(Set(files.map { $0.split(separator: "/").first! }).count == 2)
        #expect(files.allSatisfy { $0.split(separator: "/").count == 3 })
    }
}

@Test func libexifReadsWhatTheManifestSaysAndPositionsAreNearTheirPlace() throws {
    try withFolder { folder in
        let photos = try PhotoFolderFixture.write(count: 300, to: folder, near: places, seed: 5)
        for photo in photos {
            let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + photo.path)).map { $0 }
            let picture = try #require(TurboJPEGReading(jpeg: bytes))
            #expect(picture.width == PhotoFolderFixture.pictureWidth && picture.height == PhotoFolderFixture.pictureHeight)
            #expect((500...8000).contains(bytes.count))
            let read = try #require(LibExifReading(jpeg: bytes))
            guard let exif = photo.exif else {
                #expect(read.tagCounts.allSatisfy { $0 == 0 })
                continue
            }
            #expect(read.fields.make == exif.make && read.fields.model == exif.model)
            #expect(read.fields.dateTimeOriginal == exif.dateTimeOriginal)
            #expect(read.fields.offsetTimeOriginal == exif.offsetTimeOriginal)
            #expect(read.fields.orientation == exif.orientation)
            #expect(read.fields.bigEndian == exif.bigEndian)
            if let placeIndex = photo.placeIndex {
                let latitude = try #require(read.fields.latitude)
                let longitude = try #require(read.fields.longitude)
                #expect(abs(latitude - exif.latitude!) < 1e-5 && abs(longitude - exif.longitude!) < 1e-5)
                let place = places[placeIndex]
                let distance = kilometres((latitude, longitude), (place.latitude, place.longitude))
                #expect(distance <= PhotoFolderFixture.maximumDistanceKilometres + 0.1)
                #expect((-180...180).contains(longitude))
            } else {
                #expect(read.gpsTags.isEmpty)
            }
        }
        // The mix a library has: most placed, some not, a few without EXIF, both byte orders, all the places.
        let placed = photos.filter { $0.placeIndex != nil }.count
        #expect((200..<290).contains(placed))
        #expect(photos.contains { $0.exif == nil })
        #expect(photos.contains { $0.exif?.bigEndian == true } && photos.contains { $0.exif?.bigEndian == false })
        #expect(Set(photos.compactMap(\.placeIndex)) == Set(places.indices))
        #expect(photos.contains { $0.exif != nil && $0.exif?.dateTimeOriginal == nil })
    }
}

@Test func theSameSeedWritesTheSameFilesAndAnotherSeedOthers() throws {
    try withFolder { first in
        try withFolder { second in
            try withFolder { third in
                try PhotoFolderFixture.write(count: 120, to: first, near: places, seed: 2)
                try PhotoFolderFixture.write(count: 120, to: second, near: places, seed: 2)
                try PhotoFolderFixture.write(count: 120, to: third, near: places, seed: 3)
                let files = jpegFiles(under: first)
                #expect(files == jpegFiles(under: second) && files == jpegFiles(under: third))
                let contents = { (folder: String) in files.map { FileManager.default.contents(atPath: folder + "/" + $0) } }
                #expect(contents(first) == contents(second))
                #expect(contents(first) != contents(third))
            }
        }
    }
}

@Test func withoutPlacesNoPhotoHasAPosition() throws {
    try withFolder { folder in
        let photos = try PhotoFolderFixture.write(count: 150, to: folder, near: [])
        #expect(photos.allSatisfy { $0.placeIndex == nil && $0.exif?.latitude == nil })
        for photo in photos.prefix(30) {
            let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + photo.path)).map { $0 }
            #expect(LibExifReading(jpeg: bytes)?.gpsTags.isEmpty ?? false)
        }
    }
}
