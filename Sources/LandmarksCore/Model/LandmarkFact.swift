/// Something a place file says of a place beyond the fields every format has: a website, a Wikidata
/// id, a KML ExtendedData pair, a CSV column; shown as a row on the landmark screen and in `--json`.
package struct LandmarkFact: Equatable, Sendable {
    package var name: String
    package var value: String

    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Separates a fact's name from its value, and facts from one another, in `encoded`: control
    /// characters that no text shown keeps (a fact's own are made spaces).
    private static let nameEnd: UInt8 = 0x1F
    private static let factEnd: UInt8 = 0x1E

    /// Facts, their names and values UTF-8, as one text for a text column.
    package static func encoded<Name: Collection<UInt8>, Value: Collection<UInt8>>(
        _ facts: some Sequence<(name: Name, value: Value)>
    ) -> [UInt8] {
        var text: [UInt8] = []
        for (index, (name, value)) in facts.enumerated() {
            if index > 0 { text.append(factEnd) }
            appendSpaced(name, to: &text)
            text.append(nameEnd)
            appendSpaced(value, to: &text)
        }
        return text
    }

    /// Adds the fact `name`: `value` to `text`, facts `encoded` made (a reader's reused buffer, where a
    /// million places would make a million arrays).
    static func append(name: some Sequence<UInt8>, value: some Sequence<UInt8>, to text: inout [UInt8]) {
        if !text.isEmpty { text.append(factEnd) }
        appendSpaced(name, to: &text)
        text.append(nameEnd)
        appendSpaced(value, to: &text)
    }

    /// Adds `bytes` to `text` with the separators' bytes made spaces.
    static func appendSpaced(_ bytes: some Sequence<UInt8>, to text: inout [UInt8]) {
        // Copied at once, then the separators (which texts hardly ever hold) made spaces.
        let start = text.count
        text.append(contentsOf: bytes)
        text.withUnsafeMutableBufferPointer { text in
            for index in start..<text.count { text[index] = spaced(text[index]) }
        }
    }

    /// `facts` as one text, as `encoded` makes it.
    package static func encoded(_ facts: [LandmarkFact]) -> [UInt8] {
        encoded(facts.lazy.map { (name: $0.name.utf8, value: $0.value.utf8) })
    }

    private static func spaced(_ byte: UInt8) -> UInt8 {
        byte == nameEnd || byte == factEnd ? 0x20 : byte
    }

    /// The facts of a text `encoded` made.
    package static func decoded(_ text: some Collection<UInt8>) -> [LandmarkFact] {
        guard !text.isEmpty else { return [] }
        return text.split(separator: factEnd, omittingEmptySubsequences: false).map { fact in
            let parts = fact.split(separator: nameEnd, maxSplits: 1, omittingEmptySubsequences: false)
            return LandmarkFact(
                name: String(decoding: parts[0], as: UTF8.self), value: parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : "")
        }
    }
}
