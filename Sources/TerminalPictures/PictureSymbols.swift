/// Which characters a picture may be drawn with: Unicode blocks (halves, quadrants, blocks — no wide
/// glyphs) or ASCII shading (non-UTF-8 locales).
public enum PictureSymbols: Hashable, Sendable {
    case blocks
    case ascii
}
