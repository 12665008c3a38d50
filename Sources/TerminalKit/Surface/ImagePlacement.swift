/// A picture shown in pixels over a rectangle of cells, by a terminal that can (kitty, iTerm2, sixel).
///
/// A view places it with `Surface.place(_:)` after drawing the cells under it: they keep their text,
/// which a terminal without pixels shows instead (see `TerminalBackend.canShowImages`).
public struct ImagePlacement: Equatable, Sendable {
    /// Names the picture: the same id always stands for the same pixels, so that a backend can send
    /// them once and place them again by id.
    public let id: String
    public let image: PixelImage
    /// The cells the whole picture is scaled to fill.
    public let area: Rect
    /// The part of `area` that is on the surface: all of it, unless the placement was clipped.
    public internal(set) var visibleArea: Rect

    public init(id: String, image: PixelImage, area: Rect) {
        self.id = id
        self.image = image
        self.area = area
        visibleArea = area
    }

    /// The same placement `x` columns right and `y` lines down.
    func offset(x: Int, y: Int) -> ImagePlacement {
        var moved = ImagePlacement(id: id, image: image, area: area.offset(x: x, y: y))
        moved.visibleArea = visibleArea.offset(x: x, y: y)
        return moved
    }

    /// Placements compare by picture id and cells, not pixel by pixel: the id stands for the pixels.
    public static func == (a: ImagePlacement, b: ImagePlacement) -> Bool {
        a.id == b.id && a.area == b.area && a.visibleArea == b.visibleArea
    }
}
