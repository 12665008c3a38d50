import Locking
import Testing

@testable import LandmarksCore

/// A reader's pieces made on another thread come in order, end after the last, and a reader that
/// leaves early stops the maker rather than leave it waiting.
@Suite struct PiecesAheadTests {
    @Test func piecesComeInOrderAndEndAfterTheLast() {
        var next = 0
        let pieces = PiecesAhead(ahead: 2) {
            next += 1
            return (piece: next, isLast: next == 100)
        }
        var taken: [Int] = []
        while let piece = pieces.next() { taken.append(piece) }
        #expect(taken == Array(1...100))
        #expect(pieces.next() == nil)
    }

    @Test func aReaderThatLeavesEarlyStopsTheMaker() {
        let made = Locked(0)
        do {
            let pieces = PiecesAhead(ahead: 2) {
                let count = made.withLock { count in
                    count += 1
                    return count
                }
                return (piece: count, isLast: false)
            }
            #expect(pieces.next() == 1)
        }
        // The maker waited for room, then stopped when the reader left: it makes no more.
        let stopped = made.withLock { $0 }
        #expect(stopped <= 4)
        #expect(made.withLock { $0 } == stopped)
    }
}
