/// A place on the globe in degrees: latitude north, longitude east.
package struct GeoPoint: Equatable, Sendable {
    package var latitude: Double
    package var longitude: Double

    package init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
