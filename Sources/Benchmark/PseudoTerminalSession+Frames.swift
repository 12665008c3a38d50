/// Reading output frame by frame, for sections that time when something is drawn.
extension PseudoTerminalSession {
    /// The frames a program wrote in answer to some input.
    struct FrameResponse {
        var frames: [WrittenFrame]
        /// True when the limit ran out before the frames asked for were complete.
        var timedOut: Bool

        /// The first frame that shows a picture, if any.
        var pictureFrame: WrittenFrame? { frames.first { $0.showsPicture } }
        /// Bytes written in all the frames.
        var bytes: Int { frames.reduce(0) { $0 + $1.bytes.count } }
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
        let wasKeeping = keepsOutput
        keepsOutput = true
        _ = takeKeptOutput()
        defer { keepsOutput = wasKeeping }
        var frames: [WrittenFrame] = []
        var pending: (bytes: [UInt8], first: Duration, last: Duration)?
        var lastActivity = clock.now
        // Right after output, look again at once: the frame may be over and the next may follow soon.
        var wait = Duration.milliseconds(1)
        while clock.now - start < limit {
            guard let count = pollOnce(waitingAtMost: wait) else { break }
            let now = clock.now
            if count > 0 {
                let bytes = takeKeptOutput()
                if var frame = pending {
                    frame.bytes += bytes
                    frame.last = now - start
                    pending = frame
                } else {
                    pending = (bytes, now - start, now - start)
                }
                lastActivity = now
                wait = .zero
                continue
            }
            wait = .milliseconds(1)
            if let frame = pending {
                let isOver = probe.mainThreadWaitsForInput() ?? (now - start - frame.last >= .milliseconds(1))
                guard isOver else { continue }
                frames.append(WrittenFrame(bytes: frame.bytes, firstByte: frame.first, lastByte: frame.last))
                pending = nil
                if isComplete(frames) { return FrameResponse(frames: frames, timedOut: false) }
            } else if probe.isBusy() {
                lastActivity = now
            } else if now - lastActivity >= silence {
                return FrameResponse(frames: frames, timedOut: false)
            }
        }
        if let frame = pending {
            frames.append(WrittenFrame(bytes: frame.bytes, firstByte: frame.first, lastByte: frame.last))
        }
        return FrameResponse(frames: frames, timedOut: true)
    }
}
