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

    /// The photo's rows: title, rating, author, date and time, dimensions, file and its size on disk.
    ///
    /// - Parameter fileSize: the image file's size in bytes, nil when it is missing.
    package init(
        _ photo: Photo, landmarkName: String, fileSize: Int?, dates: DateText, picturePath: String = "", position: String = ""
    ) {
        let author = photo.author.username.isEmpty
            ? photo.author.fullName : "\(photo.author.fullName) (@\(photo.author.username))"
        let file: Row =
            if let fileSize {
                .field(label: "File", value: "\(photo.file) · \(Self.byteCount(fileSize))")
            } else {
                .warning(label: "File", value: "\(photo.file) · missing file")
            }
        self.init(
            title: "Landmarks › \(landmarkName) › \(photo.title)",
            rows: [
                .blank,
                .field(label: "Title", value: photo.title),
                .rating(photo.rating),
                .field(label: "Author", value: author),
                .field(label: "Taken", value: dates.dayAndTime(photo.takenAt)),
                .field(label: "Dimensions", value: "\(photo.width) × \(photo.height) pixels"),
                file,
            ], picturePath: picturePath, position: position)
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
