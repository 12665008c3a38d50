/// Reading output frame by frame, for sections that time when something is drawn.
extension PseudoTerminalSession {
    /// The frames a program wrote in answer to some input.
    struct FrameResponse {
        var frames: [WrittenFrame]
        /// True when the limit ran out before the frames asked for were complete.
        var timedOut: Bool

        /// The first frame that shows a picture, if any.
        var pictureFrame: WrittenFrame? { frames.first { $0.marks.showsPicture } }
    }

    /// Reads the frames written after input sent at `start`, until `isComplete` holds for the frames
    /// so far, or the program has written nothing and been idle for `silence`, or `limit` has passed.
    ///
    /// A frame ends when all its output has been read and the program's main thread waits for input
    /// again, so that a frame written in pieces (a busy machine may pause the program within one) is
    /// one frame, and a frame that follows at once (a picture arriving from a worker thread) is
    /// another. Where the main thread cannot be seen, a frame ends after 1 ms without output.
    func readFrames(
        since start: ContinuousClock.Instant, limit: Duration, silence: Duration = .milliseconds(250),
        until isComplete: ([WrittenFrame]) -> Bool
    ) -> FrameResponse {
        let clock = ContinuousClock()
        keptOutput = []
        defer { keptOutput = nil }
        var frames: [WrittenFrame] = []
        var pendingEnd: Duration?
        var lastActivity = clock.now
        // Right after output, look again at once: the frame may be over and the next may follow soon.
        var wait = Duration.milliseconds(1)
        func endFrame() {
            frames.append(WrittenFrame(bytes: keptOutput ?? [], end: pendingEnd ?? .zero))
            keptOutput = []
            pendingEnd = nil
        }
        while clock.now - start < limit {
            guard let count = pollOnce(waitingAtMost: wait) else { break }
            let now = clock.now
            if count > 0 {
                pendingEnd = now - start
                lastActivity = now
                wait = .zero
                continue
            }
            wait = .milliseconds(1)
            if let end = pendingEnd {
                guard probe.mainThreadWaitsForInput() ?? (now - start - end >= .milliseconds(1)) else { continue }
                endFrame()
                if isComplete(frames) { return FrameResponse(frames: frames, timedOut: false) }
            } else if probe.isBusy() {
                lastActivity = now
            } else if now - lastActivity >= silence {
                return FrameResponse(frames: frames, timedOut: false)
            }
        }
        if pendingEnd != nil { endFrame() }
        return FrameResponse(frames: frames, timedOut: true)
    }
}
