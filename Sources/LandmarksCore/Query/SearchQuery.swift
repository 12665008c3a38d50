import Foundation

/// How the words of a search are found: fuzzily, fzf's way (each word's letters in order, the best
/// matches first), or exactly (each word as typed, in the list's order).
package enum SearchMode: String, CaseIterable, Sendable {
    case fuzzy
    case exact
}

// MARK: - SettingValue

extension SearchMode: SettingValue {
    package init?(json: JSONValue) {
        guard case .string(let raw) = json else { return nil }
        self.init(rawValue: raw)
    }

    package var json: JSONValue { .string(rawValue) }
}

/// What the user typed to find landmarks: words that must all appear, ignoring case and accents
/// (`cafe` finds `Café`), each in the name, park, city or state.
///
/// Fuzzily (the default, as in fzf), a word matches where its letters appear in that order (`brbay`
/// finds `Bear Bay`), and a word typed with a `'` in front matches as typed (`'bay`); exactly, every
/// word matches as typed, the `'` included.
package struct SearchQuery: Equatable, Sendable {
    /// The text as typed.
    package let text: String
    package let mode: SearchMode
    /// The words, folded, without the empty ones (a lone `'`, or a mark that folds away).
    let terms: [SearchTerm]

    package init(_ text: String, mode: SearchMode = .fuzzy) {
        self.text = text
        self.mode = mode
        terms = text.split(whereSeparator: \.isWhitespace).compactMap { word in
            let isQuoted = mode == .fuzzy && word.first == "'"
            let term = SearchTerm(isQuoted ? word.dropFirst() : word, isExact: mode == .exact || isQuoted)
            return term.scalars.isEmpty ? nil : term
        }
    }

    /// The text without the spaces and tabs around it (as `trimmingCharacters(in: .whitespaces)`
    /// gives it, without Foundation's cost at every key): `lake` while `lake ` is typed.
    package var trimmedText: String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Whether the query has no words, so that it matches everything.
    package var isEmpty: Bool { terms.isEmpty }

    /// Whether its matches are listed best first: a word is matched fuzzily. Exactly, they keep the
    /// list's order.
    package var isRanked: Bool { terms.contains { !$0.isExact } }

    /// Whether every word appears in one of the landmark's searchable fields.
    package func matches(_ landmark: Landmark) -> Bool {
        !matchingIndices(in: LandmarkColumns([landmark])).isEmpty
    }

    /// The positions of the landmarks in `landmarks` that match, in order (not ranked).
    package func matchingIndices(in landmarks: LandmarkColumns) -> [Int] {
        SearchIndex(landmarks: landmarks).matches(self, among: Array(landmarks.indices))
    }

    /// Whether every landmark that matches this query matches `other` too, so that this query's
    /// matches are found among `other`'s: each of `other`'s words is implied by one of these (`lak` by
    /// `lake`, fuzzy `la` by `lake` or by `'lake`).
    func narrows(_ other: SearchQuery) -> Bool {
        other.terms.allSatisfy { old in terms.contains { $0.implies(old) } }
    }

    /// The positions of `text`'s characters that the words match, for highlighting: every occurrence
    /// of an exact word, and the best alignment of a fuzzy one.
    package func matchedPositions(in text: String) -> Set<Int> {
        guard !terms.isEmpty else { return [] }
        let folded = FoldedText(text)
        let scratch = FuzzyMatchScratch()
        return terms.reduce(into: Set<Int>()) { positions, term in
            positions.formUnion(
                term.isExact ? folded.positions(of: term.characters) : folded.bestAlignment(of: term, scratch: scratch).positions)
        }
    }

    /// Where the words are found among a landmark's fields, to mark the letters each field shows;
    /// `byState` when a word is found in the state and not the name or park (fuzzily, best there),
    /// `byCity` when only in the city (fuzzily, best there): fields the list may have no column for.
    package func highlights(name: String, park: String, city: String, state: String) -> FieldHighlights {
        var highlights = FieldHighlights()
        guard !terms.isEmpty else { return highlights }
        // In the order a tie between fields is decided: the columns shown first, the city last.
        let fields = [name, park, state, city].map(FoldedText.init)
        var found = [Set<Int>](repeating: [], count: 4)
        let scratch = FuzzyMatchScratch()
        for term in terms {
            if term.isExact {
                let positions = fields.map { $0.positions(of: term.characters) }
                for field in fields.indices { found[field].formUnion(positions[field]) }
                // Found in the name or park, the row shows it whatever the columns; else in the state, then the city.
                if positions[0].isEmpty && positions[1].isEmpty {
                    if !positions[2].isEmpty { highlights.byState = true } else if !positions[3].isEmpty { highlights.byCity = true }
                }
            } else {
                let alignments = fields.map { $0.bestAlignment(of: term, scratch: scratch) }
                guard let best = alignments.indices.max(by: { (alignments[$0].score ?? -1, $1) < (alignments[$1].score ?? -1, $0) }),
                    alignments[best].score != nil
                else { continue }
                found[best].formUnion(alignments[best].positions)
                if best == 2 { highlights.byState = true }
                if best == 3 { highlights.byCity = true }
            }
        }
        (highlights.name, highlights.park, highlights.state, highlights.city) = (found[0], found[1], found[2], found[3])
        return highlights
    }
}

/// The letters of a landmark's fields that a search marks, by field, as `SearchQuery.highlights` finds them.
package struct FieldHighlights: Equatable, Sendable {
    package var name: Set<Int> = []
    package var park: Set<Int> = []
    package var city: Set<Int> = []
    package var state: Set<Int> = []
    /// Whether a word is found only in the city (fuzzily: best there), which the row then shows.
    package var byCity = false
    /// Whether a word is found in the state and not the name or park (fuzzily: best there), which the
    /// row then shows where the state has no column.
    package var byState = false
}

/// Text with each character folded (lower case, no accents), remembering which original character
/// each folded one came from.
struct FoldedText {
    let characters: [Character]
    /// For each folded character, the position of the original character it came from.
    private let origins: [Int]

    init(_ text: String) {
        var characters: [Character] = []
        var origins: [Int] = []
        for (position, character) in text.enumerated() {
            // Most characters are one ASCII byte, which folds to its lower case.
            if character.utf8.count == 1, let byte = character.utf8.first {
                characters.append(Character(Unicode.Scalar(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)))
                origins.append(position)
                continue
            }
            let folded = TextFolding.folded(String(character))
            characters.append(contentsOf: folded)
            origins.append(contentsOf: repeatElement(position, count: folded.count))
        }
        self.characters = characters
        self.origins = origins
    }

    /// Original positions covered by every occurrence of `word`.
    func positions(of word: [Character]) -> Set<Int> {
        var positions = Set<Int>()
        for start in firstOccurrences(of: word) {
            positions.formUnion(origins[start..<start + word.count])
        }
        return positions
    }

    /// The score of `term` (fuzzy) in this text and the original positions of the letters of its best
    /// alignment, as the search index scores it; no score when it is not found.
    func bestAlignment(of term: SearchTerm, scratch: FuzzyMatchScratch) -> (score: Int32?, positions: Set<Int>) {
        // Each folded character's scalars, with the original character they came from.
        var scalars: [UInt32] = []
        var scalarOrigins: [Int] = []
        for (character, origin) in zip(characters, origins) {
            for scalar in character.unicodeScalars where scalar.value != 0 {
                scalars.append(scalar.value)
                scalarOrigins.append(origin)
            }
        }
        var positions = Set<Int>()
        let score = term.scalars.withUnsafeBufferPointer { pattern in
            scalars.withUnsafeBufferPointer { text in
                FuzzyMatch.score(of: pattern, in: text, scratch: scratch) { positions.insert(scalarOrigins[$0]) }
            }
        }
        return (score, positions)
    }

    private func firstOccurrences(of word: [Character]) -> LazyFilterSequence<Range<Int>> {
        let last = characters.count - word.count
        return (0..<max(last + 1, 0)).lazy.filter { start in
            !word.isEmpty && characters[start..<start + word.count].elementsEqual(word)
        }
    }
}
