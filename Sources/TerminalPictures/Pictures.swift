import TerminalKit

/// Turns image files into cells (until the decoders land: every picture reads as not a picture).
public enum Pictures {
    public static func render(_ request: PictureRequest) -> Result<Surface, PictureError> {
        .failure(.notAPicture)
    }
}
