import TerminalKit
import WorldMap

/// A map in a rectangle of cells: coastlines and borders in braille, a dot per landmark, and one
/// landmark marked with `◆` and named beside it.
package struct MapPicture {
    /// The glyph that marks the landmark in question; a character, so that it shows without colours too.
    package static let marker = "◆"

    /// The outlines to draw; nil draws the landmarks alone.
    package var outlines: OutlineIndex?
    /// What part of the globe shows; its size in dots is twice the rectangle's width by four times its height.
    package var map: MapViewport
    /// Landmarks drawn as quiet dots.
    package var places: [GeoPoint]
    /// The landmark marked and named, if any.
    package var marked: (point: GeoPoint, name: String)?

    package init(outlines: OutlineIndex?, map: MapViewport, places: [GeoPoint], marked: (point: GeoPoint, name: String)? = nil) {
        self.outlines = outlines
        self.map = map
        self.places = places
        self.marked = marked
    }

    /// The map of `columns` × `rows` cells centred on `center`, `kilometres` across.
    package static func viewport(center: GeoPoint, kilometresAcross kilometres: Double, columns: Int, rows: Int) -> MapViewport {
        MapViewport(center: center, kilometresAcross: kilometres, width: columns * 2, height: rows * 4)
    }

    /// Draws the map into `rect`, which should have the map's size in cells.
    package func draw(in surface: inout Surface, rect: Rect) {
        var canvas = BrailleCanvas(columns: rect.width, rows: rect.height, inks: Theme.mapInks)
        if let outlines { MapPainter.drawOutlines(outlines, on: map, into: &canvas) }
        MapPainter.drawPlaces(places, on: map, into: &canvas)
        if let marked, let (column, row) = MapPainter.cell(of: marked.point, on: map) {
            canvas.label(Self.marker, column: column, row: row, style: Theme.mapMarker)
            guard !marked.name.isEmpty else { return canvas.draw(in: &surface, x: rect.x, y: rect.y, background: Theme.text) }
            // The name, a blank either side to part it from the dots, goes right of the marker, or left
            // of it when it fits only there.
            let name = " \(TerminalText.sanitized(marked.name)) "
            let width = DisplayWidth.of(name)
            let nameColumn = column + 1 + width > rect.width && column - width >= 0 ? column - width : column + 1
            canvas.label(name, column: nameColumn, row: row, style: Theme.mapMarker)
        }
        canvas.draw(in: &surface, x: rect.x, y: rect.y, background: Theme.text)
    }
}
