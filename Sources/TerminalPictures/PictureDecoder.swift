import ImageFormats
import TerminalKit

/// Opens a picture file, recognises its format by its first bytes and decodes it with the format's
/// library, upright and no larger than needed.
enum PictureDecoder {
    /// A decoded picture and its full upright size (some formats are decoded smaller).
    struct Decoded: Sendable {
        let image: PixelImage
        let width: Int
        let height: Int
    }

    /// How many pixels each way are enough, given the full upright size; nil: all of them.
    typealias Need = (_ width: Int, _ height: Int) -> (width: Int, height: Int)?

    /// Decodes the picture at `path`; `need` is used by the formats that can decode scaled down
    /// (JPEG, WebP, HEIF's thumbnails, RAW's previews).
    static func decode(path: String, budget: Int, need: Need) -> Result<Decoded, PictureError> {
        PictureFile.open(path).flatMap { file in
            file.read(ImageFormat.signatureLength).flatMap { signature in
                guard let format = ImageFormat(signature: signature, name: path) else { return .failure(.notAPicture) }
                return decode(file, path: path, format: format, budget: budget, need: need)
            }
        }
    }

    private static func decode(
        _ file: PictureFile, path: String, format: ImageFormat, budget: Int, need: Need
    ) -> Result<Decoded, PictureError> {
        switch format {
        case .png:
            // Streamed from the file: a big PNG is never held compressed and decoded at once.
            PNGDecoder.decode(file, budget: budget).map { Decoded(image: $0, width: $0.width, height: $0.height) }
        case .jpeg:
            // TurboJPEG takes the file in memory up to its end marker; compressed, it is a fraction of
            // the pixels, and what follows (a motion photo's video) is not read.
            file.readJPEG().flatMap { JPEGDecoder.decode($0, budget: budget, need: need) }
        case .heif, .avif:
            HEIFDecoder.decode(path: path, format: format, budget: budget, need: need)
        case .webp:
            file.readAll().flatMap { WebPDecoder.decode($0, budget: budget, need: need) }
        case .tiff:
            TIFFDecoder.decode(path: path, budget: budget)
        case .raw:
            RAWDecoder.decode(path: path, budget: budget, need: need)
        case .gif:
            GIFDecoder.decode(path: path, budget: budget)
        }
    }
}
