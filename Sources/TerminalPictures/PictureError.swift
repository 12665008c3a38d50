import ImageFormats

/// Why a picture cannot be shown, in words for a placeholder.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at the path (or a path through something that is not a folder).
    case missingFile
    /// The file's first bytes are no signature of a format the app reads (an empty file included).
    case notAPicture
    /// The file starts as its format does, and its library cannot decode it.
    case damaged(ImageFormat)
    /// The file is of a kind its format allows that the app does not show, in words
    /// (`an animated WebP`, `a RAW file without a preview`).
    case unsupported(String)
    /// The header claims more pixels than `Pictures.pixelBudget`; the size is the header's.
    case tooLarge(width: Int, height: Int)
    /// The file exists but cannot be read: permissions, a folder, a device, an I/O error.
    case unreadable

    public var description: String {
        switch self {
        case .missingFile: "missing file"
        case .notAPicture: "not a picture format the app reads"
        case .damaged(let format): "damaged \(format.name)"
        case .unsupported(let what): what + ", not supported"
        case .tooLarge(let width, let height): "too large: \(width) × \(height)"
        case .unreadable: "cannot be read"
        }
    }
}
