/// The places a reader left out because none of their positions read (a CSV row with an empty or
/// out-of-range latitude): how many, and where the first of them are in the file.
package struct LeftOutPlaces: Equatable, Sendable {
    package private(set) var count = 0
    /// Where the first `mostKept` are, and why each was left out.
    package private(set) var places: [DataFileError.Place] = []
    package private(set) var reasons: [String] = []
    /// What the file calls a place (`placemark`, `waypoint`), when not a row, line or record.
    private var what: String?
    package static let mostKept = 10_000

    package init() {}

    mutating func add(_ place: DataFileError.Place, reason: String = "no position that reads", what: String? = nil) {
        count += 1
        self.what = self.what ?? what
        guard places.count < Self.mostKept else { return }
        places.append(place)
        reasons.append(reason)
    }

    package mutating func add(_ other: LeftOutPlaces) {
        count += other.count
        what = what ?? other.what
        let room = Self.mostKept - places.count
        places += other.places.prefix(room)
        reasons += other.reasons.prefix(room)
    }

    /// One line saying how many were left out and where the first are: `3 rows without a position left
    /// out (rows 4, 9 and 12)`, `2 placemarks without a position left out (lines 4 and 9)`, and where
    /// to see them all when they are more; nil when none were.
    ///
    /// - Parameter command: the command that lists them all.
    package func summary(listedBy command: String = "landmarks list --problems") -> String? {
        guard count > 0 else { return nil }
        let numbers = places.prefix(3).map { place -> String in
            switch place {
            case .row(let row, _): "\(row)"
            case .line(let line), .position(let line, _): "\(line)"
            case .record(let record, _): "\(record)"
            case .open, .topLevel: "?"
            }
        }
        let unit =
            switch places.first {
            case .row?: "row"
            case .line?, .position?: "line"
            default: "record"
            }
        let noun = count == 1 ? unit : unit + "s"
        let what = self.what.map { count == 1 ? $0 : $0 + "s" } ?? noun
        let listed =
            count > numbers.count
            ? numbers.joined(separator: ", ") + ", …"
            : numbers.count == 1 ? numbers[0] : numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
        // More than the line names: where to see them all.
        let more = count > numbers.count ? "; `\(command)` lists them" : ""
        return "\(CountText(locale: nil).number(count)) \(what) without a position left out (\(noun) \(listed))\(more)"
    }
}
