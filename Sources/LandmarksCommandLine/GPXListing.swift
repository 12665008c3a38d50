import LandmarksCore

/// Writes places as GPX 1.1 waypoints, as Organic Maps, OsmAnd and Garmin import them: name, the
/// region line as the comment, description, category as the type.
enum GPXListing {
    static func write(_ landmarks: WrittenLandmarks, line: (String) -> Void) {
        line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        line(#"<gpx version="1.1" creator="landmarks" xmlns="http://www.topografix.com/GPX/1/1">"#)
        for landmark in landmarks {
            let (latitude, longitude) = (
                ExportText.degrees(landmark.coordinates.latitude), ExportText.degrees(landmark.coordinates.longitude)
            )
            var waypoint = #"  <wpt lat="\#(latitude)" lon="\#(longitude)"><name>\#(ExportText.xml(landmark.name))</name>"#
            // In the order GPX's schema gives them.
            let region = ExportText.region(of: landmark)
            if !region.isEmpty { waypoint += "<cmt>\(ExportText.xml(region))</cmt>" }
            if !landmark.description.isEmpty { waypoint += "<desc>\(ExportText.xml(landmark.description))</desc>" }
            if !landmark.category.rawValue.isEmpty { waypoint += "<type>\(ExportText.xml(landmark.category.rawValue))</type>" }
            line(waypoint + "</wpt>")
        }
        line("</gpx>")
    }
}
