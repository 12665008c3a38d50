/// The app in a pseudo-terminal of its own for the pictures section: 24-bit colour, keys typed one at
/// a time, each once the app has finished answering the previous one.
final class PictureAppSession {
    /// The terminal the app runs in.
    let session: PseudoTerminalSession
    private let context: BenchmarkContext
    private let folder: String

    /// What the app's environment adds to the harness's fixed one: pictures in 24-bit colour.
    static let environment = ["COLORTERM": "truecolor"]
    /// Output quiet and the app idle this long count as settled; longer than the app's 100 ms wait
    /// before it saves the selection, so that no save falls into the next measurement.
    static let settleQuiet = Duration.milliseconds(150)
    /// The longest wait for the app to settle or for the frames of a key.
    static let limit = Duration.seconds(20)

    /// Starts the app on `dataFile` in the section's terminal and waits for its first screen.
    init(context: BenchmarkContext, dataFile: String) throws {
        self.context = context
        folder = try context.workspace.makePrivateFolder()
        do {
            session = try context.app.start(
                dataFile: dataFile, size: context.terminalSize, privateFolder: folder,
                extraEnvironment: Self.environment)
            try session.waitUntilSettled(quiet: Self.settleQuiet, timeout: Self.limit)
        } catch {
            context.workspace.removeFolder(folder)
            throw error
        }
    }

    deinit {
        session.quit(typing: [])
        context.workspace.removeFolder(folder)
    }

    /// Types each key and waits until the app has drawn everything it draws for it (pictures too).
    func press(_ keys: TerminalKey...) throws {
        for key in keys {
            try session.send(key)
            try session.waitUntilSettled(quiet: Self.settleQuiet, timeout: Self.limit)
        }
    }

    /// Types `key` and reads its frames up to the first that shows a picture (or until the app has
    /// gone idle without one), then waits until the app has settled.
    ///
    /// - Throws: when the app ends, or draws nothing for the key.
    func measure(_ key: TerminalKey) throws -> PseudoTerminalSession.FrameResponse {
        let start = ContinuousClock.now
        try session.send(key)
        let response = session.readFrames(since: start, limit: Self.limit) { $0.last?.showsPicture == true }
        if session.hasExited {
            throw BenchmarkError.failed("the app ended (\(session.exitDescription)); it wrote: \(session.recentText)")
        }
        guard !response.frames.isEmpty else {
            throw BenchmarkError.failed("the app drew nothing for \(key); it shows: \(session.recentText)")
        }
        try session.waitUntilSettled(quiet: Self.settleQuiet, timeout: Self.limit)
        return response
    }

    /// Quits the app with `q`; returns whether it exited with status 0.
    func quit() -> Bool {
        session.quit(typing: context.app.quitKeys) == 0
    }
}
