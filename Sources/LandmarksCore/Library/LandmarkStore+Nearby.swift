import Foundation

extension LandmarkStore {
    /// Where the landmarks within about `kilometres` of `center` (east–west and north–south) are,
    /// the landmark at `excluded` left out: what a map around `center` may show.
    package func coordinates(near center: Coordinates, within kilometres: Double, excluding excluded: Int? = nil) -> [Coordinates] {
        let degrees = kilometres / 111.195
        let longitudeDegrees = degrees / max(cos(center.latitude * .pi / 180), 0.01)
        return (0..<count).compactMap { index in
            guard index != excluded else { return nil }
            let place = coordinates(at: index)
            var east = abs(place.longitude - center.longitude)
            if east > 180 { east = 360 - east }
            return abs(place.latitude - center.latitude) <= degrees && east <= longitudeDegrees ? place : nil
        }
    }
}
