import Foundation
import ImageFormats

/// What a photo file says of itself: its kind and size in pixels and, from its EXIF or XMP data
/// (read with exiv2), where and when it was taken, with what camera and which way up.
package struct PhotoMetadata: Equatable, Sendable {
    /// The picture formats the app reads.
    package typealias Kind = ImageFormat

    /// A file the app cannot take as a photo, and why, e.g. `not a picture format the app reads`.
    package struct Unusable: Error, Equatable, Sendable {
        package let reason: String
    }

    package var kind: Kind
    /// The stored picture's size in pixels, when the start of the file tells it.
    package var width: Int?
    package var height: Int?
    /// Where it was taken; nil without GPS data, at 0° 0° (a camera's way of saying "unknown") or out of range.
    package var location: Coordinates?
    /// What the file holds that was ignored, and why (`GPS 0° 0°, ignored as a camera's placeholder`,
    /// `its EXIF data is damaged, ignored`).
    package var note: String?
    /// When it was taken, on the clock of the place; nil when the file does not say.
    package var taken: ZonedDate?
    /// Whether `taken` carries the place's UTC offset (EXIF `OffsetTimeOriginal`); without it the
    /// clock time is right and the offset unknown (written as UTC).
    package var takenOffsetIsKnown: Bool
    /// Make and model, e.g. `Apple iPhone 12`.
    package var camera: String?
    /// The EXIF orientation, 1 (upright) to 8.
    package var orientation: Int
    /// The XMP sidecar beside the photo whose position and date replaced the photo's (`IMG_1234.xmp`).
    package var sidecar: String?
    /// The video that makes the photo a Live Photo (`IMG_1234.MOV` beside `IMG_1234.HEIC`).
    package var liveVideo: String?

    package init(
        kind: Kind, width: Int? = nil, height: Int? = nil, location: Coordinates? = nil, note: String? = nil,
        taken: ZonedDate? = nil, takenOffsetIsKnown: Bool = false, camera: String? = nil, orientation: Int = 1
    ) {
        self.kind = kind
        self.width = width
        self.height = height
        self.location = location
        self.note = note
        self.taken = taken
        self.takenOffsetIsKnown = takenOffsetIsKnown
        self.camera = camera
        self.orientation = orientation
    }

    /// Takes the position and date an XMP sidecar (`IMG_1234.xmp`, `IMG_1234.HEIC.xmp`) holds in place
    /// of the photo's, as darktable and digiKam do: a sidecar is where corrections are written. What
    /// it does not hold stays the photo's; a sidecar exiv2 cannot read changes nothing and says so.
    package mutating func apply(sidecar path: String, named name: String) {
        let file: ImageMetadataFile
        do {
            file = try ImageMetadataFile.open(path: path)
        } catch {
            note = "its sidecar \(name) is unreadable, ignored"
            return
        }
        let fields = MetadataFields(file: file)
        let (sidecarLocation, sidecarNote) = fields.location
        let sidecarTaken = fields.taken
        guard sidecarLocation != nil || sidecarNote != nil || sidecarTaken != nil else { return }
        sidecar = name
        if sidecarLocation != nil || sidecarNote != nil { (location, note) = (sidecarLocation, sidecarNote) }
        if let (taken, offsetIsKnown) = sidecarTaken { (self.taken, takenOffsetIsKnown) = (taken, offsetIsKnown) }
    }

    /// Reads the metadata of the photo at `path` with exiv2, which reads only the parts of the file
    /// that hold it.
    ///
    /// - Throws: `Unusable` for a file that is no photo exiv2 knows, or whose metadata is damaged.
    package static func read(path: String) throws(Unusable) -> PhotoMetadata {
        let file: ImageMetadataFile
        do {
            file = try ImageMetadataFile.open(path: path)
        } catch {
            return try withoutMetadata(exiv2: error.message, start: FileStart.read(path), name: path)
        }
        return try PhotoMetadata(file, name: path)
    }

    /// Reads the metadata of a photo file held whole in `bytes` (for tests and fuzzing).
    package static func read(bytes: [UInt8], name: String = "") throws(Unusable) -> PhotoMetadata {
        let file: ImageMetadataFile
        do {
            file = try ImageMetadataFile.open(bytes: bytes)
        } catch {
            return try withoutMetadata(
                exiv2: error.message, start: FileStart(bytes: Array(bytes.prefix(16)), size: bytes.count), name: name)
        }
        return try PhotoMetadata(file, name: name)
    }

    /// A JPEG or PNG whose metadata exiv2 found damaged, which is still a picture to show: its
    /// metadata is set aside with a note. A GIF exiv2 cannot read is left to its decoder (it holds no
    /// metadata the app uses). Anything else exiv2 cannot read is unusable.
    private static func withoutMetadata(exiv2 message: String, start: FileStart, name: String) throws(Unusable) -> PhotoMetadata {
        let unusable = Unusable(exiv2: message, start: start, name: name)
        switch Kind(signature: start.bytes, name: name) {
        case .gif: return PhotoMetadata(kind: .gif)
        case let kind? where (kind == .jpeg || kind == .png) && unusable.reason.hasSuffix(Unusable.corruptedMetadata):
            return PhotoMetadata(kind: kind, note: "its metadata is damaged, ignored")
        default: throw unusable
        }
    }

    private init(_ file: ImageMetadataFile, name: String) throws(Unusable) {
        let mimeType = file.mimeType
        guard let kind = Kind(mimeType: mimeType, name: name) else {
            throw Unusable(reason: "not a picture format the app reads (\(mimeType))")
        }
        if kind == .heif || kind == .avif, !file.hasExif, let tiff = HEIFExifBlock.tiff(path: name) { file.addExif(tiff: tiff) }
        let fields = MetadataFields(file: file)
        self.init(kind: kind, width: file.pixelSize?.width, height: file.pixelSize?.height)
        // A JPEG whose header ends before its frame holds metadata but no picture to show.
        guard kind != .jpeg || width != nil else { throw Unusable(reason: "damaged JPEG: no picture after its metadata") }
        orientation = fields.orientation
        camera = fields.camera
        (location, note) = fields.location
        if let (taken, offsetIsKnown) = fields.taken {
            self.taken = taken
            takenOffsetIsKnown = offsetIsKnown
        }
    }
}

extension PhotoMetadata.Kind {
    /// The kind of a file exiv2 recognised as `mimeType`; a DNG, which exiv2 calls a TIFF, by its name.
    init?(mimeType: String, name: String) {
        switch mimeType {
        case "image/jpeg": self = .jpeg
        case "image/png": self = .png
        case "image/heic", "image/heif": self = .heif
        case "image/avif": self = .avif
        case "image/webp": self = .webp
        case "image/gif": self = .gif
        // exiv2 calls DNG, NRW and other TIFF-based RAW files TIFF.
        case "image/tiff": self = ImageFormat.rawExtensions.contains((name as NSString).pathExtension.lowercased()) ? .raw : .tiff
        case _ where mimeType.hasPrefix("image/x-") && PhotoMetadata.rawMimeTypes.contains(mimeType): self = .raw
        default: return nil
        }
    }
}

extension PhotoMetadata.Unusable {
    static let corruptedMetadata = "its metadata is corrupted"

    /// exiv2's reason in the words of this app, naming the format the file's first bytes say it is.
    init(exiv2 message: String, start: FileStart, name: String) {
        guard start.size > 0 else {
            self.init(reason: "an empty file")
            return
        }
        guard let kind = PhotoMetadata.Kind(signature: start.bytes, name: name) else {
            self.init(reason: "not a picture format the app reads")
            return
        }
        let damaged = "damaged \(kind.name): "
        switch message {
        case "Failed to read image data", "Failed to read input data":
            self.init(reason: damaged + "ends after \(start.size) bytes")
        case "corrupted image metadata", "invalid memory allocation request", "This does not look like a TIFF image":
            self.init(reason: damaged + Self.corruptedMetadata)
        case "not a format exiv2 reads",
            _ where message.hasSuffix("of an unknown image type"):
            self.init(reason: damaged + "its header is unreadable")
        default:
            self.init(reason: damaged + message)
        }
    }
}

/// A file's size and first bytes, which name its format when exiv2 cannot read it.
struct FileStart {
    let bytes: [UInt8]
    let size: Int

    /// The first 16 bytes of the file at `path`; none, of size 0, when it cannot be read.
    static func read(_ path: String) -> FileStart {
        guard let handle = FileHandle(forReadingAtPath: path) else { return FileStart(bytes: [], size: 0) }
        defer { try? handle.close() }
        let bytes = (try? handle.read(upToCount: 16)).map { [UInt8]($0) } ?? []
        let size = (try? handle.seekToEnd()).map { Int($0) } ?? bytes.count
        return FileStart(bytes: bytes, size: size)
    }
}

extension PhotoMetadata {
    /// The MIME types exiv2 gives RAW files.
    static let rawMimeTypes: Set<String> = [
        "image/x-canon-cr2", "image/x-canon-cr3", "image/x-canon-crw", "image/x-nikon-nef", "image/x-sony-arw",
        "image/x-fuji-raf", "image/x-panasonic-rw2", "image/x-olympus-orf", "image/x-pentax-pef", "image/x-samsung-srw",
        "image/x-sony-sr2", "image/x-sony-srf", "image/x-minolta-mrw",
    ]
}

/// The fields of a photo's metadata this app uses, from EXIF, else from XMP.
private struct MetadataFields {
    let file: ImageMetadataFile

    /// The EXIF orientation, 1 (upright) to 8; 1 when absent or invalid.
    var orientation: Int {
        let value = file.numbers("Exif.Image.Orientation")?.first ?? file.text("Xmp.tiff.Orientation").flatMap(Double.init)
        return value.flatMap { (1...8).contains($0) ? Int($0) : nil } ?? 1
    }

    var camera: String? {
        Self.camera(
            make: file.text("Exif.Image.Make") ?? file.text("Xmp.tiff.Make"),
            model: file.text("Exif.Image.Model") ?? file.text("Xmp.tiff.Model"))
    }

    /// `Apple iPhone 12` from make `Apple` and model `iPhone 12`; a model that names its make stays as it is.
    static func camera(make: String?, model: String?) -> String? {
        guard let model else { return make }
        guard let make, !model.lowercased().hasPrefix(make.lowercased().split(separator: " ").first ?? "") else { return model }
        return "\(make) \(model)"
    }

    /// The position from EXIF's GPS fields, else XMP's; with why a position the file holds is not
    /// used (`latitude 95° is out of range`).
    var location: (Coordinates?, note: String?) {
        if let latitude = exifDegrees("Latitude"), let longitude = exifDegrees("Longitude") {
            return Self.checked(latitude: latitude, longitude: longitude)
        }
        if let latitude = file.text("Xmp.exif.GPSLatitude").flatMap(Self.xmpDegrees),
            let longitude = file.text("Xmp.exif.GPSLongitude").flatMap(Self.xmpDegrees)
        {
            return Self.checked(latitude: latitude, longitude: longitude)
        }
        return (nil, nil)
    }

    /// A latitude or longitude from the GPS directory, negative in the south and west: three rationals
    /// (degrees, minutes, seconds), or as some phones write it, the same as text (`47/1 13/1 38/1`, `47.2273`).
    private func exifDegrees(_ axis: String) -> Double? {
        let key = "Exif.GPSInfo.GPS" + axis
        let parts: [Double]
        if file.holdsText(key) {
            guard let text = file.text(key) else { return nil }
            let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { part -> Double? in
                let fraction = part.split(separator: "/")
                guard fraction.count <= 2, let top = Double(fraction[0]) else { return nil }
                guard fraction.count == 2 else { return top }
                return Double(fraction[1]).flatMap { $0 == 0 ? nil : top / $0 }
            }
            guard !numbers.isEmpty, numbers.count <= 3, numbers.allSatisfy({ $0 != nil }) else { return nil }
            parts = numbers.map { $0! }
        } else {
            guard let numbers = file.numbers(key), numbers.count >= 1 else { return nil }
            parts = Array(numbers.prefix(3))
        }
        guard let reference = file.text(key + "Ref")?.uppercased().first else { return nil }
        return Self.degrees(parts, reference: reference)
    }

    /// Degrees from XMP's `41,24.5N` or `41,24,30N`, negative in the south and west.
    static func xmpDegrees(_ text: String) -> Double? {
        guard let reference = text.last?.uppercased().first else { return nil }
        let parts = text.dropLast().split(separator: ",").map { Double($0) }
        guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
        return degrees(parts.map { $0! }, reference: reference)
    }

    /// Degrees from degrees, minutes and seconds (as many as given), negative in the south and west
    /// (`reference` S or W); nil for a reference that is none of N, S, E and W.
    private static func degrees(_ parts: [Double], reference: Character) -> Double? {
        guard "NSEW".contains(reference) else { return nil }
        let value = zip(parts, [1.0, 60, 3600]).reduce(0) { $0 + $1.0 / $1.1 }
        return reference == "S" || reference == "W" ? -value : value
    }

    /// The position, unless it is out of range or 0° 0° (a camera's way of saying "unknown"), with
    /// the reason it is not.
    static func checked(latitude: Double, longitude: Double) -> (Coordinates?, note: String?) {
        func degrees(_ value: Double) -> String { (value * 1000).rounded() / 1000 == value.rounded() ? "\(Int(value))°" : "\(value)°" }
        guard latitude.isFinite, abs(latitude) <= 90 else { return (nil, "latitude \(degrees(latitude)) is out of range, ignored") }
        guard longitude.isFinite, abs(longitude) <= 180 else { return (nil, "longitude \(degrees(longitude)) is out of range, ignored") }
        guard latitude != 0 || longitude != 0 else { return (nil, "GPS 0° 0°, ignored as a camera's placeholder") }
        return (Coordinates(latitude: latitude, longitude: longitude), nil)
    }

    /// When it was taken, and whether the offset from UTC is known: EXIF's DateTimeOriginal with its
    /// OffsetTimeOriginal, else XMP's `2024-05-14T18:03:22+02:00`.
    var taken: (ZonedDate, offsetIsKnown: Bool)? {
        if let clock = file.text("Exif.Photo.DateTimeOriginal") {
            let offset = file.text("Exif.Photo.OffsetTimeOriginal").flatMap(Self.offsetSeconds)
            if let taken = Self.moment(clock, utcOffsetSeconds: offset ?? 0) { return (taken, offset != nil) }
        }
        guard let text = file.text("Xmp.exif.DateTimeOriginal") ?? file.text("Xmp.photoshop.DateCreated"), text.utf8.count >= 19
        else { return nil }
        let clock = String(text.prefix(19)).replacingOccurrences(of: "-", with: ":").replacingOccurrences(of: "T", with: " ")
        var zone = text.dropFirst(19)
        if zone.first == "." { zone = zone.drop { $0 == "." || $0.isNumber } }
        let offset = zone == "Z" ? 0 : Self.offsetSeconds(String(zone))
        return Self.moment(clock, utcOffsetSeconds: offset ?? 0).map { ($0, offset != nil) }
    }

    /// The seconds east of UTC in `+02:00` or `-05:30`.
    static func offsetSeconds(_ text: String) -> Int? {
        let characters = Array(text.utf8)
        guard characters.count == 6, characters[0] == 0x2B || characters[0] == 0x2D, characters[3] == 0x3A,
            let hours = Int(String(text.dropFirst().prefix(2))), let minutes = Int(String(text.suffix(2))),
            hours <= 14, minutes < 60
        else { return nil }
        return (characters[0] == 0x2D ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// The moment of an EXIF clock time `2024:05:14 18:03:22` at `utcOffsetSeconds`; nil for a blank
    /// (`0000:00:00 00:00:00`) or impossible one.
    static func moment(_ text: String, utcOffsetSeconds: Int) -> ZonedDate? {
        let digits = text.split(whereSeparator: { $0 == ":" || $0 == " " }).compactMap { Int($0) }
        guard text.utf8.count == 19, digits.count == 6, (1...9999).contains(digits[0]), (1...12).contains(digits[1]),
            (1...31).contains(digits[2]), digits[3] < 24, digits[4] < 60, digits[5] < 61
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let components = DateComponents(
            year: digits[0], month: digits[1], day: digits[2], hour: digits[3], minute: digits[4], second: digits[5])
        // The calendar rolls 30 February over into March: a day the month lacks is no date.
        guard let clock = calendar.date(from: components),
            calendar.dateComponents([.year, .month, .day], from: clock) == DateComponents(year: digits[0], month: digits[1], day: digits[2])
        else { return nil }
        return ZonedDate(date: clock.addingTimeInterval(Double(-utcOffsetSeconds)), utcOffsetSeconds: utcOffsetSeconds)
    }
}
