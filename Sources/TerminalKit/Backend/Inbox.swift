/// Messages from background work to the event loop: workers post, the loop wakes and takes them all.
public final class Inbox<Message: Sendable>: Sendable {
    private let messages = Locked<[Message]>([])
    private let waker: Waker

    public init(waker: Waker) {
        self.waker = waker
    }

    /// Adds a message and wakes the loop; safe from any thread.
    public func post(_ message: Message) {
        messages.withLock { $0.append(message) }
        waker.wake()
    }

    /// Takes every message posted so far, oldest first.
    public func takeAll() -> [Message] {
        messages.withLock { messages in
            defer { messages = [] }
            return messages
        }
    }
}
