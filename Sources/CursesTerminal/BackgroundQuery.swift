import Glibc

/// Asks the terminal the colour of its background (OSC 11), before the screen starts: xterm, kitty,
/// GNOME Terminal, iTerm2, foot and most others answer `ESC ] 11 ; rgb:RRRR/GGGG/BBBB`; a Primary Device
/// Attributes query sent after it (which every terminal answers) ends the wait early where none comes.
package enum BackgroundQuery {
    /// The longest the answers are waited for: a terminal that answers neither (rare: device attributes
    /// are as old as the VT100), or a slow link; an answer later than this would reach the app as keys.
    static let patience: Int32 = 1000

    /// Whether the terminal on `descriptor` says its background is light; nil when it does not say, or
    /// is no terminal.
    package static func isLight(descriptor: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Bool? {
        guard isatty(descriptor) == 1, isatty(output) == 1 else { return nil }
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(descriptor, TCSANOW, &raw)
        defer { tcsetattr(descriptor, TCSANOW, &saved) }
        let query = Array("\u{1B}]11;?\u{07}\u{1B}[c".utf8)
        guard query.withUnsafeBytes({ write(output, $0.baseAddress, $0.count) }) == query.count else { return nil }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var waited: Int32 = 0
        // Until the device attributes' answer (`ESC [ ? … c`) has come, or patience runs out.
        while !endsWithDeviceAttributes(answer), waited < patience {
            let start = monotonicMilliseconds()
            guard poll(&entry, 1, patience - waited) > 0 else { break }
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            answer += buffer[0..<count]
            waited += Int32(monotonicMilliseconds() - start)
        }
        return background(in: answer).map(isLight)
    }

    /// The background colour in an answer (`ESC ] 11 ; rgb:R/G/B` ended by BEL or ST), each channel 0–1.
    static func background(in answer: [UInt8]) -> (Double, Double, Double)? {
        let text = String(decoding: answer, as: UTF8.self)
        guard let start = text.range(of: "]11;rgb:") else { return nil }
        let rest = text[start.upperBound...].prefix { $0.isHexDigit || $0 == "/" }
        let channels = rest.split(separator: "/").map(String.init)
        guard channels.count == 3, channels.allSatisfy({ (1...4).contains($0.count) }) else { return nil }
        let values = channels.compactMap { channel in
            UInt32(channel, radix: 16).map { Double($0) / Double((1 << (4 * channel.count)) - 1) }
        }
        return values.count == 3 ? (values[0], values[1], values[2]) : nil
    }

    /// Whether a colour is light: its luminance (Rec. 709 weights) above a half.
    static func isLight(_ color: (Double, Double, Double)) -> Bool {
        0.2126 * color.0 + 0.7152 * color.1 + 0.0722 * color.2 > 0.5
    }

    static func endsWithDeviceAttributes(_ answer: [UInt8]) -> Bool {
        guard answer.last == UInt8(ascii: "c") else { return false }
        return String(decoding: answer, as: UTF8.self).contains("\u{1B}[?")
    }

    private static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}

extension String {
    /// The range of the first occurrence of `text`, without Foundation.
    fileprivate func range(of text: String) -> Range<String.Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(text) { return index..<self.index(index, offsetBy: text.count) }
            index = self.index(after: index)
        }
        return nil
    }
}
