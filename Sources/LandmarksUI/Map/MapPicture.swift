import Foundation
import Gazetteer
import LandmarksCore
import TerminalKit
import WorldMap

/// A map in a rectangle of cells: coastlines and borders in braille, a dot per landmark and per photo
/// of yours (in their own colour, with how many share the busiest cells), and one landmark marked with
/// `◆` and named beside it.
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
    /// Your photos, drawn in their own colour under the landmarks.
    package var photos: [GeoPoint]
    /// The places' names, in `places`' order, to write beside them where there is room; empty: none.
    package var placeNames: [String] = []
    /// Whether a scale bar (`├────┤ 500 km`) is drawn at the bottom left.
    package var showsScale = false
    /// Countries' and regions' names, most people first, written where they lie and there is room.
    package var areaNames: [AreaName] = []

    /// How many of the cells most photos share are labelled with their count.
    static let countedCells = 12

    package init(
        outlines: OutlineIndex?, map: MapViewport, places: [GeoPoint], marked: (point: GeoPoint, name: String)? = nil,
        photos: [GeoPoint] = []
    ) {
        self.outlines = outlines
        self.map = map
        self.places = places
        self.marked = marked
        self.photos = photos
    }

    /// The map of `columns` × `rows` cells centred on `center`, `kilometres` across.
    package static func viewport(center: GeoPoint, kilometresAcross kilometres: Double, columns: Int, rows: Int) -> MapViewport {
        MapViewport(center: center, kilometresAcross: kilometres, width: columns * 2, height: rows * 4)
    }

    /// Draws the map into `rect`, which should have the map's size in cells.
    package func draw(in surface: inout Surface, rect: Rect) {
        var canvas = BrailleCanvas(columns: rect.width, rows: rect.height, inks: Theme.mapInks)
        if let outlines { MapPainter.drawOutlines(outlines, on: map, into: &canvas) }
        MapPainter.drawPlaces(photos, on: map, into: &canvas, ink: .photo)
        MapPainter.drawPlaces(places, on: map, into: &canvas)
        var taken: [Int: [Range<Int>]] = [:]
        if let marked, let (column, row) = MapPainter.cell(of: marked.point, on: map) {
            canvas.label(Self.marker, column: column, row: row, style: Theme.mapMarker)
            taken[row] = [column..<(column + 1)]
            if !marked.name.isEmpty {
                // The name, a blank either side to part it from the dots, goes right of the marker, or left
                // of it when it fits only there.
                let name = " \(TerminalText.sanitized(marked.name)) "
                let width = DisplayWidth.of(name)
                let nameColumn = column + 1 + width > rect.width && column - width >= 0 ? column - width : column + 1
                canvas.label(name, column: nameColumn, row: row, style: Theme.mapMarker)
                taken[row, default: []].append(nameColumn..<(nameColumn + width))
            }
        }
        labelPlaces(on: &canvas, besides: &taken)
        if showsScale { drawScale(on: &canvas, taken: &taken) }
        labelPhotoCounts(on: &canvas, besides: &taken)
        labelAreas(on: &canvas, besides: &taken)
        canvas.draw(in: &surface, x: rect.x, y: rect.y, background: Theme.text)
    }

    /// How many places are named at most, the first in `places`' order.
    static let namedPlaces = 12

    /// Writes the places' names beside them (`• Twin Lake`), where a name covers no other label.
    private func labelPlaces(on canvas: inout BrailleCanvas, besides taken: inout [Int: [Range<Int>]]) {
        var named = 0
        for (place, name) in zip(places, placeNames) where named < Self.namedPlaces && !name.isEmpty {
            guard let (column, row) = MapPainter.cell(of: place, on: map) else { continue }
            let text = "• " + TerminalText.sanitized(name)
            let width = DisplayWidth.of(text)
            let start = column + width > canvas.columns && column - width + 1 >= 0 ? column - width + 1 : column
            guard Self.claim(start..<(start + width), row: row, columns: canvas.columns, in: &taken) else { continue }
            canvas.label(start == column ? text : TerminalText.sanitized(name) + " •", column: start, row: row, style: Theme.mapInks[4])
            named += 1
        }
    }

    /// Draws a bar of a round distance about a fifth of the map across, with its length, at the bottom left.
    private func drawScale(on canvas: inout BrailleCanvas, taken: inout [Int: [Range<Int>]]) {
        guard canvas.rows >= 3, canvas.columns >= 20 else { return }
        let kilometresPerColumn = map.kmPerDot * 2
        let wanted = kilometresPerColumn * Double(canvas.columns) / 5
        let power = pow(10, (log10(wanted)).rounded(.down))
        let kilometres = [5.0, 2, 1].map { $0 * power }.first { $0 <= wanted } ?? power
        let columns = max(Int((kilometres / kilometresPerColumn).rounded()), 2)
        let counts = CountText(locale: nil)
        let length = kilometres >= 1 ? "\(counts.number(Int(kilometres))) km" : "\(Int((kilometres * 1000).rounded())) m"
        let text = "├" + String(repeating: "─", count: columns - 2) + "┤ " + length
        let row = canvas.rows - 1
        taken[row, default: []].append(0..<(1 + DisplayWidth.of(text) + 1))
        canvas.label(text, column: 1, row: row, style: Theme.styles.notice)
    }

    /// Writes how many photos share each of the busiest cells beside it (`214`), where the label covers
    /// neither another nor what `taken` holds (columns by row: the marker and its name).
    private func labelPhotoCounts(on canvas: inout BrailleCanvas, besides taken: inout [Int: [Range<Int>]]) {
        let cells = MapPainter.busiestCells(photos, on: map, columns: canvas.columns, rows: canvas.rows, limit: Self.countedCells)
        for cell in cells {
            let text = CountText(locale: nil).number(cell.count)
            // Right of the cell, or left of it at the map's right edge.
            let right = (cell.column + 1)..<(cell.column + 1 + text.count)
            let span = right.upperBound <= canvas.columns ? right : (cell.column - text.count)..<cell.column
            guard Self.claim(span, row: cell.row, columns: canvas.columns, in: &taken) else { continue }
            canvas.label(text, column: span.lowerBound, row: cell.row, style: Theme.mapPhoto)
        }
    }

    /// Countries are named on maps at least this wide, regions on maps at most this wide, in kilometres.
    static let countriesFrom = 2_000.0
    static let regionsUpTo = 8_000.0

    /// Writes countries' names (in capitals) and regions' names centred where their people are, most
    /// people first, where a name covers no other label and no landmark or photo, and no more than a
    /// name for every three rows.
    private func labelAreas(on canvas: inout BrailleCanvas, besides taken: inout [Int: [Range<Int>]]) {
        let across = map.kmPerDot * Double(map.width)
        let most = max(canvas.rows / 3, 2)
        var written = 0
        for area in areaNames where written < most {
            guard area.isCountry ? across >= Self.countriesFrom : across <= Self.regionsUpTo,
                let (column, row) = MapPainter.cell(of: GeoPoint(latitude: area.latitude, longitude: area.longitude), on: map)
            else { continue }
            let name = TerminalText.sanitized(area.isCountry ? area.name.uppercased() : area.name)
            let width = DisplayWidth.of(name)
            let span = (column - width / 2)..<(column - width / 2 + width)
            guard !span.contains(where: { canvas.ink(column: $0, row: row) >= MapPainter.Ink.photo.rawValue }),
                Self.claim(span, row: row, columns: canvas.columns, in: &taken)
            else { continue }
            canvas.label(name, column: span.lowerBound, row: row, style: Theme.styles.notice)
            written += 1
        }
    }

    /// Claims `span` of `row` in `taken`, with a column either side, when it lies within `columns` and
    /// covers nothing claimed there; whether it did.
    private static func claim(_ span: Range<Int>, row: Int, columns: Int, in taken: inout [Int: [Range<Int>]]) -> Bool {
        guard span.lowerBound >= 0, span.upperBound <= columns, !(taken[row] ?? []).contains(where: { $0.overlaps(span) }) else {
            return false
        }
        taken[row, default: []].append((span.lowerBound - 1)..<(span.upperBound + 1))
        return true
    }
}
