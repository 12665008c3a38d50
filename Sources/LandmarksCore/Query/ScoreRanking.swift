import Foundation

/// Puts a search's matches best first, equal scores in the order they came in: a counting sort, as
/// scores are small numbers, split between the cores for many matches.
enum ScoreRanking {
    /// Matches below this are ranked on the calling thread; splitting costs more than it saves.
    private static let parallelThreshold = 50_000

    /// `ordered` (store indices) by `scores[index]` (never negative), highest first, stably.
    static func bestFirst(_ ordered: [Int], scores: UnsafeBufferPointer<Int32>) -> [Int] {
        guard ordered.count > 1 else { return ordered }
        return ordered.withUnsafeBufferPointer { ordered in
            // Each thread reads them; none writes them.
            nonisolated(unsafe) let ordered = ordered
            nonisolated(unsafe) let scores = scores
            let top = ordered.reduce(Int32(0)) { max($0, scores[$1]) }
            // A place per score, best first; a query of many words could score beyond any count's use.
            let placeCount = Int(top) + 1
            guard placeCount <= max(ordered.count, 1 << 16) else {
                return ordered.enumerated().sorted { (scores[$1.element], $0.offset) < (scores[$0.element], $1.offset) }
                    .map(\.element)
            }
            let chunkCount = ordered.count < parallelThreshold ? 1 : ProcessInfo.processInfo.activeProcessorCount
            let chunkSize = (ordered.count + chunkCount - 1) / chunkCount
            // Each chunk's count of each place, then where its first of each place goes.
            var starts = [Int](repeating: 0, count: chunkCount * placeCount)
            return starts.withUnsafeMutableBufferPointer { starts in
                nonisolated(unsafe) let starts = starts
                DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                    let range = min(chunk * chunkSize, ordered.count)..<min((chunk + 1) * chunkSize, ordered.count)
                    count(
                        UnsafeBufferPointer(rebasing: ordered[range]), top: top, scores: scores,
                        into: starts.baseAddress! + chunk * placeCount)
                }
                var next = 0
                for place in 0..<placeCount {
                    for chunk in 0..<chunkCount {
                        let count = starts[chunk * placeCount + place]
                        starts[chunk * placeCount + place] = next
                        next += count
                    }
                }
                return [Int](unsafeUninitializedCapacity: ordered.count) { buffer, count in
                    nonisolated(unsafe) let buffer = buffer
                    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                        let next = starts.baseAddress! + chunk * placeCount
                        for position in min(chunk * chunkSize, ordered.count)..<min((chunk + 1) * chunkSize, ordered.count) {
                            let index = ordered[position]
                            let place = Int(top - scores[index])
                            buffer[next[place]] = index
                            next[place] += 1
                        }
                    }
                    count = ordered.count
                }
            }
        }
    }

    /// Counts how many of `indices` score each place (`top` minus the score) into `counts`.
    private static func count(
        _ indices: UnsafeBufferPointer<Int>, top: Int32, scores: UnsafeBufferPointer<Int32>, into counts: UnsafeMutablePointer<Int>
    ) {
        // Most matches share a few scores: four tallies taken in turn, so that one count's increments
        // do not each wait for the last.
        let placeCount = Int(top) + 1
        let tallies = UnsafeMutablePointer<Int>.allocate(capacity: 4 * placeCount)
        defer { tallies.deallocate() }
        tallies.initialize(repeating: 0, count: 4 * placeCount)
        var position = 0
        while position + 4 <= indices.count {
            for lane in 0..<4 { tallies[lane * placeCount + Int(top - scores[indices[position + lane]])] += 1 }
            position += 4
        }
        while position < indices.count {
            tallies[Int(top - scores[indices[position]])] += 1
            position += 1
        }
        for place in 0..<placeCount {
            counts[place] = tallies[place] + tallies[placeCount + place] + tallies[2 * placeCount + place] + tallies[3 * placeCount + place]
        }
    }
}
