/// What a row of a landmark's photo list shows of a photo, already formatted.
package struct PhotoSummary: Equatable, Sendable {
    package let title: String
    /// The day it was taken, e.g. `14 May 2023`.
    package let day: String
    package let author: String
    package let rating: Int
    /// Whether the image file is missing from the data folder.
    package let isFileMissing: Bool

    package init(title: String, day: String, author: String, rating: Int, isFileMissing: Bool) {
        self.title = title
        self.day = day
        self.author = author
        self.rating = rating
        self.isFileMissing = isFileMissing
    }

    /// The summary of the photo `key` names in `catalog`; one without a date (one of the user's own, an
    /// image a KMZ carries) has the day `undated`.
    package init(_ key: PhotoKey, in catalog: PhotoCatalog, dates: DateText) {
        let photo = catalog.photo(key)
        self.init(
            title: photo.title, day: photo.takenAt.map(dates.day) ?? "undated", author: photo.author.fullName,
            rating: photo.rating, isFileMissing: catalog.imageFileSize(of: photo) == nil)
    }
}
