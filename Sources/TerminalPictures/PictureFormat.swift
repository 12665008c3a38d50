/// The picture formats read, recognised by their first bytes (never by the file's name).
enum PictureFormat: Equatable, Sendable {
    case png
    case jpeg

    /// The most bytes `init(signature:)` looks at.
    static let signatureLength = 8

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Start of image, then the first byte of the next marker.
    private static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The format whose signature `bytes` start with, if any.
    init?(signature bytes: [UInt8]) {
        if bytes.starts(with: Self.pngSignature) {
            self = .png
        } else if bytes.starts(with: Self.jpegSignature) {
            self = .jpeg
        } else {
            return nil
        }
    }
}
