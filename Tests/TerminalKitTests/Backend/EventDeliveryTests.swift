import Foundation
import TerminalKit
import Testing

/// Waking the event loop from other threads, and the test backend's script.
@Suite struct EventDeliveryTests {
    @Test func aWakeFromAnotherThreadEndsTheWait() {
        let waker = Waker()
        #expect(!waker.wait(timeoutMilliseconds: 0))
        Thread.detachNewThread { waker.wake() }
        #expect(waker.wait(timeoutMilliseconds: 10_000))
        #expect(!waker.wait(timeoutMilliseconds: 0))
    }

    @Test func theInboxKeepsEveryMessagePostedFromManyThreadsInOrderPerThread() async {
        let backend = TestBackend(width: 10, height: 2, waitsWhenEmpty: true)
        let inbox = Inbox<Int>(waker: backend.waker)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask { for n in 0..<250 { inbox.post(worker * 1000 + n) } }
            }
        }
        #expect(backend.nextEvent(timeoutMilliseconds: 5_000) == .wake)
        let messages = inbox.takeAll()
        #expect(messages.count == 1000)
        for worker in 0..<4 {
            let mine = messages.filter { $0 / 1000 == worker }
            #expect(mine == mine.sorted())
        }
        #expect(inbox.takeAll().isEmpty)
    }

    @Test func theTestBackendPlaysItsScriptThenEndsTheInput() {
        let backend = TestBackend(width: 10, height: 2, events: [.key(.down), .resize])
        #expect(backend.nextEvent(timeoutMilliseconds: nil) == .key(.down))
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .resize)
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .timeout)
        #expect(backend.nextEvent(timeoutMilliseconds: nil) == .endOfInput)
    }

    @Test func aWaitingTestBackendTakesEventsSentFromAnotherThread() {
        let backend = TestBackend(width: 10, height: 2, waitsWhenEmpty: true)
        #expect(backend.nextEvent(timeoutMilliseconds: 1) == .timeout)
        Thread.detachNewThread { backend.send(.key(.character("x"))) }
        var event = backend.nextEvent(timeoutMilliseconds: 10_000)
        // A wake may come first when the key lands between the look and the wait.
        if event == .wake { event = backend.nextEvent(timeoutMilliseconds: 10_000) }
        #expect(event == .key(.character("x")))
        backend.endInput()
        #expect(backend.nextEvent(timeoutMilliseconds: 10_000) == .endOfInput)
    }
}
