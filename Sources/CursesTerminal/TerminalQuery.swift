import Glibc

/// Asks the terminal, in one burst before the screen starts, what the environment may not say (over ssh
/// it does not travel): the colour of its background (OSC 11: `ESC ] 11 ; rgb:RRRR/GGGG/BBBB`), whether
/// it draws kitty's graphics (a query image: `ESC _ G i=31 ; OK`), its name and version (XTVERSION:
/// `ESC P > | kitty(0.26.5)`), the size of a cell in pixels (`CSI 16 t`: `ESC [ 6 ; height ; width t`, for
/// where the window size gives no pixels), and last its Primary Device Attributes, which every terminal
/// answers (4 among them: sixels), so that the wait ends as soon as that answer comes.
package enum TerminalQuery {
    /// What the terminal answered.
    package struct Answers: Equatable, Sendable {
        /// Whether the background is light; nil when the terminal does not say.
        package var isLight: Bool?
        /// Whether it answered kitty's graphics query with OK.
        package var drawsKittyGraphics = false
        /// What it calls itself (XTVERSION), e.g. `kitty(0.26.5)`, `WezTerm 20230712`, `foot(1.16.2)`.
        package var version: String?
        /// Whether its device attributes include sixel graphics (4).
        package var drawsSixels = false
        /// A cell's size in pixels, when the terminal says.
        package var cellPixels: CellPixels?
    }

    /// A cell's width and height in pixels.
    package struct CellPixels: Equatable, Sendable {
        package var width: Int
        package var height: Int
    }

    /// The longest the answers are waited for: a terminal that answers neither (rare: device attributes
    /// are as old as the VT100), or a slow link; an answer later than this would reach the app as keys.
    static let patience: Int32 = 1000

    /// What the terminal on `descriptor` answers; nil when it is no terminal.
    package static func ask(descriptor: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Answers? {
        guard isatty(descriptor) == 1, isatty(output) == 1 else { return nil }
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(descriptor, TCSANOW, &raw)
        defer { tcsetattr(descriptor, TCSANOW, &saved) }
        let query = Array("\u{1B}]11;?\u{07}\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[>0q\u{1B}[16t\u{1B}[c".utf8)
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
        return answers(in: answer)
    }

    /// What `answer` (the terminal's bytes) says.
    static func answers(in answer: [UInt8]) -> Answers {
        let text = String(decoding: answer, as: UTF8.self)
        var answers = Answers()
        answers.isLight = background(in: answer).map(isLight)
        answers.drawsKittyGraphics = text.range(of: "\u{1B}_Gi=31;OK") != nil
        if let start = text.range(of: "\u{1B}P>|") {
            answers.version = String(text[start.upperBound...].prefix { $0 != "\u{1B}" && $0 != "\u{07}" })
        }
        if let start = text.range(of: "\u{1B}[6;") {
            let sizes = text[start.upperBound...].prefix { $0 != "t" && $0 != "\u{1B}" }.split(separator: ";").map { Int($0) }
            if sizes.count == 2, let height = sizes[0], let width = sizes[1], (1...1000).contains(height), (1...1000).contains(width) {
                answers.cellPixels = CellPixels(width: width, height: height)
            }
        }
        if let start = text.range(of: "\u{1B}[?") {
            let attributes = text[start.upperBound...].prefix { $0 != "c" }.split(separator: ";")
            answers.drawsSixels = attributes.dropFirst().contains("4")
        }
        return answers
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
