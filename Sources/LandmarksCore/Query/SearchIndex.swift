import Foundation

/// The landmarks' searchable fields folded once into one byte buffer that every core scans.
///
/// Each landmark's name, park, city and state are folded (lower case, no accents) and kept back to
/// back, each field closed by a zero byte, so that a word found inside one landmark's
/// bytes lies inside one of its fields. One buffer instead of a `String` per field keeps a million
/// landmarks' search text in a few tens of megabytes and lets a keystroke compare bytes only.
struct SearchIndex: Sendable {
    /// The folded fields of every landmark, in store order.
    private var text: [UInt8] = []
    /// Where each landmark's bytes start in `text`; one more entry than landmarks, for the end.
    private var starts: [Int] = [0]

    /// The texts searched, in the order they are kept.
    private static let searchedFields: [LandmarkColumns.Field] = [.name, .park, .city, .state]

    /// Candidates below this are scanned on the calling thread; splitting costs more than it saves.
    private static let parallelThreshold = 20_000

    /// The index of a store's landmarks, made without copying its text buffer as it grows.
    init(landmarks: LandmarkColumns) {
        // Folding keeps most texts' length; a margin covers those it lengthens (`ß` → `ss`).
        let textCount = landmarks.searchableTextCount
        text.reserveCapacity(textCount + textCount / 8 + landmarks.count * 4)
        starts.reserveCapacity(landmarks.count + 1)
        append(landmarks, from: 0)
    }

    /// Adds the landmarks of `landmarks` from `first` on, which joined the store after the others.
    mutating func append(_ landmarks: LandmarkColumns, from first: Int) {
        for index in first..<landmarks.count {
            for field in Self.searchedFields {
                landmarks.withBytes(of: field, at: index) { Self.appendFolded($0, to: &text) }
                text.append(0)
            }
            starts.append(text.count)
        }
    }

    /// The candidates, in their order, whose fields hold every word (each word within one field).
    ///
    /// - Parameter words: folded words as `SearchQuery` makes them, in UTF-8.
    func matches(_ words: [[UInt8]], among candidates: [Int]) -> [Int] {
        let words = words.filter { !$0.isEmpty }
        guard !words.isEmpty else { return candidates }
        let chunkCount = candidates.count < Self.parallelThreshold ? 1 : ProcessInfo.processInfo.activeProcessorCount
        let chunkSize = (candidates.count + chunkCount - 1) / max(chunkCount, 1)
        var chunks = [[Int]](repeating: [], count: chunkCount)
        chunks.withUnsafeMutableBufferPointer { results in
            // Each iteration writes only its own element of `results`.
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let range = min(chunk * chunkSize, candidates.count)..<min((chunk + 1) * chunkSize, candidates.count)
                results[chunk] = candidates[range].filter { holds(words, landmarkAt: $0) }
            }
        }
        return chunkCount == 1 ? chunks[0] : Array(chunks.joined())
    }

    /// Whether the landmark's fields hold every word.
    private func holds(_ words: [[UInt8]], landmarkAt index: Int) -> Bool {
        text.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return false }
            let start = base + starts[index]
            let length = starts[index + 1] - starts[index]
            return words.allSatisfy { word in
                word.withUnsafeBufferPointer { Self.contains(UnsafeBufferPointer(start: start, count: length), $0) }
            }
        }
    }

    /// Appends `field` (UTF-8) folded as `SearchQuery` folds words, without zero bytes (the field separator).
    private static func appendFolded(_ field: UnsafeBufferPointer<UInt8>, to text: inout [UInt8]) {
        let start = text.count
        TextFolding.appendFolded(field, to: &text)
        // Folding makes a zero byte only of a zero byte, which a hostile file may hold.
        if let bytes = field.baseAddress, memchr(bytes, 0, field.count) != nil {
            text.replaceSubrange(start..., with: text[start...].filter { $0 != 0 })
        }
    }

    /// Whether every landmark matching `words` also matches `narrower`: each of `words` lies inside
    /// one of `narrower`'s, so a growing query can filter the previous result instead of everything.
    static func narrows(_ narrower: [[UInt8]], _ words: [[UInt8]]) -> Bool {
        words.allSatisfy { word in
            word.isEmpty
                || narrower.contains { candidate in
                    candidate.withUnsafeBufferPointer { haystack in word.withUnsafeBufferPointer { contains(haystack, $0) } }
                }
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
}
