import Foundation

/// One word of a search, folded.
struct SearchTerm: Equatable, Sendable {
    /// The folded word, character by character for exact highlighting.
    let characters: [Character]
    /// In UTF-8, as the search index's texts are kept.
    let bytes: [UInt8]
    /// As Unicode scalars, the units fuzzy matching compares.
    let scalars: [UInt32]
    /// Whether it matches as typed rather than letter by letter.
    let isExact: Bool
    /// Whether every scalar is ASCII, so that a text that is ASCII can be compared byte by byte.
    let isASCII: Bool

    init(_ word: Substring, isExact: Bool) {
        characters = FoldedText(String(word)).characters
        // A zero byte separates the index's fields: it is never part of a word.
        bytes = Array(String(characters).utf8.lazy.filter { $0 != 0 })
        scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
        self.isExact = isExact
        isASCII = bytes.allSatisfy { $0 < 0x80 }
    }

    /// Whether a text this word is found in always holds `other` too.
    func implies(_ other: SearchTerm) -> Bool {
        if other.isExact {
            return isExact
                && bytes.withUnsafeBufferPointer { mine in other.bytes.withUnsafeBufferPointer { SearchIndex.contains(mine, $0) } }
        }
        // Fuzzily: the other's letters appear in order in this word (found as typed or letter by letter).
        var next = 0
        for scalar in scalars where next < other.scalars.count && scalar == other.scalars[next] { next += 1 }
        return next == other.scalars.count
    }

    /// Whether the word is found in one of the zero-separated folded fields of `text` (UTF-8).
    func isFound(inFieldsOf text: UnsafeBufferPointer<UInt8>, scratch: FuzzyMatchScratch) -> Bool {
        var start = 0
        while start < text.count {
            var end = start
            while end < text.count, text[end] != 0 { end += 1 }
            let field = UnsafeBufferPointer(rebasing: text[start..<end])
            if score(in: field, isASCII: field.allSatisfy { $0 < 0x80 }, ranked: false, scratch: scratch) != nil { return true }
            start = end + 1
        }
        return false
    }

    /// The word's score in one folded field (UTF-8, `isASCII` or not), nil when it is not found there;
    /// without `ranked`, it is only looked for and scores 0.
    func score(in field: UnsafeBufferPointer<UInt8>, isASCII fieldIsASCII: Bool, ranked: Bool, scratch: FuzzyMatchScratch) -> Int32? {
        withPattern { $0.score(in: field, isASCII: fieldIsASCII, ranked: ranked, scratch: scratch) }
    }

    /// Calls `body` with the word's units in place, so that scoring many texts does not ask for them each time.
    func withPattern<Result>(_ body: (SearchPattern) -> Result) -> Result {
        scalars.withUnsafeBufferPointer { scalars in
            bytes.withUnsafeBufferPointer { bytes in body(SearchPattern(scalars: scalars, bytes: bytes, isExact: isExact, isASCII: isASCII))
            }
        }
    }
}

/// A search word's units in place, valid inside `SearchTerm.withPattern`, for scoring many texts.
struct SearchPattern {
    let scalars: UnsafeBufferPointer<UInt32>
    let bytes: UnsafeBufferPointer<UInt8>
    let isExact: Bool
    let isASCII: Bool

    /// The word's score in one folded field (UTF-8, `isASCII` or not), nil when it is not found there;
    /// without `ranked`, it is only looked for and scores 0.
    @inline(__always) func score(
        in field: UnsafeBufferPointer<UInt8>, isASCII fieldIsASCII: Bool, ranked: Bool, scratch: FuzzyMatchScratch
    ) -> Int32? {
        // An ASCII field is compared byte by byte: no scalar beyond ASCII is in it.
        if fieldIsASCII && !isASCII { return nil }
        if !ranked {
            // Only whether it is there: the exact word as it is, the fuzzy one's letters in order.
            if isExact { return SearchIndex.contains(field, bytes) ? 0 : nil }
            if fieldIsASCII { return SearchIndex.containsInOrder(field, bytes) ? 0 : nil }
            var next = 0
            for unit in scratch.scalars(of: field) where next < scalars.count && unit == scalars[next] { next += 1 }
            return next == scalars.count ? 0 : nil
        }
        if fieldIsASCII {
            return isExact ? FuzzyMatch.exactScore(of: scalars, in: field) : FuzzyMatch.score(of: scalars, in: field, scratch: scratch)
        }
        let units = scratch.scalars(of: field)
        return isExact ? FuzzyMatch.exactScore(of: scalars, in: units) : FuzzyMatch.score(of: scalars, in: units, scratch: scratch)
    }
}
