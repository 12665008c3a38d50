/// Turns picture files (PNG, JPEG) into pixels, synchronously and safely from any thread.
///
/// Each call opens and decodes with C library handles of its own and returns only values.
public enum Pictures {
    /// The budget: a picture whose header claims more pixels than this is refused before any big allocation.
    public static let pixelBudget = 100_000_000

    /// Decodes only (orientation applied), never more pixels than needed when the format can scale down
    /// (JPEG 1/2, 1/4, 1/8 and the eighths between): the smallest scale that still covers `atLeast`
    /// pixels each way; nil, or a PNG: full size.
    public static func decode(path: String, atLeast: (width: Int, height: Int)?) -> Result<PixelImage, PictureError> {
        PictureDecoder.decode(path: path, budget: pixelBudget) { _, _ in atLeast }.map(\.image)
    }
}
