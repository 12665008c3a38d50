import Foundation
import Locking
import TerminalKit
import TerminalPictures
import Testing

/// The worker and its cache, with a fake renderer whose pace the test controls.
@Suite struct PictureLoaderTests {
    /// A renderer that records what it draws and can be held at the start of a drawing.
    final class FakeRenderer: Sendable {
        let drawn = Locked<[String]>([])
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let holds: Bool

        init(holds: Bool = false) { self.holds = holds }

        func render(_ request: PictureRequest) -> Result<Surface, PictureError> {
            started.signal()
            if holds { gate.wait() }
            drawn.withLock { $0.append((request.path as NSString).lastPathComponent) }
            if request.path.hasSuffix("bad") { return .failure(.notAPicture) }
            return .success(Surface(width: request.columns, height: request.rows, style: Style(background: .indexed(1))))
        }
    }

    /// Counts the loader's wake-ups, as the event loop's waker would see them.
    final class Wakes: Sendable {
        let count = Locked(0)
        let signal = DispatchSemaphore(value: 0)

        func wake() {
            count.withLock { $0 += 1 }
            signal.signal()
        }

        func waitForOne() -> Bool { signal.wait(timeout: .now() + 10) == .success }
    }

    private let folder: String = {
        let folder = NSTemporaryDirectory() + "pictures-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["a", "b", "c", "d", "bad"] {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(name.utf8))
        }
        return folder
    }()

    private func request(_ name: String, columns: Int = 4) -> PictureRequest {
        PictureRequest(path: folder + "/" + name, columns: columns, rows: 2, depth: .palette256)
    }

    private func frame(_ loader: PictureLoader, _ names: String...) -> [PictureState] {
        loader.beginFrame()
        defer { loader.endFrame() }
        return names.map { loader.picture(for: request($0)) }
    }

    @Test func aPictureLoadsOffTheLoopAndWakesItWhenReady() {
        let renderer = FakeRenderer()
        let wakes = Wakes()
        let loader = PictureLoader(render: renderer.render, onReady: wakes.wake)
        #expect(frame(loader, "a") == [.loading])
        #expect(wakes.waitForOne())
        guard case .ready(let surface) = frame(loader, "a")[0] else {
            Issue.record("not ready after the wake")
            return
        }
        #expect((surface.width, surface.height) == (4, 2))
        #expect(frame(loader, "bad") == [.loading])
        #expect(wakes.waitForOne())
        #expect(frame(loader, "bad") == [.failed(.notAPicture)])
        // A file that is not there fails in the frame that asks for it, without the worker.
        #expect(frame(loader, "missing") == [.failed(.missingFile)])
        #expect(renderer.drawn.withLock { $0 } == ["a", "bad"])
    }

    @Test func picturesNoLongerOnScreenAreNeverDrawn() {
        let renderer = FakeRenderer(holds: true)
        let wakes = Wakes()
        let loader = PictureLoader(render: renderer.render, onReady: wakes.wake)
        _ = frame(loader, "a")
        #expect(renderer.started.wait(timeout: .now() + 10) == .success)  // the worker holds a at the gate
        _ = frame(loader, "b")  // as if Down were held: b, c, then d on screen, each for a frame
        _ = frame(loader, "c")
        _ = frame(loader, "d")
        renderer.gate.signal()  // a finishes; only d is still wanted
        renderer.gate.signal()
        #expect(wakes.waitForOne())  // for d (a is no longer on screen: no wake for it)
        #expect(frame(loader, "d").first.map { if case .ready = $0 { true } else { false } } == true)
        #expect(renderer.drawn.withLock { $0 } == ["a", "d"])
        #expect(wakes.count.withLock { $0 } == 1)
        // a was drawn all the same: it is in the cache if it comes back.
        #expect(frame(loader, "a").first.map { if case .ready = $0 { true } else { false } } == true)
    }

    @Test func theCacheKeepsToItsBudgetDroppingTheLeastRecentlyShown() {
        let renderer = FakeRenderer()
        let wakes = Wakes()
        let pictureBytes = 64 + 4 * 2 * MemoryLayout<Cell>.stride
        let loader = PictureLoader(budgetBytes: 2 * pictureBytes, render: renderer.render, onReady: wakes.wake)
        for name in ["a", "b", "a", "c"] {
            if frame(loader, name) == [.loading] { #expect(wakes.waitForOne()) }
        }
        #expect(loader.statistics.cached == 2)
        #expect(loader.statistics.cachedBytes == 2 * pictureBytes)
        _ = frame(loader, "a")  // still there: shown after b
        _ = frame(loader, "b")  // gone: drawn again
        #expect(wakes.waitForOne())
        #expect(renderer.drawn.withLock { $0 } == ["a", "b", "c", "b"])
    }

    @Test func aChangedFileIsDrawnAgain() throws {
        let renderer = FakeRenderer()
        let wakes = Wakes()
        let loader = PictureLoader(render: renderer.render, onReady: wakes.wake)
        _ = frame(loader, "a")
        #expect(wakes.waitForOne())
        try Data("a longer content".utf8).write(to: URL(fileURLWithPath: folder + "/a"))
        #expect(frame(loader, "a") == [.loading])
        #expect(wakes.waitForOne())
        #expect(renderer.drawn.withLock { $0 } == ["a", "a"])
    }
}
