import LandmarksCore

/// Writes places as KML 2.2, as Google My Maps and Google Earth import them: a folder per category (in
/// the order they first come), a Placemark per place with its name, region line as address,
/// description, id and facts as ExtendedData, and its Point.
enum KMLListing {
    static func write(_ landmarks: WrittenLandmarks, line: (String) -> Void) {
        line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        line(#"<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Landmarks</name>"#)
        var categories: [String] = []
        // Each category's landmarks by their indices: the landmarks are made again as they are written.
        var byCategory: [String: [Int]] = [:]
        for (index, landmark) in landmarks.enumerated() {
            let category = landmark.category.rawValue
            if byCategory[category] == nil { categories.append(category) }
            byCategory[category, default: []].append(index)
        }
        for category in categories {
            // Places without a category are in no folder (a folder is a category to a reader).
            if !category.isEmpty { line("<Folder><name>\(ExportText.xml(category))</name>") }
            for index in byCategory[category] ?? [] { line(placemark(landmarks[index])) }
            if !category.isEmpty { line("</Folder>") }
        }
        line("</Document></kml>")
    }

    private static func placemark(_ landmark: Landmark) -> String {
        var text = "  <Placemark><name>\(ExportText.xml(landmark.name))</name>"
        let region = ExportText.region(of: landmark)
        if !region.isEmpty { text += "<address>\(ExportText.xml(region))</address>" }
        if !landmark.description.isEmpty { text += "<description>\(ExportText.xmlHTML(landmark.description))</description>" }
        text += "<ExtendedData>"
        for (name, value) in [("id", "\(landmark.id)")] + landmark.facts.map({ ($0.name, $0.value) }) {
            text += #"<Data name="\#(ExportText.xml(name))"><value>\#(ExportText.xml(value))</value></Data>"#
        }
        let (latitude, longitude) = (ExportText.degrees(landmark.coordinates.latitude), ExportText.degrees(landmark.coordinates.longitude))
        return text + "</ExtendedData><Point><coordinates>\(longitude),\(latitude)</coordinates></Point></Placemark>"
    }
}
