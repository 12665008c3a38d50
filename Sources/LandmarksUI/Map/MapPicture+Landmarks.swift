import LandmarksCore
import WorldMap

extension MapPicture {
    /// `landmarks map`'s picture: centred on `marked` at the regional scale, the other landmarks and
    /// your `photos` as dots; without one, fitted to `landmarks` and `photos`.
    package static func forScript(
        outlines: OutlineIndex?, landmarks: [Landmark], marked: Landmark?, columns: Int, rows: Int, photos: [GeoPoint] = []
    ) -> MapPicture {
        let others = landmarks.filter { $0.id != marked?.id }
        let places = others.map(\.geoPoint)
        var picture: MapPicture
        if let marked {
            let map = viewport(center: marked.geoPoint, kilometresAcross: MapViewport.regionalKilometres, columns: columns, rows: rows)
            picture = MapPicture(outlines: outlines, map: map, places: places, marked: (marked.geoPoint, marked.name), photos: photos)
        } else {
            let map = MapViewport.fitting(places + photos, width: columns * 2, height: rows * 4)
            picture = MapPicture(outlines: outlines, map: map, places: places, photos: photos)
        }
        // A few landmarks are named where they are; many would only cover the map.
        if others.count <= namedPlaces { picture.placeNames = others.map(\.shownName) }
        picture.showsScale = true
        return picture
    }
}

extension Landmark {
    /// Where the landmark is, as the map takes it.
    package var geoPoint: GeoPoint { coordinates.geoPoint }
}
