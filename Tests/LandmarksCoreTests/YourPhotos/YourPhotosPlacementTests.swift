import Foundation
import LandmarksCore
import PhotoFixtures
import Testing

/// A folder of made-up photos near three bundled landmarks, far from all, without EXIF, at 0° 0°,
/// damaged and not a picture, scanned and placed among the bundled landmarks.
@Suite struct YourPhotosPlacementTests {
    static let turtleRock = Coordinates(latitude: 34.011286, longitude: -116.166868)  // 1001
    static let silverSalmonCreek = Coordinates(latitude: 59.980167, longitude: -152.665167)  // 1002
    static let chilkootTrail = Coordinates(latitude: 59.560551, longitude: -135.334571)  // 1003

    /// `kilometres` from `place` towards north (0°) or east (90°), on a sphere of the Earth's mean radius.
    static func moved(_ place: Coordinates, kilometres: Double, bearing: Double) -> Coordinates {
        let radians = Double.pi / 180
        let angle = kilometres / 6371.0088
        let latitude = asin(
            sin(place.latitude * radians) * cos(angle) + cos(place.latitude * radians) * sin(angle) * cos(bearing * radians))
        let longitude =
            place.longitude * radians
            + atan2(
                sin(bearing * radians) * sin(angle) * cos(place.latitude * radians),
                cos(angle) - sin(place.latitude * radians) * sin(latitude))
        return Coordinates(latitude: latitude / radians, longitude: longitude / radians)
    }

    /// The haversine distance, worked out here rather than trusted to the code under test.
    static func haversine(_ a: Coordinates, _ b: Coordinates) -> Double {
        let radians = Double.pi / 180
        let h =
            pow(sin((b.latitude - a.latitude) * radians / 2), 2)
            + cos(a.latitude * radians) * cos(b.latitude * radians) * pow(sin((b.longitude - a.longitude) * radians / 2), 2)
        return 2 * 6371.0088 * asin(sqrt(h))
    }

    /// Photo name → where it was taken (nil: no GPS written).
    static let places: [String: Coordinates] = [
        "turtle-north.jpg": moved(turtleRock, kilometres: 3, bearing: 0),
        "trip/turtle-east.JPG": moved(turtleRock, kilometres: 2, bearing: 90),
        "trip/salmon-south.jpeg": moved(silverSalmonCreek, kilometres: 4, bearing: 180),
        "chilkoot-west.jpg": moved(chilkootTrail, kilometres: 6, bearing: 270),
        "geneva.jpg": Coordinates(latitude: 46.2044, longitude: 6.1432),
    ]

    /// Writes the folder and returns it.
    static func folder() throws -> String {
        let folder = try Fixtures.folder()
        try FileManager.default.createDirectory(atPath: folder + "/trip", withIntermediateDirectories: true)
        func write(_ name: String, _ exif: ExifFields?, seed: UInt64) throws {
            try ExifJPEG.write(ExifJPEG.make(width: 16, height: 12, seed: seed, exif: exif), to: folder + "/" + name)
        }
        for (seed, (name, place)) in places.sorted(by: { $0.key < $1.key }).enumerated() {
            try write(
                name,
                ExifFields(
                    latitude: place.latitude, longitude: place.longitude, dateTimeOriginal: "2024:05:1\(seed) 12:00:00",
                    offsetTimeOriginal: "-07:00", make: "Apple", model: "iPhone 12", bigEndian: name.hasPrefix("chilkoot")),
                seed: UInt64(seed))
        }
        try write("screenshot.jpg", nil, seed: 20)
        try write("zero.jpg", ExifFields(latitude: 0, longitude: 0, dateTimeOriginal: "2024:01:01 08:00:00"), seed: 21)
        try ExifJPEG.write(
            ExifJPEG.makeDamaged(.truncatedSegment, width: 16, height: 12, seed: 22, exif: ExifFields(latitude: 34.02, longitude: -116.17)),
            to: folder + "/damaged.jpg")
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: folder + "/notes.jpg"))
        try Data().write(to: URL(fileURLWithPath: folder + "/trip/empty.jpg"))
        try Data(contentsOf: Fixtures.bundledFile.deletingLastPathComponent().appendingPathComponent("photos/1001-1.png"))
            .write(to: URL(fileURLWithPath: folder + "/drawing.png"))
        return folder
    }

    static func yourPhotos(radius: Double = YourPhotos.defaultRadius) throws -> YourPhotos {
        let scanner = try PhotoFolderScanner(folder: folder(), environment: nil)
        return YourPhotos(
            folder: scanner.folder, scan: scanner.scan(), landmarks: try LandmarkStore.load(from: Fixtures.bundledFile), radius: radius)
    }

    @Test func eachPhotoLandsWhereItWasTaken() throws {
        let yours = try Self.yourPhotos()
        let places = Dictionary(uniqueKeysWithValues: yours.photos.map { ($0.path, $0.place) })
        #expect(
            places.keys.sorted() == [
                "chilkoot-west.jpg", "drawing.png", "geneva.jpg", "screenshot.jpg", "trip/salmon-south.jpeg", "trip/turtle-east.JPG",
                "turtle-north.jpg", "zero.jpg",
            ])
        for (path, landmark, landmarkPlace) in [
            ("turtle-north.jpg", 1001, Self.turtleRock), ("trip/turtle-east.JPG", 1001, Self.turtleRock),
            ("trip/salmon-south.jpeg", 1002, Self.silverSalmonCreek), ("chilkoot-west.jpg", 1003, Self.chilkootTrail),
        ] {
            #expect(places[path]?.landmarkID == landmark, "\(path)")
            let expected = Self.haversine(Self.places[path]!, landmarkPlace)
            let kilometres = try #require(places[path]?.kilometres, "\(path)")
            // EXIF keeps hundredths of a second of arc, a third of a metre.
            #expect(abs(kilometres - expected) < 0.001, "\(path): \(kilometres) km, not \(expected)")
        }
        #expect(places["turtle-north.jpg"]?.kilometres.map { ($0 * 10).rounded() / 10 } == 3.0)
        #expect(places["chilkoot-west.jpg"]?.kilometres.map { ($0 * 10).rounded() / 10 } == 6.0)
        #expect(places["geneva.jpg"] == .elsewhere)
        #expect(places["screenshot.jpg"] == .noLocation)
        #expect(places["zero.jpg"] == .noLocation)
        #expect(places["drawing.png"] == .noLocation)
        #expect(
            yours.problems == [
                PhotoProblem(path: "damaged.jpg", reason: "damaged JPEG: ends after 79 bytes"),
                PhotoProblem(path: "notes.jpg", reason: "not a picture format the app reads"),
                PhotoProblem(path: "trip/empty.jpg", reason: "an empty file"),
            ])
    }

    @Test func aRestartPlacesThemTheSameFromTheIndexWithoutReadingAny() throws {
        let folder = try Self.folder()
        let environment = ["XDG_CACHE_HOME": try Fixtures.folder()]
        let landmarks = try LandmarkStore.load(from: Fixtures.bundledFile)
        let first = try PhotoFolderScanner(folder: folder, environment: environment).scan()
        #expect(first.readCount == 11)
        let second = try PhotoFolderScanner(folder: folder, environment: environment).scan()
        #expect(second.readCount == 0)
        // Every field the index keeps (place, time and its offset, camera, size) comes back as read.
        #expect(second.files == first.files)
        let before = YourPhotos(folder: folder, scan: first, landmarks: landmarks)
        let after = YourPhotos(folder: folder, scan: second, landmarks: landmarks)
        #expect(after.photos == before.photos)
        #expect(after.problems == before.problems)
        #expect(after.photos.contains { $0.metadata.camera == "Apple iPhone 12" && $0.metadata.takenOffsetIsKnown })
    }

    @Test func aLandmarkListsItsPhotosNewestFirstAndTheRestAreUnplaced() throws {
        let yours = try Self.yourPhotos()
        // Seeds follow the names' order, the day of May is 10 + the seed: turtle-north (14) is newer than turtle-east (13).
        #expect(yours.photos(ofLandmark: 1001).map(\.path) == ["turtle-north.jpg", "trip/turtle-east.JPG"])
        #expect(yours.photos(ofLandmark: 1002).map(\.path) == ["trip/salmon-south.jpeg"])
        #expect(yours.photos(ofLandmark: 1003).map(\.path) == ["chilkoot-west.jpg"])
        #expect(yours.photos(ofLandmark: 1004).isEmpty)
        // Elsewhere first, then no location, each newest first (those without a date last).
        #expect(yours.unplaced.map(\.path) == ["geneva.jpg", "zero.jpg", "drawing.png", "screenshot.jpg"])
        #expect(yours.photos(ofLandmark: 1001).map(\.takenText) == ["2024-05-14T12:00:00-07:00", "2024-05-13T12:00:00-07:00"])
        #expect(yours.photos.first { $0.path == "zero.jpg" }?.takenText == "2024-01-01T08:00:00")
    }

    @Test func aSmallerRadiusMovesTheFartherOnesElsewhere() throws {
        let narrow = try Self.yourPhotos(radius: 2.5)
        let places = Dictionary(uniqueKeysWithValues: narrow.photos.map { ($0.path, $0.place) })
        #expect(places["trip/turtle-east.JPG"]?.landmarkID == 1001)
        for path in ["turtle-north.jpg", "trip/salmon-south.jpeg", "chilkoot-west.jpg", "geneva.jpg"] {
            #expect(places[path] == .elsewhere, "\(path)")
        }
        #expect(places["zero.jpg"] == .noLocation)
        let tiny = try Self.yourPhotos(radius: 1)
        #expect(tiny.photos.allSatisfy { $0.place == .elsewhere || $0.place == .noLocation })
        #expect(tiny.photos(ofLandmark: 1001).isEmpty)
    }
}
