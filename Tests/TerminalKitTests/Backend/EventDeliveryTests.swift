import Foundation
import Locking
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
        let inbox = Inbox<Int>()
        inbox.connect(to: backend.waker)
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

/// The inbox's weights, urgency and waiting, which pace a catalog read faster than the app shows it.
@Suite struct InboxTests {
    @Test func aFullInboxMakesItsPosterWaitUntilTheLoopTakesTheMessages() {
        let inbox = Inbox<Int>(mostWeight: 10)
        let third = Locked(false)
        Thread.detachNewThread {
            inbox.post(1, weight: 6)
            inbox.post(2, weight: 6)
            inbox.post(3, weight: 6)
            third.withLockWakingWaiters { $0 = true }
        }
        // Two batches fill it: the loop is asked to take them now, and the third waits for room.
        let deadline = ContinuousClock.now + .seconds(10)
        let pause = Locked(())
        while !inbox.needsTakingNow, ContinuousClock.now < deadline {
            pause.wait(until: { _ in false }, timeout: .milliseconds(1))
        }
        #expect(inbox.needsTakingNow)
        #expect(!third.withLock { $0 })
        #expect(inbox.takeAll() == [1, 2])
        #expect(third.wait(until: { $0 }, timeout: .seconds(10)))
        #expect(inbox.takeAll() == [3])
    }

    @Test func anUrgentMessageAsksToBeTakenNow() {
        let inbox = Inbox<String>()
        inbox.post("batch")
        #expect(!inbox.needsTakingNow)
        inbox.post("end", isUrgent: true)
        #expect(inbox.needsTakingNow)
        #expect(inbox.takeAll() == ["batch", "end"])
        #expect(!inbox.needsTakingNow && inbox.isEmpty)
    }

    @Test func messagesPostedBeforeTheLoopConnectsWakeItWhenItDoes() {
        let backend = TestBackend(width: 10, height: 2, waitsWhenEmpty: true)
        let inbox = Inbox<Int>()
        inbox.post(7)
        #expect(backend.nextEvent(timeoutMilliseconds: 0) == .timeout)
        inbox.connect(to: backend.waker)
        #expect(backend.nextEvent(timeoutMilliseconds: 5_000) == .wake)
        #expect(inbox.takeAll() == [7])
    }

    @Test func waitingForMessagesEndsWhenTheyAreDoneOrTheTimeRunsOut() {
        let inbox = Inbox<Int>()
        Thread.detachNewThread {
            for n in 1...3 { inbox.post(n) }
        }
        inbox.waitForMessages(timeout: .seconds(30)) { $0.contains(3) }
        #expect(inbox.takeAll() == [1, 2, 3])
        // Something came but is never done: the wait ends at the timeout.
        inbox.post(1)
        let start = ContinuousClock.now
        inbox.waitForMessages(timeout: .milliseconds(20)) { _ in false }
        #expect(ContinuousClock.now - start >= .milliseconds(20))
    }
}
