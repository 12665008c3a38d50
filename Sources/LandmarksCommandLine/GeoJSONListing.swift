import LandmarksCore

/// Writes places as a GeoJSON FeatureCollection (RFC 7946), a Point feature per line: the landmark's
/// id as the feature's, its name, category, park, city, state, description and facts as properties
/// (those it has), control characters escaped.
enum GeoJSONListing {
    static func write(_ landmarks: WrittenLandmarks, line: (String) -> Void) {
        line(#"{"type": "FeatureCollection", "features": ["#)
        for (index, landmark) in landmarks.enumerated() {
            line(feature(landmark) + (index < landmarks.count - 1 ? "," : ""))
        }
        line("]}")
    }

    /// The feature of `landmark`, its keys sorted as `JSONEncoder` sorts them.
    private static func feature(_ landmark: Landmark) -> String {
        var properties: [String: String] = [:]
        for fact in landmark.facts { properties[fact.name] = fact.value }
        let fields = [
            ("name", landmark.name), ("category", landmark.category.rawValue), ("park", landmark.park), ("city", landmark.city),
            ("state", landmark.state), ("description", landmark.description),
        ]
        for (name, value) in fields where !value.isEmpty { properties[name] = value }
        var json = JSONText()
        json.add(#"{"geometry":{"coordinates":["#)
        json.add(number: landmark.coordinates.longitude)
        json.add(",")
        json.add(number: landmark.coordinates.latitude)
        json.add(#"],"type":"Point"},"id":"#)
        json.add(integer: landmark.id)
        json.add(#","properties":"#)
        json.add(object: properties)
        json.add(#","type":"Feature"}"#)
        return json.text
    }
}
