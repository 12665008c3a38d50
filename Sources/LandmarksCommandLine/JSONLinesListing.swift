import Foundation
import LandmarksCore

/// Formats landmarks and photos for `--json`: one JSON object per line, in the data files' own
/// schema, for `jq` and scripts.
package enum JSONLinesListing {
    /// One line for `landmark`, as the landmarks file spells it, without a newline: what
    /// `line(encoding:)` writes of it, written straight (a million places through `JSONEncoder` took
    /// seven times as long as the tab-separated list).
    package static func line(for landmark: Landmark) -> String {
        var json = JSONText()
        json.add(#"{"category":"#)
        json.add(string: landmark.category.rawValue)
        json.add(#","city":"#)
        json.add(string: landmark.city)
        json.add(#","coordinates":{"latitude":"#)
        json.add(number: landmark.coordinates.latitude)
        json.add(#","longitude":"#)
        json.add(number: landmark.coordinates.longitude)
        json.add(#"},"description":"#)
        json.add(string: landmark.description)
        if !landmark.facts.isEmpty {
            // A name given twice keeps its first value, as `Landmark.encode(to:)` writes it.
            var named: [String: String] = [:]
            for fact in landmark.facts where named[fact.name] == nil { named[fact.name] = fact.value }
            json.add(#","facts":"#)
            json.add(object: named)
        }
        json.add(#","id":"#)
        json.add(integer: landmark.id)
        json.add(#","imageName":"#)
        json.add(string: landmark.imageName)
        json.add(landmark.isFavorite ? #","isFavorite":true"# : #","isFavorite":false"#)
        json.add(landmark.isFeatured ? #","isFeatured":true"# : #","isFeatured":false"#)
        json.add(#","name":"#)
        json.add(string: landmark.name)
        json.add(#","park":"#)
        json.add(string: landmark.park)
        json.add(#","state":"#)
        json.add(string: landmark.state)
        json.add("}")
        return json.text
    }

    /// One line for `photo`, as the photos file spells it (with the rating as saved) but with
    /// `file` the image's absolute path, without a newline.
    package static func line(for photo: Photo, absoluteFile: String) -> String {
        var photo = photo
        photo.file = absoluteFile
        return line(encoding: photo)
    }

    /// One line for your `photo` of `photos` rated `rating`: the columns of the tab-separated line,
    /// with the place (as `list --json` writes one, `coordinates{}`), the town, camera, format, sidecar,
    /// Live Photo video and what was ignored when known, without a newline.
    package static func line(for photo: YourPhotos.Photo, of photos: YourPhotos, rating: Int, landmarkKilometres: Double? = nil) -> String {
        let tenths = { (kilometres: Double) in (kilometres * 10).rounded() / 10 }
        return line(
            encoding: YourPhotoRecord(
                id: photo.fingerprint.key, landmarkId: photo.place.landmarkID, title: photo.title, author: "you",
                takenAt: photo.metadata.taken == nil ? nil : photo.takenText, rating: rating, file: photo.path,
                path: photos.absolutePath(of: photo), distanceKm: (photo.place.kilometres ?? landmarkKilometres).map(tenths),
                town: photo.town.flatMap { placement in
                    photos.towns[Int(placement.index)].map {
                        TownRecord(
                            name: $0.name, region: $0.region, country: $0.country, countryCode: $0.countryCode,
                            distanceKm: tenths(Double(placement.kilometres)))
                    }
                },
                // Seven decimals (about a centimetre), without the binary fraction's noise (34.019999999999996).
                coordinates: photo.metadata.location.map {
                    Coordinates(latitude: ($0.latitude * 1e7).rounded() / 1e7, longitude: ($0.longitude * 1e7).rounded() / 1e7)
                },
                camera: photo.metadata.camera, format: photo.metadata.kind.name, sidecar: photo.metadata.sidecar,
                liveVideo: photo.metadata.liveVideo, ignored: photo.metadata.note))
    }

    /// One line for a file or folder of `photos` that could not be used: `path` (absolute) and `problem`.
    package static func line(for problem: PhotoProblem, of photos: YourPhotos) -> String {
        line(encoding: ["path": problem.path == "." ? photos.folder : photos.folder + "/" + problem.path, "problem": problem.reason])
    }

    /// What `--json` prints of one of your photos.
    private struct YourPhotoRecord: Encodable {
        let id: String
        let landmarkId: Int?
        let title: String
        let author: String
        let takenAt: String?
        let rating: Int
        let file: String
        let path: String
        let distanceKm: Double?
        let town: TownRecord?
        let coordinates: Coordinates?
        let camera: String?
        let format: String
        let sidecar: String?
        let liveVideo: String?
        /// What the file holds that was ignored, and why (`GPS 0° 0°, ignored as a camera's placeholder`).
        let ignored: String?
    }

    /// The town one of your photos was taken in, and how far from its centre.
    private struct TownRecord: Encodable {
        let name: String
        let region: String?
        let country: String
        let countryCode: String
        let distanceKm: Double
    }

    /// One encoder for every line (making one per line cost more than the encoding).
    private static let encoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// `value` as compact JSON with sorted keys, every control character escaped: JSON escapes
    /// U+0000–U+001F itself, and DEL, the C1 controls (U+0080–U+009F, which some terminals act on),
    /// the format characters (bidirectional marks and overrides, which reorder what a terminal shows,
    /// and the invisible ones: zero widths, the soft hyphen, the byte-order mark, tags) and the line
    /// and paragraph separators are escaped here, as a pipe may end in a terminal. The strings stay
    /// the same to a JSON reader.
    package static func line(encoding value: some Encodable) -> String {
        // Landmarks and photos hold only strings, numbers and booleans, which always encode.
        guard let data = try? encoder.encode(value) else { return "{}" }
        // Most lines hold none of them (DEL, or a lead byte of one): as they are.
        let mayHoldOne = data.contains { JSONText.mayStartEscapedScalar($0) }
        guard mayHoldOne else { return String(decoding: data, as: UTF8.self) }
        var line = ""
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            if escapes(scalar) {
                line += JSONText.unicodeEscapes(of: scalar)
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return line
    }

    /// Whether JSON lines write this scalar as `\uXXXX` (a pair of them beyond U+FFFF).
    static func escapes(_ scalar: Unicode.Scalar) -> Bool {
        if (0x7F...0x9F).contains(scalar.value) { return true }
        return [.format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
    }
}
