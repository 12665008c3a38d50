import Gazetteer

/// Everything the photo screen shows, already formatted, as rows whose kind picks the cell type.
package struct PhotoDetail: Equatable, Sendable {
    /// One row of the photo screen.
    package enum Row: Equatable, Sendable {
        case heading(String)
        /// Filled stars for `rating` out of five.
        case rating(Int)
        case field(label: String, value: String)
        /// A field whose value is a problem, e.g. a missing image file.
        case warning(label: String, value: String)
        case blank
    }

    package let title: String
    package let rows: [Row]
    /// The image file to draw.
    package let picturePath: String
    /// Where the photo is among its landmark's, e.g. `2 of 4`.
    package let position: String

    package init(title: String, rows: [Row], picturePath: String = "", position: String = "") {
        self.title = title
        self.rows = rows
        self.picturePath = picturePath
        self.position = position
    }

    /// The photo's rows: title, rating, author, date and time, dimensions, file and its size on disk;
    /// a field nothing fills (the author of a picture a KMZ carries) is left out.
    ///
    /// - Parameter fileSize: the image file's size in bytes, nil when it is missing.
    package init(
        _ photo: Photo, landmarkName: String, fileSize: Int?, dates: DateText, picturePath: String = "", position: String = ""
    ) {
        let author =
            photo.author.username.isEmpty
            ? photo.author.fullName : "\(photo.author.fullName) (@\(photo.author.username))"
        self.init(
            title: "Landmarks › \(landmarkName) › \(photo.title)",
            rows: [
                .blank,
                .field(label: "Title", value: photo.title),
                .rating(photo.rating),
                .field(label: "Author", value: author),
                .field(label: "Taken", value: photo.takenAt.map(dates.dayAndTime) ?? "undated"),
                // An image a KMZ carries has no size until it is drawn.
                .field(label: "Dimensions", value: photo.width > 0 ? "\(photo.width) × \(photo.height) pixels" : "unknown"),
                Self.fileRow(photo.file, size: fileSize),
            ].filter { if case .field(_, let value) = $0 { !value.isEmpty } else { true } }, picturePath: picturePath, position: position)
    }

    /// The file's row: its name and size, or a warning that it is missing (`size` nil).
    private static func fileRow(_ file: String, size: Int?) -> Row {
        if let size {
            .field(label: "File", value: "\(file) · \(byteCount(size))")
        } else {
            .warning(label: "File", value: "\(file) · missing file")
        }
    }

    /// The rows of one of the user's own photos: title, rating, camera, place (with the distance from
    /// `landmarkName`, the sidecar it came from, or why the file's was ignored), the town it was taken
    /// in, date and time, dimensions with the format (and the Live Photo's video), file.
    package init(
        yours photo: Photo, _ yours: YourPhotos.Photo, landmarkName: String?, town: Town? = nil, fileSize: Int?, dates: DateText,
        picturePath: String = "", position: String = ""
    ) {
        let unknown = "not in the file"
        let metadata = yours.metadata
        var place = metadata.location?.displayText ?? metadata.note ?? unknown
        if let kilometres = yours.place.kilometres, let landmarkName {
            place += " · \(Self.distance(kilometres)) from \(landmarkName)"
        }
        if let sidecar = metadata.sidecar { place += " (from \(sidecar))" }
        var format = metadata.kind.name
        if let video = metadata.liveVideo { format += " · Live Photo with \(video)" }
        let taken = metadata.taken.map {
            metadata.takenOffsetIsKnown ? dates.dayAndTime($0) : dates.dayAndLocalTime($0)
        }
        let townRow: [Row] =
            if let town, let placement = yours.town {
                [.field(label: "Town", value: "\(town.fullName) · \(Self.distance(Double(placement.kilometres))) from the centre")]
            } else {
                []
            }
        let group = landmarkName ?? (yours.place == .elsewhere ? town?.name ?? "Elsewhere" : "No location")
        self.init(
            title: "Landmarks › \(group) › \(photo.title)",
            rows: [
                .blank,
                .field(label: "Title", value: photo.title),
                .rating(photo.rating),
                .field(label: "Author", value: "You"),
                .field(label: "Camera", value: metadata.camera ?? unknown),
                .field(label: "Place", value: place),
            ] + townRow + [
                .field(label: "Taken", value: taken ?? unknown),
                .field(label: "Dimensions", value: photo.width > 0 ? "\(photo.width) × \(photo.height) pixels" : unknown),
                .field(label: "Format", value: format),
                Self.fileRow(photo.file, size: fileSize),
            ], picturePath: picturePath, position: position)
    }

    /// A distance as people read it: `850 m`, `2.4 km`, `12 km`.
    static func distance(_ kilometres: Double) -> String {
        switch kilometres {
        case ..<1: "\(Int((kilometres * 1000).rounded())) m"
        case ..<10: oneDecimal(kilometres) + " km"
        default: "\(Int(kilometres.rounded())) km"
        }
    }

    /// A size in bytes as people read it, e.g. `812 bytes`, `23.4 KB`, `1.2 MB`.
    static func byteCount(_ bytes: Int) -> String {
        switch bytes {
        case ..<1000: return "\(bytes) bytes"
        case ..<1_000_000: return oneDecimal(Double(bytes) / 1000) + " KB"
        default: return oneDecimal(Double(bytes) / 1_000_000) + " MB"
        }
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
