import Foundation
import LandmarksCore
import TerminalKit

/// Formats landmarks for `landmarks list` and photos for `landmarks photos`: one tab-separated line
/// each, for scripts.
package enum TabSeparatedListing {
    /// The column names of a landmark line, in order.
    package static let columns = ["id", "name", "park", "state", "category", "favorite"]
    /// The column names of a photo line, in order; `taken` is ISO 8601 at the place's UTC offset (empty
    /// when undated).
    package static let photoColumns = ["id", "landmark id", "title", "author", "taken", "rating", "file"]
    /// The column names of a line for one of your photos: a photo line's, then its path, its distance
    /// from the nearest landmark, and the town it was taken in with its distance from the town's centre.
    package static let yourPhotoColumns = photoColumns + ["path", "distance km", "town", "region", "country", "town km"]
    /// The column names of a line for a file of your folder not used.
    package static let problemColumns = ["path", "problem"]

    /// The line naming `columns` (`--header`), without its newline.
    package static func header(_ columns: [String]) -> String {
        columns.joined(separator: "\t")
    }

    /// Appends the line for the landmark at `index` of `columns`, a favourite when `isFavorite`, and a
    /// newline to `bytes`, from the columns' bytes (a million lines are written without a `String`
    /// made for each, as are the other lines).
    ///
    /// Tabs and line breaks inside a field become spaces so that every landmark stays one line of
    /// six columns, and control characters visible placeholders (`␛`): a pipe may end in a terminal.
    package static func appendLine(
        forLandmarkAt index: Int, of columns: LandmarkColumns, isFavorite: Bool, fields: [ListField] = ListField.standard,
        to bytes: inout [UInt8]
    ) {
        for (position, field) in fields.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: "\t")) }
            switch field {
            case .id: bytes.append(contentsOf: String(columns.id(at: index)).utf8)
            case .name: columns.withBytes(of: .name, at: index) { append($0, to: &bytes) }
            case .park: columns.withBytes(of: .park, at: index) { append($0, to: &bytes) }
            case .city: columns.withBytes(of: .city, at: index) { append($0, to: &bytes) }
            case .state: columns.withBytes(of: .state, at: index) { append($0, to: &bytes) }
            case .category: columns.withBytes(of: .category, at: index) { append($0, to: &bytes) }
            case .favorite: bytes.append(contentsOf: (isFavorite ? "yes" : "no").utf8)
            case .latitude: bytes.append(contentsOf: String(columns.coordinates(at: index).latitude).utf8)
            case .longitude: bytes.append(contentsOf: String(columns.coordinates(at: index).longitude).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends the line for `photo` with its image at `absoluteFile`, and a newline; fields are
    /// cleaned as for landmarks.
    package static func appendLine(for photo: Photo, absoluteFile: String, to bytes: inout [UInt8]) {
        appendLine(
            [
                String(photo.id), String(photo.landmarkId), photo.title, photo.author.fullName, photo.takenAt?.iso8601 ?? "",
                String(photo.rating), absoluteFile,
            ], to: &bytes)
    }

    /// Appends the line for your `photo` of `photos` rated `rating`, and a newline; `landmarkKilometres`
    /// is its distance from the nearest landmark when it is at none.
    package static func appendLine(
        for photo: YourPhotos.Photo, of photos: YourPhotos, rating: Int, landmarkKilometres: Double? = nil, to bytes: inout [UInt8]
    ) {
        let town = photo.town.flatMap { photos.towns[Int($0.index)] }
        appendLine(
            [
                photo.fingerprint.key, photo.place.landmarkID.map(String.init) ?? "", photo.title, "you", photo.takenText,
                String(rating), photo.path, photos.absolutePath(of: photo),
                (photo.place.kilometres ?? landmarkKilometres).map(oneDecimal) ?? "", town?.name ?? "", town?.region ?? "",
                town?.country ?? "", photo.town.map { oneDecimal(Double($0.kilometres)) } ?? "",
            ], to: &bytes)
    }

    /// Appends the line for a file or folder of `photos` that could not be used (its absolute path and
    /// why), and a newline.
    package static func appendLine(for problem: PhotoProblem, of photos: YourPhotos, to bytes: inout [UInt8]) {
        appendLine([problem.path == "." ? photos.folder : photos.folder + "/" + problem.path, problem.reason], to: &bytes)
    }

    /// Appends `fields`, each cleaned, between tabs, and a newline to `bytes`.
    private static func appendLine(_ fields: [String], to bytes: inout [UInt8]) {
        for (position, field) in fields.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: "\t")) }
            append(field, to: &bytes)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends `field` cleaned as `TerminalText.sanitized` cleans it; printable ASCII, most text, as it is.
    private static func append(_ field: String, to bytes: inout [UInt8]) {
        var field = field
        field.withUTF8 { append($0, to: &bytes) }
    }

    /// Appends the UTF-8 text `field` cleaned as `TerminalText.sanitized` cleans it.
    private static func append(_ field: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        if field.allSatisfy({ (0x20...0x7E).contains($0) }) {
            bytes.append(contentsOf: field)
        } else {
            bytes.append(contentsOf: TerminalText.sanitized(String(decoding: field, as: UTF8.self)).utf8)
        }
    }

    /// `2.0`, `12.3`: a distance to a tenth, without a format string's cost for every line.
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
