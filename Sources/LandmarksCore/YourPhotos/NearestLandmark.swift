import Foundation
import Gazetteer

/// Finds the landmark nearest a place, through a grid of one-degree cells, so that a million
/// landmarks cost a few cells' worth of distances per photo.
package struct NearestLandmark: Sendable {
    /// Landmark positions in the store, ordered by cell.
    private let order: [Int32]
    private let cells: [Int32]
    private let places: [Coordinates]

    /// A finder over `places`; the indices it answers are positions in it.
    package init(_ places: [Coordinates]) {
        let cells = places.map(Self.cell)
        order = (0..<Int32(places.count)).sorted { cells[Int($0)] == cells[Int($1)] ? $0 < $1 : cells[Int($0)] < cells[Int($1)] }
        self.cells = order.map { cells[Int($0)] }
        self.places = places
    }

    /// The nearest landmark within `kilometres` of `place` (the first in the store on a tie) and its distance.
    package func nearest(to place: Coordinates, within kilometres: Double) -> (index: Int, kilometres: Double)? {
        let latitudeSpan = kilometres / (Gazetteer.earthRadius * .pi / 180)
        let lowestRow = max(Int((place.latitude - latitudeSpan).rounded(.down)), -90)
        let highestRow = min(Int((place.latitude + latitudeSpan).rounded(.down)), 89)
        let widestLatitude = min(max(abs(place.latitude) + latitudeSpan, 0), 89.9)
        let longitudeSpan = latitudeSpan / cos(widestLatitude * .pi / 180)
        let columns: [Int] =
            longitudeSpan >= 180
            ? Array(-180..<180)
            : (Int((place.longitude - longitudeSpan).rounded(.down))...Int((place.longitude + longitudeSpan).rounded(.down)))
                .map { ($0 + 540) % 360 - 180 }
        var best: (index: Int, kilometres: Double)?
        for row in lowestRow...max(lowestRow, highestRow) {
            for column in Set(columns) {
                let cell = Self.cell(row: row, column: column)
                var position = firstPosition { $0 >= cell }
                while position < cells.count, cells[position] == cell {
                    let index = Int(order[position])
                    let distance = Self.kilometres(from: place, to: places[index])
                    if distance <= kilometres,
                        best.map({ distance < $0.kilometres || distance == $0.kilometres && index < $0.index }) ?? true
                    {
                        best = (index, distance)
                    }
                    position += 1
                }
            }
        }
        return best
    }

    /// The nearest landmark at any distance, searched in ever wider circles; nil when there are none.
    package func nearest(to place: Coordinates) -> (index: Int, kilometres: Double)? {
        for kilometres in [10.0, 100, 1000, 5000, 20_100] {
            if let found = nearest(to: place, within: kilometres) { return found }
        }
        return nil
    }

    /// The great-circle distance between two places, in kilometres (haversine).
    package static func kilometres(from a: Coordinates, to b: Coordinates) -> Double {
        Gazetteer.kilometres(a.latitude, a.longitude, b.latitude, b.longitude)
    }

    private static func cell(_ place: Coordinates) -> Int32 {
        cell(row: min(Int(place.latitude.rounded(.down)), 89), column: min(Int(place.longitude.rounded(.down)), 179))
    }

    private static func cell(row: Int, column: Int) -> Int32 {
        Int32((row + 90) * 360 + (column + 180))
    }

    private func firstPosition(where test: (Int32) -> Bool) -> Int {
        var (low, high) = (0, cells.count)
        while low < high {
            let middle = (low + high) / 2
            if test(cells[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
