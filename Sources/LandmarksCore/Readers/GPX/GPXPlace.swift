/// A waypoint, route or track as a GPX file describes it, its child elements' texts gathered as
/// they are read.
struct GPXPlace {
    var position: Coordinates?
    /// `Route` or `Track` for a path; nil for a waypoint.
    let kind: String?
    /// A path's length so far, in kilometres, and its points.
    var length = 0.0
    var points = 0
    /// The first `name`, `desc`, `cmt`, `type` and `sym`, in that order.
    private var texts: [String?] = [nil, nil, nil, nil, nil]
    private static let fieldNames = ["name", "desc", "cmt", "type", "sym"]
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
        if let field = Self.fieldNames.firstIndex(of: name) {
            if texts[field] == nil { texts[field] = text }
        } else if let label = Self.factLabels[name] {
            add(fact: label, name == "ele" ? text + " m" : text)
        }
    }

    mutating func add(fact name: String, _ value: String) {
        facts.append((name, value))
    }

    /// The place it is listed as.
    var fields: PlaceRecord {
        var place = PlaceRecord()
        place.coordinates = position ?? Coordinates(latitude: 0, longitude: 0)
        let (name, description, comment, type, symbol) = (texts[0], texts[1], texts[2], texts[3], texts[4])
        place.name = name ?? kind.map { "\($0) at \(place.coordinates.displayText)" } ?? ""
        // Garmin units cut names (`VANSHNG LK`) and keep the whole in the comment.
        place.description = description ?? comment ?? ""
        place.category = type ?? symbol ?? kind ?? ""
        if description != nil, let comment, comment != description { place.facts.append(("Comment", comment)) }
        if type != nil, let symbol { place.facts.append(("Symbol", symbol)) }
        if kind != nil {
            place.facts.append(("Length", PhotoDetail.distance(length)))
            place.facts.append(("Points", "\(points)"))
        }
        place.facts += facts
        return place
    }
}
