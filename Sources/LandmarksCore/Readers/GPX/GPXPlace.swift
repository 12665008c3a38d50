/// A waypoint, route or track as a GPX file describes it, its child elements' texts gathered as
/// they are read (their UTF-8 bytes: a million waypoints make no string).
struct GPXPlace {
    var position: Coordinates?
    /// `Route` or `Track` for a path; nil for a waypoint.
    let kind: String?
    /// A path's length so far, in kilometres, and its points.
    var length = 0.0
    var points = 0
    /// The first `name`, `desc`, `cmt`, `type` and `sym`, in that order.
    private var texts: [[UInt8]?] = [nil, nil, nil, nil, nil]
    private var facts: [(name: String, value: [UInt8])] = []

    init(position: Coordinates?, kind: String?) {
        self.position = position
        self.kind = kind
    }

    /// What a child element of a waypoint, route or track is to it.
    enum Child: Equatable {
        /// One of its texts (an index in `texts`).
        case text(Int)
        /// A fact, with its label and what follows its value (` m` after an elevation).
        case fact(label: String, unit: String)
        /// Left out (`extensions`, a route's points).
        case other
    }

    /// What the child element called `name` is.
    static func child(named name: String) -> Child {
        if let field = ["name", "desc", "cmt", "type", "sym"].firstIndex(of: name) { return .text(field) }
        let labels = [
            "time": "Time", "ele": "Elevation", "src": "Source", "number": "Number", "url": "Link", "urlname": "Link text",
            "magvar": "Magnetic variation", "geoidheight": "Geoid height", "fix": "Fix", "sat": "Satellites",
        ]
        return labels[name].map { .fact(label: $0, unit: name == "ele" ? " m" : "") } ?? .other
    }

    /// Takes the text of a child element.
    mutating func set(_ child: Child, _ text: some BidirectionalCollection<UInt8>) {
        let text = text.trimmingBlanks
        guard !text.isEmpty else { return }
        switch child {
        case .text(let field) where texts[field] == nil: texts[field] = Array(text)
        case .fact(let label, let unit): facts.append((label, Array(text) + unit.utf8))
        default: break
        }
    }

    mutating func add(fact name: String, _ value: String) {
        facts.append((name, Array(value.utf8)))
    }

    /// Hands the place it is listed as to `body`, its texts valid during the call.
    func withFields<Result>(_ body: (LandmarkFields) -> Result) -> Result {
        let coordinates = position ?? Coordinates(latitude: 0, longitude: 0)
        let (name, description, comment, type, symbol) = (texts[0], texts[1], texts[2], texts[3], texts[4])
        // Garmin units cut names (`VANSHNG LK`) and keep the whole in the comment.
        var shownFacts: [UInt8] = []
        if description != nil, let comment, comment != description {
            LandmarkFact.append(name: "Comment".utf8, value: comment, to: &shownFacts)
        }
        if type != nil, let symbol { LandmarkFact.append(name: "Symbol".utf8, value: symbol, to: &shownFacts) }
        if kind != nil {
            LandmarkFact.append(name: "Length".utf8, value: PhotoDetail.distance(length).utf8, to: &shownFacts)
            LandmarkFact.append(name: "Points".utf8, value: "\(points)".utf8, to: &shownFacts)
        }
        for fact in facts { LandmarkFact.append(name: fact.name.utf8, value: fact.value, to: &shownFacts) }
        let shownName = name ?? kind.map { Array("\($0) at \(coordinates.displayText)".utf8) } ?? []
        let category = type ?? symbol ?? kind.map { Array($0.utf8) } ?? []
        return shownName.withUnsafeBytes { name in
            (description ?? comment ?? []).withUnsafeBytes { description in
                category.withUnsafeBytes { category in
                    shownFacts.withUnsafeBytes { facts in
                        var fields = LandmarkFields()
                        (fields.name, fields.description, fields.category, fields.facts) = (name, description, category, facts)
                        fields.coordinates = coordinates
                        return body(fields)
                    }
                }
            }
        }
    }
}

extension BidirectionalCollection<UInt8> {
    /// The bytes without the ASCII blanks (spaces, tabs, line breaks) at their ends.
    var trimmingBlanks: SubSequence {
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        let start = firstIndex { !isBlank($0) } ?? endIndex
        let end = lastIndex { !isBlank($0) }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
