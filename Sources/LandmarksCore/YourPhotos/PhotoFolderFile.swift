/// One picture file of a photo folder as a scan found it: a photo with its metadata, or a problem.
package struct PhotoFolderFile: Equatable, Sendable {
    /// What the file turned out to be.
    package enum Content: Equatable, Sendable {
        case photo(PhotoFingerprint, PhotoMetadata)
        /// Why it is not shown, e.g. `not a picture format the app reads`.
        case problem(String)
    }

    /// The path below the folder, e.g. `2024 Alps/IMG_0042.jpg`.
    package var path: String
    package var size: Int64
    /// The modification time in nanoseconds since 1970: with the size, what tells that a file changed.
    package var modified: Int64
    package var content: Content

    package init(path: String, size: Int64, modified: Int64, content: Content) {
        self.path = path
        self.size = size
        self.modified = modified
        self.content = content
    }
}

/// A file or folder of a photo folder that could not be used, and why.
package struct PhotoProblem: Error, Equatable, Sendable {
    /// The path below the folder (`.` for the folder itself).
    package let path: String
    package let reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
