import PhotoFixtures

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
    ///
    /// A JPEG is baseline, quality 85 with 4:2:0 chroma subsampling, as cameras and phones write them, so
    /// that the app's decoder meets the common case (half-resolution colour, upsampled on decoding); the
    /// painter's hard colour edges blur a little in colour only, which the terminal's cells never show.
    /// The accurate integer DCT gives the same bytes whichever SIMD code runs, and nothing time-dependent
    /// is written, so a canvas always gives the same bytes with the same libjpeg-turbo.
    /// - Throws: the library's failure.
    func encode(_ canvas: Canvas) throws -> [UInt8] {
        switch self {
        case .png: try PNGFile.encode(canvas)
        case .jpeg: try JPEGCompressor.compress(canvas.bytes, width: canvas.width, height: canvas.height, quality: 85)
        }
    }
}
