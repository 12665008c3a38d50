import LandmarksCore
import WorldMap

extension MapPicture {
    /// `landmarks map`'s picture: centred on `marked` at the regional scale, the other landmarks and
    /// your `photos` as dots; without one, fitted to `landmarks` and `photos`.
    package static func forScript(
        outlines: OutlineIndex?, landmarks: [Landmark], marked: Landmark?, columns: Int, rows: Int, photos: [GeoPoint] = []
    ) -> MapPicture {
        let places = landmarks.filter { $0.id != marked?.id }.map(\.geoPoint)
        guard let marked else {
            let map = MapViewport.fitting(places + photos, width: columns * 2, height: rows * 4)
            return MapPicture(outlines: outlines, map: map, places: places, photos: photos)
        }
        let map = viewport(center: marked.geoPoint, kilometresAcross: MapViewport.regionalKilometres, columns: columns, rows: rows)
        return MapPicture(outlines: outlines, map: map, places: places, marked: (marked.geoPoint, marked.name), photos: photos)
    }
}

extension Landmark {
    /// Where the landmark is, as the map takes it.
    package var geoPoint: GeoPoint { coordinates.geoPoint }
}
