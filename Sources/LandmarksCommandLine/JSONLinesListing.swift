import Foundation
import LandmarksCore

/// Formats landmarks and photos for `--json`: one JSON object per line, in the data files' own
/// schema, for `jq` and scripts.
package enum JSONLinesListing {
    /// One line for `landmark`, as the landmarks file spells it, without a newline.
    package static func line(for landmark: Landmark) -> String {
        line(encoding: landmark)
    }

    /// One line for `photo`, as the photos file spells it (with the rating as saved) but with
    /// `file` the image's absolute path, without a newline.
    package static func line(for photo: Photo, absoluteFile: String) -> String {
        var photo = photo
        photo.file = absoluteFile
        return line(encoding: photo)
    }

    /// `value` as compact JSON with sorted keys, every control character escaped: JSON escapes
    /// U+0000–U+001F itself, and DEL and the C1 controls (U+0080–U+009F, which some terminals act
    /// on) are escaped here, as a pipe may end in a terminal.
    private static func line(encoding value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Landmarks and photos hold only strings, numbers and booleans, which always encode.
        guard let data = try? encoder.encode(value) else { return "{}" }
        var line = ""
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            if scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                line += String(format: "\\u%04x", scalar.value)
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return line
    }
}
