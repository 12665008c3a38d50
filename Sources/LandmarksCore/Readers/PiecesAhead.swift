import Foundation
import Locking

/// Makes a reader's pieces on a thread of its own, a few ahead of the reader that takes them, so that
/// two cores share the reading of a big file (one parses while the other makes the places).
///
/// The maker runs on its thread alone until it hands over its last piece or the reader is done with
/// the pieces (deinit), which waits for it to stop: whatever the maker uses is its own meanwhile.
final class PiecesAhead<Piece> {
    private struct Queue {
        var pieces: [Piece] = []
        /// The maker handed over its last piece, or stopped as the reader asked.
        var makerEnded = false
        var readerLeft = false
    }

    private let queue: Locked<Queue>

    /// Starts `make` on a new thread: it returns each piece and whether it is the last, and is called
    /// while the reader has fewer than `ahead` pieces waiting.
    init(ahead: Int = 2, make: @escaping () -> (piece: Piece, isLast: Bool)) {
        let queue = Locked(Queue())
        self.queue = queue
        let maker = AppMessage.HandedOver(make)
        Thread.detachNewThread {
            while true {
                let made = maker.value()
                let goesOn = queue.withLockWakingWaiters { queue in
                    queue.pieces.append(made.piece)
                    queue.makerEnded = made.isLast
                    return !made.isLast
                }
                guard goesOn, queue.wait(until: { $0.pieces.count < ahead || $0.readerLeft }, then: { queue, _ in !queue.readerLeft })
                else { break }
            }
            queue.withLockWakingWaiters { $0.makerEnded = true }
        }
    }

    deinit {
        queue.withLockWakingWaiters { $0.readerLeft = true }
        queue.wait(until: \.makerEnded)
    }

    /// The next piece, waiting for it if need be; nil after the last.
    func next() -> Piece? {
        let piece = queue.wait(
            until: { !$0.pieces.isEmpty || $0.makerEnded }, then: { queue, _ in queue.pieces.isEmpty ? nil : queue.pieces.removeFirst() })
        // The maker may wait for the room the piece leaves.
        queue.withLockWakingWaiters { _ in }
        return piece
    }
}
