/// How a picture's colours are matched to a terminal's palette of 256, 16 or 8 colours.
public enum ColorMatching: Hashable, Sendable {
    /// The nearest palette colour in RGB, each pixel on its own.
    case nearest
    /// The nearest in RGB with the error diffused to the neighbouring pixels (chafa's
    /// `CHAFA_DITHER_MODE_DIFFUSION`): a sky keeps its blue and sand its orange, where the nearest colour
    /// turns them grey and pink. `make bench` (pictures) measures it closer to the 24-bit picture than
    /// `nearest`, and than chafa's DIN99d colour space.
    case perceptual
}
