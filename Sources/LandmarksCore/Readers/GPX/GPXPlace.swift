/// A waypoint, route or track as a GPX file describes it, its child elements' texts gathered as
/// they are read.
struct GPXPlace {
    var position: Coordinates?
    /// `Route` or `Track` for a path; nil for a waypoint.
    let kind: String?
    /// A path's length so far, in kilometres, and its points.
    var length = 0.0
    var points = 0
    private var texts: [String: String] = [:]
    private var facts: [(name: String, value: String)] = []

    init(position: Coordinates?, kind: String?) {
        self.position = position
        self.kind = kind
    }

    /// The child elements shown as facts, with their labels; the rest are fields, or left out
    /// (`extensions`, a route's points).
    private static let factLabels: [String: String] = [
        "time": "Time", "ele": "Elevation", "src": "Source", "number": "Number", "url": "Link", "urlname": "Link text",
        "magvar": "Magnetic variation", "geoidheight": "Geoid height", "fix": "Fix", "sat": "Satellites",
    ]

    /// Takes the text of the child element `name`.
    mutating func set(_ name: String, _ text: String) {
        let text = text.trimmingBlanks
        guard !text.isEmpty else { return }
        if let label = Self.factLabels[name] {
            add(fact: label, name == "ele" ? text + " m" : text)
        } else if ["name", "desc", "cmt", "type", "sym"].contains(name), texts[name] == nil {
            texts[name] = text
        }
    }

    mutating func add(fact name: String, _ value: String) {
        facts.append((name, value))
    }

    /// The place it is listed as.
    var fields: PlaceRecord {
        var place = PlaceRecord()
        place.coordinates = position ?? Coordinates(latitude: 0, longitude: 0)
        place.name = texts["name"] ?? kind.map { "\($0) at \(place.coordinates.displayText)" } ?? ""
        // Garmin units cut names (`VANSHNG LK`) and keep the whole in the comment.
        place.description = texts["desc"] ?? texts["cmt"] ?? ""
        place.category = texts["type"] ?? texts["sym"] ?? kind ?? ""
        if texts["desc"] != nil, let comment = texts["cmt"], comment != texts["desc"] { place.facts.append(("Comment", comment)) }
        if texts["type"] != nil, let symbol = texts["sym"] { place.facts.append(("Symbol", symbol)) }
        if kind != nil {
            place.facts.append(("Length", PhotoDetail.distance(length)))
            place.facts.append(("Points", "\(points)"))
        }
        place.facts += facts
        return place
    }
}
