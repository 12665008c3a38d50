import TerminalKit

/// Opens a picture file, recognises its format by its first bytes and decodes it with the format's
/// library, upright and no larger than needed.
enum PictureDecoder {
    /// A decoded picture and its full upright size (JPEGs may be decoded smaller).
    struct Decoded: Sendable {
        let image: PixelImage
        let width: Int
        let height: Int
    }

    /// Decodes the picture at `path`; `need` gets the full upright size and says how many pixels each
    /// way are enough (nil: all of them), which only formats that can decode scaled down use.
    static func decode(
        path: String, budget: Int, need: (_ width: Int, _ height: Int) -> (width: Int, height: Int)?
    ) -> Result<Decoded, PictureError> {
        PictureFile.open(path).flatMap { file in
            file.read(PictureFormat.signatureLength).flatMap { signature in
                switch PictureFormat(signature: signature) {
                case nil:
                    .failure(.notAPicture)
                case .png:
                    // Streamed from the file: a big PNG is never held compressed and decoded at once.
                    PNGDecoder.decode(file, budget: budget).map { Decoded(image: $0, width: $0.width, height: $0.height) }
                case .jpeg:
                    // TurboJPEG takes the file in memory; compressed, it is a fraction of the pixels.
                    file.readAll().flatMap { JPEGDecoder.decode($0, budget: budget, need: need) }
                }
            }
        }
    }
}
