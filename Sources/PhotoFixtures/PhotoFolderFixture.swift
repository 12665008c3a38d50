import Foundation
import ToolSupport

/// A folder tree of small made-up photos with EXIF, as a phone or camera library looks, for the benchmark.
///
/// In the phone's mix, most photos are HEIC (a third of them Live Photos, with a `.MOV` beside), the
/// rest JPEG, and one in twenty of those with a position has an XMP sidecar holding it again.
///
/// Most photos carry a GPS position a few kilometres from one of the places given, a date and a
/// camera; some have no position, and a few no EXIF at all. The same count, places and seed always
/// give the same files. Only a handful of distinct pictures are compressed, once each: the photos
/// differ in their EXIF, which is what a folder import reads, so 10,000 files take seconds to write.
public enum PhotoFolderFixture {
    /// One written photo and what was put in it.
    public struct Photo: Equatable, Sendable {
        /// The file's path relative to the folder, e.g. "group-00/roll-003/IMG_00342.JPG".
        public let path: String
        /// The EXIF written, or nil for a file without EXIF.
        public let exif: ExifFields?
        /// The index of the place its position was made near, or nil when it has no position.
        public let placeIndex: Int?
        /// The files written beside it: its Live Photo video, its XMP sidecar.
        public var companions: [String] = []
    }

    /// Which photos a folder holds.
    public enum Mix: Sendable {
        /// JPEGs alone, as a camera writes.
        case jpeg
        /// What a phone's export holds: HEIC and JPEG, Live Photos' videos, some sidecars.
        case phone
    }

    /// Photos in one subfolder ("roll").
    public static let photosPerRoll = 100
    /// Rolls in one group folder.
    public static let rollsPerGroup = 10
    /// The pictures' size: small, a couple of kilobytes each.
    public static let pictureWidth = 64
    public static let pictureHeight = 48

    /// How far from its place a photo's position may be, in kilometres.
    public static let maximumDistanceKilometres = 5.0

    /// Writes `count` photos in subfolders of `folder` (made if missing), near the places given.
    ///
    /// - Parameters:
    ///   - count: How many photos.
    ///   - folder: The folder to write under; files already there with the same names are replaced.
    ///   - places: Positions to scatter photos around; with none, no photo has a position.
    ///   - seed: Chooses everything that is made up; the same seed gives the same files.
    /// - Returns: Each photo's path and EXIF, in the order of their numbers.
    /// - Throws: Foundation's error when a folder cannot be made, or one naming the file that cannot be written.
    @discardableResult
    public static func write(
        count: Int, to folder: String, near places: [(latitude: Double, longitude: Double)], seed: UInt64 = 1, mix: Mix = .jpeg
    ) throws -> [Photo] {
        let pictures = (0..<distinctPictures).map { index in
            FixturePicture.jpeg(width: pictureWidth, height: pictureHeight, seed: seed &* 64 &+ UInt64(index))
        }
        let heic = HEICEncoder.Templates(rgb: gradient(seed: seed), width: pictureWidth, height: pictureHeight)
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        var photos: [Photo] = []
        photos.reserveCapacity(max(count, 0))
        var madeRoll = -1
        for number in 0..<max(count, 0) {
            var random = SplitMix64(0xF01D, seed, UInt64(number))
            let roll = number / photosPerRoll
            let path = "group-\(padded(roll / rollsPerGroup, 2))/roll-\(padded(roll, 3))/IMG_\(padded(number, 5)).JPG"
            if roll != madeRoll {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
                madeRoll = roll
            }
            let pictureIndex = random.int(in: 0...(distinctPictures - 1))
            var photo = makePhoto(path: path, places: places, random: &random)
            if mix == .phone, random.chance(0.6) {
                photo = Photo(path: (path as NSString).deletingPathExtension + ".HEIC", exif: photo.exif, placeIndex: photo.placeIndex)
                let fields = photo.exif ?? ExifFields(make: "Apple", model: "iPhone 15 Pro")
                try FixtureFile.write(try heic.photo(exif: fields), to: root.appendingPathComponent(photo.path).path)
                if random.chance(1.0 / 3) { photo.companions.append((photo.path as NSString).deletingPathExtension + ".MOV") }
            } else {
                let bytes =
                    photo.exif.map { ExifJPEG.inserting(ExifJPEG.exifPayload($0), into: pictures[pictureIndex]) }
                    ?? pictures[pictureIndex]
                try FixtureFile.write(bytes, to: root.appendingPathComponent(path).path)
            }
            if mix == .phone, random.chance(0.05), let exif = photo.exif, exif.latitude != nil {
                photo.companions.append(photo.path + ".xmp")
                try FixtureFile.write(Array(sidecar(exif).utf8), to: root.appendingPathComponent(photo.path + ".xmp").path)
            }
            for video in photo.companions where video.hasSuffix(".MOV") {
                try FixtureFile.write(Array("\0\0\0\u{14}ftypqt  a made-up video".utf8), to: root.appendingPathComponent(video).path)
            }
            photos.append(photo)
        }
        return photos
    }

    // MARK: - Making up a photo

    /// An RGB gradient of the pictures' size, for the HEIC photos.
    private static func gradient(seed: UInt64) -> [UInt8] {
        var random = SplitMix64(0x6EAD, seed)
        let tint = (random.int(in: 0...255), random.int(in: 0...255))
        return (0..<pictureWidth * pictureHeight).flatMap { index -> [UInt8] in
            let (x, y) = (index % pictureWidth, index / pictureWidth)
            return [UInt8(x * 255 / pictureWidth), UInt8(y * 255 / pictureHeight), UInt8((tint.0 + tint.1) / 2)]
        }
    }

    /// An XMP sidecar as a geotagger writes it, with the position of `exif` again.
    private static func sidecar(_ exif: ExifFields) -> String {
        func degrees(_ value: Double, _ positive: String, _ negative: String) -> String {
            let whole = Int(abs(value))
            return "\(whole),\(String(format: "%.6f", (abs(value) - Double(whole)) * 60))\(value < 0 ? negative : positive)"
        }
        var attributes = ""
        if let latitude = exif.latitude, let longitude = exif.longitude {
            attributes += " exif:GPSLatitude=\"\(degrees(latitude, "N", "S"))\" exif:GPSLongitude=\"\(degrees(longitude, "E", "W"))\""
        }
        return """
            <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
            <rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/"\(attributes)/>
            </rdf:RDF></x:xmpmeta>

            """
    }

    private static let distinctPictures = 8

    /// Cameras and phones, with the byte order each writes.
    private static let cameras: [(make: String, model: String, bigEndian: Bool)] = [
        ("Apple", "iPhone 13", false), ("Apple", "iPhone 15 Pro", false), ("Google", "Pixel 7", false),
        ("samsung", "SM-S911B", false), ("Canon", "Canon EOS R6", false), ("NIKON CORPORATION", "NIKON Z 6_2", true),
        ("FUJIFILM", "X-T4", true), ("SONY", "ILCE-7M3", false),
    ]
    private static let offsets = ["+00:00", "+01:00", "+02:00", "-05:00", "-07:00", "+05:30", "+09:00", "+10:00"]

    private static func makePhoto(
        path: String, places: [(latitude: Double, longitude: Double)], random: inout SplitMix64
    ) -> Photo {
        // Screenshots and edited exports: no EXIF at all.
        if random.chance(0.03) { return Photo(path: path, exif: nil, placeIndex: nil) }
        let camera = random.pick(cameras)
        var exif = ExifFields(make: camera.make, model: camera.model, bigEndian: camera.bigEndian)
        if random.chance(0.95) {
            exif.dateTimeOriginal =
                "\(random.int(in: 2012...2025)):\(padded(random.int(in: 1...12), 2)):\(padded(random.int(in: 1...28), 2)) "
                + "\(padded(random.int(in: 0...23), 2)):\(padded(random.int(in: 0...59), 2)):\(padded(random.int(in: 0...59), 2))"
            if random.chance(0.8) { exif.offsetTimeOriginal = random.pick(offsets) }
        }
        let turn = random.unit()
        exif.orientation = turn < 0.7 ? 1 : turn < 0.9 ? 6 : turn < 0.95 ? 3 : 8
        var placeIndex: Int?
        // Cameras without GPS, and phones with location turned off.
        if !places.isEmpty, random.chance(0.85) {
            let index = random.int(in: 0...(places.count - 1))
            let place = places[index]
            let distance = random.double(in: 0.1...maximumDistanceKilometres)
            let bearing = random.double(in: 0...(2 * Double.pi))
            // Flat-earth steps are good enough a few kilometres out; near the poles the latitude is clamped.
            let latitude = min(max(place.latitude + distance * cos(bearing) / kilometresPerDegree, -89.9), 89.9)
            let east = distance * sin(bearing) / (kilometresPerDegree * max(cos(latitude * .pi / 180), 0.01))
            var longitude = place.longitude + east
            if longitude > 180 { longitude -= 360 }
            if longitude < -180 { longitude += 360 }
            exif.latitude = latitude
            exif.longitude = longitude
            placeIndex = index
        }
        return Photo(path: path, exif: exif, placeIndex: placeIndex)
    }

    private static let kilometresPerDegree = 111.32

    /// `value` in decimal with leading zeros to `width` digits.
    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(width - digits.count, 0)) + digits
    }
}
