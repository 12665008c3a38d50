/// Why a picture cannot be shown, in words for a placeholder.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at the path (or a path through something that is not a folder).
    case missingFile
    /// The file's first bytes are neither PNG's nor JPEG's signature (an empty file included).
    case notAPicture
    case damagedPNG
    case damagedJPEG
    /// The header claims more pixels than `Pictures.pixelBudget`; the size is the header's.
    case tooLarge(width: Int, height: Int)
    /// The file exists but cannot be read: permissions, a folder, a device, an I/O error.
    case unreadable

    public var description: String {
        switch self {
        case .missingFile: "missing file"
        case .notAPicture: "not a PNG or JPEG"
        case .damagedPNG: "damaged PNG"
        case .damagedJPEG: "damaged JPEG"
        case .tooLarge(let width, let height): "too large: \(width) × \(height)"
        case .unreadable: "cannot be read"
        }
    }
}
