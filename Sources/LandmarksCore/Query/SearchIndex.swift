import Foundation

/// The landmarks' searchable fields folded once (lower case, no accents), each distinct text kept once.
///
/// A catalog repeats its states, parks and cities, and often its names, many times over: each
/// landmark's name, park, city and state are numbers of texts kept back to back in one buffer, so
/// that a keystroke scores each distinct text once (fuzzily, fzf's way, on every core) and then each
/// landmark by the scores of its four texts. A million landmarks' search text so takes a few tens of
/// megabytes at most, and a word is never compared with the same text twice.
struct SearchIndex: Sendable {
    /// The distinct folded texts, back to back.
    private var texts: [UInt8] = []
    /// Where each text starts in `texts`; one more entry than texts, for the end.
    private var textStarts: [Int] = [0]
    /// Whether each text is ASCII, so that it is scored byte by byte.
    private var textIsASCII: [Bool] = []
    /// Each text's hash, so that the slots grow without hashing every text again.
    private var textHashes: [UInt32] = []
    /// Each landmark's texts, `fieldCount` of them, in store order.
    private var fieldTexts: [UInt32] = []
    /// Open addressing over the texts: a text's number plus one, or 0 for an empty slot; at most half full.
    private var slots = [UInt32](repeating: 0, count: 1024)

    /// The texts searched, in the order they are kept.
    private static let searchedFields: [LandmarkColumns.Field] = [.name, .park, .city, .state]
    static let fieldCount = 4

    /// Candidates (or texts) below this are scored on the calling thread; splitting costs more than it saves.
    private static let parallelThreshold = 20_000

    /// The index of a store's landmarks.
    init(landmarks: LandmarkColumns) {
        fieldTexts.reserveCapacity(landmarks.count * Self.fieldCount)
        append(landmarks, from: 0)
    }

    /// How many distinct texts there are.
    var textCount: Int { textIsASCII.count }

    /// Adds the landmarks of `landmarks` from `first` on, which joined the store after the others.
    mutating func append(_ landmarks: LandmarkColumns, from first: Int) {
        guard first < landmarks.count else { return }
        for index in first..<landmarks.count {
            for field in Self.searchedFields {
                // Folded after the texts kept, and kept there only if it is new.
                let start = texts.count
                landmarks.withBytes(of: field, at: index) { Self.appendFolded($0, to: &texts) }
                fieldTexts.append(internLastText(from: start))
            }
        }
    }

    /// The number of the text folded at the end of `texts` from `start` on: an earlier one's, the new
    /// bytes dropped, or its own, kept.
    private mutating func internLastText(from start: Int) -> UInt32 {
        let mask = slots.count - 1
        var slot = 0
        let (found, hash, isASCII): (UInt32?, UInt32, Bool) = texts.withUnsafeBufferPointer { texts in
            let text = UnsafeBufferPointer(rebasing: texts[start...])
            let hash = Self.hash(text)
            slot = Int(hash) & mask
            while slots[slot] != 0 {
                let number = Int(slots[slot] - 1)
                if textHashes[number] == hash {
                    let kept = UnsafeBufferPointer(rebasing: texts[textStarts[number]..<textStarts[number + 1]])
                    if kept.elementsEqualBytes(text) { return (UInt32(number), hash, true) }
                }
                slot = (slot + 1) & mask
            }
            return (nil, hash, text.allSatisfy { $0 < 0x80 })
        }
        if let found {
            texts.removeLast(texts.count - start)
            return found
        }
        let number = UInt32(textCount)
        textStarts.append(texts.count)
        textIsASCII.append(isASCII)
        textHashes.append(hash)
        slots[slot] = number + 1
        if textCount * 2 > slots.count { growSlots() }
        return number
    }

    /// Doubles the slots and places every text again.
    private mutating func growSlots() {
        var slots = [UInt32](repeating: 0, count: self.slots.count * 2)
        let mask = slots.count - 1
        for (number, hash) in textHashes.enumerated() {
            var slot = Int(hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(number + 1)
        }
        self.slots = slots
    }

    /// A hash of `bytes` taken eight at a time, its bits mixed so that the low ones (the slot) depend
    /// on all of them.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* 0x9e37_79b9_7f4a_7c15
        guard let base = bytes.baseAddress else { return UInt32(truncatingIfNeeded: hash) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xd6e8_feb8_6659_fd93
            hash ^= hash >> 29
            offset += 8
        }
        var last: UInt64 = 0
        for index in offset..<bytes.count { last = last << 8 | UInt64(base[index]) }
        hash = (hash ^ last) &* 0xd6e8_feb8_6659_fd93
        hash ^= hash >> 32
        hash &*= 0x9e37_79b9_7f4a_7c15
        return UInt32(truncatingIfNeeded: hash ^ hash >> 29)
    }

    /// The candidates, in their order, whose fields hold every word of `query` (each word within one field).
    func matches(_ query: SearchQuery, among candidates: [Int]) -> [Int] {
        matches(query, among: candidates, scores: nil)
    }

    /// The candidates, in their order, whose fields hold every word of `query` (each word within one
    /// field); when `query` is ranked and `scores` given, each match's score is written there at its
    /// store index: the sum of its words' best scores, each over the landmark's fields.
    func matches(_ query: SearchQuery, among candidates: [Int], scores: UnsafeMutableBufferPointer<Int32>?) -> [Int] {
        let terms = query.terms
        guard !terms.isEmpty else { return candidates }
        let ranked = scores != nil && query.isRanked
        // Few candidates among many texts (favourites, a narrowed search): only their texts are scored.
        if candidates.count < Self.parallelThreshold && candidates.count * Self.fieldCount < textCount {
            return matchesScoringTheirTexts(terms, ranked: ranked, among: candidates, scores: scores)
        }
        let termScores = scoresOfEveryText(terms, ranked: ranked)
        let chunkCount = candidates.count < Self.parallelThreshold ? 1 : ProcessInfo.processInfo.activeProcessorCount
        let chunkSize = (candidates.count + chunkCount - 1) / max(chunkCount, 1)
        var chunks = [[Int]](repeating: [], count: chunkCount)
        termScores.withUnsafeBufferPointer { termScores in
            fieldTexts.withUnsafeBufferPointer { fieldTexts in
                candidates.withUnsafeBufferPointer { candidates in
                    chunks.withUnsafeMutableBufferPointer { results in
                        // Each iteration writes only its own element of `results`, and the scores of its own candidates.
                        nonisolated(unsafe) let results = results
                        nonisolated(unsafe) let termScores = termScores
                        nonisolated(unsafe) let fieldTexts = fieldTexts
                        nonisolated(unsafe) let candidates = candidates
                        nonisolated(unsafe) let scores = ranked ? scores : nil
                        let textCount = self.textCount
                        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                            let range = min(chunk * chunkSize, candidates.count)..<min((chunk + 1) * chunkSize, candidates.count)
                            results[chunk] = Self.matches(
                                UnsafeBufferPointer(rebasing: candidates[range]), termCount: terms.count, textCount: textCount,
                                termScores: termScores, fieldTexts: fieldTexts, scores: scores)
                        }
                    }
                }
            }
        }
        return chunkCount == 1 ? chunks[0] : Self.joined(chunks)
    }

    /// The `candidates` whose fields hold every term, by the terms' scores of every text (`termCount`
    /// rows of `textCount`, negative for none), writing each one's total to `scores` when given.
    private static func matches(
        _ candidates: UnsafeBufferPointer<Int>, termCount: Int, textCount: Int, termScores: UnsafeBufferPointer<Int32>,
        fieldTexts: UnsafeBufferPointer<UInt32>, scores: UnsafeMutableBufferPointer<Int32>?
    ) -> [Int] {
        guard let termScores = termScores.baseAddress, let fieldTexts = fieldTexts.baseAddress else { return [] }
        // A million landmarks at every key: a plain loop over pointers, into room for all of them.
        return [Int](unsafeUninitializedCapacity: candidates.count) { found, count in
            var matched = 0
            for index in candidates {
                let texts = fieldTexts + index * fieldCount
                var total = 0
                var term = 0
                while term < termCount {
                    let row = termScores + term * textCount
                    let best = max(max(row[Int(texts[0])], row[Int(texts[1])]), max(row[Int(texts[2])], row[Int(texts[3])]))
                    if best < 0 { break }
                    total &+= Int(best)
                    term += 1
                }
                guard term == termCount else { continue }
                found[matched] = index
                matched += 1
                scores?[index] = Int32(clamping: total)
            }
            count = matched
        }
    }

    /// The chunks' indices one after the other, copied once.
    private static func joined(_ chunks: [[Int]]) -> [Int] {
        [Int](unsafeUninitializedCapacity: chunks.reduce(0) { $0 + $1.count }) { buffer, count in
            for chunk in chunks {
                chunk.withUnsafeBufferPointer { chunk in
                    guard let source = chunk.baseAddress, let target = buffer.baseAddress else { return }
                    (target + count).update(from: source, count: chunk.count)
                    count += chunk.count
                }
            }
        }
    }

    /// The sum of the landmark's words' best scores over its fields, nil when a word is in none;
    /// `score(term, text)` gives a word's score in a text, negative for none.
    @inline(__always) private static func total(
        ofLandmarkAt index: Int, termCount: Int, fieldTexts: UnsafeBufferPointer<UInt32>, score: (Int, Int) -> Int32
    ) -> Int32? {
        let base = index * fieldCount
        var total = 0
        for term in 0..<termCount {
            let best = max(
                max(score(term, Int(fieldTexts[base])), score(term, Int(fieldTexts[base + 1]))),
                max(score(term, Int(fieldTexts[base + 2])), score(term, Int(fieldTexts[base + 3]))))
            guard best >= 0 else { return nil }
            total += Int(best)
        }
        return Int32(clamping: total)
    }

    /// Every text's score of each term, term after term (negative: not found), worked out on every core.
    private func scoresOfEveryText(_ terms: [SearchTerm], ranked: Bool) -> [Int32] {
        let textCount = self.textCount
        let chunkCount = textCount < Self.parallelThreshold ? 1 : ProcessInfo.processInfo.activeProcessorCount
        let chunkSize = (textCount + chunkCount - 1) / max(chunkCount, 1)
        return [Int32](unsafeUninitializedCapacity: textCount * terms.count) { buffer, count in
            texts.withUnsafeBufferPointer { texts in
                textStarts.withUnsafeBufferPointer { starts in
                    textIsASCII.withUnsafeBufferPointer { isASCII in
                        // Each iteration writes only its own texts' scores.
                        nonisolated(unsafe) let (buffer, texts, starts, isASCII) = (buffer, texts, starts, isASCII)
                        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                            let scratch = FuzzyMatchScratch()
                            let numbers = min(chunk * chunkSize, textCount)..<min((chunk + 1) * chunkSize, textCount)
                            for (position, term) in terms.enumerated() {
                                term.withPattern { pattern in
                                    for number in numbers {
                                        let text = UnsafeBufferPointer(rebasing: texts[starts[number]..<starts[number + 1]])
                                        buffer[position * textCount + number] =
                                            pattern.score(in: text, isASCII: isASCII[number], ranked: ranked, scratch: scratch) ?? -1
                                    }
                                }
                            }
                        }
                    }
                }
            }
            count = textCount * terms.count
        }
    }

    /// `matches` for a few candidates: their texts are scored as they come, each once.
    private func matchesScoringTheirTexts(
        _ terms: [SearchTerm], ranked: Bool, among candidates: [Int], scores: UnsafeMutableBufferPointer<Int32>?
    ) -> [Int] {
        let unknown = Int32.min
        var known = [Int32](repeating: unknown, count: textCount * terms.count)
        let scratch = FuzzyMatchScratch()
        return fieldTexts.withUnsafeBufferPointer { fieldTexts in
            candidates.filter { index in
                let total = Self.total(ofLandmarkAt: index, termCount: terms.count, fieldTexts: fieldTexts) { term, text in
                    let position = term * textCount + text
                    if known[position] == unknown {
                        known[position] = score(of: terms[term], inText: text, ranked: ranked, scratch: scratch)
                    }
                    return known[position]
                }
                guard let total else { return false }
                if ranked { scores?[index] = total }
                return true
            }
        }
    }

    /// The score of `term` in text `number`; -1 when it is not there.
    private func score(of term: SearchTerm, inText number: Int, ranked: Bool, scratch: FuzzyMatchScratch) -> Int32 {
        texts.withUnsafeBufferPointer { texts in
            let text = UnsafeBufferPointer(rebasing: texts[textStarts[number]..<textStarts[number + 1]])
            return term.score(in: text, isASCII: textIsASCII[number], ranked: ranked, scratch: scratch) ?? -1
        }
    }

    /// Appends `field` (UTF-8) folded as `SearchQuery` folds words, without zero bytes (they end no field here,
    /// but a word never holds one).
    private static func appendFolded(_ field: UnsafeBufferPointer<UInt8>, to text: inout [UInt8]) {
        let start = text.count
        TextFolding.appendFolded(field, to: &text)
        // Folding makes a zero byte only of a zero byte, which a hostile file may hold.
        if let bytes = field.baseAddress, memchr(bytes, 0, field.count) != nil {
            text.replaceSubrange(start..., with: text[start...].filter { $0 != 0 })
        }
    }

    /// Whether `needle` (not empty) occurs in `haystack`: `memchr` finds each candidate first byte,
    /// and a loop checks the rest (glibc's `memmem` is not visible to Swift).
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, let start = haystack.baseAddress, let needleStart = needle.baseAddress,
            needle.count <= haystack.count
        else { return false }
        let end = start + haystack.count
        let lastStart = end - needle.count
        var cursor = start
        while cursor <= lastStart {
            guard let found = memchr(cursor, Int32(first), lastStart - cursor + 1) else { return false }
            let position = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            // The rest of a typed word is a few bytes: compared here, without a call to `memcmp` each.
            var matched = 1
            while matched < needle.count, position[matched] == needleStart[matched] { matched += 1 }
            if matched == needle.count { return true }
            cursor = position + 1
        }
        return false
    }

    /// Whether the bytes of `needle` (not empty) occur in `haystack` in order, not necessarily next
    /// to each other: `memchr` finds each in turn.
    static func containsInOrder(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard var cursor = haystack.baseAddress else { return needle.isEmpty }
        let end = cursor + haystack.count
        for byte in needle {
            guard cursor < end, let found = memchr(cursor, Int32(byte), end - cursor) else { return false }
            cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return true
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether both hold the same bytes.
    fileprivate func elementsEqualBytes(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let base = baseAddress, let otherBase = other.baseAddress else { return true }
        return memcmp(base, otherBase, count) == 0
    }
}
