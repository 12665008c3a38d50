import Foundation

/// A photo of a landmark, as listed in `photos.json` beside the landmarks file.
package struct Photo: Encodable, Equatable, Sendable, Identifiable {
    /// Who took the photo.
    package struct Author: Encodable, Equatable, Sendable {
        package var username: String
        package var firstName: String
        package var lastName: String

        package init(username: String, firstName: String, lastName: String) {
            self.username = username
            self.firstName = firstName
            self.lastName = lastName
        }

        /// First and last name, e.g. `Maya Riverstone`.
        package var fullName: String {
            [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    /// The lowest and highest rating; a rating counts filled stars.
    package static let ratings = 0...5

    package var id: Int
    package var landmarkId: Int
    package var title: String
    package var author: Author
    /// When it was taken, with the UTC offset of the place; nil when nothing says (an image a KMZ
    /// carries, one of the user's own without a date): shown as undated, after the dated ones.
    package var takenAt: ZonedDate?
    package var rating: Int
    /// The image file, relative to the folder of the data files.
    package var file: String
    package var width: Int
    package var height: Int

    package init(
        id: Int, landmarkId: Int, title: String, author: Author, takenAt: ZonedDate?, rating: Int, file: String,
        width: Int, height: Int
    ) {
        self.id = id
        self.landmarkId = landmarkId
        self.title = title
        self.author = author
        self.takenAt = takenAt
        self.rating = rating
        self.file = file
        self.width = width
        self.height = height
    }
}

extension Photo {
    /// Checks a photo's values, the ones the schema bounds.
    static func validate(rating: Int, width: Int, height: Int, hasFile: Bool, record: Int, file: String) throws(DataFileError) {
        func fail(_ field: String, _ problem: String) -> DataFileError {
            DataFileError(file: file, place: .record(record, field: field), problem: problem)
        }
        guard Self.ratings.contains(rating) else { throw fail("rating", "\(rating) is outside 0...5") }
        guard width > 0 else { throw fail("width", "\(width) is not a positive number of pixels") }
        guard height > 0 else { throw fail("height", "\(height) is not a positive number of pixels") }
        guard hasFile else { throw fail("file", "is empty") }
    }
}
