/// Why a picture cannot be shown, in words for a placeholder.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    case missingFile
    case unreadable
    case notAPicture
    case damagedPNG
    case damagedJPEG
    case tooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .missingFile: "missing file"
        case .unreadable: "cannot be read"
        case .notAPicture: "not a PNG or JPEG"
        case .damagedPNG: "damaged PNG"
        case .damagedJPEG: "damaged JPEG"
        case .tooLarge(let width, let height): "too large: \(width) × \(height)"
        }
    }
}
