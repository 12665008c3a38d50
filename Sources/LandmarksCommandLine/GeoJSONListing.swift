import LandmarksCore

/// Writes places as a GeoJSON FeatureCollection (RFC 7946), a Point feature per line: the landmark's
/// id as the feature's, its name, category, park, city, state, description and facts as properties
/// (those it has), control characters escaped.
enum GeoJSONListing {
    static func write(_ landmarks: [Landmark], line: (String) -> Void) {
        line(#"{"type": "FeatureCollection", "features": ["#)
        for (index, landmark) in landmarks.enumerated() {
            line(JSONLinesListing.line(encoding: Feature(landmark)) + (index < landmarks.count - 1 ? "," : ""))
        }
        line("]}")
    }

    private struct Feature: Encodable {
        let type = "Feature"
        let id: Int
        let geometry: Point
        let properties: [String: String]

        init(_ landmark: Landmark) {
            id = landmark.id
            geometry = Point(coordinates: [landmark.coordinates.longitude, landmark.coordinates.latitude])
            var properties: [String: String] = [:]
            for fact in landmark.facts { properties[fact.name] = fact.value }
            let fields = [
                ("name", landmark.name), ("category", landmark.category.rawValue), ("park", landmark.park), ("city", landmark.city),
                ("state", landmark.state), ("description", landmark.description),
            ]
            for (name, value) in fields where !value.isEmpty { properties[name] = value }
            self.properties = properties
        }
    }

    private struct Point: Encodable {
        let type = "Point"
        let coordinates: [Double]
    }
}
