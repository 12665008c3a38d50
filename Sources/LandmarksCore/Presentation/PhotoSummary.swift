/// What a row of a landmark's photo list shows of a photo, already formatted.
package struct PhotoSummary: Equatable, Sendable {
    package let id: Int
    package let title: String
    /// The day it was taken, e.g. `14 May 2023`.
    package let day: String
    package let author: String
    package let rating: Int
    /// Whether the image file is missing from the data folder.
    package let isFileMissing: Bool

    package init(id: Int, title: String, day: String, author: String, rating: Int, isFileMissing: Bool) {
        self.id = id
        self.title = title
        self.day = day
        self.author = author
        self.rating = rating
        self.isFileMissing = isFileMissing
    }

    package init(_ photo: Photo, in catalog: PhotoCatalog, dates: DateText) {
        self.init(
            id: photo.id, title: photo.title, day: dates.day(photo.takenAt), author: photo.author.fullName,
            rating: photo.rating, isFileMissing: catalog.imageFileSize(of: photo) == nil)
    }
}
