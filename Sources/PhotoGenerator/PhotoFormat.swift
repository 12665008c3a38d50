/// The file format of a bundled picture, with its size: small PNGs, and big JPEGs that show detail.
enum PhotoFormat {
    case png
    case jpeg

    /// The file name extension, without the dot.
    var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        }
    }

    /// Width and height in pixels of a landscape picture; portrait ones swap them.
    var landscapeSize: (width: Int, height: Int) {
        switch self {
        case .png: (240, 160)
        case .jpeg: (640, 427)
        }
    }

    /// The complete file for `canvas`.
    /// - Throws: the library's failure.
    func encode(_ canvas: Canvas) throws -> [UInt8] {
        switch self {
        case .png: try PNGFile.encode(canvas)
        case .jpeg: try JPEGFile.encode(canvas)
        }
    }
}
