/// The picture formats the app reads, recognised by a file's first bytes (a TIFF-based RAW file also
/// by its name's extension, as its bytes start like any TIFF).
public enum ImageFormat: String, CaseIterable, Sendable {
    case jpeg, png, heif, avif, webp, tiff, gif
    /// A camera's RAW file (CR2, CR3, NEF, ARW, RAF, RW2, ORF, DNG, …), shown by its embedded preview.
    case raw

    /// The most bytes `init(signature:name:)` looks at.
    public static let signatureLength = 16

    /// The extensions of RAW files, in lower case; those whose bytes start like a TIFF's are told apart by it.
    public static let rawExtensions: Set<String> = [
        "cr2", "cr3", "crw", "nef", "nrw", "arw", "sr2", "srf", "raf", "rw2", "rwl", "orf", "pef", "srw", "dng", "3fr", "iiq", "mrw",
    ]

    /// The format's name in messages: `JPEG`, `HEIF`, `WebP`, `RAW file`.
    public var name: String {
        switch self {
        case .webp: "WebP"
        case .raw: "RAW file"
        default: rawValue.uppercased()
        }
    }

    /// The format whose signature `bytes` (a file's first `signatureLength`) start with; nil for
    /// anything else. `name` (the file's name or path) tells a TIFF-based RAW file from a TIFF.
    public init?(signature bytes: [UInt8], name: String = "") {
        func at(_ offset: Int, _ text: String) -> Bool { bytes.dropFirst(offset).starts(with: Array(text.utf8)) }
        if bytes.starts(with: [0xFF, 0xD8]) {
            // Start of image alone: what follows is the decoder's to judge.
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            self = .png
        } else if at(0, "GIF8") {
            self = .gif
        } else if at(0, "RIFF") && at(8, "WEBP") {
            self = .webp
        } else if at(4, "ftypavif") || at(4, "ftypavis") {
            self = .avif
        } else if at(4, "ftypcrx") || at(0, "FUJIFILM") || at(0, "IIU\0") || at(0, "IIRO") || at(0, "IIRS") || at(0, "MMOR") {
            self = .raw
        } else if at(4, "ftyphei") || at(4, "ftyphev") || at(4, "ftypmif1") || at(4, "ftypmsf1") {
            self = .heif
        } else if at(0, "II*\0") || at(0, "MM\0*") || at(0, "II+\0") || at(0, "MM\0+") {
            // Classic TIFF, or BigTIFF.
            let suffix = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
            self = Self.rawExtensions.contains(suffix) ? .raw : .tiff
        } else {
            return nil
        }
    }
}
