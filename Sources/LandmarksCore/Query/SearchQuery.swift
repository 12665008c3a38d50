import Foundation

/// What the user typed to find landmarks: words that must all appear, ignoring case and accents
/// (`cafe` finds `Café`), each in the name, park, city or state.
package struct SearchQuery: Equatable, Sendable {
    /// The text as typed.
    package let text: String
    /// The words, folded, character by character for highlighting and whole for matching.
    let words: [[Character]]
    /// The folded words in UTF-8, as `SearchIndex` scans for them.
    let wordBytes: [[UInt8]]

    package init(_ text: String) {
        self.text = text
        words = text.split(whereSeparator: \.isWhitespace).map { FoldedText(String($0)).characters }
        wordBytes = words.map { Array(String($0).utf8.lazy.filter { $0 != 0 }) }
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
    package var isEmpty: Bool { words.isEmpty }

    /// Whether every word appears in one of the landmark's searchable fields.
    package func matches(_ landmark: Landmark) -> Bool {
        !matchingIndices(in: LandmarkColumns([landmark])).isEmpty
    }

    /// The positions of the landmarks in `landmarks` that match, in order.
    package func matchingIndices(in landmarks: LandmarkColumns) -> [Int] {
        SearchIndex(landmarks: landmarks).matches(wordBytes, among: Array(landmarks.indices))
    }

    /// The positions in `words` of the words that appear in `text`.
    package func foundWords(in text: String) -> Set<Int> {
        guard !words.isEmpty else { return [] }
        let folded = FoldedText(text)
        return Set(words.indices.filter { !folded.positions(of: words[$0]).isEmpty })
    }

    /// The positions of `text`'s characters that match a word, for highlighting.
    package func matchedPositions(in text: String) -> Set<Int> {
        guard !words.isEmpty else { return [] }
        let folded = FoldedText(text)
        return words.reduce(into: Set<Int>()) { positions, word in
            positions.formUnion(folded.positions(of: word))
        }
    }
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

    private func firstOccurrences(of word: [Character]) -> LazyFilterSequence<Range<Int>> {
        let last = characters.count - word.count
        return (0..<max(last + 1, 0)).lazy.filter { start in
            !word.isEmpty && characters[start..<start + word.count].elementsEqual(word)
        }
    }
}
